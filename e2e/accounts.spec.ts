import type { APIRequestContext, Page } from "@playwright/test";
import { latestMessage, unique, uniquePhone } from "./outbox.ts";
import { allowStatuses, expect, screenshot, test } from "./support.ts";

/*
 * Accounts (issue 4): sign-up, confirmation, sign-in by password and by texted code, recovery, sign-out,
 * and a session revoked elsewhere. Mail and SMS are read from the server's dev outbox.
 */

const words = {
  lv: {
    signIn: "Pieslēgties",
    signUp: "Reģistrēties",
    signOut: "Iziet",
    menu: "Izvēlne",
    email: "E-pasts",
    emailOrPhone: "E-pasts vai tālrunis",
    password: "Parole",
    repeat: "Atkārtojiet paroli",
    newPassword: "Jaunā parole",
    profile: "Profils",
    checkMail: "Pārbaudiet savu e-pastu, lai pabeigtu reģistrāciju",
    confirmed: "Jūsu e-pasta adrese ir apstiprināta",
    policyRequired: "Jums jāpiekrīt privātuma politikai",
    forgot: "Aizmirsāt paroli?",
    sendLink: "Nosūtīt saiti",
    linkSent: "Ja adrese pieder kontam, mēs uz to nosūtījām saiti",
    savePassword: "Saglabāt paroli",
    passwordChanged: "Jūsu parole ir nomainīta",
    wrongPassword: "Nepareizs e-pasts, tālrunis vai parole",
    capsLock: "Ieslēgts Caps Lock",
    showPassword: "Rādīt paroli",
    byPhone: "Reģistrēties ar tālruņa numuru",
    phone: "Tālruņa numurs",
    sendCode: "Nosūtīt kodu",
    code: "Kods no SMS",
    signInByCode: "Pieslēgties ar kodu",
    recovery: "Paroles atjaunošana",
  },
  ru: {
    signIn: "Войти",
    signUp: "Зарегистрироваться",
    signOut: "Выйти",
    menu: "Меню",
    email: "E-mail",
    emailOrPhone: "E-mail или телефон",
    password: "Пароль",
    repeat: "Повторите пароль",
    newPassword: "Новый пароль",
    profile: "Профиль",
    checkMail: "Проверьте e-mail, чтобы завершить регистрацию",
    confirmed: "Ваш адрес e-mail подтверждён",
    policyRequired: "Необходимо согласиться с политикой конфиденциальности",
    forgot: "Забыли пароль?",
    sendLink: "Отправить ссылку",
    linkSent: "Если адрес принадлежит аккаунту, мы отправили на него ссылку",
    savePassword: "Сохранить пароль",
    passwordChanged: "Ваш пароль изменён",
    wrongPassword: "Неверный e-mail, телефон или пароль",
    capsLock: "Включён Caps Lock",
    showPassword: "Показать пароль",
    byPhone: "Зарегистрироваться по номеру телефона",
    phone: "Номер телефона",
    sendCode: "Отправить код",
    code: "Код из SMS",
    signInByCode: "Войти с кодом",
    recovery: "Восстановление пароля",
  },
} as const;
type Lang = keyof typeof words;

/** Answers a journey provokes on purpose (a wrong password, a revoked session) log console errors. */
/** The code of the `count`-th SMS to a Latvian number (the newest, once that many arrived). */
async function nthCode(request: APIRequestContext, phone: string, count: number): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(`+371${phone}`)}`);
      const body = (await answer.json()) as { content: { count: number; data: { text: string }[] } };
      code =
        body.content.count >= count ? (/\b\d{6}\b/.exec(body.content.data[0]?.text ?? "")?.[0] ?? "") : "";
      return code;
    })
    .not.toBe("");
  return code;
}

async function openModal(page: Page, lang: Lang, name: "signIn") {
  await page.getByRole("button", { name: words[lang][name] }).click();
  const dialog = page.getByRole("dialog", { name: words[lang][name] });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signInWithPassword(page: Page, lang: Lang, username: string, password: string) {
  const dialog = await openModal(page, lang, "signIn");
  await dialog.getByLabel(words[lang].emailOrPhone).fill(username);
  await dialog.getByLabel(words[lang].password, { exact: true }).fill(password);
  await dialog.getByRole("button", { name: words[lang].signIn, exact: true }).click();
  await expect(page.getByRole("link", { name: words[lang].profile })).toBeVisible();
}

async function signOut(page: Page, lang: Lang) {
  await page.getByRole("button", { name: words[lang].menu }).click();
  await page.getByRole("dialog").getByRole("button", { name: words[lang].signOut }).click();
  await expect(page.getByRole("button", { name: words[lang].signIn })).toBeVisible();
  await expect(page.getByRole("link", { name: words[lang].profile })).toBeHidden();
}

for (const lang of ["lv", "ru"] as const) {
  const home = lang === "lv" ? "/" : "/ru";
  const w = words[lang];

  test(`a visitor signs up by e-mail, confirms, signs out and in, and recovers the password (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }, info) => {
    // Eight pages and four mails: longer than the default 30 s on two shared cores, now that home lists lots.
    test.slow();
    const email = `e2e-${unique()}@example.lv`;
    await page.goto(`${home}#signup`);
    const signUp = page.getByRole("dialog", { name: w.signUp });
    await expect(signUp).toBeVisible();
    await screenshot(page, info, `signup-modal-${lang}`);

    await signUp.getByLabel(w.email).fill(`  ${email}  `);
    await signUp.getByLabel(w.password, { exact: true }).fill("first-pass");
    await signUp.getByLabel(w.repeat).fill("first-pass");
    await signUp.getByRole("button", { name: w.signUp, exact: true }).click();
    // The policy box is required, with the spec's message; the e-mail was trimmed on blur.
    await expect(signUp.getByText(w.policyRequired)).toBeVisible();
    await expect(signUp.getByLabel(w.email)).toHaveValue(email);
    await screenshot(page, info, `signup-policy-error-${lang}`);
    await signUp.getByRole("checkbox").check();
    await signUp.getByRole("button", { name: w.signUp, exact: true }).click();
    await expect(signUp.getByText(w.checkMail)).toBeVisible();

    const mail = await latestMessage(request, email, /signup\/confirm/);
    const link = /https?:\/\/\S+\/signup\/confirm\?token=[\w-]+/.exec(mail)?.[0] ?? "";
    expect(new URL(link).pathname).toBe(lang === "lv" ? "/signup/confirm" : "/ru/signup/confirm");
    await page.goto(link);
    await expect(page.getByText(w.confirmed)).toBeVisible();
    await screenshot(page, info, `signup-confirmed-${lang}`);

    await page.goto(home);
    await signInWithPassword(page, lang, email, "first-pass");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // The server renders the signed-in header too.
    await page.reload();
    await expect(page.getByRole("link", { name: w.profile })).toBeVisible();
    await signOut(page, lang);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("login");

    // Recovery: the mailed link opens the page that sets the new password.
    const signIn = await openModal(page, lang, "signIn");
    await signIn.getByRole("button", { name: w.forgot }).click();
    const recovery = page.getByRole("dialog", { name: w.recovery });
    await recovery.getByLabel(w.email, { exact: true }).fill(email);
    await screenshot(page, info, `recovery-modal-${lang}`);
    await recovery.getByRole("button", { name: w.sendLink }).click();
    await expect(recovery.getByText(w.linkSent)).toBeVisible();
    const recoveryMail = await latestMessage(request, email, /recovery\/finish/);
    const recoveryLink = /https?:\/\/\S+\/recovery\/finish\?token=[\w-]+/.exec(recoveryMail)?.[0] ?? "";
    await page.goto(recoveryLink);
    await page.getByLabel(w.newPassword).fill("second-pass");
    await page.getByLabel(w.repeat).fill("second-pass");
    await screenshot(page, info, `recovery-finish-${lang}`);
    await page.getByRole("button", { name: w.savePassword }).click();
    await expect(page.getByText(w.passwordChanged)).toBeVisible();

    await page.goto(home);
    const again = await openModal(page, lang, "signIn");
    await again.getByLabel(w.emailOrPhone).fill(email);
    await again.getByLabel(w.password, { exact: true }).fill("first-pass");
    await again.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(again.getByRole("alert")).toHaveText(w.wrongPassword);
    await screenshot(page, info, `signin-error-${lang}`);
    await again.getByLabel(w.password, { exact: true }).fill("second-pass");
    await again.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(page.getByRole("link", { name: w.profile })).toBeVisible();
    allowStatuses(consoleErrors, [400]);
  });

  test(`a visitor signs up and back in with a code texted to the phone (${lang})`, async ({
    page,
    request,
  }, info) => {
    const phone = uniquePhone();
    await page.goto(`${home}#signup`);
    const signUp = page.getByRole("dialog", { name: w.signUp });
    await signUp.getByRole("button", { name: w.byPhone }).click();
    await signUp.getByLabel(w.phone).fill(phone);
    await signUp.getByRole("checkbox").check();
    await signUp.getByRole("button", { name: w.sendCode }).click();
    await signUp.getByLabel(w.code).fill(await nthCode(request, phone, 1));
    await screenshot(page, info, `signup-phone-code-${lang}`);
    await signUp.getByRole("button", { name: w.signUp, exact: true }).click();
    await expect(page.getByRole("link", { name: w.profile })).toBeVisible();
    await signOut(page, lang);

    const signIn = await openModal(page, lang, "signIn");
    await signIn.getByRole("button", { name: w.signInByCode }).click();
    await signIn.getByLabel(w.phone).fill(phone);
    await signIn.getByRole("button", { name: w.sendCode }).click();
    await expect(signIn.getByLabel(w.code)).toBeVisible();
    const secondCode = await nthCode(request, phone, 2);
    await signIn.getByLabel(w.code).fill(secondCode);
    await signIn.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(page.getByRole("link", { name: w.profile })).toBeVisible();
    await screenshot(page, info, `signed-in-header-${lang}`);
  });

  test(`a session revoked elsewhere signs the user out cleanly at the next request (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const phone = uniquePhone();
    await page.goto(home);
    const signIn = await openModal(page, lang, "signIn");
    await signIn.getByRole("button", { name: w.signInByCode }).click();
    await signIn.getByLabel(w.phone).fill(phone);
    await signIn.getByRole("button", { name: w.sendCode }).click();
    await signIn.getByLabel(w.code).fill(await nthCode(request, phone, 1));
    // The number has no account yet: the server asks for the policy agreement, and a new code.
    await signIn.getByRole("button", { name: w.signIn, exact: true }).click();
    await signIn.getByRole("checkbox").check();
    await signIn.getByRole("button", { name: w.sendCode }).click();
    await signIn.getByLabel(w.code).fill(await nthCode(request, phone, 2));
    await signIn.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(page.getByRole("link", { name: w.profile })).toBeVisible();

    const accessToken = await page.evaluate(() => localStorage.getItem("tokens.access"));
    const revoked = await request.post("/api/oauth/revoke", {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(revoked.status()).toBe(200);

    // The next authenticated call (the language switch stores the user's language) gets 401, the
    // refresh is refused too, and the page comes back signed out.
    await page.getByRole("button", { name: w.menu }).click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: lang === "lv" ? "Русский" : "Latviešu" })
      .click();
    // The page reloads (in whichever language the race between the switch and the reload gives).
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .not.toContain("login");
    // Asked again while the reload is under way: an evaluate that the navigation cuts off counts as not yet.
    const refreshToken = () =>
      page.evaluate(() => localStorage.getItem("tokens.refresh")).catch(() => "reloading");
    await expect.poll(refreshToken).toBeNull();
    await page.goto(home);
    await expect(page.getByRole("button", { name: w.signIn })).toBeVisible();
    await expect(page.getByRole("link", { name: w.profile })).toBeHidden();
    // The page that found the session gone also cleared its cookies: later pages do not ask again.
    const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookieNames).not.toContain("session");
    expect(cookieNames).not.toContain("csrf");
    allowStatuses(consoleErrors, [400, 401]);
  });
}

test("password fields show and hide the password and warn about Caps Lock", async ({ page }, info) => {
  // The dark theme here, the light one in the other journeys' screenshots.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/#signin");
  const dialog = page.getByRole("dialog", { name: words.lv.signIn });
  const password = dialog.getByLabel(words.lv.password, { exact: true });
  await password.fill("secret");
  await expect(password).toHaveAttribute("type", "password");
  await dialog.getByRole("button", { name: words.lv.showPassword }).click();
  await expect(password).toHaveAttribute("type", "text");
  // Headless Chromium has no Caps Lock state to toggle: a key event that carries it stands in.
  await password.dispatchEvent("keydown", { key: "A", modifierCapsLock: true });
  await expect(dialog.getByText(words.lv.capsLock)).toBeVisible();
  await expect(password).toHaveAttribute("aria-describedby", /caps/);
  await screenshot(page, info, "signin-modal-dark-lv");
  await password.dispatchEvent("keyup", { key: "A", modifierCapsLock: false });
  await expect(dialog.getByText(words.lv.capsLock)).toBeHidden();
});
