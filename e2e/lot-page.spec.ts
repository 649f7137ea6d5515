import { expect, screenshot, test } from "./support.ts";

const words = {
  lv: {
    cars: "/lv/transports/vieglie-auto",
    viewed: "Skatīts",
    description: "Apraksts",
    spec: "Specifikācija",
  },
  ru: {
    cars: "/ru/transport/legkovye-avto",
    viewed: "Просмотрено",
    description: "Описание",
    spec: "Характеристики",
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

    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards.last()).toHaveAttribute("data-lot-id", id ?? "");
    // The list is where the visitor left it (the browser's own restoration, within a few pixels).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 80);
    // The lot now carries the visited mark.
    await expect(cards.last().getByText(w.viewed)).toBeAttached();
  });
}

test("a lot's address with another category's slugs moves to its own address", async ({ page }) => {
  await page.goto(words.lv.cars);
  const id = await page.getByTestId("lot-list").locator("article").first().getAttribute("data-lot-id");
  const response = await page.goto(`/lv/transports/!${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/lv/transports/vieglie-auto/!${id}$`));
});
