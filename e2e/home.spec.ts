import { expect, screenshot, test } from "./support.ts";

const tiles = {
  lv: {
    transport: "Transports",
    cars: "Vieglie auto",
    adult: "Iepazīšanās un pieaugušajiem",
    discount: "Preces ar atlaidēm",
  },
  ru: {
    transport: "Транспорт",
    cars: "Легковые авто",
    adult: "Знакомства и для взрослых",
    discount: "Товары со скидкой",
  },
} as const;

for (const lang of ["lv", "ru"] as const) {
  test(`a visitor sees the category grid on the home page (${lang})`, async ({ page }, info) => {
    const words = tiles[lang];
    await page.goto(lang === "lv" ? "/" : "/ru");
    const grid = page.getByRole("region", { name: lang === "lv" ? "Kategorijas" : "Рубрики" });
    await expect(grid.getByRole("link", { name: words.transport, exact: true })).toHaveAttribute(
      "href",
      `/${lang}/landing/${lang === "lv" ? "transports" : "transport"}`,
    );
    await expect(grid.getByRole("link", { name: words.discount })).toHaveAttribute(
      "href",
      `/${lang}/landing/highlighted`,
    );
    await expect(grid.getByText(words.adult)).toBeVisible();
    // Subcategory links are for wider screens; phones get compact tiles.
    const phone = info.project.name === "phone";
    await expect(grid.getByRole("link", { name: words.cars })).toBeVisible({ visible: !phone });
    await screenshot(page, info, `home-${lang}`);
  });
}

test("the adult category leaves the home grid once the visitor chose to hide adult content", async ({
  page,
  context,
}, info) => {
  const url = String(info.project.use.baseURL);
  await context.addCookies([{ name: "adultContent", value: "hidden", url }]);
  await page.goto("/");
  await expect(page.getByText(tiles.lv.transport, { exact: true })).toBeVisible();
  await expect(page.getByText(tiles.lv.adult)).toHaveCount(0);
});
