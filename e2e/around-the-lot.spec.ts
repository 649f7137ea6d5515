import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { allowStatuses, answerTiles, expect, screenshot, test } from "./support.ts";

/*
 * Around the lot (issue 6 items 5 and 8): the Similar row, the price rating, the map, delivery and the
 * seller's public page with its lots, page by page. Tile requests are answered here (no internet).
 */
const words = {
  lv: {
    similar: "Līdzīgi sludinājumi",
    howRated: "Kā tiek noteikts vērtējums?",
    compared: /Salīdzināts ar \d+ līdzīgiem publicētiem sludinājumiem/,
    showMap: "Rādīt kartē",
    delivery: "Piegāde",
    omniva: "Omniva pakomāts",
    meet: "Tikšanās klātienē",
    memberSince: "Lietotājs kopš",
    noReviews: "Atsauksmju vēl nav",
    registration: "Reģistrācijas numurs",
    ratings: ["Ļoti laba cena", "Laba cena", "Atbilstoša cena", "Paaugstināta cena", "Augsta cena"],
    notFound: "Lapa nav atrasta",
    page2: "2. lapa",
    cheapest: "Lētākie vispirms",
    addCompare: "Salīdzināt",
    inCompare: "Salīdzināšanā",
  },
  ru: {
    similar: "Похожие объявления",
    howRated: "Как рассчитана оценка?",
    compared: /По сравнению с \d+ похожими опубликованными объявлениями/,
    showMap: "Показать на карте",
    delivery: "Доставка",
    omniva: "Почтомат Omniva",
    meet: "Личная встреча",
    memberSince: "На сайте с",
    noReviews: "Отзывов пока нет",
    registration: "Регистрационный номер",
    ratings: ["Очень хорошая цена", "Хорошая цена", "Справедливая цена", "Повышенная цена", "Высокая цена"],
    notFound: "Страница не найдена",
    page2: "Страница 2",
    cheapest: "Сначала дешёвые",
    addCompare: "Сравнить",
    inCompare: "В сравнении",
  },
} as const;

type Card = { id: number; frontUrl: { lv: string; ru: string } };
type Detail = {
  priceRating: unknown;
  location: { lat: number | null } | null;
  company: unknown;
  deliveryOptions: ("omniva" | "meet")[];
};

/** WCAG 2.1 A/AA violations on the page as it is now (opened disclosures and maps included). */
async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.map((violation) => `${violation.id} (${violation.nodes.length}) ${violation.help}`);
}

/**
 * A published lot with a price rating and a place on the map. The demo data are a few thousand lots over
 * two hundred categories, so ratings come from the categories where five or more lots compare.
 */
async function ratedLot(request: APIRequestContext): Promise<Card & Detail> {
  const list = (await (await request.get("/api/lots?itemsPerPage=100")).json()).content.data as Card[];
  for (const card of list) {
    const lot = (await (await request.get(`/api/lots/${card.id}`)).json()).content as Detail;
    if (lot.priceRating && lot.location?.lat != null) return { ...card, ...lot };
  }
  throw new Error("No lot with a price rating among the newest 100");
}

/** The demo company's id, as company@demo.lv's own account tells it. */
async function demoCompanyId(request: APIRequestContext): Promise<number> {
  const token = await request.post("/api/oauth/token", {
    form: { grant_type: "password", username: "company@demo.lv", password: "demo-password" },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const me = await request.get("/api/me", { headers: { authorization: `Bearer ${access_token}` } });
  return (await me.json()).content.company.id as number;
}

for (const lang of ["lv", "ru"] as const) {
  const w = words[lang];

  test(`a visitor reads a lot's price rating, opens its map and sees similar lots (${lang})`, async ({
    page,
    request,
  }, info) => {
    const rated = await ratedLot(request);
    await answerTiles(page);
    await page.goto(rated.frontUrl[lang]);

    const rating = page.getByTestId("price-rating");
    await expect(rating).toBeVisible();
    await expect(rating.getByText(new RegExp(`^(${w.ratings.join("|")})$`))).toBeVisible();
    await rating.getByText(w.howRated).click();
    await expect(rating.getByText(w.compared)).toBeVisible();
    // Delivery as the lot's category allows (decision 34): none for a flat, in person for a car.
    const delivery = page.getByTestId("delivery-options");
    if (rated.deliveryOptions.length === 0) await expect(delivery).toHaveCount(0);
    else
      await expect(delivery.getByRole("listitem")).toHaveText(
        rated.deliveryOptions.map((option) => w[option]),
      );

    const map = page.getByTestId("lot-map");
    await map.getByRole("button", { name: w.showMap }).click();
    await expect(map.getByTestId("map")).toHaveAttribute("data-status", "ready");
    await expect(map.locator(".map-price > span").or(map.locator("path.map-area"))).toBeVisible();

    const similar = page.getByTestId("similar-lots");
    await similar.scrollIntoViewIfNeeded();
    await expect(similar.getByRole("heading", { level: 2, name: w.similar })).toBeVisible();
    const cards = similar.locator("article");
    await expect(cards.first()).toBeVisible();
    expect(await similar.locator(`article[data-lot-id="${rated.id}"]`).count()).toBe(0);
    await screenshot(page, info, `around-the-lot-${lang}`);
    expect(await violationsOf(page)).toEqual([]);

    // The visitor compares the first similar lot; back on the rated lot, its row offers others instead.
    const first = Number(await cards.first().getAttribute("data-lot-id"));
    await cards.first().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/!${first}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: w.addCompare, exact: true }).click();
    await expect(page.getByRole("button", { name: w.inCompare })).toHaveAttribute("aria-pressed", "true");
    await page.goto(rated.frontUrl[lang]);
    await similar.scrollIntoViewIfNeeded();
    await expect(cards.first()).toBeVisible();
    expect(await similar.locator(`article[data-lot-id="${first}"]`).count()).toBe(0);
  });

  test(`a visitor opens the company from its lot and pages through its lots (${lang})`, async ({
    page,
    request,
  }, info) => {
    const companyId = await demoCompanyId(request);
    const list = (await (await request.get(`/api/lots?company=${companyId}`)).json()).content as {
      count: number;
      data: Card[];
    };
    const first = list.data[0];
    if (!first) throw new Error("The demo company has no published lots");
    await page.goto(first.frontUrl[lang]);
    await page.getByRole("link", { name: 'SIA "Baltijas Auto Centrs"' }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/company/${companyId}$`));
    const card = page.getByTestId("seller-card");
    await expect(card.getByRole("heading", { level: 1 })).toContainText("Baltijas Auto Centrs");
    await expect(card.getByText(w.registration)).toBeVisible();
    await expect(card.getByText("40103987654", { exact: true })).toBeVisible();
    const lots = page.getByTestId("lot-list").locator("article");
    await expect(lots).toHaveCount(Math.min(list.count, 20));
    await screenshot(page, info, `company-page-${lang}`);
    expect(await violationsOf(page)).toEqual([]);

    expect(list.count).toBeGreaterThan(20);
    await page.getByRole("link", { name: w.page2, exact: true }).locator("visible=true").first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/company/${companyId}\\?page=2$`));
    await expect(lots).toHaveCount(list.count - 20);
    // Each page its own title, saying in the page's language what the page is.
    const company = lang === "lv" ? "Uzņēmums — 2. lapa" : "Компания — Страница 2";
    await expect(page).toHaveTitle(`SIA "Baltijas Auto Centrs" — ${company} | Tirgus`);
    await screenshot(page, info, `company-page-2-${lang}`);

    // Sorted cheapest first: the first page again, in the list endpoint's order, and not for search engines.
    await page.getByTestId("sort-menu").locator("summary").click();
    await page.getByRole("link", { name: w.cheapest }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${lang}/company/${companyId}\\?orderColumn=price&orderDirection=asc$`),
    );
    const cheapest = (
      await (await request.get(`/api/lots?company=${companyId}&orderColumn=price&orderDirection=asc`)).json()
    ).content.data as Card[];
    await expect(lots.first()).toHaveAttribute("data-lot-id", String(cheapest[0]?.id));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test(`a visitor opens a private seller's page from a lot, and unknown sellers are not found (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }, info) => {
    const list = (await (await request.get("/api/lots?ownerType=1&itemsPerPage=5")).json()).content
      .data as Card[];
    const lot = list[0];
    if (!lot) throw new Error("No private seller's lot");
    await page.goto(lot.frontUrl[lang]);
    await page.locator(`a[href^="/${lang}/user/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/user/\\d+$`));
    await expect(page.getByTestId("seller-card").getByText(w.memberSince)).toBeVisible();
    // The reviews summary: the average with the count, or that there are none yet.
    const userId = /\/user\/(\d+)$/.exec(page.url())?.[1];
    const summary = (await (await request.get(`/api/users/${userId}/review-summary`)).json()).content as {
      totalCount: number;
    };
    const reviews = page.getByTestId("seller-card").getByText(w.noReviews);
    if (summary.totalCount === 0) await expect(reviews).toBeVisible();
    else await expect(reviews).toHaveCount(0);
    await expect(page.getByTestId("lot-list").locator(`article[data-lot-id="${lot.id}"]`)).toBeVisible();
    await screenshot(page, info, `user-page-${lang}`);

    // A page past the last goes to the first; a malformed one is no page.
    const userPath = new URL(page.url()).pathname;
    await page.goto(`${userPath}?page=400`);
    await expect(page).toHaveURL(new RegExp(`${userPath}$`));

    for (const path of [
      `/${lang}/user/99999999`,
      `/${lang}/company/99999999`,
      `/${lang}/user/abc`,
      `${userPath}?page=abc`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: w.notFound })).toBeVisible();
    }
    allowStatuses(consoleErrors, [404]);
  });
}
