import { mkdirSync } from "node:fs";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";

/**
 * Screenshots for review, named by journey and viewport (e2e/screenshots is git-ignored): what the viewport
 * shows, or the whole page with `E2E_FULL_PAGE_SHOTS=1`. A whole page loads every lazy picture down to its
 * end (home and landings are 6,000 px tall): 84 of them took a third of the journeys' time on two cores.
 */
export async function screenshot(page: Page, info: TestInfo, name: string) {
  mkdirSync("e2e/screenshots", { recursive: true });
  await page.screenshot({
    path: `e2e/screenshots/${name}-${info.project.name}.png`,
    fullPage: process.env.E2E_FULL_PAGE_SHOTS === "1",
  });
}

/** The texts these journeys look for, as a Latvian and a Russian reader see them. */
export const texts = {
  lv: {
    classifieds: "Sludinājumi",
    menu: "Izvēlne",
    darkTheme: "Tumšais režīms",
    notFound: "Lapa nav atrasta",
    privacy: "Privātuma politika",
  },
  ru: {
    classifieds: "Объявления",
    menu: "Меню",
    darkTheme: "Тёмная тема",
    notFound: "Страница не найдена",
    privacy: "Политика конфиденциальности",
  },
} as const;

/**
 * The journeys' `test`: besides its own checks, every journey fails when the page logs an error or throws
 * (a hydration mismatch, a Content-Security-Policy violation, a failed chunk).
 */
export const test = base.extend<{ consoleErrors: string[]; hydratedNewPages: undefined }>({
  page: async ({ page, context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      waitsForHydration(page);
      context.on("page", waitsForHydration);
    }
    await use(page);
  },
  // Pages a journey opens itself (a second visitor, the phone beside the computer) wait for it too.
  hydratedNewPages: [
    async ({ browser }, use) => {
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitsForHydration(page);
        return page;
      };
      await use(undefined);
      browser.newPage = newPage;
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A page's scripts start after its first paint (decision 31), so `load` comes before hydration: a click on a
 * server-rendered button before it would be lost. `goto` and `reload` of the journeys' pages therefore return
 * once the app has hydrated (React Router's router exists); documents that are not the app's (an XML sitemap,
 * a JSON answer) are returned at once.
 */
function waitsForHydration(page: Page) {
  // Parts that hydrate on their own (lib/split-view.tsx, deferredPart) are marked data-ready once they have.
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !("__reactRouterContext" in window) ||
        ("__reactRouterDataRouter" in window &&
          [...document.querySelectorAll("[data-deferred-part]")].every((part) =>
            part.hasAttribute("data-ready"),
          )),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** Chromium logs every failed request; a journey that provokes these statuses on purpose lets them pass. */
export function allowStatuses(consoleErrors: string[], statuses: number[]) {
  const expected = (error: string) => statuses.some((status) => error.includes(`status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected(error)));
}

export { expect };

/**
 * Signs the page's browser in as a demo account (password demo-password): the token answer sets the session
 * cookie in the browser context, as the sign-in dialog's does.
 */
export async function signInAs(page: Page, email: string) {
  const answer = await page.request.post("/api/oauth/token", {
    form: { grant_type: "password", username: email, password: "demo-password" },
  });
  expect(answer.status()).toBe(200);
}
