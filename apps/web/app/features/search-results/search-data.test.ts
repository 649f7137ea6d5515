import { FilterVisibility } from "@tirgus/domain/catalogue";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { LotSearchResult } from "@tirgus/domain/lot-list";
import { describe, expect, it } from "vitest";
import { carCard as card, names } from "../lot-card/card-fixture";
import {
  filterCategoryOf,
  inTreeOrder,
  readSearchAddress,
  searchApiQuery,
  searchPageView,
  searchSortIds,
} from "./search-data";

const address = (path: string | undefined, search = "") =>
  readSearchAddress("lv", path, new URL(`http://tirgus.test/lv/search${search}`));

describe("the search results address", () => {
  it("keeps the sanitised query and passes the list parameters on", () => {
    const read = address("golf 4", "?categories[]=12&fV[31]=7&orderColumn=price&orderDirection=asc");
    expect(read).toMatchObject({ query: "golf 4", nothingAllowed: false });
    expect("params" in read && read.params.toString()).toBe(
      "categories%5B%5D=12&fV%5B31%5D=7&orderColumn=price&orderDirection=asc",
    );
  });

  it("cleans the list parameters as the listing does: a tracking tag and the form's empty fields go", () => {
    expect(address("golf 4", "?orderColumn=price&orderDirection=asc&utm_source=x&categories[]=12")).toEqual({
      redirect: "/lv/search/golf%204?categories%5B%5D=12&orderColumn=price&orderDirection=asc",
    });
    // The filter form sent before its panel hydrated (or without JavaScript): not a 400 from the API.
    expect(address("golf", "?minPrice=&maxPrice=500&ownerType=&region=&period=all&trustedOnly=")).toEqual({
      redirect: "/lv/search/golf?maxPrice=500",
    });
    expect(address("golf", "?region=abc&ownerType=7&fV[3]=x")).toEqual({ redirect: "/lv/search/golf" });
  });

  it("keeps the footer's hide marker in the address, not in the API's query", () => {
    expect(address("golf", "?ownerType=&hideFooter=1")).toEqual({ redirect: "/lv/search/golf?hideFooter=1" });
    const read = address("golf", "?hideFooter=1&ownerType=2");
    if ("redirect" in read) throw new Error(read.redirect);
    expect(searchApiQuery(read).toString()).toBe("ownerType=2&query=golf");
  });

  it("moves the no-JavaScript form's ?query= into the path", () => {
    expect(address(undefined, "?query=Golf%204&page=2&region=")).toEqual({
      redirect: "/lv/search/Golf%204?page=2",
    });
    expect(address(undefined, "?query=%20%20")).toEqual({ redirect: "/lv/search" });
  });

  it("redirects a query that sanitising changes to its one address", () => {
    expect(address("golf!! 4")).toEqual({ redirect: "/lv/search/golf%204" });
  });

  it("searches nothing for a query with no allowed character (an empty result, no request)", () => {
    expect(address("€%$#")).toMatchObject({ query: "", nothingAllowed: true });
    expect(address(undefined, "?query=%E2%82%AC%25")).toMatchObject({ query: "", nothingAllowed: true });
  });

  it("lists everything without a query", () => {
    expect(address(undefined)).toMatchObject({ query: "", nothingAllowed: false });
    // A control character is dropped: nothing was typed, and the address moves to the search of everything.
    expect(address("\u0000")).toEqual({ redirect: "/lv/search" });
  });
});

const result: LotSearchResult = {
  count: 45,
  countCapped: false,
  data: [card],
  facets: [
    {
      category: { id: 30, name: names("Riepas", "Шины"), slug: names("riepas", "shiny"), parentIds: [1] },
      count: 5,
    },
    {
      category: {
        id: 12,
        name: names("Vieglie auto", "Легковые авто"),
        slug: names("a", "a"),
        parentIds: [1],
      },
      count: 40,
    },
  ],
  detectedCategory: 12,
  usedQuery: "golf",
};

describe("the search results page", () => {
  /** The page of an address, after the redirect to its clean address as a browser follows it. */
  const view = (search: string, query = "golf", usedQuery = "golf") => {
    let read = readSearchAddress("ru", query, new URL(`http://tirgus.test/ru/search/${query}${search}`));
    if ("redirect" in read)
      read = readSearchAddress("ru", query, new URL(`http://tirgus.test${read.redirect}`));
    if ("redirect" in read) throw new Error(read.redirect);
    return searchPageView("ru", read, { ...result, usedQuery }, 20, 0);
  };

  it("shows no category counts past 10,000 matches, where the server counted a share of them", () => {
    const read = readSearchAddress("lv", "auto", new URL("http://tirgus.test/lv/search/auto"));
    if ("redirect" in read) throw new Error(read.redirect);
    const capped = searchPageView("lv", read, { ...result, count: 10_000, countCapped: true }, 20, 0);
    expect(capped.facets.map((facet) => [facet.id, facet.count])).toEqual([
      [12, null],
      [30, null],
    ]);
  });

  it("offers the categories with counts, largest first; choosing one narrows with categories[] and drops the filters", () => {
    const facets = view("?fV[31]=7&page=3&orderColumn=price&orderDirection=asc").facets;
    expect(facets).toEqual([
      {
        id: 12,
        name: "Легковые авто",
        count: 40,
        depth: 1,
        href: "/ru/search/golf?categories%5B%5D=12&orderColumn=price&orderDirection=asc",
        active: false,
      },
      {
        id: 30,
        name: "Шины",
        count: 5,
        depth: 1,
        href: "/ru/search/golf?categories%5B%5D=30&orderColumn=price&orderDirection=asc",
        active: false,
      },
    ]);
  });

  it("puts each subcategory under its own parent: top levels by count, each followed by its subcategories", () => {
    const facet = (id: number, parentIds: number[], count: number) => ({
      category: { id, name: names(`c${id}`, `c${id}`), slug: names("s", "s"), parentIds },
      count,
    });
    const transport = facet(1, [], 900);
    const parts = facet(2, [1], 500);
    const electronics = facet(3, [], 400);
    const machinery = facet(4, [1], 300);
    const phones = facet(5, [3], 350);
    const tyres = facet(6, [1, 2], 450);
    const ordered = inTreeOrder([transport, parts, tyres, electronics, phones, machinery]);
    expect(ordered.map((entry) => entry.category.id)).toEqual([1, 2, 6, 4, 3, 5]);
  });

  it("keeps the detected category and those above it among the facets, however few its matches", () => {
    const facet = (id: number, parentIds: number[], count: number) => ({
      category: { id, name: names(`c${id}`, `c${id}`), slug: names("s", "s"), parentIds },
      count,
    });
    // Twelve categories of vehicles whose descriptions say "работает", and Jobs, which the query names.
    const vehicles = Array.from({ length: 12 }, (_, index) => facet(100 + index, [], 200 - index));
    const jobs = facet(1800, [], 10);
    const vacancies = facet(1801, [1800], 6);
    const read = readSearchAddress("ru", "работа", new URL("http://tirgus.test/ru/search/работа"));
    if ("redirect" in read) throw new Error(read.redirect);
    const page = searchPageView(
      "ru",
      read,
      { ...result, facets: [...vehicles, jobs, vacancies], detectedCategory: 1801 },
      20,
      0,
    );
    expect(page.facets.map((entry) => entry.id).slice(-2)).toEqual([1800, 1801]);
    expect(page.facets).toHaveLength(14);
    expect(page.detectedCategory).toEqual({ id: 1801, name: "c1801" });
  });

  it("marks the chosen category and links back to all categories", () => {
    const narrowed = view("?categories[]=12");
    expect(narrowed.facets.find((facet) => facet.id === 12)?.active).toBe(true);
    expect(narrowed.allCategoriesHref).toBe("/ru/search/golf");
    expect(view("").allCategoriesHref).toBeNull();
  });

  it("sorts by best match unless the address names another sort, which starts again at page 1", () => {
    expect(view("").sort).toBe("bestMatch");
    const sorted = view("?orderColumn=price&orderDirection=desc&page=2");
    expect(sorted.sort).toBe("priceDesc");
    expect(sorted.sorts.find((sort) => sort.id === "bestMatch")?.href).toBe("/ru/search/golf");
    expect(sorted.sorts.find((sort) => sort.id === "priceAsc")?.href).toBe(
      "/ru/search/golf?orderColumn=price&orderDirection=asc",
    );
  });

  it("links every facet and sort to a clean address, which needs no redirect", () => {
    const page = view("?fV[31]=7&orderColumn=price&orderDirection=asc&categories[]=12&page=2");
    for (const { href } of [...page.facets, ...page.sorts, { href: page.allCategoriesHref ?? "" }]) {
      const [path, query = ""] = href.split("?");
      expect(
        readSearchAddress("ru", path?.split("/")[3], new URL(`http://tirgus.test${href}`)),
        href,
      ).not.toHaveProperty("redirect");
      expect(query).not.toContain("page=");
    }
  });

  it("offers best match and what the listing of the category offers, its own sorts included", () => {
    // Hidden filters: the panel leaves them out, the sorts still see the category has the value.
    const filter = (key: string) =>
      ({ filter: { key }, visibilityType: FilterVisibility.hidden }) as CategoryFilter;
    const cars = searchSortIds({
      actions: [],
      filters: [filter("year"), filter("mileage")],
      used: [],
      regions: [],
    });
    expect(cars[0]).toBe("bestMatch");
    expect(cars).toEqual(
      expect.arrayContaining(["latestPersonal", "recommended", "mileageAsc", "manufactureDateDesc"]),
    );
    expect(cars).not.toContain("roomsAsc");
    const anywhere = searchSortIds(null);
    expect(anywhere).toEqual(
      expect.arrayContaining(["bestMatch", "priceAsc", "latestPersonal", "recommended"]),
    );
    expect(anywhere).not.toContain("mileageAsc");
    const flats = searchPageView("lv", { query: "dzīvoklis", params: new URLSearchParams() }, result, 20, 0, {
      actions: [],
      filters: [filter("rooms"), filter("area")],
      used: [],
      regions: [],
    });
    expect(flats.sorts.find((sort) => sort.id === "roomsAsc")?.href).toBe(
      "/lv/search/dz%C4%ABvoklis?orderColumn=rooms&orderDirection=asc",
    );
  });

  it("says which query ran when a typo was corrected", () => {
    expect(view("", "golg", "golf").correctedTo).toBe("golf");
    expect(view("").correctedTo).toBeNull();
  });

  it("names the detected category, counts the pages and builds cards in the page's language", () => {
    const page = view("?page=2");
    expect(page.detectedCategory).toEqual({ id: 12, name: "Легковые авто" });
    expect(page.page).toBe(2);
    expect(page.pageCount).toBe(3);
    expect(page.cards[0]?.href).toBe("/ru/transport/legkovye/!4242");
  });

  it("offers the filters of the chosen category, else of the detected one, with what the address chose", () => {
    expect(filterCategoryOf(new URLSearchParams("categories[]=30"), result)).toBe(30);
    expect(filterCategoryOf(new URLSearchParams("categories[]=30&categories[]=12"), result)).toBe(12);
    expect(filterCategoryOf(new URLSearchParams(""), { ...result, detectedCategory: null })).toBeNull();
    const read = readSearchAddress(
      "lv",
      "golf",
      new URL("http://tirgus.test/lv/search/golf?action=1&minPrice=500&region=7"),
    );
    if ("redirect" in read) throw new Error(read.redirect);
    const sell = { id: 1, key: "sell", priceTypes: [], combinedPriceRange: false };
    const panel = searchPageView("lv", read, result, 20, 0, {
      actions: [sell, { ...sell, id: 5, key: "rent" }],
      filters: [],
      used: [],
      regions: [{ id: 7, name: "Rīga" }],
    }).panel;
    expect(panel).toMatchObject({
      minPrice: "500",
      maxPrice: "",
      period: "all",
      region: { selected: 7 },
      action: {
        options: [
          { id: 1, key: "sell" },
          { id: 5, key: "rent" },
        ],
        selected: "1",
      },
    });
    expect(searchPageView("lv", read, result, 20, 0).panel).toBeNull();
  });
});
