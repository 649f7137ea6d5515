import { describe, expect, it } from "vitest";
import { storedSortAddress, storedSortIn } from "./stored-sort";

describe("the stored sort", () => {
  it("reads a known sort from the cookie, and nothing from the default, unknown or missing ones", () => {
    expect(storedSortIn("theme=dark; lots_sort=priceAsc")).toBe("priceAsc");
    expect(storedSortIn("lots_sort=mileageDesc")).toBe("mileageDesc");
    expect(storedSortIn("lots_sort=publishDateDesc")).toBeNull();
    expect(storedSortIn("lots_sort=price%3Basc")).toBeNull();
    expect(storedSortIn("lots_sort=")).toBeNull();
    expect(storedSortIn("theme=dark")).toBeNull();
    expect(storedSortIn(null)).toBeNull();
  });

  it("sends a listing without a sort to the stored one, on its first page and with its filters", () => {
    const search = new URLSearchParams("minPrice=1000&page=3");
    expect(
      storedSortAddress("/lv/transports/vieglie-auto", search, "mileageAsc", ["priceAsc", "mileageAsc"]),
    ).toBe("/lv/transports/vieglie-auto?minPrice=1000&orderColumn=mileage&orderDirection=asc");
  });

  it("leaves a listing alone that has a sort of its own, or whose category does not offer the stored one", () => {
    const sorted = new URLSearchParams("orderColumn=price&orderDirection=desc");
    expect(storedSortAddress("/lv/transports", sorted, "priceAsc", ["priceAsc"])).toBeNull();
    expect(storedSortAddress("/lv/majai", new URLSearchParams(), "mileageAsc", ["priceAsc"])).toBeNull();
    expect(storedSortAddress("/lv/majai", new URLSearchParams(), null, ["priceAsc"])).toBeNull();
  });
});
