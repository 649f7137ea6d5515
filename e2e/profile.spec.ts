import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { latestMessage, unique, uniquePhone } from "./outbox.ts";
import { allowStatuses, expect, screenshot, test } from "./support.ts";

/*
 * The profile page (issue 4 item 6): names, avatar, contacts, password and settings, for a user signed up
 * by e-mail. The account is made through the API (sign-up, the mailed link, sign-in): the sign-up journey
 * itself is in accounts.spec.ts.
 */

const words = {
  lv: {
    profile: "Mans profils",
    firstName: "Vārds",
    lastName: "Uzvārds",
    save: "Saglabāt",
    saved: "Jūsu dati ir saglabāti",
    upload: "Augšupielādēt attēlu",
    picture: "Jūsu attēls",
    tooSmall: "Attēlam jābūt vismaz 200 × 200 pikseļus lielam",
    addContact: "Pievienot e-pastu vai tālruņa numuru",
    add: "Pievienot",
    waiting: "Gaida kodu",
    code: "Kods",
    verify: "Apstiprināt",
    verified: "Apstiprināts",
    settings: "Lietotāja iestatījumi",
    showEmail: "Rādīt manu e-pastu sludinājumos",
    passwordTab: "Mainīt paroli",
    current: "Pašreizējā parole",
    newPassword: "Jaunā parole",
    repeat: "Atkārtojiet jauno paroli",
    changed: "Jūsu parole ir nomainīta",
    signInFirst: "Pieslēdzieties, lai redzētu un mainītu savu profilu.",
    signIn: "Pieslēgties",
  },
  ru: {
    profile: "Мой профиль",
    firstName: "Имя",
    lastName: "Фамилия",
    save: "Сохранить",
    saved: "Ваши данные сохранены",
    upload: "Загрузить фото",
    picture: "Ваше фото",
    tooSmall: "Изображение должно быть не меньше 200 × 200 пикселей",
    addContact: "Добавить e-mail или номер телефона",
    add: "Добавить",
    waiting: "Ожидает код",
    code: "Код",
    verify: "Подтвердить",
    verified: "Подтверждён",
    settings: "Настройки пользователя",
    showEmail: "Показывать мой e-mail в объявлениях",
    passwordTab: "Сменить пароль",
    current: "Текущий пароль",
    newPassword: "Новый пароль",
    repeat: "Повторите новый пароль",
    changed: "Ваш пароль изменён",
    signInFirst: "Войдите, чтобы видеть и менять свой профиль.",
    signIn: "Войти",
  },
} as const;

/** A confirmed e-mail account, signed in in this page's browser context. */
async function signedUpAndIn(page: Page, password: string): Promise<string> {
  const email = `profile-${unique()}@example.lv`;
  await page.request.post("/api/signup", { data: { email, password, policyAgreed: true } });
  const token = /token=([\w-]+)/.exec(await latestMessage(page.request, email, /token=/))?.[1];
  await page.request.post("/api/signup/confirm", { data: { token } });
  const signedIn = await page.request.post("/api/oauth/token", {
    form: { grant_type: "password", username: email, password },
  });
  expect(signedIn.status()).toBe(200);
  return email;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();

for (const lang of ["lv", "ru"] as const) {
  const w = words[lang];
  const profilePath = lang === "lv" ? "/my/profile" : "/ru/my/profile";

  test(`a user edits names, picture and contacts on the profile (${lang})`, async ({
    page,
    consoleErrors,
  }, info: TestInfo) => {
    await signedUpAndIn(page, "first-password-1");
    await page.goto(profilePath);
    await expect(page.getByRole("heading", { level: 1, name: w.profile })).toBeVisible();

    await page.getByLabel(w.firstName, { exact: true }).fill("Laima");
    await page.getByLabel(w.lastName, { exact: true }).fill("Ozola");
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(page.locator('header a[title="Laima Ozola"]')).toBeVisible();

    const upload = page.getByLabel(w.upload);
    await upload.setInputFiles({ name: "small.png", mimeType: "image/png", buffer: await png(150, 150) });
    await expect(page.getByText(w.tooSmall)).toBeVisible();
    await upload.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: await png(400, 300) });
    await expect(page.getByRole("img", { name: w.picture })).toBeVisible();
    await expect(page.locator("header img")).toHaveAttribute("src", /avatar128\.webp$/);

    const phone = uniquePhone();
    await page.getByLabel(w.addContact).fill(phone);
    await page.getByRole("button", { name: w.add, exact: true }).click();
    const row = page.getByRole("listitem").filter({ hasText: `+371${phone}` });
    await expect(row.getByText(w.waiting)).toBeVisible();
    const code = /\b\d{6}\b/.exec(await latestMessage(page.request, `+371${phone}`, /\b\d{6}\b/))?.[0] ?? "";
    await row.getByLabel(w.code).fill(code);
    await row.getByRole("button", { name: w.verify, exact: true }).click();
    await expect(row.getByText(w.verified, { exact: true })).toBeVisible();
    await screenshot(page, info, `profile-${lang}`);
    allowStatuses(consoleErrors, [400]);
  });

  test(`a user changes a setting and the password on the profile (${lang})`, async ({ page }, info) => {
    const email = await signedUpAndIn(page, "first-password-1");
    await page.goto(`${profilePath}#settings`);
    const showEmail = page.getByRole("switch", { name: w.showEmail });
    await expect(showEmail).toHaveAttribute("aria-checked", "false");
    await showEmail.click();
    await expect(showEmail).toHaveAttribute("aria-checked", "true");
    await expect(showEmail).toHaveAttribute("aria-busy", "false");
    await page.reload();
    await expect(page.getByRole("switch", { name: w.showEmail })).toHaveAttribute("aria-checked", "true");
    await screenshot(page, info, `profile-settings-${lang}`);

    await page.getByRole("link", { name: w.passwordTab }).click();
    await page.getByLabel(w.current, { exact: true }).fill("first-password-1");
    await page.getByLabel(w.newPassword, { exact: true }).fill("second-password-2");
    await page.getByLabel(w.repeat, { exact: true }).fill("second-password-2");
    await page.getByRole("button", { name: w.passwordTab }).click();
    await expect(page.getByText(w.changed)).toBeVisible();
    const withNew = await page.request.post("/api/oauth/token", {
      form: { grant_type: "password", username: email, password: "second-password-2" },
    });
    expect(withNew.status()).toBe(200);
  });

  test(`a signed-out visitor of the profile is asked to sign in there (${lang})`, async ({ page }) => {
    await page.goto(profilePath);
    await expect(page.getByText(w.signInFirst)).toBeVisible();
    await expect(page.getByRole("dialog", { name: w.signIn })).toBeVisible();
    await expect(page).toHaveURL(/#signin$/);
  });
}
