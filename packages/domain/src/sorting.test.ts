import { describe, expect, it } from "vitest";
import {
  categorySortOptionIds,
  defaultSort,
  isSortOptionId,
  listTypes,
  orderDirections,
  SortOption,
} from "./sorting.ts";

const pair = (orderColumn: string, orderDirection: "asc" | "desc") => ({ orderColumn, orderDirection });

describe("sort options", () => {
  it("are every option of the spec, as orderColumn and orderDirection pairs", () => {
    expect(SortOption).toEqual({
      bestMatch: pair("bestMatch", "desc"),
      publishDateAsc: pair("publishDate", "asc"),
      publishDateDesc: pair("publishDate", "desc"),
      priceAsc: pair("price", "asc"),
      priceDesc: pair("price", "desc"),
      viewsAsc: pair("views", "asc"),
      viewsDesc: pair("views", "desc"),
      viewsPerDay: pair("viewsPerDay", "desc"),
      viewsPerWeek: pair("viewsPerWeek", "desc"),
      viewsPerMonth: pair("viewsPerMonth", "desc"),
      createDateAsc: pair("createDate", "asc"),
      createDateDesc: pair("createDate", "desc"),
      endDateAsc: pair("endDate", "asc"),
      endDateDesc: pair("endDate", "desc"),
      latestPersonal: pair("latestPersonal", "desc"),
      recommended: pair("recommended", "desc"),
      addedDate: pair("createDate", "desc"),
      manufactureDateAsc: pair("manufactureDate", "asc"),
      manufactureDateDesc: pair("manufactureDate", "desc"),
      engineVolumeAsc: pair("engineVolume", "asc"),
      engineVolumeDesc: pair("engineVolume", "desc"),
      mileageAsc: pair("mileage", "asc"),
      mileageDesc: pair("mileage", "desc"),
      roomsAsc: pair("rooms", "asc"),
      roomsDesc: pair("rooms", "desc"),
      areaAsc: pair("area", "asc"),
      areaDesc: pair("area", "desc"),
      floorAsc: pair("floor", "asc"),
      floorDesc: pair("floor", "desc"),
      landAreaAsc: pair("landArea", "asc"),
      landAreaDesc: pair("landArea", "desc"),
    });
  });

  it("give every direction as asc or desc", () => {
    expect(orderDirections).toEqual(["asc", "desc"]);
    for (const option of Object.values(SortOption)) {
      expect(orderDirections).toContain(option.orderDirection);
    }
  });

  it("mark manufacture date, engine volume, mileage, rooms, area, floor and land area as category-specific", () => {
    const columns = new Set(categorySortOptionIds.map((id) => SortOption[id].orderColumn));
    expect([...columns]).toEqual([
      "manufactureDate",
      "engineVolume",
      "mileage",
      "rooms",
      "area",
      "floor",
      "landArea",
    ]);
  });

  it("accept only known ids from a URL", () => {
    expect(isSortOptionId("priceAsc")).toBe(true);
    expect(isSortOptionId("price")).toBe(false);
    expect(isSortOptionId("toString")).toBe(false);
  });
});

describe("default sort", () => {
  it("is defined for every list type", () => {
    expect(Object.keys(defaultSort).sort()).toEqual([...listTypes].sort());
  });

  it("sorts public and company lists by publishDate descending", () => {
    expect(SortOption[defaultSort.public]).toEqual(pair("publishDate", "desc"));
    expect(SortOption[defaultSort.company]).toEqual(pair("publishDate", "desc"));
  });

  it("sorts bookmarks and my lists by createDate descending", () => {
    expect(SortOption[defaultSort.bookmarks]).toEqual(pair("createDate", "desc"));
    expect(SortOption[defaultSort.my]).toEqual(pair("createDate", "desc"));
  });

  it("sorts search results by best match", () => {
    expect(defaultSort.search).toBe("bestMatch");
  });
});
