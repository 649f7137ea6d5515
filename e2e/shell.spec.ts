import { expect, screenshot, test, texts } from "./support.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor gets the whole home page rendered by the server", async ({ page }, info) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "lv");
    await expect(page.getByRole("heading", { level: 1, name: texts.lv.classifieds })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tirgus" }).first()).toBeVisible();
    await expect(
      page.getByRole("textbox", { name: /Meklēt/ }).or(page.getByPlaceholder("Meklēt")),
    ).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: texts.lv.privacy })).toHaveAttribute(
      "href",
      "/lv/about/user-data-policy",
    );
    await expect(page).toHaveTitle(/Tirgus/);
    // Rows only a script would load show their titles, which link to their lists, and no grey cards.
    const placeholders = page.locator("[data-needs-script]");
    expect(await placeholders.count()).toBeGreaterThan(0);
    await expect(placeholders.first()).toBeHidden();
    await expect(placeholders.last()).toBeHidden();
    await screenshot(page, info, "home-no-js");
  });
});

test("a page paints before its scripts load, then hydrates and navigates in place", async ({ page }) => {
  const response = await page.goto("/lv/transports/vieglie-auto");
  const html = (await response?.text()) ?? "";
  const head = html.slice(0, html.indexOf("</head>"));
  // Decision 31: the stylesheet is the head's first link after the first pictures' preloads, and no script
  // is requested before the page has painted.
  expect(head).toMatch(
    /^(?:(?!<link)[\s\S])*(?:<link rel="preload" as="image"[^>]*>)*<link rel="stylesheet"/,
  );
  expect(head).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('type="module" async');

  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator("article a").first().click();
  await expect(page).toHaveURL(/\/!\d+$/);
  // A client-side navigation: the hydrated app moved to the lot without loading a new document.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("a visitor switches the language to Russian and back, staying on the same page", async ({
  page,
  context,
}, info) => {
  await page.goto("/lv/about/rules");
  await page.getByRole("button", { name: texts.lv.menu }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Русский" }).click();
  await expect(page).toHaveURL(/\/ru\/about\/rules$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: texts.ru.privacy })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("ru");
  await screenshot(page, info, "rules-ru");

  await page.getByRole("button", { name: texts.ru.menu }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Latviešu" }).click();
  await expect(page).toHaveURL(/\/lv\/about\/rules$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "lv");
  expect((await context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("lv");
});

test("a visitor's dark theme stays after a reload, without a flash of the light one", async ({
  page,
}, info) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await page.getByRole("button", { name: texts.lv.menu }).click();
  await page.getByRole("switch", { name: texts.lv.darkTheme }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.keyboard.press("Escape");
  // Closing the menu goes back in history (from #menu): a reload that starts before that navigation ends is
  // aborted by it (net::ERR_ABORTED, seen once in CI).
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).not.toHaveURL(/#menu$/);
  // The keyboard is back on the button that opened the menu.
  await expect(page.getByRole("button", { name: texts.lv.menu })).toBeFocused();

  // The server renders the class from the cookie, so the very first HTML is already dark.
  const response = await page.reload();
  expect(await response?.text()).toMatch(/<html[^>]*class="[^"]*\bdark\b/);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await screenshot(page, info, "home-dark");
});

test("a modal opened by its URL hash closes with the back button", async ({ page }, info) => {
  await page.goto("/ru");
  await page.getByRole("button", { name: texts.ru.menu }).click();
  await expect(page).toHaveURL(/\/ru#menu$/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await screenshot(page, info, "menu-open-ru");

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/ru$/);

  // A shared link with the hash opens it straight away.
  await page.goto("/ru#menu");
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("an unknown address shows the not-found page with status 404, in the page's language", async ({
  page,
  consoleErrors,
}, info) => {
  const latvian = await page.goto("/lv/nav-tadas-lapas");
  expect(latvian?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: texts.lv.notFound })).toBeVisible();
  await screenshot(page, info, "not-found-lv");

  const russian = await page.goto("/ru/about/nothing-here");
  expect(russian?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: texts.ru.notFound })).toBeVisible();

  const traversal = await page.goto("/assets/..%2f..%2fpackage.json");
  expect(traversal?.status()).toBe(404);

  // Chromium logs each 404 document it was sent to; those are the point of this journey.
  const unexpected = consoleErrors.filter((error) => !error.includes("status of 404"));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test("a visitor reads a static page in each language", async ({ page }, info) => {
  for (const [path, lang] of [
    ["/lv/contacts", "lv"],
    ["/ru/contacts", "ru"],
    ["/en/about/cookies", "en"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await screenshot(page, info, "cookies-en");
});

test("a visitor whose system prefers dark gets the dark look without choosing it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
  expect(red + green + blue).toBeLessThan(3 * 64);
});

test("the back-to-top button appears once the visitor has scrolled past 300 px", async ({ page }) => {
  await page.goto("/lv/about/rules");
  const backToTop = page.getByRole("button", { name: "Uz augšu" });
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(backToTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer is left out for crawlers and when the address asks for it", async ({ page, browser }) => {
  await page.goto("/lv/contacts?hideFooter=1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  const crawler = await browser.newPage({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  await crawler.goto(page.url().replace(/\?.*$/, ""));
  await expect(crawler.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(crawler.getByRole("contentinfo")).toHaveCount(0);
  await crawler.close();
});

// The listing and the search results show the same two parts (features/listing/listing-parts.ts).
for (const [list, path, ownScript] of [
  ["a listing", "/lv/transports/vieglie-auto", /\/assets\/listing-view-[\w-]+\.js/],
  ["the search results", "/lv/search/auto", /\/assets\/search-[\w-]+\.js/],
] as const) {
  test(`${list}: filters and pagination come rendered and hydrate after the cards, with their own scripts`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    // Rendered in place by the server (lib/split-view.tsx, deferredPart), not moved behind a script: the two,
    // and the header's search box, which every page defers (features/shell/shell-parts.ts).
    expect(html.match(/data-deferred-part=""/g)).toHaveLength(3);
    expect(html).not.toContain("$RC");
    // Their code is not among the first scripts the page names (decision 31's starter adds those after the
    // paint); it is imported once hydration reaches them.
    expect(html).toMatch(ownScript);
    expect(html).not.toMatch(/\/assets\/(filter-panel|pagination|search-box)-/);
    // `goto` returned once they hydrated: the next page's link is a client-side navigation.
    await expect(page.locator("[data-deferred-part][data-ready]")).toHaveCount(3);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Lapas" }).getByRole("link", { name: "2. lapa" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator("[data-deferred-part][data-ready]")).toHaveCount(3);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
}

// Scripts come after the first paint (decision 31): a visitor on a slow line may type before the page hydrates.
for (const [lang, path, make] of [
  ["lv", "/lv/transports/vieglie-auto", "Marka"],
  ["ru", "/ru/transport/legkovye-avto", "Марка"],
] as const) {
  test(`text typed and a filter chosen before the page hydrates stay, and the parts the server rendered are kept (${lang})`, async ({
    page,
  }, info) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const loaded = page.goto(path);
    // The filters sit in a sheet on phones, beside the list on computers.
    const makeFilter = page.getByRole("combobox", { name: make, exact: true });
    const desktop = info.project.name === "desktop";
    if (desktop) await makeFilter.selectOption({ index: 2 });
    const chosenMake = desktop ? await makeFilter.inputValue() : "";
    const box = page.getByRole("search").getByRole("combobox");
    await box.click();
    await page.keyboard.type("volvo");
    // The search box, the filters and the pagination, as the server rendered them (lib/split-view.tsx).
    const serverParts = await page.evaluateHandle(() =>
      [...document.querySelectorAll("[data-deferred-part]")].map((part) => part.firstElementChild),
    );
    expect(await serverParts.evaluate((parts) => parts.length)).toBe(3);
    release();
    await loaded;
    // Hydrated in place: React renders a part afresh when the page's first render reaches it before its code.
    expect(await serverParts.evaluate((parts) => parts.filter((part) => !part?.isConnected).length)).toBe(0);
    await expect(box).toHaveValue("volvo");
    await expect(box).toBeFocused();
    await expect(page.getByRole("option", { name: /Volvo/ }).first()).toBeVisible();
    if (desktop) await expect(makeFilter).toHaveValue(chosenMake);
    await screenshot(page, info, `typed-before-hydration-${lang}`);
  });
}
