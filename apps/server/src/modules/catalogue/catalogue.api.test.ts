import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ApiList } from "@tirgus/domain/api-contract";
import { FilterDisplayType, FilterVisibility } from "@tirgus/domain/catalogue";
import type {
  CategoryDetail,
  CategoryFilter,
  CategorySummary,
  CategoryTreeNode,
  GeoOption,
  RegionBySlug,
  RegionDetail,
  RegionNode,
  Street,
  StreetNumber,
} from "@tirgus/domain/catalogue-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { categories as categoryData } from "./data/categories.ts";
import { regions as regionData } from "./data/regions.ts";
import { seedCatalogue } from "./seed.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(() => subject.close());

async function get<T>(url: string): Promise<T> {
  const response = await subject.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return (response.json() as { content: T }).content;
}

async function status(url: string): Promise<number> {
  return (await subject.app.inject({ url })).statusCode;
}

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe("GET /api/categories/tree", () => {
  it("holds every category of the data files, top level in home order, names in lv, ru and en", async () => {
    const tree = await get<CategoryTreeNode[]>("/api/categories/tree");
    expect(tree.map((node) => node.id)).toEqual(categoryData.map((category) => category.id));
    const all = flatten(tree);
    const countSeeds = (nodes: typeof categoryData): number =>
      nodes.reduce((sum, node) => sum + 1 + countSeeds(node.children ?? []), 0);
    expect(all).toHaveLength(countSeeds(categoryData));
    for (const node of all) {
      expect(node.name.lv && node.name.ru && node.name.en).toBeTruthy();
      expect(node.hasChildCategories).toBe(node.children.length > 0);
      expect(node.level).toBe(
        node.parentId === null ? 0 : (all.find((p) => p.id === node.parentId)?.level ?? -2) + 1,
      );
    }
  });

  it("marks coming-soon, adult, not-on-home and shortcut categories", async () => {
    const all = flatten(await get<CategoryTreeNode[]>("/api/categories/tree"));
    expect(all.some((node) => node.status === "comingSoon")).toBe(true);
    expect(all.some((node) => node.adult)).toBe(true);
    expect(all.filter((node) => node.level === 0 && node.hiddenOnHome)).toHaveLength(1);
    const shortcut = all.find((node) => node.isShortcut);
    expect(all.some((node) => node.id === shortcut?.shortcutTo)).toBe(true);
  });

  it("answers 304 to a browser that already has this version", async () => {
    const first = await subject.app.inject({ url: "/api/categories/tree" });
    const again = await subject.app.inject({
      url: "/api/categories/tree",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("sends the same answer compressed in the encoding the client prefers", async () => {
    const plain = await subject.app.inject({ url: "/api/categories/tree" });
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const compressed = await subject.app.inject({
        url: "/api/categories/tree",
        headers: { "accept-encoding": accept },
      });
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect(decode(compressed.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe("GET /api/categories/{id}", () => {
  it("gives a leaf category with its parents from the top, and the actions with their price types", async () => {
    const all = flatten(await get<CategoryTreeNode[]>("/api/categories/tree"));
    const leaf = all.find((node) => node.level >= 2 && !node.hasChildCategories && !node.isShortcut);
    if (!leaf) throw new Error("the catalogue has no leaf at level 2");
    const detail = await get<CategoryDetail>(`/api/categories/${leaf.id}`);
    expect(detail.parents.map((parent) => parent.level)).toEqual([...Array(leaf.level).keys()]);
    expect(detail.parents.at(-1)?.id).toBe(leaf.parentId);
    expect(detail.actions.length).toBeGreaterThan(0);
    for (const action of detail.actions) expect(action.key).toMatch(/^[a-zA-Z]+$/);
  });

  it("answers an unknown id with 404 and a malformed one with 400, in the error shape", async () => {
    const unknown = await subject.app.inject({ url: "/api/categories/999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ message: "Not found" }] });
    for (const bad of ["abc", "-1", "0", "1.5", "1e309", "99999999999"]) {
      const response = await subject.app.inject({ url: `/api/categories/${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors[0].field).toBe("id");
    }
  });
});

describe("GET /api/categories/{id}/filters", () => {
  it("lists a category's filters in order with their defined values, inherited ones included", async () => {
    const all = flatten(await get<CategoryTreeNode[]>("/api/categories/tree"));
    const withDependent = [];
    for (const node of all.filter((n) => !n.hasChildCategories).slice(0, 400)) {
      const filters = await get<{ count: number; data: CategoryFilter[] }>(
        `/api/categories/${node.id}/filters`,
      );
      expect(filters.count).toBe(filters.data.length);
      for (const item of filters.data) {
        expect([1, 2]).toContain(item.visibilityType);
        expect(item.filter.displayType).toBeGreaterThanOrEqual(0);
        expect(item.filter.displayType).toBeLessThanOrEqual(14);
      }
      if (filters.data.some((item) => item.filter.dependsOn !== null)) withDependent.push(node.id);
    }
    expect(withDependent.length).toBeGreaterThan(0);
  });

  it("gives the filter panel only filters a list can be filtered by, and the create form every filter", async () => {
    const cars = await get<CategoryDetail>("/api/categories/by-slug/lv/transports/vieglie-auto");
    const listing = await get<ApiList<CategoryFilter>>(`/api/categories/${cars.id}/filters`);
    const create = await get<ApiList<CategoryFilter>>(`/api/categories/${cars.id}/filters?create=true`);
    const keys = (list: ApiList<CategoryFilter>) => list.data.map((item) => item.filter.key);
    expect(keys(create)).toContain("vin");
    // The cars' VIN is offered under "show more" (`fV[12][text]`): a buyer with a VIN finds its car.
    expect(listing.data.find((item) => item.filter.key === "vin")).toMatchObject({
      filter: { displayType: FilterDisplayType.text },
      visibilityType: FilterVisibility.showMore,
    });
    // Text filters are offered where the category shows them: a list finds a dog by its microchip number
    // (decision 0011, "Later: text filters in lists").
    const dogs = await get<CategoryDetail>("/api/categories/by-slug/en/pets-and-animals/dogs");
    const dogFilters = await get<ApiList<CategoryFilter>>(`/api/categories/${dogs.id}/filters`);
    expect(dogFilters.data.find((item) => item.filter.key === "microchip")).toMatchObject({
      filter: { displayType: FilterDisplayType.text },
      visibilityType: FilterVisibility.top,
    });
    expect(create.data.some((item) => item.visibilityType === FilterVisibility.hidden)).toBe(true);
    // A list whose address names a hidden filter (a preset offer's warranty) asks with them too.
    const withHidden = await get<ApiList<CategoryFilter>>(`/api/categories/${cars.id}/filters?hidden=true`);
    expect(keys(withHidden)).toEqual(keys(create));
    expect(keys(listing)).not.toContain("warranty");
    expect(withHidden.data.find((item) => item.filter.key === "warranty")?.visibilityType).toBe(
      FilterVisibility.hidden,
    );
    // The listing's filters are the create form's in the same order, less the hidden ones.
    expect(keys(listing)).toEqual(
      create.data
        .filter((item) => item.visibilityType !== FilterVisibility.hidden)
        .map((item) => item.filter.key),
    );
    expect(await get<ApiList<CategoryFilter>>(`/api/categories/${cars.id}/filters?create=false`)).toEqual(
      listing,
    );
  });

  it("keeps every dependent filter's parent in the panel, and answers every create filter of a leaf", async () => {
    const all = flatten(await get<CategoryTreeNode[]>("/api/categories/tree"));
    for (const node of all.filter((n) => !n.hasChildCategories).slice(0, 200)) {
      const listing = await get<ApiList<CategoryFilter>>(`/api/categories/${node.id}/filters`);
      const create = await get<ApiList<CategoryFilter>>(`/api/categories/${node.id}/filters?create=true`);
      expect(create.count).toBe(create.data.length);
      expect(create.count).toBeGreaterThanOrEqual(listing.count);
      const listed = new Set(listing.data.map((item) => item.filter.id));
      const created = new Set(create.data.map((item) => item.filter.id));
      for (const item of listing.data) {
        const parent = item.filter.dependsOn;
        if (parent !== null && created.has(parent)) expect(listed.has(parent), item.filter.key).toBe(true);
      }
    }
  });

  it("answers an unknown category with 404 and a create flag other than true or false with 400", async () => {
    expect(await status("/api/categories/999999/filters")).toBe(404);
    expect(await status("/api/categories/999999/filters?create=true")).toBe(404);
    expect(await status("/api/categories/1000/filters?create=yes")).toBe(400);
    expect(await status("/api/categories/1000/filters?other=1")).toBe(400);
  });
});

/** A category's or region's slug path in a language, from the top level down. */
function slugPath(
  node: { slug: Record<"lv" | "ru" | "en", string> },
  parents: (typeof node)[],
  lang: "lv" | "ru" | "en",
) {
  return [...parents, node].map((item) => item.slug[lang]).join("/");
}

describe("GET /api/categories/by-slug/{lang}/{path}", () => {
  it("finds a category by its slug path in each language, with the same answer as by id", async () => {
    const cars = await get<CategoryDetail>("/api/categories/by-slug/lv/transports/vieglie-auto");
    expect(cars.name.en).toBe("Cars");
    expect(cars.parents.map((parent) => parent.slug.lv)).toEqual(["transports"]);
    expect(await get<CategoryDetail>("/api/categories/by-slug/ru/transport/legkovye-avto")).toEqual(cars);
    expect(await get<CategoryDetail>("/api/categories/by-slug/en/vehicles/cars/")).toEqual(cars);
    const all = flatten(await get<CategoryTreeNode[]>("/api/categories/tree"));
    for (const node of all.filter((n) => n.level >= 2).slice(0, 40)) {
      const detail = await get<CategoryDetail>(`/api/categories/${node.id}`);
      for (const lang of ["lv", "ru", "en"] as const) {
        const url = `/api/categories/by-slug/${lang}/${slugPath(detail, detail.parents, lang)}`;
        expect(await get<CategoryDetail>(url)).toEqual(detail);
      }
    }
  });

  it("answers unknown paths and another language's slugs with 404, a language outside lv/ru/en with 400", async () => {
    for (const url of [
      "/api/categories/by-slug/lv/transports/nav-tadas",
      "/api/categories/by-slug/lv/vieglie-auto",
      "/api/categories/by-slug/ru/transports/vieglie-auto",
      "/api/categories/by-slug/lv/transports/vieglie-auto/nav-tadas",
    ]) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: "Not found" }] });
    }
    const language = await subject.app.inject({ url: "/api/categories/by-slug/de/transports" });
    expect(language.statusCode).toBe(400);
    expect(language.json().errors[0].field).toBe("lang");
    for (const bad of ["Transports", "transports//cars", "a_b", "%20", "-a"]) {
      expect(await status(`/api/categories/by-slug/lv/${bad}`), bad).toBe(400);
    }
    expect(await status("/api/categories/by-slug/lv/transports?x=1")).toBe(400);
  });
});

describe("GET /api/categories/{id}/children", () => {
  it("lists the subcategories in order, as the category's detail does", async () => {
    const vehicles = await get<CategoryDetail>("/api/categories/by-slug/lv/transports");
    const children = await get<ApiList<CategorySummary>>(`/api/categories/${vehicles.id}/children`);
    expect(children.count).toBeGreaterThan(3);
    expect(children).toEqual({ count: vehicles.children.length, data: vehicles.children });
    const leaf = children.data.find((child) => !child.hasChildCategories);
    expect(await get<ApiList<CategorySummary>>(`/api/categories/${leaf?.id}/children`)).toEqual({
      count: 0,
      data: [],
    });
  });

  it("answers an unknown category with 404 and a malformed id with 400", async () => {
    expect(await status("/api/categories/999999/children")).toBe(404);
    expect(await status("/api/categories/abc/children")).toBe(400);
  });
});

describe("GET /api/regions", () => {
  it("starts with the state cities and municipalities, each with its children", async () => {
    const regions = await get<RegionNode[]>("/api/regions");
    expect(regions.map((region) => region.id)).toEqual(regionData.map((region) => region.id));
    expect(regions.filter((region) => region.type === "republic_city").length).toBeGreaterThanOrEqual(7);
    const riga = regions.find((region) => region.slug.lv === "riga");
    expect(riga?.children.length).toBeGreaterThanOrEqual(58);
  });
});

describe("GET /api/regions/{id}", () => {
  it("gives a region with its parents from the top and its children", async () => {
    const tree = await get<RegionNode[]>("/api/regions");
    const riga = tree.find((region) => region.slug.lv === "riga");
    const centre = riga?.children.find((region) => region.slug.lv === "centrs");
    if (!riga || !centre) throw new Error("Rīga's Centrs is missing");
    const detail = await get<RegionDetail>(`/api/regions/${centre.id}`);
    expect(detail).toMatchObject({
      id: centre.id,
      parentId: riga.id,
      type: "neighbourhood",
      name: centre.name,
    });
    expect(detail.parents.map((parent) => parent.id)).toEqual([riga.id]);
    const top = await get<RegionDetail>(`/api/regions/${riga.id}`);
    expect(top.parents).toEqual([]);
    expect(top.children.map((child) => child.id)).toEqual(riga.children.map((child) => child.id));
    const deepest = flatten(tree).find((region) => region.children.length === 0 && region.parentId !== null);
    const leaf = await get<RegionDetail>(`/api/regions/${deepest?.id}`);
    expect(leaf.children).toEqual([]);
    expect(leaf.parents.at(-1)?.id).toBe(deepest?.parentId);
  });

  it("answers an unknown region with 404 and a malformed id with 400", async () => {
    expect(await status("/api/regions/999999")).toBe(404);
    expect(await status("/api/regions/abc")).toBe(400);
    expect(await status("/api/regions/1?x=1")).toBe(400);
  });
});

describe("GET /api/regions/by-slug/{lang}/{path}", () => {
  it("finds a region by its slug path in each language, with the category of the listing when asked", async () => {
    const centre = await get<RegionBySlug>("/api/regions/by-slug/lv/riga/centrs");
    expect(centre.category).toBeNull();
    expect(centre.parents.map((parent) => parent.slug.lv)).toEqual(["riga"]);
    const { category: _none, ...detail } = centre;
    expect(await get<RegionDetail>(`/api/regions/${centre.id}`)).toEqual(detail);
    for (const lang of ["ru", "en"] as const) {
      const url = `/api/regions/by-slug/${lang}/${slugPath(centre, centre.parents, lang)}`;
      expect(await get<RegionBySlug>(url)).toEqual(centre);
    }
    const withCategory = await get<RegionBySlug>(
      "/api/regions/by-slug/lv/riga/centrs?categorySlug=transports/vieglie-auto",
    );
    const cars = await get<CategoryDetail>("/api/categories/by-slug/lv/transports/vieglie-auto");
    expect(withCategory.category?.id).toBe(cars.id);
    expect(withCategory.category?.name).toEqual(cars.name);
    const inRussian = await get<RegionBySlug>(
      `/api/regions/by-slug/ru/${slugPath(centre, centre.parents, "ru")}?categorySlug=transport/legkovye-avto`,
    );
    expect(inRussian.category?.id).toBe(cars.id);
  });

  it("answers an unknown region or category, or one in another language, with 404; bad input with 400", async () => {
    expect(await status("/api/regions/by-slug/lv/riga/nav-tada")).toBe(404);
    expect(await status("/api/regions/by-slug/lv/centrs")).toBe(404);
    expect(await status("/api/regions/by-slug/lv/riga/centrs?categorySlug=transports/nav-tadas")).toBe(404);
    expect(await status("/api/regions/by-slug/lv/riga/centrs?categorySlug=transport/legkovye-avto")).toBe(
      404,
    );
    expect(await status("/api/regions/by-slug/xx/riga")).toBe(400);
    expect(await status("/api/regions/by-slug/lv/Riga")).toBe(400);
    expect(await status("/api/regions/by-slug/lv/riga?categorySlug=")).toBe(400);
    expect(await status("/api/regions/by-slug/lv/riga?categorySlug=a%20b")).toBe(400);
    expect(await status("/api/regions/by-slug/lv/riga?region=1")).toBe(400);
  });
});

describe("GET /api/regions/{id}/streets, /api/streets/{id} and /api/streets/{id}/numbers", () => {
  it("names a street and its region", async () => {
    const centre = await get<RegionBySlug>("/api/regions/by-slug/lv/riga/centrs");
    expect(await get<Street>("/api/streets/100001")).toEqual({
      id: 100001,
      regionId: centre.id,
      name: { lv: "Brīvības iela", ru: "улица Бривибас", en: "Brīvības iela" },
    });
  });

  it("lists a region's streets in Latvian alphabetical order", async () => {
    const centre = await get<RegionBySlug>("/api/regions/by-slug/lv/riga/centrs");
    const streets = await get<ApiList<Street>>(`/api/regions/${centre.id}/streets`);
    expect(streets.count).toBe(streets.data.length);
    expect(streets.data.map((street) => street.name.lv)).toContain("Brīvības iela");
    const names = streets.data.map((street) => street.name.lv);
    expect(names).toEqual([...names].sort(new Intl.Collator("lv").compare));
    for (const street of streets.data) expect(street.regionId).toBe(centre.id);
    const riga = await get<RegionBySlug>("/api/regions/by-slug/lv/riga");
    const childless = riga.children.at(-1);
    const none = await get<ApiList<Street>>(`/api/regions/${childless?.id}/streets`);
    expect(none.count).toBe(none.data.length);
  });

  it("lists a street's house numbers in natural order, with their coordinates", async () => {
    const { rows } = await subject.db.pool.query<{ street_id: number }>(
      "SELECT DISTINCT street_id FROM street_numbers WHERE number ~ '[A-Za-z]'",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { street_id } of rows) {
      const numbers = await get<ApiList<StreetNumber>>(`/api/streets/${street_id}/numbers`);
      expect(numbers.count).toBe(numbers.data.length);
      const texts = numbers.data.map((item) => item.number);
      // 2 < 10 < 12 < 12A: by the number's value, the bare number before those with a letter or block.
      const natural = (x: string, y: string) =>
        Number.parseInt(x, 10) - Number.parseInt(y, 10) ||
        Number(!/^\d+$/.test(x)) - Number(!/^\d+$/.test(y));
      for (const [index, text] of texts.entries()) {
        const previous = texts[index - 1];
        if (previous !== undefined)
          expect(natural(previous, text), `${previous} ${text}`).toBeLessThanOrEqual(0);
      }
      expect(texts.some((text) => /^\d+\D/.test(text))).toBe(true);
      for (const item of numbers.data) {
        expect(item.lat).toBeGreaterThan(55.6);
        expect(item.lat).toBeLessThan(58.1);
      }
    }
    const brivibas = await get<ApiList<StreetNumber>>("/api/streets/100001/numbers");
    expect(brivibas.data.map((item) => item.number).slice(0, 3)).toEqual(["21", "40", "58"]);
  });

  it("answers an unknown region or street with 404 and a malformed id with 400", async () => {
    expect(await status("/api/regions/999999/streets")).toBe(404);
    expect(await status("/api/streets/999999/numbers")).toBe(404);
    expect(await status("/api/streets/999999")).toBe(404);
    expect(await status("/api/streets/x")).toBe(400);
    expect(await status("/api/streets/x/numbers")).toBe(400);
  });
});

describe("GET /api/geo/search", () => {
  const search = (query: string) =>
    get<ApiList<GeoOption>>(`/api/geo/search?${new URLSearchParams({ query }).toString()}`);

  it("finds streets by the start of their Latvian or Russian name, ignoring case and diacritics", async () => {
    for (const query of ["Brīvības i", "brivibas", "BRĪVĪBAS", "улица Бриви", "УЛИЦА бривибас"]) {
      const options = await search(query);
      const street = options.data.find((option) => option.type === "street" && option.id === 100001);
      expect(street, query).toMatchObject({
        name: { lv: "Brīvības iela" },
        label: { lv: "Brīvības iela, Centrs, Rīga" },
      });
      expect(street?.label.ru).toMatch(/^улица Бривибас, .+, Рига$/);
      expect(street?.lat).toBeGreaterThan(56.9);
    }
  });

  it("finds regions first, bigger places before smaller ones, each with its label and centre", async () => {
    const riga = await search("rig");
    expect(riga.data[0]).toMatchObject({ type: "region", name: { lv: "Rīga" }, label: { lv: "Rīga" } });
    expect(riga.data[0]?.regionId).toBe(riga.data[0]?.id);
    expect((await search("рига")).data[0]?.name.lv).toBe("Rīga");
    const centre = (await search("centrs")).data.find((option) => option.label.lv === "Centrs, Rīga");
    expect(centre?.type).toBe("region");
    const types = riga.data.map((option) => option.type);
    expect(types).toEqual([...types].sort((a, b) => Number(a === "street") - Number(b === "street")));
    const ad = await search("Ād");
    expect(ad.data.map((option) => option.name.lv).slice(0, 2)).toEqual(["Ādažu novads", "Ādaži"]);
  });

  it("finds a word inside a name after the names that start with the query", async () => {
    const russian = await search("Бривибас");
    expect(russian.data.map((option) => option.id)).toContain(100001);
    const barona = await search("barona");
    expect(barona.data.map((option) => option.name.lv)).toContain("Krišjāņa Barona iela");
    const brivibas = await search("brivibas");
    expect(brivibas.data[0]?.name.lv).toMatch(/^Brīvības /);
    const spaced = await search("  Brīvības   iela ");
    expect(spaced.data[0]?.name.lv).toBe("Brīvības iela");
  });

  it("answers at most 10 options, and an empty list for a text with nothing to search", async () => {
    const many = await search("a");
    expect(many.count).toBe(10);
    expect(many.data).toHaveLength(10);
    for (const query of ["", "   ", "%", "_", "'; --", "<>", "\\"]) {
      expect(await search(query), query).toEqual({ count: 0, data: [] });
    }
    expect((await search("zzzzqqq")).count).toBe(0);
  });

  it("refuses a query longer than 100 characters, a missing one and unknown parameters", async () => {
    expect((await search("a".repeat(100))).count).toBe(0);
    expect(await status(`/api/geo/search?query=${"a".repeat(101)}`)).toBe(400);
    expect(await status("/api/geo/search")).toBe(400);
    expect(await status("/api/geo/search?query=riga&lang=lv")).toBe(400);
  });
});

describe("the catalogue seed", () => {
  it("does nothing when the data files have not changed, and reloads them when they have", async () => {
    expect(await seedCatalogue(subject.db.pool)).toBe("unchanged");
    await subject.db.pool.query("UPDATE catalogue_version SET hash = 'older'");
    await subject.db.pool.query('UPDATE categories SET names = \'{"lv":"x","ru":"x","en":"x"}\'');
    expect(await seedCatalogue(subject.db.pool)).toBe("loaded");
    const { rows } = await subject.db.pool.query(
      "SELECT count(*)::int AS stale FROM categories WHERE names->>'lv' = 'x'",
    );
    expect(rows[0].stale).toBe(0);
  });
});
