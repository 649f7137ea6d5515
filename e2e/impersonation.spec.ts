import { expect, screenshot, signInAs, test } from "./support.ts";

/*
 * Impersonation (issue 4 item 8) with the demo accounts every first start creates: the admin finds a user
 * on /{lang}/user-data, signs in as them with a banner on every page, and comes back.
 */

const words = {
  lv: {
    title: "Pieslēgties kā lietotājs",
    field: "ID, e-pasts vai tālrunis",
    find: "Meklēt",
    signInAs: "Pieslēgties kā šis lietotājs",
    banner: "Jūs esat pieslēdzies kā Laura Kalniņa.",
    back: "Atgriezties savā kontā",
    notFound: "Lapa nav atrasta",
  },
  ru: {
    title: "Войти от имени пользователя",
    field: "ID, e-mail или телефон",
    find: "Найти",
    signInAs: "Войти от имени этого пользователя",
    banner: "Вы вошли как Laura Kalniņa.",
    back: "Вернуться в свой аккаунт",
    notFound: "Страница не найдена",
  },
} as const;

/** Signs the page's browser context in with a demo account (password demo-password). */
for (const lang of ["lv", "ru"] as const) {
  const w = words[lang];

  test(`an admin signs in as a user, sees the banner, and comes back (${lang})`, async ({ page }, info) => {
    await signInAs(page, "admin@demo.lv");
    await page.goto(`/${lang}/user-data`);
    await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    await page.getByLabel(w.field).fill("buyer@demo.lv");
    await page.getByRole("main").getByRole("button", { name: w.find }).click();
    await expect(page).toHaveURL(/query=buyer%40demo\.lv/);
    await page.getByRole("button", { name: w.signInAs }).click();

    await expect(page.getByRole("status").filter({ hasText: w.banner })).toBeVisible();
    await expect(page.locator('header a[title="Laura Kalniņa"]')).toBeVisible();
    await screenshot(page, info, `impersonation-${lang}`);
    // The banner stays on the other pages too.
    await page.goto(`/${lang}/contacts`);
    await expect(page.getByText(w.banner)).toBeVisible();

    await page.getByRole("button", { name: w.back }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/user-data$`));
    await expect(page.getByText(w.banner)).toBeHidden();
    await expect(page.locator('header a[title="Andris Bērziņš"]')).toBeVisible();
  });

  test(`the impersonation page does not exist for a user who is no admin (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, "buyer@demo.lv");
    const response = await page.goto(`/${lang}/user-data`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: w.notFound })).toBeVisible();
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !error.includes("status of 404")),
    );
  });
}
