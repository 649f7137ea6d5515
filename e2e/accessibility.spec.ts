import AxeBuilder from "@axe-core/playwright";
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

/** Signs the page's browser context in as a demo account (password sign-in, as the sign-in form does). */
async function violationsOf(page: import("@playwright/test").Page, path: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.map(
    (violation) => `${path}: ${violation.id} (${violation.nodes.length}) ${violation.help}`,
  );
}

for (const colorScheme of ["light", "dark"] as const) {
  // One test a page: the pages with lists of lots carry hundreds of elements, and axe takes its time on them.
  for (const path of pages) {
    test(`${path} has no accessibility violations in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      expect(await violationsOf(page, path)).toEqual([]);
    });
  }

  test(`a real-estate list's map (its markers and bubbles) has no accessibility violations in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await answerTiles(page);
    await page.goto("/ru/nedvizhimost/!riga");
    await page.getByRole("link", { name: "Карта", exact: true }).click();
    await expect(page.getByTestId("map")).toHaveAttribute("data-status", "ready");
    await expect(page.locator(".map-cluster > span").first()).toBeVisible();
    expect(await violationsOf(page, "map")).toEqual([]);
  });

  test(`a lot's page has no accessibility violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/lv/transports/vieglie-auto");
    await page.getByTestId("lot-list").locator("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/!\d+$/);
    expect(await violationsOf(page, "lot page")).toEqual([]);
  });

  test(`a lot's page as its owner sees it (the owner's tools) has no accessibility violations in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInAs(page, "seller@demo.lv");
    const own = (await (await page.request.get("/api/me/lots?itemsPerPage=50")).json()).content.data as {
      status: number;
      frontUrl: { lv: string };
    }[];
    const published = own.find((lot) => lot.status === 2);
    expect(published).toBeDefined();
    await page.goto(published?.frontUrl.lv ?? "/");
    await expect(page.getByTestId("owner-tools")).toBeVisible();
    expect(await violationsOf(page, "owner's lot page")).toEqual([]);
  });

  test(`the compare page with two lots has no accessibility violations in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
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
    expect(await violationsOf(page, "compare page")).toEqual([]);
  });

  test(`the signed-in account pages have no accessibility violations in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signInAs(page, "admin@demo.lv");
    for (const path of signedInPages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The tab a hash names appears once the page runs: give it the moment.
      if (path.includes("#"))
        await expect(
          page.locator(`a[aria-current="page"][href$="${path.slice(path.indexOf("#"))}"]`),
        ).toBeVisible();
      expect(await violationsOf(page, path)).toEqual([]);
    }
  });
}

test("the menu dialog has no accessibility violations", async ({ page }) => {
  await page.goto("/lv#menu");
  await expect(page.getByRole("dialog")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
