import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import sharp from "sharp";
import { expect, screenshot, test } from "./support.ts";

/*
 * Reviews on the lot page (issue 6): a signed-in buyer reviews a lot with a rating, a text and a photo, sees
 * it in the list, and cannot review the lot twice; a lot with many reviews shows five, then all of them.
 */

const words = {
  lv: {
    profile: "Profils",
    reviews: "Atsauksmes",
    write: "Rakstīt atsauksmi",
    already: "Šim sludinājumam jau ir jūsu atsauksme",
    stars: (n: number) => `${n} no 5 zvaigznēm`,
    text: "Jūsu atsauksme",
    addPhotos: "Pievienot fotoattēlus",
    publish: "Publicēt atsauksmi",
    chooseRating: "Izvēlieties vērtējumu no 1 līdz 5 zvaigznēm",
    writeWords: "Uzrakstiet dažus vārdus par sludinājumu",
    notAPicture: "Šis fails nav attēls",
    published: "Jūsu atsauksme ir publicēta",
    more: "Vairāk atsauksmju",
    less: "Mazāk atsauksmju",
    review: "Ātri satikāmies, viss atbilst aprakstam. Paldies!",
  },
  ru: {
    profile: "Профиль",
    reviews: "Отзывы",
    write: "Написать отзыв",
    already: "Вы уже оставили отзыв об этом объявлении",
    stars: (n: number) => `${n} из 5 звёзд`,
    text: "Ваш отзыв",
    addPhotos: "Добавить фото",
    publish: "Опубликовать отзыв",
    chooseRating: "Выберите оценку от 1 до 5 звёзд",
    writeWords: "Напишите несколько слов об объявлении",
    notAPicture: "Этот файл не является изображением",
    published: "Ваш отзыв опубликован",
    more: "Больше отзывов",
    less: "Меньше отзывов",
    review: "Быстро встретились, всё как в описании. Спасибо!",
  },
} as const;
type Lang = keyof typeof words;

type Card = { id: number; frontUrl: { lv: string; ru: string }; action: { key: string } };
type Reviews = { totalCount: number; data: { text: string }[] };

/** A page of published lots of the demo data, newest first as the list API gives them, or oldest first. */
async function publishedLots(request: APIRequestContext, page = 1, oldestFirst = false): Promise<Card[]> {
  const order = oldestFirst ? "&orderColumn=publishDate&orderDirection=asc" : "";
  const answer = await request.get(`/api/lots?itemsPerPage=100&page=${page}${order}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).content as { data: Card[] }).data;
}

/**
 * The lot a review journey takes: among the oldest published lots (what other journeys publish meanwhile comes
 * last, so nothing shifts them), every fourth from the journey's own slot, so the four journeys (language x
 * screen) running at once never take the same lot; the first one the buyer may still review.
 */
async function lotToReview(slot: number): Promise<Card> {
  const buyer = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const token = await buyer.post("/api/oauth/token", {
      form: { grant_type: "password", username: "buyer@demo.lv", password: "demo-password" },
    });
    expect(token.status()).toBe(200);
    const lots = (await publishedLots(buyer, 1, true)).filter((_, index) => index % 4 === slot);
    for (const lot of lots) {
      const viewer = await (await buyer.get(`/api/lots/${lot.id}/reviews/viewer`)).json();
      if (viewer.content.canReview) return lot;
    }
    throw new Error("no demo lot the buyer may still review");
  } finally {
    await buyer.dispose();
  }
}

async function reviewsOf(request: APIRequestContext, id: number): Promise<Reviews> {
  return (await (await request.get(`/api/lots/${id}/reviews?itemsPerPage=100`)).json()).content as Reviews;
}

/**
 * Signs in as buyer@demo.lv through the token endpoint, which also sets the session cookie, and opens the page
 * again. (The sign-in modal would switch the page to the buyer's own language, Latvian.)
 */
async function signIn(page: Page, lang: Lang) {
  const answer = await page.request.post("/api/oauth/token", {
    form: { grant_type: "password", username: "buyer@demo.lv", password: "demo-password" },
  });
  expect(answer.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("link", { name: words[lang].profile })).toBeVisible();
}

/** A phone photo of the minimum size the server takes (800 × 600): a plain scene with a stripe. */
async function testPhoto(): Promise<Buffer> {
  const stripe = await sharp({
    create: { width: 1024, height: 160, channels: 3, background: { r: 250, g: 190, b: 40 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1024, height: 768, channels: 3, background: { r: 40, g: 110, b: 160 } } })
    .composite([{ input: stripe, top: 300, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

for (const [index, lang] of (["lv", "ru"] as const).entries()) {
  test(`a signed-in buyer reviews a lot with a photo, sees it in the list and cannot review it twice (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    const lot = await lotToReview(index * 2 + (info.project.name === "phone" ? 1 : 0));
    const before = await reviewsOf(page.request, lot.id);

    await page.goto(lot.frontUrl[lang]);
    const section = page.getByRole("region", { name: w.reviews });
    await expect(section).toBeVisible();
    // Signed-out visitors read reviews but get no button (spec 1 section 5: signed-in viewers only).
    await expect(section.getByRole("button", { name: w.write })).toHaveCount(0);

    await signIn(page, lang);
    await section.getByRole("button", { name: w.write }).click();
    const dialog = page.getByRole("dialog", { name: w.write });
    await expect(dialog).toBeVisible();

    // Nothing chosen yet: the form says what is missing, in the page's language.
    await dialog.getByRole("button", { name: w.publish }).click();
    await expect(dialog.getByRole("alert")).toContainText(w.chooseRating);
    await expect(dialog.getByRole("alert")).toContainText(w.writeWords);
    // A text file named like a picture is refused as soon as it is picked, and what was said stays said.
    await dialog.getByLabel(w.addPhotos).setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture at all"),
    });
    await expect(dialog.getByRole("alert")).toContainText(w.notAPicture);
    await expect(dialog.getByRole("alert")).toContainText(w.chooseRating);
    await expect(dialog.getByRole("img", { name: "notes.png" })).toHaveCount(0);

    await dialog.getByRole("radio", { name: w.stars(4) }).check({ force: true });
    await expect(dialog.getByRole("radio", { name: w.stars(4) })).toBeChecked();
    await dialog.getByLabel(w.text).fill(w.review);
    await dialog.getByLabel(w.addPhotos).setInputFiles({
      name: "purchase.jpg",
      mimeType: "image/jpeg",
      buffer: await testPhoto(),
    });
    await expect(dialog.getByRole("img", { name: "purchase.jpg" })).toBeVisible();
    await screenshot(page, info, `review-form-${lang}`);
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await dialog.getByRole("button", { name: w.publish }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(w.published)).toBeVisible();
    const mine = section.getByRole("listitem").filter({ hasText: w.review });
    await expect(mine).toBeVisible();
    await expect(section.getByRole("button", { name: w.already })).toBeDisabled();
    await expect(section.getByRole("button", { name: w.write })).toHaveCount(0);
    await expect(section).toContainText(`${w.reviews}: ${before.totalCount + 1}`);

    // The thumbnail leads to the larger version of the photo.
    const photoLink = mine.getByRole("link");
    const large = await photoLink.getAttribute("href");
    expect(large).toMatch(/\/storage\/.+\/med\.webp$/);
    expect((await page.request.get(large ?? "")).status()).toBe(200);
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, info, `review-saved-${lang}`);
    await photoLink.click();
    const viewer = page.getByRole("dialog").filter({ has: page.getByRole("img") });
    await expect(viewer.getByRole("img")).toBeVisible();
    await expect
      .poll(() => viewer.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, info, `review-photo-${lang}`);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    // Coming back later: still one review, the button still says so.
    await page.reload();
    await expect(section.getByRole("button", { name: w.already })).toBeDisabled();
    await expect(section.getByRole("listitem").filter({ hasText: w.review })).toHaveCount(1);
    await page.goto(`${lot.frontUrl[lang]}#review`);
    await expect(page.getByRole("dialog", { name: w.write })).toHaveCount(0);
  });

  test(`a lot with many reviews shows five, then all with More reviews, and five again with Less reviews (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    let many: { lot: Card; total: number } | null = null;
    for (let listPage = 1; listPage <= 5 && !many; listPage++) {
      // The newest lots: the review journeys take the oldest (lotToReview), so none is reviewed meanwhile.
      for (const lot of await publishedLots(page.request, listPage)) {
        // One that offers something, which search engines read as a Product (a wanted ad is none).
        if (!["sell", "rent", "hire", "offer", "gift"].includes(lot.action.key)) continue;
        const { totalCount } = await reviewsOf(page.request, lot.id);
        if (totalCount > 5) {
          many = { lot, total: totalCount };
          break;
        }
      }
    }
    expect(many, "a demo lot with more than five reviews").not.toBeNull();
    if (!many) return;
    await page.goto(many.lot.frontUrl[lang]);
    // Search engines read the rating too (schema.org AggregateRating on the Product).
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ratings = structured.map((text) => JSON.parse(text).aggregateRating?.reviewCount);
    expect(ratings).toContain(many.total);
    const section = page.getByRole("region", { name: w.reviews });
    const items = section.getByRole("list").first().locator(":scope > li");
    await expect(items).toHaveCount(5);
    await section.getByRole("button", { name: w.more }).click();
    await expect(items).toHaveCount(many.total);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, info, `reviews-expanded-${lang}`);
    await section.getByRole("button", { name: w.less }).click();
    await expect(items).toHaveCount(5);
  });
}
