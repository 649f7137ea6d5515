import type { ApiList } from "@tirgus/domain/api-contract";
import {
  type CategoryDetail,
  type HomeCategory,
  homeSubcategoryLimit,
  landingBlocks,
  type Partner,
  type PresetOffer,
} from "@tirgus/domain/catalogue-api";
import { realEstatePresets, TransportPreset } from "@tirgus/domain/presets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";
import { categories as categoryData } from "./data/categories.ts";
import type { Names } from "./data/types.ts";

const realEstateAds = 42;
const winterTyresAds = 16;
const electricCarAds = 7;
const winterTyres = 1032;
const winterTyresShortcut = 1036;
const electricFuel = 10638;

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
  // A highlighted flat, a plain phone and a highlighted draft car: only real estate has highlighted lots (the
  // counts below are then set over what the lots' triggers kept).
  const flat = await insertTestLot(subject.db.pool, { categoryKey: "flats" });
  await insertTestLot(subject.db.pool, { categoryKey: "phones" });
  const draft = await insertTestLot(subject.db.pool, { categoryKey: "cars", status: 1 });
  await subject.db.pool.query("UPDATE lots SET highlighted = true WHERE id = ANY ($1)", [[flat, draft]]);
  // As the lots' triggers would keep it, before any answer is cached.
  await subject.db.pool.query("UPDATE categories SET ad_count = $1 WHERE id = 1100", [realEstateAds]);
  // Winter tyres, which a shortcut leads to, and electric cars among cars, as the counts job would keep them.
  await subject.db.pool.query("UPDATE categories SET ad_count = $1 WHERE id = $2", [
    winterTyresAds,
    winterTyres,
  ]);
  await subject.db.pool.query(
    "INSERT INTO used_filter_values (category_id, value_id, lots) VALUES ($1, $2, $3)",
    [cars, electricFuel, electricCarAds],
  );
});
afterAll(() => subject.close());

async function get<T>(url: string): Promise<T> {
  const response = await subject.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return (response.json() as { content: T }).content;
}

/** The error answer of a request that must fail with `status`. */
async function failure(url: string, status: number) {
  const response = await subject.app.inject({ url });
  expect(response.statusCode, url).toBe(status);
  return response.json() as { errors: { message: string; field?: string }[] };
}

async function revalidates(url: string) {
  const first = await subject.app.inject({ url });
  expect(first.headers.etag, url).toBeTruthy();
  const again = await subject.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
  expect(again.statusCode, url).toBe(304);
}

const cars = 1001;
const transport = 1000;
const realEstate = 1100;
const electricCars = 1002;

describe("GET /api/categories/home", () => {
  it("lists the top-level categories in home order without the where-to-buy one", async () => {
    const home = await get<ApiList<HomeCategory>>("/api/categories/home");
    const listed = categoryData.filter((category) => !category.hiddenOnHome);
    expect(home.data.map((tile) => tile.id)).toEqual(listed.map((category) => category.id));
    expect(home.count).toBe(listed.length);
    expect(home.data.find((tile) => tile.id === 2300)?.adult).toBe(true);
    expect(home.data.find((tile) => tile.id === transport)).toMatchObject({
      icon: "car",
      status: "active",
      adult: false,
      adCount: 0,
      slug: { lv: "transports", ru: "transport", en: "vehicles" },
    });
  });

  it("gives each tile at most 6 subcategories, highlighted ones first, then in their order", async () => {
    const home = await get<ApiList<HomeCategory>>("/api/categories/home");
    for (const tile of home.data) {
      const seeds = categoryData.find((category) => category.id === tile.id)?.children ?? [];
      const expected = [
        ...seeds.filter((child) => child.highlighted),
        ...seeds.filter((child) => !child.highlighted),
      ]
        .slice(0, homeSubcategoryLimit)
        .map((child) => ({ id: child.id, name: child.names, slug: child.slugs }));
      expect(tile.children, tile.slug.en).toEqual(expected);
    }
    const vehicles = home.data.find((tile) => tile.id === transport);
    expect(vehicles?.children.map((child) => child.name.en).slice(0, 2)).toEqual([
      "Cars",
      "Motorcycles and mopeds",
    ]);
  });

  it("says which tiles have published highlighted lots, in any of their subcategories", async () => {
    const home = await get<ApiList<HomeCategory>>("/api/categories/home");
    expect(home.data.filter((tile) => tile.hasHighlightedLots).map((tile) => tile.id)).toEqual([realEstate]);
  });

  it("counts published lots and answers 304 to a browser that has this version", async () => {
    const home = await get<ApiList<HomeCategory>>("/api/categories/home");
    expect(home.data.find((tile) => tile.id === realEstate)?.adCount).toBe(realEstateAds);
    await revalidates("/api/categories/home");
    expect((await failure("/api/categories/home?watch=abc", 400)).errors[0]?.message).toBeTruthy();
  });
});

describe("GET /api/categories/{id}/hints", () => {
  it("gives the tips of a top-level and a second-level category in lv, ru and en", async () => {
    for (const id of [transport, cars]) {
      const hints = await get<ApiList<Names>>(`/api/categories/${id}/hints`);
      expect(hints.count).toBeGreaterThan(0);
      expect(hints.data).toHaveLength(hints.count);
      for (const hint of hints.data) expect(hint.lv && hint.ru && hint.en).toBeTruthy();
    }
    const vehicles = await get<ApiList<Names>>(`/api/categories/${transport}/hints`);
    expect(vehicles.data[0]?.en).toMatch(/make, model, year and mileage/);
  });

  it("gives a shortcut its target's tips, and a deeper category none", async () => {
    expect(await get(`/api/categories/${electricCars}/hints`)).toEqual(
      await get(`/api/categories/${cars}/hints`),
    );
    expect(await get("/api/categories/1010/hints")).toEqual({ count: 0, data: [] });
  });

  it("answers an unknown category with 404 and a malformed one with 400, and revalidates", async () => {
    expect(await failure("/api/categories/999999/hints", 404)).toEqual({
      errors: [{ message: "Not found" }],
    });
    expect((await failure("/api/categories/abc/hints", 400)).errors[0]?.field).toBe("id");
    await revalidates(`/api/categories/${cars}/hints`);
  });
});

describe("GET /api/preset-offers", () => {
  it("lists every carousel with its category, title and the search of GET /api/lots", async () => {
    const all = await get<ApiList<PresetOffer>>("/api/preset-offers");
    expect(all.count).toBe(all.data.length);
    const carsUnder5000 = all.data.find((offer) => offer.key === "carsUnder5000");
    expect(carsUnder5000).toEqual({
      presetBackendId: 1,
      key: "carsUnder5000",
      category: {
        id: cars,
        name: { lv: "Vieglie auto", ru: "Легковые авто", en: "Cars" },
        slug: expect.any(Object),
      },
      title: { lv: "Auto līdz 5 000 €", ru: "Авто до 5 000 €", en: "Cars under €5,000" },
      search: "category=1001&action=1&maxPrice=5000",
    });
    for (const offer of all.data)
      expect(offer.search).toMatch(new RegExp(`^category=${offer.category.id}(&|$)`));
  });

  it("resolves owner, filter values, ranges and the valid-inspection date to ids", async () => {
    const all = await get<ApiList<PresetOffer>>("/api/preset-offers");
    const search = (key: string) => all.data.find((offer) => offer.key === key)?.search;
    expect(search("ownerCars")).toBe("category=1001&action=1&ownerType=1");
    expect(search("electric")).toBe("category=1001&action=1&fV[5]=10638");
    expect(search("suv")).toBe("category=1001&action=1&fV[8]=10645");
    expect(search("mileage100000To200000")).toBe(
      "category=1001&action=1&fV[4][min]=100000&fV[4][max]=200000",
    );
    expect(search("validInspection")).toBe("category=1001&action=1&fV[11][min]=today");
    expect(search("threeRooms")).toBe("category=1101&action=1&fV[53][min]=3&fV[53][max]=3");
    expect(search("commercialRent")).toBe("category=1104&action=5");
  });

  it("gives a landing the carousels of its category and subcategories", async () => {
    const keys = async (category: number) =>
      (await get<ApiList<PresetOffer>>(`/api/preset-offers?category=${category}`)).data.map(
        (offer) => offer.key,
      );
    expect(await keys(transport)).toEqual(Object.keys(TransportPreset));
    expect(await keys(cars)).toEqual(Object.keys(TransportPreset));
    expect(await keys(realEstate)).toEqual([...realEstatePresets]);
    expect(await keys(1200)).toEqual(["phonesUnder300", "newPhones", "laptopsUnder500", "bigTvs"]);
    expect(await keys(1300)).toEqual([]);
  });

  it("answers an unknown category with 404, bad parameters with 400, and revalidates", async () => {
    expect(await failure("/api/preset-offers?category=999999", 404)).toEqual({
      errors: [{ message: "Not found" }],
    });
    expect((await failure("/api/preset-offers?category=cars", 400)).errors[0]?.field).toBe("category");
    await failure("/api/preset-offers?page=2", 400);
    await revalidates(`/api/preset-offers?category=${transport}`);
  });
});

describe("GET /api/partners and /api/categories/{id}/partners", () => {
  it("lists every partner with a logo among the web app's files, and only home ones with home=true", async () => {
    const all = await get<ApiList<Partner>>("/api/partners");
    expect(all.count).toBe(8);
    for (const partner of all.data) {
      expect(partner.logo).toBe(`/partners/${partner.key}.svg`);
      expect(partner.url).toMatch(/^https:\/\//);
      expect(partner.categoryIds.length).toBeGreaterThan(0);
    }
    const home = await get<ApiList<Partner>>("/api/partners?home=true");
    expect(home.data).toEqual(all.data.filter((partner) => partner.onHome));
    expect(home.count).toBeGreaterThan(0);
    expect(await get("/api/partners?home=false")).toEqual(all);
  });

  it("shows on a category's pages the partners of the category and of its parents", async () => {
    const keys = async (category: number) =>
      (await get<ApiList<Partner>>(`/api/categories/${category}/partners`)).data.map(
        (partner) => partner.key,
      );
    expect(await keys(transport)).toEqual(["dzintara-lizings", "drosais-cels", "kraja-kredits"]);
    expect(await keys(cars)).toEqual(["dzintara-lizings", "drosais-cels", "tehnoskate", "kraja-kredits"]);
    expect(await keys(1701)).toEqual(["kepa"]);
    expect(await keys(2400)).toEqual([]);
  });

  it("answers an unknown category with 404, bad parameters with 400, and revalidates", async () => {
    expect(await failure("/api/categories/999999/partners", 404)).toEqual({
      errors: [{ message: "Not found" }],
    });
    expect((await failure("/api/categories/0/partners", 400)).errors[0]?.field).toBe("id");
    expect((await failure("/api/partners?home=yes", 400)).errors[0]?.field).toBe("home");
    await revalidates("/api/partners?home=true");
    await revalidates(`/api/categories/${cars}/partners`);
  });
});

describe("GET /api/categories/{id}: landing settings", () => {
  it("gives the landing block order of the special landings and the default elsewhere", async () => {
    for (const id of [transport, realEstate, 1200]) {
      const blocks = (await get<CategoryDetail>(`/api/categories/${id}`)).customBlockSorting;
      expect([...(blocks ?? [])].sort()).toEqual([...landingBlocks].sort());
    }
    expect((await get<CategoryDetail>(`/api/categories/${transport}`)).customBlockSorting?.[0]).toBe(
      "presets",
    );
    expect((await get<CategoryDetail>(`/api/categories/${cars}`)).customBlockSorting).toBeNull();
  });

  it("gives a shortcut the filter values it preselects, by filter id", async () => {
    const shortcut = await get<CategoryDetail>(`/api/categories/${electricCars}`);
    expect(shortcut).toMatchObject({ isShortcut: true, shortcutTo: cars, presetFilters: { "5": [10638] } });
    expect((await get<CategoryDetail>(`/api/categories/${cars}`)).presetFilters).toBeNull();
  });

  it("counts for a shortcut the lots it lists: its target's, narrowed by its preset values", async () => {
    expect((await get<CategoryDetail>(`/api/categories/${electricCars}`)).adCount).toBe(electricCarAds);
    expect((await get<CategoryDetail>(`/api/categories/${winterTyresShortcut}`)).adCount).toBe(
      winterTyresAds,
    );
    const transportChildren = (await get<CategoryDetail>(`/api/categories/${transport}`)).children;
    expect(transportChildren.find((child) => child.id === electricCars)?.adCount).toBe(electricCarAds);
  });
});
