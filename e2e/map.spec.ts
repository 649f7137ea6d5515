import type { Locator } from "@playwright/test";
import { addressedLot, answerTiles, expect, screenshot, test } from "./support.ts";

/*
 * The map of a real-estate list (issue 5): from page 2 of the list to its map, where the lots are price
 * labels (or circles, for inexact places), and lots close together one bubble with their number; a label opens
 * the lot's small card, whose link leads to the lot, a bubble zooms in to its lots, and the map's Back link
 * returns to the same list and page. The demo's real-estate lots all have places.
 * The machines have no internet: tile requests are answered here with a plain grey tile, so the map neither
 * waits for nor depends on a tile server.
 */
const words = {
  lv: {
    list: "/lv/nekustamais-ipasums",
    map: "Karte",
    back: "Atpakaļ uz sarakstu",
    count: /sludinājum[si]/,
    zoom: ["Tuvināt", "Tālināt"],
  },
  ru: {
    list: "/ru/nedvizhimost",
    map: "Карта",
    back: "Назад к списку",
    count: /^Объявлений: /,
    zoom: ["Приблизить", "Отдалить"],
  },
} as const;

for (const lang of ["lv", "ru"] as const) {
  test(`a visitor sees a real-estate list on the map, opens a lot from its card and returns to the list (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    await answerTiles(page);
    await page.goto(`${w.list}?page=2`);
    const listUrl = page.url();
    await page.getByRole("link", { name: w.map, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/modal-map/[^/]+/\\d+\\?page=2$`));
    await expect(page.getByTestId("map-count")).toHaveText(w.count);

    const map = page.getByTestId("map");
    await expect(map).toHaveAttribute("data-status", "ready");
    for (const name of w.zoom) await expect(map.getByRole("button", { name })).toBeVisible();
    // Every lot the server listed as a link is on the map (the demo gives each one a place): as a price label
    // (the marker itself is a point-sized anchor), a circle, or counted in a bubble of lots close together.
    await expect(lone(map).or(bubbles(map)).first()).toBeVisible();
    const listed = await page.getByTestId("map-lots").getByRole("link").count();
    const inBubbles = (await bubbles(map).allTextContents()).reduce((sum, text) => sum + Number(text), 0);
    expect((await lone(map).count()) + inBubbles).toBe(listed);
    await screenshot(page, info, `map-${lang}`);

    const card = page.getByTestId("map-card");
    await openCard(map, card);
    const link = card.getByRole("link").first();
    await expect(link).toBeVisible();
    const title = (await link.textContent())?.trim();
    expect(title).toBeTruthy();
    await screenshot(page, info, `map-card-${lang}`);

    const href = await link.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/${lang}/.+/!\\d+$`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${(href ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1, name: title ?? "" })).toBeVisible();

    await page.goBack();
    await expect(page.getByTestId("map")).toHaveAttribute("data-status", "ready");
    await page.getByTestId("map-back").click();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByTestId("lot-list").locator("article").first()).toBeVisible();
  });

  test(`the map page lists its lots as links without scripts (${lang})`, async ({ browser }) => {
    const w = words[lang];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(w.list);
    const mapHref = await page.getByRole("link", { name: w.map, exact: true }).getAttribute("href");
    expect(mapHref).toMatch(new RegExp(`^/${lang}/modal-map/`));
    await page.goto(mapHref ?? "");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const links = page.getByTestId("map-lots").getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    await expect(links.first()).toHaveAttribute("href", new RegExp(`^/${lang}/.+/!\\d+$`));
    await expect(page.getByRole("link", { name: w.back })).toHaveAttribute("href", w.list);
    await context.close();
  });
}

for (const lang of ["lv", "ru"] as const) {
  test(`lots close together on the map are one bubble with their number, which zooms in to them (${lang})`, async ({
    page,
  }, info) => {
    const w = words[lang];
    await answerTiles(page);
    await page.goto(w.list);
    await page.getByRole("link", { name: w.map, exact: true }).click();
    const map = page.getByTestId("map");
    await expect(map).toHaveAttribute("data-status", "ready");
    const listed = await page.getByTestId("map-lots").getByRole("link").count();
    const shown = async () =>
      (await lone(map).count()) +
      (await bubbles(map).allTextContents()).reduce((sum, text) => sum + Number(text), 0);
    // The demo's real estate in Rīga lies around its neighbourhoods' centres: many lots to a bubble.
    await expect(bubbles(map).first()).toBeVisible();
    const bubble = await markerInView(map, bubbles(map));
    if (!bubble) throw new Error("no bubble lies uncovered within the map");
    const count = Number(await bubble.textContent());
    expect(count).toBeGreaterThan(1);
    const zoom = Number(await map.getAttribute("data-zoom"));
    await bubble.click();
    await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(zoom);
    // Zoomed in, every lot is still on the map, and fewer of them share a bubble.
    expect(await shown()).toBe(listed);
    expect((await bubbles(map).count()) + (await lone(map).count())).toBeGreaterThan(1);
    await screenshot(page, info, `map-zoomed-${lang}`);
  });
}

const areaWords = {
  lv: {
    flats: "/lv/nekustamais-ipasums/dzivokli/!riga",
    search: "Meklēt šajā apgabalā",
    whole: "Meklēt visā sarakstā",
    chosen: "Kartē izvēlētais apgabals",
    filters: "Filtri",
    show: "Rādīt rezultātus",
  },
  ru: {
    flats: "/ru/nedvizhimost/kvartiry/!riga",
    search: "Искать в этой области",
    whole: "Искать по всему списку",
    chosen: "Область, выбранная на карте",
    filters: "Фильтры",
    show: "Показать результаты",
  },
} as const;

for (const lang of ["lv", "ru"] as const) {
  test(`a visitor zooms the map into a part of Rīga, searches there, and takes the area back to the list (${lang})`, async ({
    page,
  }, info) => {
    const w = { ...words[lang], ...areaWords[lang] };
    await answerTiles(page);
    await page.goto(w.flats);
    await page.getByRole("link", { name: w.map, exact: true }).click();
    const map = page.getByTestId("map");
    await expect(map).toHaveAttribute("data-status", "ready");
    const wholeCount = await page.getByTestId("map-count").textContent();
    // The button comes once the visitor has moved the map, not with its first view.
    await expect(page.getByRole("button", { name: w.search })).toHaveCount(0);
    await map.getByRole("button", { name: w.zoom[0] }).click();
    await map.getByRole("button", { name: w.zoom[0] }).click();
    await page.getByRole("button", { name: w.search }).click();
    await expect(page).toHaveURL(/[?&]area=[\d.]+(%2C[\d.]+){3}$/);
    await expect(map).toHaveAttribute("data-status", "ready");
    await expect(page.getByRole("link", { name: w.whole })).toBeVisible();
    await expect(page.getByTestId("map-count")).not.toHaveText(wholeCount ?? "");
    // Every lot listed now lies in the area the address names.
    const [south, west, north, east] = (new URL(page.url()).searchParams.get("area") ?? "")
      .split(",")
      .map(Number);
    const lots = await page.getByTestId("map-lots").getByRole("link").all();
    for (const link of lots.slice(0, 5)) {
      const id = (await link.getAttribute("href"))?.split("!").at(-1);
      const lot = (await (await page.request.get(`/api/lots/${id}`)).json()).content;
      expect(lot.location.lat).toBeGreaterThanOrEqual(south ?? 0);
      expect(lot.location.lat).toBeLessThanOrEqual(north ?? 0);
      expect(lot.location.lng).toBeGreaterThanOrEqual(west ?? 0);
      expect(lot.location.lng).toBeLessThanOrEqual(east ?? 0);
    }
    await screenshot(page, info, `map-area-${lang}`);

    // Back on the list, the area is a ticked filter choice that unticking lifts.
    await page.getByTestId("map-back").click();
    await expect(page).toHaveURL(/[?&]area=/);
    const phone = info.project.name === "phone";
    if (phone) await page.getByRole("link", { name: w.filters }).click();
    const panel = page.getByRole("form", { name: w.filters });
    await panel.getByText(w.chosen, { exact: true }).click();
    if (phone) await panel.getByRole("button", { name: w.show }).click();
    await expect(page).not.toHaveURL(/area=/);
  });
}

const lone = (map: Locator) => map.locator(".map-price > span").or(map.locator("path.map-area"));
const bubbles = (map: Locator) => map.locator(".map-cluster > span");

/**
 * Opens a lot's card from the map: presses a lone lot's marker, or else a bubble of lots close together, which
 * zooms in to them (or, where no zoom parts them, lists their cards), until a card is open.
 */
async function openCard(map: Locator, card: Locator) {
  for (let step = 0; step < 12; step++) {
    const marker = await markerInView(map, lone(map));
    if (marker) {
      await marker.click();
      await expect(card).toBeVisible();
      return;
    }
    const bubble = await markerInView(map, bubbles(map));
    if (!bubble) throw new Error("no marker and no bubble lies uncovered within the map");
    const zoom = Number(await map.getAttribute("data-zoom"));
    await bubble.click();
    await expect
      .poll(async () => (await card.isVisible()) || Number(await map.getAttribute("data-zoom")) > zoom)
      .toBe(true);
    if (await card.isVisible()) return;
  }
  throw new Error("the map never showed a lone lot");
}

/**
 * A marker a click reaches: its middle lies within the map's box and no other marker covers it there (Leaflet
 * draws a marker lower on the screen over one above it). At the spec's least zoom (7) a phone's map is
 * narrower than Latvia: a lot in the far west may lie outside it.
 */
async function markerInView(map: Locator, markers: Locator): Promise<Locator | null> {
  const box = await map.boundingBox();
  const count = await markers.count();
  for (let index = count - 1; index >= 0; index--) {
    const marker = markers.nth(index);
    const at = await marker.boundingBox();
    if (!box || !at) continue;
    const [x, y] = [at.x + at.width / 2, at.y + at.height / 2];
    if (x <= box.x || x >= box.x + box.width || y <= box.y || y >= box.y + box.height) continue;
    const reached = await marker.evaluate(
      (element, [px, py]) => {
        const hit = document.elementFromPoint(px as number, py as number);
        return hit !== null && (element === hit || element.contains(hit));
      },
      [x, y],
    );
    if (reached) return marker;
  }
  return null;
}

test("Escape closes a lot's card on the map first, then the map, back to the list (lv)", async ({ page }) => {
  await answerTiles(page);
  await page.goto(words.lv.list);
  const listUrl = page.url();
  await page.getByRole("link", { name: words.lv.map, exact: true }).click();
  const map = page.getByTestId("map");
  await expect(map).toHaveAttribute("data-status", "ready");
  const card = page.getByTestId("map-card");
  await openCard(map, card);
  const mapUrl = page.url();

  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  expect(page.url()).toBe(mapUrl);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByTestId("lot-list").locator("article").first()).toBeVisible();
});

test("the map of a list at a street names the street, as the list does", async ({ page }) => {
  await answerTiles(page);
  const lot = await addressedLot(page.request);
  const street = { id: lot.location?.streetId, name: lot.location?.street?.lv ?? "" };
  await page.goto(`/lv/nekustamais-ipasums?street=${street.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(street.name);
  await page.getByRole("link", { name: words.lv.map, exact: true }).click();
  await expect(page.getByTestId("map")).toHaveAttribute("data-status", "ready");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Nekustamais īpašums, ${street.name}`);
});
