import type { Page } from "@playwright/test";
import { expect, screenshot, test } from "./support.ts";

/** The texts these journeys look for, as a Latvian and a Russian reader see them. */
const words = {
  lv: {
    home: "/",
    recent: "Nesen pievienoti",
    newest: "Jaunākie sludinājumi",
    more: "Vairāk sludinājumu",
    highlightedTransport: "Izceltie: Transports",
    recentTransport: "Nesen pievienoti: Transports",
    transportListing: "/lv/transports",
    transport: "/lv/landing/transports",
    carsUnder5000: "Auto līdz 5 000 €",
    carsListing: "/lv/transports/vieglie-auto?",
    forSale: "Pārdod",
    recentOnLanding: "Nesen pievienoti",
    discount: "Preces ar atlaidēm",
    companies: "Uzņēmumi",
    privateSellers: "Privātpersonas",
    cheapest: "Lētākie vispirms",
    next: "Nākamie",
    realEstateInRiga: "/lv/landing/nekustamais-ipasums/!riga",
    business: "/lv/landing/bizness-un-iekartas",
  },
  ru: {
    home: "/ru",
    recent: "Недавно добавленные",
    newest: "Новые объявления",
    more: "Больше объявлений",
    highlightedTransport: "Выделенные: Транспорт",
    recentTransport: "Недавно добавленные: Транспорт",
    transportListing: "/ru/transport",
    transport: "/ru/landing/transport",
    carsUnder5000: "Авто до 5 000 €",
    carsListing: "/ru/transport/legkovye-avto?",
    forSale: "Продаётся",
    recentOnLanding: "Недавно добавленные",
    discount: "Товары со скидкой",
    companies: "Компании",
    privateSellers: "Частные лица",
    cheapest: "Сначала дешёвые",
    next: "Следующие",
    realEstateInRiga: "/ru/landing/nedvizhimost/!riga",
    business: "/ru/landing/biznes-i-oborudovanie",
  },
} as const;

for (const lang of ["lv", "ru"] as const) {
  const text = words[lang];

  test(`home shows recently added lots and loads more of the newest as the visitor scrolls (${lang})`, async ({
    page,
  }, info) => {
    await page.goto(text.home);
    const recent = page.getByRole("region", { name: text.recent, exact: true });
    await expect(recent.getByRole("article")).toHaveCount(12);
    await expect(
      page.getByRole("region", { name: text.highlightedTransport }).getByRole("article"),
    ).toHaveCount(20);
    // Below a category's highlighted row, its newest lots: loaded as the visitor scrolls to them.
    const recentTransport = page.getByRole("region", { name: text.recentTransport });
    await recentTransport.scrollIntoViewIfNeeded();
    await expect(recentTransport.getByRole("article")).toHaveCount(12);
    await expect(recentTransport.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
      "href",
      text.transportListing,
    );

    const newest = page.getByRole("region", { name: text.newest });
    await expect(newest.getByRole("article")).toHaveCount(20);
    // Without JavaScript the next page is a link to home's own address showing page 2.
    await expect(newest.getByRole("link", { name: text.more })).toHaveAttribute(
      "href",
      `${text.home}?page=2`,
    );
    await newest.getByRole("link", { name: text.more }).scrollIntoViewIfNeeded();
    await expect.poll(() => newest.getByRole("article").count()).toBeGreaterThanOrEqual(40);
    expect(page.url()).not.toContain("page=");
    // Every card a crawler finds here is a lot page's address.
    const first = newest.getByRole("article").first().getByRole("link").first();
    await expect(first).toHaveAttribute("href", new RegExp(`^/${lang}/[a-z0-9/-]+/!\\d+$`));
    await screenshot(page, info, `home-rows-${lang}`);
  });

  test(`the transport landing shows its preset carousels, each titled with a link to its list (${lang})`, async ({
    page,
  }, info) => {
    await page.goto(text.transport);
    const carousel = page.getByRole("region", { name: text.carsUnder5000 });
    await expect(carousel.getByRole("article").first()).toBeVisible();
    // The first row's first pictures are fetched at once (one is the page's largest paint on a phone).
    const firstPicture = page.getByRole("main").locator("article img").first();
    await expect(firstPicture).toHaveAttribute("loading", "eager");
    await expect(firstPicture).toHaveAttribute("fetchpriority", "high");
    const title = carousel.getByRole("heading", { level: 2 }).getByRole("link");
    await expect(title).toHaveAttribute(
      "href",
      new RegExp(`^${text.carsListing.replace("?", "\\?")}.*maxPrice=5000`),
    );

    if (info.project.name === "desktop") {
      const list = carousel.getByRole("list");
      // Retried: a click that lands before hydration has no handler yet.
      await expect(async () => {
        await carousel.getByRole("button", { name: text.next }).click();
        await expect
          .poll(() => list.evaluate((element) => element.scrollLeft), { timeout: 2_000 })
          .toBeGreaterThan(0);
      }).toPass({ timeout: 10_000 });
    }

    // The rows below the first ones load as the visitor scrolls down to them.
    const recent = page.getByRole("region", { name: text.recentOnLanding });
    await recent.scrollIntoViewIfNeeded();
    await expect(recent.getByRole("article")).toHaveCount(12);
    // The other rows' pictures load as they near the screen.
    await expect(recent.locator("article img").first()).toHaveAttribute("loading", "lazy");
    await screenshot(page, info, `landing-carousels-${lang}`);

    // The carousel's list shows what it chose among the filters: cars for sale, not to rent.
    await title.click();
    await expect(page).toHaveURL(/action=1/);
    const dealType = page.locator('select[name="action"]').first();
    await expect(dealType).toHaveValue("1");
    await expect(dealType.locator("option:checked")).toHaveText(text.forSale);
  });

  test(`a row filled as the visitor nears it takes its skeletons' height, so nothing below it moves (${lang})`, async ({
    page,
  }) => {
    // The row's lots are held back until its skeletons have been measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/lots/recent?*", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(text.transport);
    const recent = page.getByRole("region", { name: text.recentOnLanding });
    await recent.scrollIntoViewIfNeeded();
    await expect(recent.locator("li[data-needs-script]").first()).toBeVisible();
    const skeletons = await recent.boundingBox();
    release();
    await expect(recent.getByRole("article")).toHaveCount(12);
    // Before, cards with a title of two lines, figures or a trusted badge made a row 24-69 px taller than its
    // skeletons, and a click on the footer just then landed beside its link.
    expect((await recent.boundingBox())?.height).toBe(skeletons?.height);
  });

  test(`every row home starts with fills with lots as the visitor reaches it: none turns out empty and vanishes (${lang})`, async ({
    page,
  }) => {
    // Home's category rows: those of the open categories (the adult one only when allowed) that have such lots.
    const answer = await page.request.get("/api/categories/home");
    const categories = (await answer.json()).content.data as {
      status: string;
      adult: boolean;
      adCount: number;
      hasHighlightedLots: boolean;
    }[];
    const rowCount = categories
      .filter((category) => category.status === "active" && !category.adult)
      .flatMap((category) => [category.hasHighlightedLots, category.adCount > 0])
      .filter(Boolean).length;
    expect(rowCount).toBeGreaterThan(20);
    await noteRowsThatLeave(page);
    await page.goto(text.home);
    // The rows below the first mount one at a time as the one before settles, and show skeletons until the
    // visitor nears them; the visitor goes down to each waiting row until every row has its lots.
    const categoryRows = page.getByRole("region", {
      name: new RegExp(`^(${text.highlightedTransport.split(":")[0]}|${text.recent}): `),
    });
    const waiting = categoryRows.filter({ has: page.locator("li[data-needs-script]") });
    await expect(async () => {
      if ((await waiting.count()) > 0) await waiting.first().scrollIntoViewIfNeeded({ timeout: 1_000 });
      expect(await categoryRows.filter({ has: page.getByRole("article") }).count()).toBe(rowCount);
    }).toPass({ timeout: 30_000 });
    // None is there but the promised ones, and none left.
    await expect(categoryRows).toHaveCount(rowCount);
    expect(await rowsThatLeft(page)).toEqual([]);
  });

  test(`a landing shows only rows that have lots, in a region too: none turns out empty and vanishes (${lang})`, async ({
    page,
  }) => {
    await noteRowsThatLeave(page);
    // Within Rīga one real-estate preset has no lots; the business landing's category has no highlighted lots.
    for (const path of [text.realEstateInRiga, text.business]) {
      await page.goto(path);
      const rows = page
        .getByRole("main")
        .locator("section[aria-labelledby]")
        .filter({ has: page.locator("article, li[data-needs-script]") });
      const rowCount = await rows.count();
      expect(rowCount).toBeGreaterThan(0);
      const waiting = rows.filter({ has: page.locator("li[data-needs-script]") });
      await expect(async () => {
        if ((await waiting.count()) > 0) await waiting.first().scrollIntoViewIfNeeded({ timeout: 1_000 });
        expect(await rows.filter({ has: page.getByRole("article") }).count()).toBe(rowCount);
      }).toPass({ timeout: 30_000 });
      expect(await rowsThatLeft(page), path).toEqual([]);
    }
  });

  test(`the discount products list narrows to company sellers and sorts by price (${lang})`, async ({
    page,
    request,
  }, info) => {
    await page.goto(`/${lang}/landing/highlighted`);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(text.discount) })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();

    await page.getByRole("link", { name: text.companies, exact: true }).click();
    await expect(page).toHaveURL(/ownerType=2/);
    await expect(page.getByRole("link", { name: text.companies, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const companies = await (await request.get("/api/lots?highlighted=true&ownerType=2")).json();
    const ids = await page
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-lot-id"))));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(companies.content.data.map((lot: { id: number }) => lot.id));

    await page.getByRole("link", { name: text.cheapest }).click();
    await expect(page).toHaveURL(/ownerType=2&orderColumn=price&orderDirection=asc/);
    const sorted = await (
      await request.get("/api/lots?highlighted=true&ownerType=2&orderColumn=price&orderDirection=asc")
    ).json();
    await expect
      .poll(() =>
        page
          .getByRole("article")
          .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-lot-id")))),
      )
      .toEqual(sorted.content.data.map((lot: { id: number }) => lot.id));
    await screenshot(page, info, `discount-companies-${lang}`);

    await page.getByRole("link", { name: text.privateSellers, exact: true }).click();
    await expect(page).toHaveURL(/ownerType=1/);
    await expect(page.getByRole("article").first()).toBeVisible();
  });
}

/** Notes every row of lots that leaves the page (an empty one would, from under the visitor), on every page. */
async function noteRowsThatLeave(page: Page) {
  await page.addInitScript(() => {
    const left: string[] = [];
    Object.assign(window, { rowsThatLeft: left });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.removedNodes)
          if (node instanceof HTMLElement && node.matches("section[aria-labelledby]"))
            left.push(node.textContent?.slice(0, 60) ?? "");
    }).observe(document, { childList: true, subtree: true });
  });
}

const rowsThatLeft = (page: Page) =>
  page.evaluate(() => (window as unknown as { rowsThatLeft: string[] }).rowsThatLeft);
