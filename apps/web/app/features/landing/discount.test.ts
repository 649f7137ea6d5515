import { describe, expect, it } from "vitest";
import {
  discountCanonicalQuery,
  discountHref,
  discountQueryOf,
  discountSearch,
  discountSource,
} from "./discount";

const parse = (search: string) => discountQueryOf(new URLSearchParams(search));

describe("the discount products list's address", () => {
  it("reads the owner type, the sort and the page, and defaults what it does not understand", () => {
    expect(parse("")).toEqual({ ownerType: null, sort: "newest", page: 1 });
    expect(parse("ownerType=2&orderColumn=price&orderDirection=asc&page=3")).toEqual({
      ownerType: 2,
      sort: "priceAsc",
      page: 3,
    });
    expect(parse("ownerType=3&orderColumn=views&orderDirection=desc&page=0")).toEqual({
      ownerType: null,
      sort: "newest",
      page: 1,
    });
  });

  it("writes only what differs from the defaults, so the plain address is the first page of all", () => {
    expect(discountHref("lv", { ownerType: null, sort: "newest", page: 1 })).toBe("/lv/landing/highlighted");
    expect(discountHref("ru", { ownerType: 1, sort: "priceDesc", page: 2 })).toBe(
      "/ru/landing/highlighted?ownerType=1&orderColumn=price&orderDirection=desc&page=2",
    );
  });

  it("keeps the seller filter and the page in the canonical address, not the sort order", () => {
    expect(discountCanonicalQuery({ ownerType: 2, sort: "priceAsc", page: 3 })).toBe("ownerType=2&page=3");
    expect(discountCanonicalQuery({ ownerType: null, sort: "priceDesc", page: 1 })).toBe("");
  });

  it("asks the list endpoint for highlighted lots with the same parameters", () => {
    expect(discountSource({ ownerType: 2, sort: "newest", page: 1 }, false)).toBe(
      "/api/lots?ownerType=2&highlighted=true",
    );
    expect(discountSource({ ownerType: null, sort: "newest", page: 1 }, true)).toBe(
      "/api/lots?highlighted=true&adult=true",
    );
  });
});

describe("the pagination's search", () => {
  it("keeps the seller filter and the sort, so the shared pagination adds only the page", () => {
    expect(discountSearch({ ownerType: 2, sort: "priceAsc", page: 1 }).toString()).toBe(
      "ownerType=2&orderColumn=price&orderDirection=asc",
    );
    expect(discountSearch({ ownerType: null, sort: "newest", page: 1 }).toString()).toBe("");
  });
});
