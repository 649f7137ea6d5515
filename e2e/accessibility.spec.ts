import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { answerTiles, expect, signInAs, test } from "./support.ts";

const pages = [
  "/",
  "/ru",
  "/lv/landing/transports",
  "/ru/landing/nedvizhimost",
  "/lv/about/info",
  "/ru/contacts",
  "/en/about/cookies",
  "/lv/transports/vieglie-auto",
  "/ru/transport/legkovye-avto?orderColumn=price&orderDirection=asc",
  "/lv/search/volvo",
  "/ru/landing/highlighted",
  // A real-estate list of a city: its street field.
  "/lv/nekustamais-ipasums/!riga",
];

/** The profile (two of its tabs) and the admin's impersonation page, as the demo admin sees them. */
const signedInPages = [
  "/my/profile",
  "/ru/my/profile#settings",
  "/ru/my/profile#social",
  "/lv/user-data?query=buyer%40demo.lv",
  "/ru/my/bookmarks",
];

/**
 * What axe finds against WCAG 2.1 A and AA on the page as it is now, each line naming the page; `rules`
 * narrows it to those rules.
 */
async function violationsOf(page: Page, path: string, rules?: string[]) {
  const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const { violations } = await (rules ? axe.withRules(rules) : axe).analyze();
  return violations.map(
    (violation) => `${path}: ${violation.id} (${violation.nodes.length}) ${violation.help}`,
  );
}

/** The rules whose answer depends on the colours, all that the dark theme changes. */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * A page in the light theme, then its colours in the dark one, on the page as loaded: the colours follow
 * prefers-color-scheme in CSS alone, so the dark theme needs neither a second load nor axe's other rules
 * (a test per theme, each loading its page and running every rule, took a sixth of all the journeys' time).
 */
async function violationsInBothThemes(page: Page, path: string) {
  await inColourScheme(page, "light");
  const found = await violationsOf(page, `${path} (light)`);
  await inColourScheme(page, "dark");
  found.push(...(await violationsOf(page, `${path} (dark)`, colourRules)));
  return found;
}

async function inColourScheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  // Colours change through their CSS transitions: contrast is measured once those have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

// One test a page: the pages with lists of lots carry hundreds of elements, and axe takes its time on them.
for (const path of pages) {
  test(`${path} has no accessibility violations in the light and dark themes`, async ({ page }) => {
    await page.goto(path);
    expect(await violationsInBothThemes(page, path)).toEqual([]);
  });
}

test("a real-estate list's map (its markers and bubbles) has no accessibility violations in either theme", async ({
  page,
}) => {
  await answerTiles(page);
  await page.goto("/ru/nedvizhimost/!riga");
  await page.getByRole("link", { name: "Карта", exact: true }).click();
  await expect(page.getByTestId("map")).toHaveAttribute("data-status", "ready");
  await expect(page.locator(".map-cluster > span").first()).toBeVisible();
  expect(await violationsInBothThemes(page, "map")).toEqual([]);
});

test("a lot's page has no accessibility violations in either theme", async ({ page }) => {
  await page.goto("/lv/transports/vieglie-auto");
  await page.getByTestId("lot-list").locator("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/!\d+$/);
  expect(await violationsInBothThemes(page, "lot page")).toEqual([]);
});

test("a lot's page as its owner sees it (the owner's tools) has no accessibility violations in either theme", async ({
  page,
}) => {
  await signInAs(page, "seller@demo.lv");
  const own = (await (await page.request.get("/api/me/lots?itemsPerPage=50")).json()).content.data as {
    status: number;
    frontUrl: { lv: string };
  }[];
  const published = own.find((lot) => lot.status === 2);
  expect(published).toBeDefined();
  await page.goto(published?.frontUrl.lv ?? "/");
  await expect(page.getByTestId("owner-tools")).toBeVisible();
  expect(await violationsInBothThemes(page, "owner's lot page")).toEqual([]);
});

test("the compare page with two lots has no accessibility violations in either theme", async ({ page }) => {
  // An anonymous visitor's list, kept under the watch cookie the browser context now carries.
  expect((await page.request.post("/api/watch")).status()).toBe(200);
  const lots = (await (await page.request.get("/api/lots?itemsPerPage=2")).json()).content.data as {
    id: number;
  }[];
  for (const lot of lots) {
    expect((await page.request.post("/api/compare", { data: { lot: String(lot.id) } })).status()).toBe(200);
  }
  await page.goto("/lv/compare");
  await expect(page.getByTestId("compare-table")).toBeVisible();
  expect(await violationsInBothThemes(page, "compare page")).toEqual([]);
});

test("the signed-in account pages have no accessibility violations in either theme", async ({ page }) => {
  await signInAs(page, "admin@demo.lv");
  for (const path of signedInPages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The tab a hash names appears once the page runs: give it the moment.
    if (path.includes("#"))
      await expect(
        page.locator(`a[aria-current="page"][href$="${path.slice(path.indexOf("#"))}"]`),
      ).toBeVisible();
    expect(await violationsInBothThemes(page, path)).toEqual([]);
  }
});

test("the menu dialog has no accessibility violations", async ({ page }) => {
  await page.goto("/lv#menu");
  await expect(page.getByRole("dialog")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("the phone's filter sheet, open as a dialog, has no accessibility violations in either theme", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "on wide screens the filters are a column of the listing");
  await page.goto("/ru/transport/legkovye-avto");
  await page.getByRole("link", { name: "Фильтры" }).click();
  await expect(page.getByRole("dialog", { name: "Фильтры" })).toBeFocused();
  expect(await violationsInBothThemes(page, "filter sheet")).toEqual([]);
});
