import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { oidcPersonCookie } from "./oidc-person.ts";
import { expect, screenshot, test } from "./support.ts";

/*
 * Social sign-in against a real OpenID provider (oidc-provider, started beside the app by Playwright and
 * offered as Google). Wide screens sign in through the OAUTH popup, phones through a full-page trip.
 */

const words = {
  lv: {
    signIn: "Pieslēgties",
    google: "Turpināt ar Google",
    profile: "Profils",
    cancelled: "Pieslēgšanās tika atcelta",
  },
  ru: { signIn: "Войти", google: "Продолжить через Google", profile: "Профиль", cancelled: "Вход отменён" },
} as const;

async function choosePerson(context: BrowserContext, info: TestInfo, person: object | "deny") {
  const value = person === "deny" ? "deny" : JSON.stringify(person);
  await context.addCookies([
    { name: oidcPersonCookie, value: encodeURIComponent(value), url: String(info.project.use.baseURL) },
  ]);
}

/** Clicks the provider's button and waits for the trip to end: the popup closes, or the page comes back. */
async function continueWithGoogle(page: Page, info: TestInfo, label: string) {
  const dialog = page.getByRole("dialog");
  const button = dialog.getByRole("button", { name: label });
  if (info.project.name === "phone") {
    await button.click();
    await page.waitForURL(
      (url) =>
        url.port === new URL(String(info.project.use.baseURL)).port && !url.pathname.startsWith("/api/"),
    );
    return;
  }
  const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
  // A quick trip (a cancel) can close the popup before a listener registered now would hear it.
  const closed = new Promise((resolve) => popup.once("close", resolve));
  if (!popup.isClosed()) await closed;
}

for (const lang of ["lv", "ru"] as const) {
  const w = words[lang];
  const home = lang === "lv" ? "/" : "/ru";

  test(`a visitor signs up and in with Google, through the provider and back (${lang})`, async ({
    page,
    context,
  }, info) => {
    const subject = `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
    await choosePerson(context, info, {
      subject,
      email: `${subject}@example.lv`,
      emailVerified: true,
      givenName: "Laima",
    });
    await page.goto(home);
    await page.getByRole("button", { name: w.signIn }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: w.google })).toBeVisible();
    await screenshot(page, info, `social-sign-in-${lang}`);

    await continueWithGoogle(page, info, w.google);
    await expect(page.getByRole("link", { name: w.profile })).toBeVisible();
    await expect(page.getByRole("button", { name: w.signIn })).toBeHidden();
    const me = await page.request.get("/api/me");
    expect((await me.json()).content).toMatchObject({
      fname: "Laima",
      email: `${subject}@example.lv`,
      signInStatus: 3,
    });
  });

  test(`a visitor who cancels at the provider comes back signed out, told so once (${lang})`, async ({
    page,
    context,
  }, info) => {
    await choosePerson(context, info, "deny");
    await page.goto(home);
    await page.getByRole("button", { name: w.signIn }).click();
    await continueWithGoogle(page, info, w.google);
    await expect(page.getByText(w.cancelled)).toBeVisible();
    await expect(page).not.toHaveURL(/loginError/);
    await expect(page.getByRole("button", { name: w.signIn })).toBeVisible();
    await screenshot(page, info, `social-cancelled-${lang}`);
  });
}
