import type { HomeCategory } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import { highlightedRowCategories } from "./home-categories";
import { highlightedSource, newestHref, newestPageOf, newestSource, recentSource } from "./home-rows";

const category = (id: number, status: "active" | "comingSoon", adult = false): HomeCategory => {
  const names = { lv: `k${id}`, ru: `k${id}`, en: `k${id}` };
  return { id, name: names, slug: names, icon: null, status, adult, adCount: 0, children: [] };
};

describe("home's highlighted rows", () => {
  const categories = [category(1, "active"), category(2, "comingSoon"), category(3, "active", true)];

  it("are the open categories, the adult one only once the visitor said they are 18 or older", () => {
    const ids = (cookies: string | null) => highlightedRowCategories(categories, cookies).map((c) => c.id);
    expect(ids(null)).toEqual([1]);
    expect(ids("adultContent=hidden")).toEqual([1]);
    expect(ids("theme=dark; adultContent=allowed")).toEqual([1, 3]);
  });

  it("ask the highlighted endpoint per category", () => {
    expect(highlightedSource(1000)).toBe("/api/lots/highlighted?category=1000");
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
