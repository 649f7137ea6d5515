import type { APIRequestContext, Page } from "@playwright/test";
import { formatAmount } from "@tirgus/domain/format";
import { expect, screenshot, test } from "./support.ts";

/** What these journeys search for and the texts they look for, as a Latvian and a Russian reader see them. */
const words = {
  lv: {
    search: "Meklēt",
    query: "rūteris",
    category: "Tīkla iekārtas",
    inCategory: /^Meklēt šajā kategorijā/,
    results: "Meklēšanas rezultāti: „rūteris”",
    empty: "Izskatās, ka nav neviena sludinājuma, kas atbilstu jūsu kritērijiem.",
  },
  ru: {
    search: "Искать",
    query: "роутер",
    category: "Сетевое оборудование",
    inCategory: /^Искать в этой категории/,
    results: "Результаты поиска: «роутер»",
    empty: "Похоже, нет объявлений, соответствующих вашим критериям.",
  },
} as const;

const searchBox = (page: Page) => page.getByRole("search").getByRole("combobox");

/**
 * Tabs until the search box has the focus: no mouse in these journeys. On a fresh page forward from the top.
 * After a search the box's place is where the keyboard goes on from (the box lets go of the focus), so back a
 * few steps and forward again; after another search on the same results page the results' start has the focus
 * (the list took it), so back past the facets and filters to the header's box.
 */
async function tabToSearch(page: Page, from: "top" | "search" = "top") {
  const box = searchBox(page);
  const focused = () => box.evaluate((element) => element === document.activeElement);
  if (from === "search") {
    const onResults = await page.evaluate(() => document.activeElement?.id === "results");
    for (let step = 0; step < (onResults ? 60 : 3); step++) {
      await page.keyboard.press("Shift+Tab");
      if (await focused()) return box;
    }
  }
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press("Tab");
    if (await focused()) return box;
  }
  throw new Error("the search box is not reachable with Tab");
}

/** Walks the dropdown with the arrow keys until the option with this name is the active one. */
async function arrowTo(page: Page, name: RegExp) {
  const box = searchBox(page);
  const option = page.getByRole("option", { name });
  await expect(option).toBeVisible();
  const id = await option.getAttribute("id");
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("ArrowUp");
    if ((await box.getAttribute("aria-activedescendant")) === id) return;
  }
  throw new Error(`no option ${name} to reach with the arrow keys`);
}

for (const lang of ["lv", "ru"] as const) {
  test(`a visitor searches with the keyboard, narrows to the category found and meets the empty state (${lang})`, async ({
    page,
  }, info) => {
    const text = words[lang];
    await page.goto(lang === "lv" ? "/" : "/ru");
    const box = await tabToSearch(page);

    // Typing opens the combined autocomplete: classifieds with their category, and the whole-query buttons.
    await page.keyboard.type(text.query);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByRole("option", { name: new RegExp(text.category) }).first()).toBeVisible();
    await expect(listbox.getByRole("option", { name: text.inCategory })).toBeVisible();
    // The open dropdown is fixed to the viewport (a full-screen panel on phones): the viewport is the picture.
    await page.screenshot({ path: `e2e/screenshots/search-dropdown-${lang}-${info.project.name}.png` });

    // Escape closes the dropdown and keeps the text; Enter goes to the results.
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue(text.query);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}/search/${encodeURIComponent(text.query)}$`));
    await expect(page.getByRole("heading", { level: 1, name: text.results })).toBeVisible();
    const results = page.getByRole("region", { name: lang === "lv" ? "Sludinājumi" : "Объявления" });
    await expect(results.getByRole("article").first()).toBeVisible();
    await screenshot(page, info, `search-results-${lang}`);

    // The box keeps the query on the results page; "Search in this category" narrows with categories[].
    const again = await tabToSearch(page, "search");
    await expect(again).toHaveValue(text.query);
    await expect(again).toHaveAttribute("aria-expanded", "true");
    await arrowTo(page, text.inCategory);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]categories(\[\]|%5B%5D)=\d+/);
    const facets = page.getByRole("navigation", { name: lang === "lv" ? "Kategorijas" : "Категории" });
    await expect(facets.locator("[aria-current]")).toContainText(text.category);
    await screenshot(page, info, `search-in-category-${lang}`);

    // A query that matches nothing shows the spec's empty state. The narrowed results took the keyboard.
    await expect(page.locator("#results")).toBeFocused();
    const last = await tabToSearch(page, "search");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("qxzqxzqxz");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}/search/qxzqxzqxz$`));
    await expect(page.getByText(text.empty)).toBeVisible();
    await expect(last).toHaveValue("qxzqxzqxz");
    await screenshot(page, info, `search-empty-${lang}`);
  });
}

/** What one visitor searches and the next one starts typing: a text of its own per language and screen. */
const suggested = {
  lv: { desktop: "kalnu velosipēds", phone: "bērnu velosipēds", group: "Ieteikumi" },
  ru: { desktop: "горный велосипед", phone: "детский велосипед", group: "Подсказки" },
} as const;

for (const lang of ["lv", "ru"] as const) {
  test(`what one visitor searched is suggested to the next one who starts typing it (${lang})`, async ({
    page,
    browser,
  }, info) => {
    const text = suggested[lang][info.project.name === "phone" ? "phone" : "desktop"];
    await page.goto(lang === "lv" ? "/" : "/ru");
    const box = await tabToSearch(page);
    await page.keyboard.type(text);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}/search/${encodeURIComponent(text)}$`));

    // Someone else, in a browser of their own.
    const context = await browser.newContext(info.project.use);
    const next = await context.newPage();
    await next.goto(lang === "lv" ? "/" : "/ru");
    const nextBox = await tabToSearch(next);
    await next.keyboard.type(text.slice(0, text.indexOf(" ") + 2));
    const group = next.getByRole("group", { name: suggested[lang].group });
    await expect(group.getByRole("option", { name: text, exact: true })).toBeVisible();
    await arrowTo(next, new RegExp(`^${text}$`));
    await next.keyboard.press("Enter");
    await expect(next).toHaveURL(new RegExp(`/${lang}/search/${encodeURIComponent(text)}$`));
    await expect(nextBox).toHaveValue(text);
    await context.close();
  });
}

test("a typo typed in the box finds what the results page finds, and foreign accents are plain letters (lv)", async ({
  page,
}) => {
  await page.goto("/lv");
  const box = searchBox(page);
  await box.click();
  await box.fill("volksvagen");
  const lots = page.getByRole("group", { name: "Sludinājumi" }).getByRole("option");
  await expect(lots.first()).toContainText("Volkswagen");
  const all = page.getByRole("option", { name: /^Visi rezultāti \((\d+)\)$/ });
  const total = (await all.textContent())?.match(/\d+/)?.[0];
  await box.press("Enter");
  await expect(
    page.getByText(
      "Vaicājumam „volksvagen” nekas netika atrasts, tāpēc rādām rezultātus vaicājumam „volkswagen”.",
    ),
  ).toBeVisible();
  await expect(page.getByText(`Atrasti sludinājumi: ${total}`)).toBeVisible();

  // "Citroën" was "Citro n" and found none of the demo's Citroëns.
  await box.fill("Citroën");
  await expect(lots.first()).toContainText("Citroën");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/lv\/search\/citroen$/i);
  await expect(page.getByRole("region", { name: "Sludinājumi" }).getByRole("article").first()).toContainText(
    "Citroën",
  );
});

test("a search text with no allowed character is not sent: the results are empty at once", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search/") || request.url().includes("/api/lots/search"))
      requests.push(request.url());
  });
  await page.goto("/");
  const box = await tabToSearch(page);
  await page.keyboard.type("€%$#");
  await expect(page.getByRole("search").getByRole("status")).toHaveText(words.lv.empty);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  expect(requests).toEqual([]);
});

test("without JavaScript the search box is a form that reaches the results page", async ({
  browser,
}, info) => {
  const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/ru");
  await searchBox(page).fill(words.ru.query);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/ru/search/${encodeURIComponent(words.ru.query)}$`));
  await expect(page.getByRole("heading", { level: 1, name: words.ru.results })).toBeVisible();
  await context.close();
});

const adultJourney = {
  lv: {
    query: "meklē viņu",
    tile: "Iepazīšanās un pieaugušajiem",
    yes: "Jā, man ir 18 vai vairāk gadu",
    empty: "Izskatās, ka nav neviena sludinājuma, kas atbilstu jūsu kritērijiem.",
  },
  ru: {
    query: "ищет его",
    tile: "Знакомства и для взрослых",
    yes: "Да, мне уже есть 18",
    empty: "Похоже, нет объявлений, соответствующих вашим критериям.",
  },
} as const;

for (const lang of ["lv", "ru"] as const) {
  test(`adult lots stay out of search results until the visitor says they are 18 or older (${lang})`, async ({
    page,
  }, info) => {
    const text = adultJourney[lang];
    const results = `/${lang}/search/${encodeURIComponent(text.query)}`;
    await page.goto(results);
    await expect(page.getByText(text.empty)).toBeVisible();
    await page.goto(lang === "lv" ? "/" : "/ru");
    await page.getByRole("link", { name: text.tile, exact: true }).first().click();
    await page.getByRole("button", { name: text.yes }).click();
    await expect(page.getByRole("button", { name: text.yes })).toHaveCount(0);
    await page.goto(results);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByText(text.empty)).toHaveCount(0);
    await screenshot(page, info, `search-adult-allowed-${lang}`);
  });
}

test("a highlighted row's link lists highlighted lots only, and says so with a filter that removes it", async ({
  page,
}, info) => {
  await page.goto("/");
  const row = page.getByRole("region", { name: "Izceltie: Transports" });
  await row.getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(page).toHaveURL(/\/lv\/transports\?highlighted=true$/);
  const filters = page.getByRole("list", { name: "Aktīvie filtri" });
  const chip = filters.getByRole("link", { name: "Noņemt filtru: Izceltie sludinājumi" });
  await expect(chip).toBeVisible();
  const narrowed = await page.getByTestId("listing-count").textContent();
  await screenshot(page, info, "listing-highlighted");
  await chip.click();
  await expect(page).toHaveURL(/\/lv\/transports$/);
  await expect(filters).toHaveCount(0);
  await expect(page.getByTestId("listing-count")).not.toHaveText(narrowed ?? "");
});

test("going to another page of the search results brings the results into view", async ({ page }, info) => {
  // A word of the demo lots' descriptions ("labā stāvoklī"): several pages of results.
  const path = `/lv/search/${encodeURIComponent("stāvoklī")}`;
  await page.goto(path);
  const results = page.getByRole("region", { name: "Sludinājumi" });
  await expect(results.getByRole("article").first()).toBeVisible();
  const second = page.getByRole("navigation", { name: "Lapas" }).getByRole("link", { name: "2. lapa" });
  await second.scrollIntoViewIfNeeded();
  await second.click();
  await expect(page).toHaveURL(`${path}?page=2`);
  // The list's start is at the top of the screen (below the sticky header), not left above it.
  await expect
    .poll(() => results.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThan(120);
  expect(await results.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(-5);
  await screenshot(page, info, "search-results-page-2");
});

test("the results show grey cards while another page of them loads, as a listing does (lv)", async ({
  page,
}, info) => {
  const path = `/lv/search/${encodeURIComponent("stāvoklī")}`;
  await page.goto(path);
  const results = page.getByRole("region", { name: "Sludinājumi" });
  await expect(results.getByRole("article").first()).toBeVisible();
  // The next page's data is held back until the grey cards have been counted.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const pages = page.getByRole("navigation", { name: "Lapas" });
  await pages.getByRole("link", { name: "2. lapa" }).click();
  const loading = results.locator('[aria-busy="true"]');
  // Ten grey cards on wide screens, eight on a phone (spec 1 section 9).
  await expect(loading.getByRole("listitem")).toHaveCount(info.project.name === "phone" ? 8 : 10);
  await expect(results.getByRole("article")).toHaveCount(0);
  // The row shows the page coming; page 1 stays the current one until it is there.
  await expect(pages.locator("[data-pending]").locator("visible=true")).toHaveText("2");
  await expect(pages.locator('[aria-current="page"]').locator("visible=true")).toHaveText("1");
  release();
  await expect(page).toHaveURL(`${path}?page=2`);
  await expect(loading).toHaveCount(0);
  await expect(results.getByRole("article").first()).toBeVisible();
  await expect(pages.locator("[data-pending]")).toHaveCount(0);
  await expect(pages.locator('[aria-current="page"]').locator("visible=true")).toHaveText("2");
});

test("a page past the results' last one goes to the last, and nothing typed lists every classified (lv)", async ({
  page,
}) => {
  // A stale link, or a number sent by the page jump without JavaScript.
  const path = `/lv/search/${encodeURIComponent("stāvoklī")}`;
  await page.goto(`${path}?page=9999`);
  await expect(page).toHaveURL(new RegExp(`${path}\\?page=\\d+$`));
  const last = Number(new URL(page.url()).searchParams.get("page"));
  expect(last).toBeGreaterThan(1);
  const pages = page.getByRole("navigation", { name: "Lapas" });
  await expect(pages.locator('[aria-current="page"]').first()).toHaveText(String(last));
  await expect(page.getByRole("region", { name: "Sludinājumi" }).getByRole("article").first()).toBeVisible();

  // The box's form sent empty without JavaScript: the results of no words are every classified, newest first.
  await page.goto("/lv/search?query=");
  await expect(page).toHaveURL(/\/lv\/search$/);
  await expect(page.getByText(/^Atrasti sludinājumi: [1-9]/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Sludinājumi" }).getByRole("article")).toHaveCount(20);

  // "Search in this category" with nothing typed: that category's classifieds, with its filters.
  const parts = 1028;
  const listed = await page.request.get(`/api/lots?category=${parts}&itemsPerPage=1`);
  const { count } = (await listed.json()).content as { count: number };
  await page.goto(`/lv/search?categories%5B%5D=${parts}`);
  await expect(page.getByText(`Atrasti sludinājumi: ${formatAmount(count)}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Sludinājumi" }).getByRole("article").first()).toBeVisible();
  // The category column names the chosen one, as it does for a search with words.
  const facets = page.getByRole("navigation", { name: "Kategorijas" });
  await expect(facets.locator("[aria-current]")).toContainText("Rezerves daļas");
  // Its filters: beside the results on wide screens, in the sheet of the Filters button on phones.
  await expect(page.getByText("Tikai uzticamie").first()).toBeAttached();
});

test("Back from a lot opened from the search results shows them at once, without asking again", async ({
  page,
}) => {
  await page.goto(`/lv/search/${encodeURIComponent("stāvoklī")}`);
  const results = page.getByRole("region", { name: "Sludinājumi" });
  const first = results.getByRole("article").first();
  await expect(first).toBeVisible();
  const title = (await first.locator("h3").textContent())?.trim() ?? "";
  await first.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\.data\?.*_routes=[^&]*search/.test(request.url())) asked.push(request.url());
  });
  await page.goBack();
  await expect(results.getByRole("article").first().locator("h3")).toHaveText(title);
  expect(asked).toEqual([]);
});

const neighbourhoodWords = {
  lv: {
    flats: "dzīvoklis",
    entry: "Dzīvokļi, Rīga",
    region: "Reģions",
    filters: "Filtri",
    private: "Privātpersona",
    show: "Rādīt rezultātus",
  },
  ru: {
    flats: "квартира",
    entry: "Квартиры, Рига",
    region: "Регион",
    filters: "Фильтры",
    private: "Частное лицо",
    show: "Показать результаты",
  },
} as const;

/** A place of the region tree (`GET /api/regions`). */
type Place = { id: number; name: { lv: string; ru: string }; children: Place[] };

/** A neighbourhood of Rīga with flats (the box offers a place only with what it has lots of). */
async function neighbourhoodWithFlats(request: APIRequestContext): Promise<Place["name"]> {
  const content = async <T>(path: string) =>
    ((await (await request.get(path)).json()) as { content: T }).content;
  const flats = await content<{ id: number }>("/api/categories/by-slug/lv/nekustamais-ipasums/dzivokli");
  const used = await content<{ data: { id: number }[] }>(`/api/categories/${flats.id}/used-regions`);
  const riga = (await content<Place[]>("/api/regions")).find((region) => region.name.lv === "Rīga");
  const part = riga?.children.find((child) => used.data.some((region) => region.id === child.id));
  if (!part) throw new Error("the demo has no flats in a part of Rīga");
  return part.name;
}

for (const lang of ["lv", "ru"] as const) {
  test(`flats of a neighbourhood chosen in the search box stay in that neighbourhood as the filters change (${lang})`, async ({
    page,
  }, info) => {
    const w = neighbourhoodWords[lang];
    const name = (await neighbourhoodWithFlats(page.request))[lang];
    const chosen = `${w.entry.split(", ")[1]}, ${name}`;
    await page.goto(lang === "lv" ? "/" : "/ru");
    await searchBox(page).fill(name.toLowerCase());
    // The entry names the city too: Daugavpils and Rīga each have a Centrs.
    await page.getByRole("option", { name: `${w.entry}, ${name}` }).click();
    await expect(page).toHaveURL(/\?region=\d+$/);
    const region = new URL(page.url()).searchParams.get("region");
    const phone = info.project.name === "phone";
    if (phone) await page.getByRole("link", { name: w.filters }).click();
    const panel = page.getByRole("form", { name: w.filters });
    const select = panel.getByRole("combobox", { name: w.region, exact: true });
    await expect(select).toHaveValue(region ?? "");
    // The listing's select names its lots there too.
    await expect(select.locator("option:checked")).toHaveText(new RegExp(`^${chosen} \\(\\d+\\)$`));
    await panel.getByText(w.private, { exact: true }).click();
    if (phone) await panel.getByRole("button", { name: w.show }).click();
    await expect(page).toHaveURL(/[?&]ownerType=1/);
    expect(new URL(page.url()).searchParams.get("region")).toBe(region);
    await screenshot(page, info, `search-neighbourhood-${lang}`);
    // The search results' filters name it the same way, without the category's lots: not the results'.
    await page.goto(`/${lang}/search/${w.flats}?region=${region}`);
    if (phone) await page.getByRole("link", { name: w.filters }).click();
    await expect(select).toHaveValue(region ?? "");
    await expect(select.locator("option:checked")).toHaveText(chosen);
  });
}
