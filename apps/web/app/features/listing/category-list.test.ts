import { describe, expect, it } from "vitest";
import { categoryListQuery } from "./category-list";

describe("a category list's API query", () => {
  const electricCars = { id: 1015, isShortcut: true, shortcutTo: 1001, presetFilters: { 5: [10638] } };

  it("lists a shortcut's target with its preset values and the region of the address's path", () => {
    const query = categoryListQuery(new URLSearchParams("page=2&maxPrice=9000"), electricCars, { id: 3 });
    expect(Object.fromEntries(query)).toEqual({
      page: "2",
      maxPrice: "9000",
      category: "1001",
      region: "3",
      "fV[5]": "10638",
    });
  });

  it("keeps the visitor's own choice of a preset's filter", () => {
    const query = categoryListQuery(new URLSearchParams("fV[5]=10637"), electricCars, null);
    expect(query.get("fV[5]")).toBe("10637");
    expect(query.has("region")).toBe(false);
  });

  it("lists a category as itself, without the page's own parameters", () => {
    const cars = { id: 1001, isShortcut: false, shortcutTo: null, presetFilters: null };
    const query = categoryListQuery(new URLSearchParams("region=1&hideFooter=1"), cars, null);
    expect(Object.fromEntries(query)).toEqual({ region: "1", category: "1001" });
  });
});
