import type { HomeCategory } from "@tirgus/domain/catalogue-api";
import type { LotList } from "@tirgus/domain/lot-list";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../lib/api-client";
import { categoryRowCategories } from "./home-categories";
import {
  categoryRecentSource,
  highlightedSource,
  loadHomeLots,
  newestHref,
  newestPageOf,
  newestSource,
  recentSource,
  serverCategoryRows,
} from "./home-rows";

const category = (id: number, status: "active" | "comingSoon", adult = false): HomeCategory => {
  const names = { lv: `k${id}`, ru: `k${id}`, en: `k${id}` };
  return {
    id,
    name: names,
    slug: names,
    icon: null,
    status,
    adult,
    adCount: 9,
    hasHighlightedLots: true,
    children: [],
  };
};

describe("home's category rows", () => {
  const categories = [category(1, "active"), category(2, "comingSoon"), category(3, "active", true)];

  it("are the open categories, the adult one only once the visitor said they are 18 or older", () => {
    const ids = (cookies: string | null) => categoryRowCategories(categories, cookies).map((c) => c.id);
    expect(ids(null)).toEqual([1]);
    expect(ids("adultContent=hidden")).toEqual([1]);
    expect(ids("theme=dark; adultContent=allowed")).toEqual([1, 3]);
  });

  it("ask the highlighted and the recent endpoints per category", () => {
    expect(highlightedSource(1000)).toBe("/api/lots/highlighted?category=1000");
    expect(categoryRecentSource(1000)).toBe("/api/lots/recent?category=1000");
  });

  it("give each category its highlighted row, then its recently added row; the server loads the first", async () => {
    const asked: string[] = [];
    const api = {
      async get(path: string): Promise<LotList> {
        asked.push(path);
        return { count: 0, countCapped: false, data: [] };
      },
    } as unknown as ApiClient;
    const transport = {
      ...category(1000, "active"),
      slug: { lv: "transports", ru: "transport", en: "transport" },
    };
    const property = {
      ...category(3000, "active"),
      slug: { lv: "nekustamie-ipasumi", ru: "nedvizhimost", en: "real-estate" },
    };
    const lots = await loadHomeLots(api, Promise.resolve([transport, property]), "ru", 1, new Set(), false);
    expect(
      lots.categoryRows.map(({ kind, categoryId, href, source }) => ({ kind, categoryId, href, source })),
    ).toEqual([
      {
        kind: "highlighted",
        categoryId: 1000,
        href: "/ru/transport?highlighted=true",
        source: highlightedSource(1000),
      },
      { kind: "recent", categoryId: 1000, href: "/ru/transport", source: categoryRecentSource(1000) },
      {
        kind: "highlighted",
        categoryId: 3000,
        href: "/ru/nedvizhimost?highlighted=true",
        source: highlightedSource(3000),
      },
      { kind: "recent", categoryId: 3000, href: "/ru/nedvizhimost", source: categoryRecentSource(3000) },
    ]);
    // Only what the first screens show is asked for on the server; the other rows load as they near the screen.
    expect(lots.categoryRows.map((row) => row.cards !== null)).toEqual([true, false, false, false]);
    expect(serverCategoryRows).toBe(1);
    expect(asked.sort()).toEqual(
      [highlightedSource(1000), newestSource(1, false), recentSource(false)].sort(),
    );
  });

  it("leave out a highlighted row without highlighted lots and a recently added row without lots", async () => {
    const api = {
      get: async (): Promise<LotList> => ({ count: 0, countCapped: false, data: [] }),
    } as unknown as ApiClient;
    const rows = async (categories: HomeCategory[]) =>
      (await loadHomeLots(api, Promise.resolve(categories), "lv", 1, new Set(), false)).categoryRows.map(
        ({ kind, categoryId }) => `${kind} ${categoryId}`,
      );
    const unhighlighted = { ...category(2200, "active"), hasHighlightedLots: false };
    const empty = { ...category(2300, "active"), adCount: 0, hasHighlightedLots: false };
    expect(await rows([category(1000, "active"), unhighlighted, empty])).toEqual([
      "highlighted 1000",
      "recent 1000",
      "recent 2200",
    ]);
    // The first row the server renders is then the first that has lots.
    expect(await rows([empty, unhighlighted])).toEqual(["recent 2200"]);
  });
});

describe("home's endless list", () => {
  it("starts at the page of the address, the first page for anything else", () => {
    const page = (search: string) => newestPageOf(new URL(`https://tirgus.lv/${search}`));
    expect(page("")).toBe(1);
    expect(page("?page=3")).toBe(3);
    expect(page("?page=0")).toBe(1);
    expect(page("?page=-2")).toBe(1);
    expect(page("?page=abc")).toBe(1);
  });

  it("links the next page on home's own address and fetches it from the list endpoint", () => {
    expect(newestHref("lv", 2)).toBe("/?page=2");
    expect(newestHref("ru", 5)).toBe("/ru?page=5");
    expect(newestSource(2, false)).toBe("/api/lots?page=2");
    // A visitor who allowed adult content gets adult categories' lots in the list too.
    expect(newestSource(2, true)).toBe("/api/lots?page=2&adult=true");
    expect(recentSource(true)).toBe("/api/lots/recent?adult=true");
  });
});
