import { existsSync, readFileSync } from "node:fs";
import { landingBlocks } from "@tirgus/domain/catalogue-api";
import { formatAmount } from "@tirgus/domain/format";
import { realEstatePresets, TransportPreset } from "@tirgus/domain/presets";
import { describe, expect, it } from "vitest";
import { categoryIndex, categoryRows, filterIndex, presetOfferRows } from "../flatten.ts";
import { categories } from "./categories.ts";
import { filters } from "./filters.ts";
import { categoryHints } from "./hints.ts";
import { partners } from "./partners.ts";
import { presetOffers } from "./preset-offers.ts";
import { priceTypes } from "./price-types.ts";
import type { Names, PresetOfferSeed } from "./types.ts";
import { flattenCategories } from "./walk.ts";

const all = flattenCategories(categories);
const byKey = new Map(all.map((entry) => [entry.category.key, entry]));
const index = categoryIndex(categories);
const filterKeys = filterIndex(filters);
const priceTypeIds = new Map(priceTypes.map((priceType) => [priceType.key, priceType.id]));
const cyrillic = /[\u0400-\u04FF]/;
const publicFiles = new URL("../../../../../web/public/", import.meta.url);

function expectTranslated(names: Names, where: string) {
  expect(names.lv.trim() && names.ru.trim() && names.en.trim(), where).toBeTruthy();
  expect(names.ru, where).toMatch(cyrillic);
  expect(names.lv, where).not.toMatch(cyrillic);
  expect(names.en, where).not.toMatch(cyrillic);
}

const unique = <T>(items: T[]) => new Set(items).size === items.length;

describe("preset offers", () => {
  const rows = presetOfferRows(presetOffers, index, filterKeys);
  const keysOf = (topKey: string) =>
    presetOffers
      .filter((offer) => byKey.get(offer.category)?.ancestors[0]?.key === topKey)
      .map((offer) => offer.key);

  it("have unique ids and keys, and titles in lv, ru and en", () => {
    expect(unique(presetOffers.map((offer) => offer.id))).toBe(true);
    expect(unique(presetOffers.map((offer) => offer.key))).toBe(true);
    for (const offer of presetOffers) expectTranslated(offer.titles, offer.key);
  });

  it("write amounts in lv and ru as the cards write prices: thousands set apart by a space", () => {
    for (const offer of presetOffers)
      for (const title of [offer.titles.lv, offer.titles.ru])
        for (const amount of title.match(/\d[\d ]*\d|\d/g) ?? [])
          expect(amount, `${offer.key}: ${title}`).toBe(formatAmount(Number(amount.replaceAll(" ", ""))));
  });

  it("are the spec's carousels on the transport and real-estate landings, and a few on electronics", () => {
    expect(keysOf("transport")).toEqual(Object.keys(TransportPreset));
    expect(keysOf("real-estate")).toEqual([...realEstatePresets]);
    expect(keysOf("electronics").length).toBeGreaterThanOrEqual(3);
    expect(rows).toHaveLength(presetOffers.length);
  });

  it("search with the price and mileage bands of the domain", () => {
    const search = (key: string) => rows.find((row) => row.key === key)?.search;
    expect(search("cars5000To15000")).toBe("category=1001&action=1&minPrice=5000&maxPrice=15000");
    expect(search("mileageUnder100000")).toBe("category=1001&action=1&fV[4][max]=100000");
    expect(search("warranty")).toBe("category=1001&action=1&fV[16]=10674");
    expect(search("wagons")).toBe("category=1001&action=1&fV[8]=10644");
  });

  it("fail to load when a category, filter, value or action does not resolve", () => {
    const resolve = (change: Partial<PresetOfferSeed>) => () =>
      presetOfferRows([{ ...(presetOffers[0] as PresetOfferSeed), ...change }], index, filterKeys);
    expect(resolve({ category: "spaceships" })).toThrow(/unknown category spaceships/);
    expect(resolve({ search: { filters: { fuel: "steam" } } })).toThrow(/fuel has no value steam/);
    expect(resolve({ search: { filters: { rooms: { min: 3 } } } })).toThrow(/rooms is not a filter of cars/);
    expect(resolve({ search: { filters: { fuel: { min: 1 } } } })).toThrow(/fuel is not a range/);
    expect(resolve({ search: { filters: { mileage: "low" } } })).toThrow(/mileage has no defined values/);
    expect(resolve({ search: { filters: { mileage: { min: "today" } } } })).toThrow(/mileage is not a date/);
    expect(resolve({ search: { action: "lost" } })).toThrow(/cars has no action lost/);
  });
});

describe("category hints", () => {
  const upperLevels = all.filter((entry) => entry.level <= 2);

  it("are given for every category of the top two levels except shortcuts, 1 to 3 each", () => {
    for (const { category } of upperLevels) {
      const hints = categoryHints[category.key];
      if (category.shortcutTo) expect(hints, category.key).toBeUndefined();
      else expect(hints?.length, category.key).toBeGreaterThanOrEqual(1);
      expect(hints?.length ?? 0, category.key).toBeLessThanOrEqual(3);
    }
  });

  it("belong to categories of the top two levels and are written in lv, ru and en", () => {
    const allowed = new Set(upperLevels.map((entry) => entry.category.key));
    for (const [key, hints] of Object.entries(categoryHints)) {
      expect(allowed.has(key), key).toBe(true);
      for (const hint of hints) expectTranslated(hint, key);
    }
  });
});

describe("partners", () => {
  it("have unique ids and keys, https links, descriptions in lv, ru and en, and some are on home", () => {
    expect(unique(partners.map((partner) => partner.id))).toBe(true);
    expect(unique(partners.map((partner) => partner.key))).toBe(true);
    for (const partner of partners) {
      expect(new URL(partner.url).protocol).toBe("https:");
      expectTranslated(partner.descriptions, partner.key);
      for (const key of partner.categories) expect(byKey.has(key), `${partner.key}: ${key}`).toBe(true);
    }
    expect(partners.some((partner) => partner.onHome)).toBe(true);
  });

  it("have a wordmark logo with their name among the web app's files", () => {
    for (const partner of partners) {
      const logo = new URL(`partners/${partner.key}.svg`, publicFiles);
      expect(existsSync(logo), logo.pathname).toBe(true);
      const svg = readFileSync(logo, "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`<title>${partner.name}</title>`);
    }
  });
});

describe("landing settings of categories", () => {
  it("order all landing blocks on the transport, real-estate and electronics landings", () => {
    const sorted = all.filter((entry) => entry.category.customBlockSorting);
    expect(sorted.map((entry) => entry.category.key)).toEqual(["transport", "real-estate", "electronics"]);
    for (const { category } of sorted)
      expect([...(category.customBlockSorting ?? [])].sort()).toEqual([...landingBlocks].sort());
  });

  it("preselect electric fuel on the electric cars shortcut, by ids", () => {
    const rows = categoryRows(categories, filterKeys, priceTypeIds, categoryHints).categories;
    expect(rows.find((row) => row.key === "electric-cars")?.presetFilters).toEqual({ "5": [10638] });
    expect(rows.filter((row) => row.presetFilters).map((row) => row.key)).toEqual(["electric-cars"]);
  });

  it("fail to load a preset filter the category's listing does not offer", () => {
    const [vehicles, ...rest] = categories;
    if (!vehicles) throw new Error("no categories");
    const broken = { ...vehicles, presetFilters: { rooms: ["3"] } };
    expect(() => categoryRows([broken, ...rest], filterKeys, priceTypeIds, categoryHints)).toThrow(
      /preset filter rooms is not one of its filters/,
    );
  });
});
