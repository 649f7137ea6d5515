import type { APIRequestContext, Page } from "@playwright/test";
import { allowStatuses, expect, screenshot, test } from "./support.ts";

/*
 * The lot page for its owner and for lots others may not simply see (issue 6 items 3 and 4): the owner's
 * inline price edit, a blocked lot (its owner sees it marked, everyone else gets 403), the short `/sms/!{id}`
 * address and the age question of adult lots.
 */

const words = {
  lv: {
    editPrice: "Labot cenu",
    save: "Saglabāt",
    zero: "Cenai jābūt lielākai par 0",
    tooHigh: "Cena nevar pārsniegt 10000.00",
    blocked: "Bloķēts",
    forbidden: "Piekļuve liegta",
    adult: "Vai jums ir 18 vai vairāk gadu?",
    yes: "Jā, man ir 18 vai vairāk gadu",
  },
  ru: {
    editPrice: "Изменить цену",
    save: "Сохранить",
    zero: "Цена должна быть больше 0",
    tooHigh: "Цена не может превышать 10000.00",
    blocked: "Заблокирован",
    forbidden: "Доступ запрещён",
    adult: "Вам уже исполнилось 18 лет?",
    yes: "Да, мне уже есть 18",
  },
} as const;

type LotAnswer = {
  content: { id: number; status: number; owner: { id: number }; frontUrl: { lv: string; ru: string } };
};

async function signInAsSeller(page: Page): Promise<number> {
  const signedIn = await page.request.post("/api/oauth/token", {
    form: { grant_type: "password", username: "seller@demo.lv", password: "demo-password" },
  });
  expect(signedIn.status()).toBe(200);
  const me = await page.request.get("/api/me");
  return ((await me.json()) as { content: { id: number } }).content.id;
}

/**
 * One of the demo seller's lots in a status. The demo loader gives the seller the first lots of each status
 * (demo/owners.ts), so they are among the lowest ids; there is no public list by owner yet to ask.
 */
async function sellersLot(request: APIRequestContext, sellerId: number, status: number, nth = 0) {
  let found = 0;
  for (let id = 1_000_001; id < 1_000_400; id++) {
    const answer = await request.get(`/api/lots/${id}`);
    if (answer.status() !== 200) continue;
    const lot = ((await answer.json()) as LotAnswer).content;
    if (lot.owner.id === sellerId && lot.status === status && found++ === nth) return lot;
  }
  throw new Error(`no lot of the demo seller in status ${status}`);
}

for (const lang of ["lv", "ru"] as const) {
  const w = words[lang];

  test(`the owner edits the price inline; others see no edit (${lang})`, async ({ page, browser }, info) => {
    const sellerId = await signInAsSeller(page);
    // The seller has 4 published lots: each run of this journey (2 languages, 2 screens) edits its own.
    const run = (lang === "lv" ? 0 : 1) + (info.project.name === "phone" ? 2 : 0);
    const lot = await sellersLot(page.request, sellerId, 2, run);
    await page.goto(lot.frontUrl[lang]);
    await page.getByRole("button", { name: w.editPrice }).click();
    const field = page.locator("form").getByRole("spinbutton");
    await field.fill("0");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByRole("alert")).toHaveText(w.zero);
    await field.fill("10000.01");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByRole("alert")).toHaveText(w.tooHigh);
    const price = `${1000 + Math.floor(Math.random() * 8000)}.5`;
    await field.fill(price);
    await page.getByRole("button", { name: w.save }).click();
    const shown = `${price.slice(0, 1)} ${price.slice(1, 4)}.50 €`;
    await expect(page.getByText(shown)).toBeVisible();
    await screenshot(page, info, `lot-owner-price-${lang}`);
    await page.reload();
    await expect(page.getByText(shown)).toBeVisible();

    // A signed-out visitor may get the page kept from before the edit (decision 19): no price check here.
    const visitor = await browser.newPage({ baseURL: info.project.use.baseURL });
    await visitor.goto(lot.frontUrl[lang]);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByRole("button", { name: w.editPrice })).toHaveCount(0);
    await visitor.close();
  });

  test(`a blocked lot is marked for its owner and forbidden to others (${lang})`, async ({
    page,
    browser,
    consoleErrors,
  }, info) => {
    const sellerId = await signInAsSeller(page);
    const lot = await sellersLot(page.request, sellerId, 6);
    await page.goto(lot.frontUrl[lang]);
    await expect(page.getByRole("status").getByText(w.blocked)).toBeVisible();

    const visitor = await browser.newPage({ baseURL: info.project.use.baseURL });
    const answer = await visitor.goto(lot.frontUrl[lang]);
    expect(answer?.status()).toBe(403);
    await expect(visitor.getByRole("heading", { name: w.forbidden })).toBeVisible();
    await screenshot(visitor, info, `lot-forbidden-${lang}`);
    await visitor.close();
    allowStatuses(consoleErrors, [403]);
  });
}

test("the short address of text messages opens the lot's page", async ({ page, consoleErrors }) => {
  await page.goto("/lv/transports/vieglie-auto");
  const id = await page.getByTestId("lot-list").locator("article").first().getAttribute("data-lot-id");
  await page.goto(`/sms/!${id}`);
  await expect(page).toHaveURL(new RegExp(`/lv/transports/vieglie-auto/!${id}$`));
  expect((await page.goto("/sms/!99999999"))?.status()).toBe(404);
  allowStatuses(consoleErrors, [404]);
});

for (const lang of ["lv", "ru"] as const) {
  test(`an adult lot asks the visitor's age first (${lang})`, async ({ page }, info) => {
    const list = await page.request.get("/api/lots?category=2300&itemsPerPage=1");
    const lot = ((await list.json()) as { content: { data: { frontUrl: { lv: string; ru: string } }[] } })
      .content.data[0];
    if (!lot) throw new Error("the demo data has no adult lot");
    await page.goto(lot.frontUrl[lang]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[lang].adult);
    await screenshot(page, info, `lot-age-question-${lang}`);
    await page.getByRole("button", { name: words[lang].yes }).click();
    await expect(page).toHaveURL(new RegExp(`${lot.frontUrl[lang].replace(/[!]/g, "\\!")}$`));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(words[lang].adult);
  });
}

const soldWords = {
  lv: {
    sold: "Pārdots",
    next: "Nākamais attēls",
    only: "Pārdotam sludinājumam redzams tikai pirmais foto.",
    signIn: "Pieslēgties",
  },
  ru: {
    sold: "Продано",
    next: "Следующее фото",
    only: "У проданного объявления видно только первое фото.",
    signIn: "Войти",
  },
} as const;

type FilesAnswer = {
  content: { status: number; highlighted: boolean; files: unknown[]; frontUrl: { lv: string; ru: string } };
};

/** A sold (closed) premium lot with at least two pictures: the demo data has a few among its first lots. */
async function soldPremiumLot(request: APIRequestContext) {
  for (let id = 1_000_001; id < 1_003_000; id++) {
    const answer = await request.get(`/api/lots/${id}`);
    if (answer.status() !== 200) continue;
    const lot = ((await answer.json()) as FilesAnswer).content;
    if (lot.status === 4 && lot.highlighted && lot.files.length >= 2) return lot;
  }
  throw new Error("no sold premium lot with two pictures in the demo data");
}

for (const lang of ["lv", "ru"] as const) {
  test(`a sold premium lot shows a visitor its first picture only, the others blurred with a sign-in (${lang})`, async ({
    page,
  }, info) => {
    const w = soldWords[lang];
    const lot = await soldPremiumLot(page.request);
    await page.goto(lot.frontUrl[lang]);
    await expect(page.getByRole("status").getByText(w.sold)).toBeVisible();
    await expect(page.getByText(w.only)).toHaveCount(0);
    await page.getByRole("button", { name: w.next }).first().click();
    await expect(page.getByText(w.only)).toBeVisible();
    await expect(page.getByText(w.only).getByRole("button", { name: w.signIn })).toBeVisible();
    await screenshot(page, info, `lot-sold-premium-${lang}`);
  });
}
