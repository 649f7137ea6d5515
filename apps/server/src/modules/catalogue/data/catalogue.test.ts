import { ActionType, carBrandLinks, FilterDisplayType, viewTypes } from "@tirgus/domain/catalogue";
import { deliveryOptionsOf, deliverySubtreeIds } from "@tirgus/domain/delivery";
import { realEstatePresets, TransportPreset } from "@tirgus/domain/presets";
import { describe, expect, it } from "vitest";
import { categories } from "./categories.ts";
import { filters } from "./filters.ts";
import { priceTypes } from "./price-types.ts";
import type { CategorySeed, Names } from "./types.ts";
import { flattenCategories, flattenValues } from "./walk.ts";

const all = flattenCategories(categories);
const byKey = new Map(all.map((entry) => [entry.category.key, entry]));
const filterByKey = new Map(filters.map((filter) => [filter.key, filter]));
const priceTypeKeys = new Set(priceTypes.map((priceType) => priceType.key));
const isLeaf = (category: CategorySeed) => (category.children ?? []).length === 0;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const keyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const cyrillic = /[\u0400-\u04FF]/;
const latvianDiacritic = /[āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ]/;

function allNames(): Names[] {
  return [
    ...all.map((entry) => entry.category.names),
    ...filters.flatMap((filter) => [
      filter.names,
      ...flattenValues(filter.values).map((value) => value.names),
    ]),
    ...priceTypes.flatMap((priceType) => [priceType.names, priceType.short]),
  ];
}

function duplicates<T>(items: T[]): T[] {
  const seen = new Set<T>();
  const repeated: T[] = [];
  for (const item of items) {
    if (seen.has(item)) repeated.push(item);
    seen.add(item);
  }
  return repeated;
}

describe("the catalogue", () => {
  it("gives every category a unique id from 1000 to 9999 and a unique kebab-case key", () => {
    expect(duplicates(all.map((entry) => entry.category.id))).toEqual([]);
    expect(duplicates(all.map((entry) => entry.category.key))).toEqual([]);
    for (const { category } of all) {
      expect(category.id).toBeGreaterThanOrEqual(1000);
      expect(category.id).toBeLessThan(10000);
      expect(category.key).toMatch(keyPattern);
    }
  });

  it("has categories from two to four levels deep", () => {
    const depth = Math.max(...all.map((entry) => entry.level));
    expect(depth).toBeGreaterThanOrEqual(2);
    expect(depth).toBeLessThanOrEqual(4);
  });

  it("gives every category valid slugs that are unique among its siblings in each language", () => {
    const siblingGroups: CategorySeed[][] = [
      categories,
      ...all.map((entry) => entry.category.children ?? []),
    ];
    for (const siblings of siblingGroups) {
      for (const lang of ["lv", "ru", "en"] as const) {
        const slugs = siblings.map((category) => category.slugs[lang]);
        for (const slug of slugs) expect(slug).toMatch(slugPattern);
        expect(duplicates(slugs)).toEqual([]);
      }
    }
  });

  it("names every category, filter, value and price type in lv, ru and en", () => {
    for (const names of allNames()) {
      expect(names.lv.trim()).not.toBe("");
      expect(names.ru.trim()).not.toBe("");
      expect(names.en.trim()).not.toBe("");
    }
  });

  it("writes category and filter names in Latvian rather than English", () => {
    const entries = [...all.map((entry) => entry.category.names), ...filters.map((filter) => filter.names)];
    const latvian = entries.filter((names) => names.lv !== names.en || latvianDiacritic.test(names.lv));
    expect(latvian.length / entries.length).toBeGreaterThanOrEqual(0.8);
    const withDiacritics = entries.filter((names) => latvianDiacritic.test(names.lv));
    expect(withDiacritics.length / entries.length).toBeGreaterThanOrEqual(0.5);
  });

  it("writes category and filter names in Russian in Cyrillic", () => {
    for (const names of [
      ...all.map((entry) => entry.category.names),
      ...filters.map((filter) => filter.names),
    ]) {
      expect(names.ru).toMatch(cyrillic);
    }
  });

  it("links categories only to filters that exist, each at most once per category", () => {
    for (const entry of all) {
      for (const link of entry.category.filters ?? [])
        expect(filterByKey.has(link.filter), link.filter).toBe(true);
      expect(duplicates(entry.filters.map((link) => link.filter)), entry.category.key).toEqual([]);
    }
  });

  it("gives every action of every category known price types", () => {
    for (const { category } of all) {
      for (const action of category.actions ?? []) {
        expect(Object.keys(ActionType)).toContain(action.action);
        for (const key of action.priceTypes)
          expect(priceTypeKeys.has(key), `${category.key}: ${key}`).toBe(true);
      }
    }
  });

  it("numbers price types 1..N with unique keys", () => {
    expect(priceTypes.map((priceType) => priceType.id)).toEqual(priceTypes.map((_, index) => index + 1));
    expect(duplicates(priceTypes.map((priceType) => priceType.key))).toEqual([]);
  });

  it("lets every leaf that is not a shortcut offer at least one action, its own or inherited", () => {
    for (const entry of all) {
      if (isLeaf(entry.category) && !entry.category.shortcutTo) {
        expect(entry.actions.length, entry.category.key).toBeGreaterThan(0);
      }
    }
  });

  it("uses every action type somewhere", () => {
    const used = new Set(
      all.flatMap((entry) => (entry.category.actions ?? []).map((action) => action.action)),
    );
    expect([...used].sort()).toEqual(Object.keys(ActionType).sort());
  });

  it("uses a dependent filter only where the filter it depends on is used too", () => {
    for (const entry of all) {
      const keys = new Set(entry.filters.map((link) => link.filter));
      for (const link of entry.filters) {
        const dependsOn = filterByKey.get(link.filter)?.dependsOn;
        if (dependsOn) expect(keys.has(dependsOn), `${entry.category.key}: ${link.filter}`).toBe(true);
      }
    }
  });

  it("gives the values of a filter that others depend on the dependent values as children", () => {
    for (const filter of filters) {
      if (!filter.dependsOn) continue;
      const parent = filterByKey.get(filter.dependsOn);
      expect(parent?.values?.length).toBeGreaterThan(0);
      for (const value of parent?.values ?? [])
        expect(value.children?.length, value.names.en).toBeGreaterThan(0);
    }
  });

  it("points every shortcut at an existing category that is not itself a shortcut", () => {
    const shortcuts = all.filter((entry) => entry.category.shortcutTo);
    expect(shortcuts.length).toBeGreaterThan(0);
    for (const { category } of shortcuts) {
      const target = byKey.get(category.shortcutTo ?? "");
      expect(target, category.key).toBeDefined();
      expect(target?.category.shortcutTo).toBeUndefined();
      expect(isLeaf(category)).toBe(true);
    }
  });

  it("uses all 15 filter display types in categories", () => {
    const used = new Set(
      all.flatMap((entry) =>
        (entry.category.filters ?? []).map((link) => filterByKey.get(link.filter)?.displayType),
      ),
    );
    expect([...used].sort()).toEqual(Object.keys(FilterDisplayType).sort());
  });

  it("gives select-like filters values and numeric filters a range", () => {
    const valued = ["select", "multi", "car_body", "color", "radioCheckBox", "text_pre"];
    const numeric = ["number_int", "number", "number_gradual", "float", "measure"];
    for (const filter of filters) {
      if (valued.includes(filter.displayType))
        expect(filter.values?.length || filter.dependsOn, filter.key).toBeTruthy();
      if (numeric.includes(filter.displayType)) {
        expect(filter.min, filter.key).toBeDefined();
        expect(filter.max, filter.key).toBeGreaterThan(filter.min ?? 0);
      }
      if (filter.displayType === "number_gradual")
        expect(filter.steps?.length, filter.key).toBeGreaterThan(3);
      if (filter.displayType === "color") {
        for (const value of filter.values ?? []) expect(value.actualValue).toMatch(/^#[0-9A-F]{6}$/);
      }
    }
  });

  it("numbers filters 1..N with unique keys and filter values uniquely from 10000", () => {
    expect(filters.map((filter) => filter.id)).toEqual(filters.map((_, index) => index + 1));
    expect(duplicates(filters.map((filter) => filter.key))).toEqual([]);
    const valueIds = filters.flatMap((filter) => flattenValues(filter.values).map((value) => value.id));
    expect(duplicates(valueIds)).toEqual([]);
    for (const id of valueIds) expect(id).toBeGreaterThanOrEqual(10000);
  });

  it("has at least one category coming soon", () => {
    expect(all.some((entry) => entry.category.status === "comingSoon")).toBe(true);
  });

  it("has exactly one top-level category hidden from home, the 'where to buy' one", () => {
    const hidden = categories.filter((category) => category.hiddenOnHome);
    expect(hidden.map((category) => category.key)).toEqual(["where-to-buy"]);
    expect(all.filter((entry) => entry.category.hiddenOnHome)).toHaveLength(1);
  });

  it("marks the adult top-level category and all its descendants as adult", () => {
    const adultTops = categories.filter((category) => category.adult);
    expect(adultTops.length).toBeGreaterThan(0);
    for (const entry of all) {
      if (entry.ancestors.some((ancestor) => ancestor.adult))
        expect(entry.category.adult, entry.category.key).toBe(true);
    }
  });

  it("shows the legal pet-selling notice on dogs, cats and ferrets, with their required facts as filters", () => {
    for (const key of ["dogs", "cats", "ferrets"]) {
      const entry = byKey.get(key);
      expect(entry?.category.notice?.lv).toMatch(/mikroshēm/);
      expect(entry?.category.notice?.ru).toMatch(/микрочип/);
      expect(entry?.category.notice?.en).toMatch(/microchip/);
      const keys = entry?.filters.map((link) => link.filter);
      for (const filter of ["birth-date", "microchip", "origin-country", "pet-health", "available-from"]) {
        expect(keys, key).toContain(filter);
      }
    }
  });

  it("offers the eleven brands with their own links as values of the car make filter, each with models", () => {
    const makes = filterByKey.get("make")?.values ?? [];
    expect(makes.length).toBeGreaterThanOrEqual(45);
    for (const brand of carBrandLinks) {
      const make = makes.find((value) => value.actualValue === brand);
      expect(make, brand).toBeDefined();
      expect(make?.children?.length).toBeGreaterThan(3);
    }
  });

  it("gives cars the filters a buyer expects, with the make required", () => {
    const cars = byKey.get("cars");
    const link = (key: string) => cars?.filters.find((candidate) => candidate.filter === key);
    expect(link("make")).toMatchObject({ required: true, visibility: "top" });
    for (const key of [
      "model",
      "year",
      "mileage",
      "fuel",
      "gearbox",
      "engine-volume",
      "body-type",
      "colour",
      "inspection",
      "vin",
    ]) {
      expect(link(key), key).toBeDefined();
    }
    // Under "show more": a buyer who has a VIN finds its lot with the text filter (decision 0011).
    expect(link("vin")?.visibility).toBe("showMore");
  });

  it("has at least 40 dog breeds and 20 cat breeds", () => {
    expect(filterByKey.get("dog-breed")?.values?.length).toBeGreaterThanOrEqual(40);
    expect(filterByKey.get("cat-breed")?.values?.length).toBeGreaterThanOrEqual(20);
  });

  it("shows at least one and at most six filters at the top of every category that has filters", () => {
    for (const entry of all) {
      if (entry.category.shortcutTo || entry.filters.length === 0) continue;
      const top = entry.filters.filter((link) => link.visibility === "top").length;
      expect(top, entry.category.key).toBeGreaterThanOrEqual(1);
      expect(top, entry.category.key).toBeLessThanOrEqual(6);
    }
  });

  it("lets vacancies hire and job seekers search, paid per month or per hour", () => {
    const vacancies = byKey.get("vacancies")?.actions;
    const seekers = byKey.get("job-seekers")?.actions;
    expect(vacancies?.map((action) => action.action)).toEqual(["hire"]);
    expect(seekers?.map((action) => action.action)).toEqual(["search"]);
    expect(vacancies?.[0]?.priceTypes).toEqual(["per-month", "per-hour"]);
  });

  it("uses every view type, and lists real estate on a map", () => {
    const used = new Set(all.map((entry) => entry.category.viewType).filter(Boolean));
    expect([...used].sort()).toEqual([...viewTypes].sort());
    for (const key of ["flats", "houses", "land", "commercial"])
      expect(byKey.get(key)?.category.viewType).toBe("map");
    expect(byKey.get("clothing")?.category.viewType).toBe("clothes");
  });

  it("carries what the preset carousels of the transport landing select on", () => {
    const cars = byKey.get("cars");
    const linked = (key: string) => cars?.filters.some((link) => link.filter === key);
    const actualValues = (key: string) =>
      (filterByKey.get(key)?.values ?? []).map((value) => value.actualValue);
    expect(cars?.actions.map((action) => action.action)).toContain("sell");
    const mileage = filterByKey.get("mileage");
    for (const preset of Object.values(TransportPreset) as { mileageKm?: { min?: number; max?: number } }[]) {
      for (const bound of [preset.mileageKm?.min, preset.mileageKm?.max]) {
        if (bound !== undefined) expect(mileage?.steps).toContain(bound);
      }
    }
    expect(linked("body-type") && actualValues("body-type")).toEqual(
      expect.arrayContaining(["suv", "wagon"]),
    );
    expect(linked("fuel") && actualValues("fuel")).toContain("electric");
    expect(linked("inspection") && filterByKey.get("inspection")?.displayType).toBe("mot");
    expect(linked("warranty")).toBe(true);
    expect(Object.keys(TransportPreset)).toContain("electric");
  });

  it("carries what the preset carousels of the real-estate landing select on", () => {
    const actions = (key: string) => byKey.get(key)?.actions.map((action) => action.action) ?? [];
    expect(realEstatePresets).toContain("threeRooms");
    expect(byKey.get("flats")?.filters.some((link) => link.filter === "rooms")).toBe(true);
    expect(actions("flats")).toEqual(expect.arrayContaining(["sell", "rent"]));
    expect(actions("houses")).toEqual(expect.arrayContaining(["sell", "rent"]));
    expect(actions("commercial")).toEqual(expect.arrayContaining(["sell", "rent"]));
    expect(actions("new-developments")).toContain("sell");
  });

  it("names in the delivery rule the categories it means: not homes, jobs or dates, vehicles and animals in person", () => {
    const byId = new Map(all.map((entry) => [entry.category.id, entry]));
    const pathOf = (key: string) => {
      const entry = byKey.get(key);
      return entry ? [...entry.ancestors, entry.category].map((category) => category.id) : [];
    };
    expect(deliverySubtreeIds.map((id) => byId.get(id)?.category.key)).toEqual([
      "transport",
      "parts-accessories",
      "real-estate",
      "work",
      "services",
      "dating",
      "dogs",
      "cats",
      "ferrets",
      "birds",
      "rodents",
      "farm-animals",
      "standing-timber",
      "agri-land-rent",
      "business-for-sale",
    ]);
    expect(deliveryOptionsOf(pathOf("flats"))).toEqual([]);
    expect(deliveryOptionsOf(pathOf("vacancies"))).toEqual([]);
    expect(deliveryOptionsOf(pathOf("cars"))).toEqual(["meet"]);
    expect(deliveryOptionsOf(pathOf("summer-tyres"))).toEqual(["omniva", "meet"]);
    expect(deliveryOptionsOf(pathOf("dogs"))).toEqual(["meet"]);
    expect(deliveryOptionsOf(pathOf("pet-supplies"))).toEqual(["omniva", "meet"]);
    expect(deliveryOptionsOf(pathOf("phones"))).toEqual(["omniva", "meet"]);
  });

  it("uses every filter definition in at least one category", () => {
    const used = new Set(all.flatMap((entry) => (entry.category.filters ?? []).map((link) => link.filter)));
    expect(filters.map((filter) => filter.key).filter((key) => !used.has(key))).toEqual([]);
  });
});
