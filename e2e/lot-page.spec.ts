import { expect, screenshot, test } from "./support.ts";

const words = {
  lv: {
    cars: "/lv/transports/vieglie-auto",
    viewed: "Skatīts",
    description: "Apraksts",
    spec: "Specifikācija",
    next: "Nākamais sludinājums",
    previous: "Iepriekšējais sludinājums",
    back: "Atpakaļ uz sarakstu",
  },
  ru: {
    cars: "/ru/transport/legkovye-avto",
    viewed: "Просмотрено",
    description: "Описание",
    spec: "Характеристики",
    next: "Следующее объявление",
    previous: "Предыдущее объявление",
    back: "Назад к списку",
  },
} as const;

for (const lang of ["lv", "ru"] as const) {
  test(`a visitor opens a lot from page 2 of a listing and comes back to the same page and place (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    await page.goto(`${w.cars}?page=2`);
    const cards = page.getByTestId("lot-list").locator("article");
    await expect(cards.nth(7)).toBeVisible();
    // The page's last card: far enough down on every screen for the scroll position to be worth restoring.
    const card = cards.last();
    await card.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(200);
    const id = await card.getAttribute("data-lot-id");
    const title = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.getByRole("link").first().click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/.+/!${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 2, name: w.description })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: w.spec })).toBeVisible();
    await screenshot(page, info, `lot-page-${lang}`);

    // The list the visitor landed on (rendered by the server) is kept in the browser: Back asks nothing for it.
    const listAsked: string[] = [];
    page.on("request", (request) => {
      if (/\.data\?.*_routes=[^&]*listing/.test(request.url())) listAsked.push(request.url());
    });
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards.last()).toHaveAttribute("data-lot-id", id ?? "");
    expect(listAsked).toEqual([]);
    // The list is where the visitor left it (the browser's own restoration, within a few pixels).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 80);
    // The lot now carries the visited mark.
    await expect(cards.last().getByText(w.viewed)).toBeAttached();
  });
}

for (const lang of ["lv", "ru"] as const) {
  test(`a visitor steps from a lot to the next one across a page boundary and back (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    const cards = page.getByTestId("lot-list").locator("article");
    await page.goto(`${w.cars}?page=2`);
    const firstOfNextPage = await cards.first().getAttribute("data-lot-id");
    await page.goto(w.cars);
    await expect(cards).toHaveCount(20);
    const lastId = await cards.last().getAttribute("data-lot-id");
    await cards.last().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/!${lastId}$`));

    const steps = page.getByTestId("lot-steps");
    await expect(steps.getByText("20 / ")).toBeVisible();
    await screenshot(page, info, `lot-steps-${lang}`);
    await steps.getByRole("link", { name: new RegExp(w.next) }).click();
    await expect(page).toHaveURL(new RegExp(`/!${firstOfNextPage}$`));
    await expect(steps.getByText("21 / ")).toBeVisible();
    await steps.getByRole("link", { name: new RegExp(w.previous) }).click();
    await expect(page).toHaveURL(new RegExp(`/!${lastId}$`));
    await expect(steps.getByText("20 / ")).toBeVisible();
    // The way back leads to the page the visitor reached, not the one they started from.
    await steps.getByRole("link", { name: new RegExp(w.next) }).click();
    await expect(steps.getByText("21 / ")).toBeVisible();
    await steps.getByRole("link", { name: w.back }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards.first()).toHaveAttribute("data-lot-id", firstOfNextPage ?? "");
  });
}

test("a lot opened from a seller's page steps through that seller's lots and leads back to the page", async ({
  page,
}) => {
  const w = words.lv;
  const cards = page.getByTestId("lot-list").locator("article");
  // The seller of one of the first cars who sells more than one lot.
  await page.goto(w.cars);
  const lots = await cards.evaluateAll((all) =>
    all.slice(0, 8).map((card) => card.querySelector("a")?.getAttribute("href") ?? ""),
  );
  let sellerUrl = "";
  for (const lot of lots) {
    await page.goto(lot);
    await page.locator('main a[href*="/lv/user/"], main a[href*="/lv/company/"]').first().click();
    await expect(page).toHaveURL(/\/lv\/(user|company)\/\d+$/);
    await expect(cards.first()).toBeVisible();
    if ((await cards.count()) >= 2) {
      sellerUrl = page.url();
      break;
    }
  }
  expect(sellerUrl, "a seller with two lots among the first cars").not.toBe("");
  const secondId = await cards.nth(1).getAttribute("data-lot-id");
  await cards.first().getByRole("link").first().click();
  const steps = page.getByTestId("lot-steps");
  await expect(steps.getByText("1 / ")).toBeVisible();
  await steps.getByRole("link", { name: new RegExp(w.next) }).click();
  await expect(page).toHaveURL(new RegExp(`/!${secondId}$`));
  await steps.getByRole("link", { name: w.back }).click();
  await expect(page).toHaveURL(sellerUrl);
});

test("a lot's address with another category's slugs moves to its own address", async ({ page }) => {
  await page.goto(words.lv.cars);
  const id = await page.getByTestId("lot-list").locator("article").first().getAttribute("data-lot-id");
  const response = await page.goto(`/lv/transports/!${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/lv/transports/vieglie-auto/!${id}$`));
});

const contactWords = {
  lv: { contacts: "Kontakti", show: "Rādīt kontaktus", phone: "Tālrunis" },
  ru: { contacts: "Контакты", show: "Показать контакты", phone: "Телефон" },
} as const;

for (const lang of ["lv", "ru"] as const) {
  test(`a visitor shows the seller's contacts; phones jump to them from the bar (${lang})`, async ({
    page,
  }, info) => {
    const w = { ...words[lang], ...contactWords[lang] };
    await page.goto(w.cars);
    await page.getByTestId("lot-list").locator("article").first().getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const section = page.getByRole("region", { name: w.contacts });
    if (info.project.name === "phone") {
      await page.getByRole("link", { name: w.contacts, exact: true }).click();
      await expect(page).toHaveURL(/#contacts$/);
      await expect(section).toBeInViewport();
      // With the contacts on screen the bar slides away instead of covering the page below them.
      await expect(page.locator('a[href="#contacts"]')).not.toBeInViewport();
    }
    await section.getByRole("button", { name: w.show }).click();
    const phone = section.getByRole("link", { name: /^\+371\d{8}$/ });
    await expect(phone).toBeVisible();
    expect(await phone.getAttribute("href")).toMatch(/^tel:\+371\d{8}$/);
    await screenshot(page, info, `lot-contacts-${lang}`);
    if (info.project.name === "phone") {
      // At the page's end the footer's last line shows above the bar instead of staying under it (the similar
      // lots below may still grow the page, hence the scrolls).
      const bar = page.locator('a[href="#contacts"]');
      const lastLine = page.getByRole("contentinfo").getByText(/© \d{4} Tirgus/);
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const [barBox, lineBox] = [await bar.boundingBox(), await lastLine.boundingBox()];
          return barBox && lineBox ? barBox.y - (lineBox.y + lineBox.height) : -1;
        })
        .toBeGreaterThanOrEqual(0);
      await screenshot(page, info, `lot-page-end-${lang}`);
    }
  });
}
