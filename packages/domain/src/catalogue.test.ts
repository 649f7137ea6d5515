import { describe, expect, it } from "vitest";
import {
  ActionType,
  actionTypeName,
  areaUnits,
  carBrandLinks,
  DisplaySize,
  FilterDisplayType,
  FilterVisibility,
  filterDisplayTypeName,
  isRequiredExempt,
  PriceRating,
  regionTypes,
  squareMetresPerHectare,
  toSquareMetres,
  viewTypes,
} from "./catalogue.ts";

describe("filters", () => {
  it("display types have the spec's ids", () => {
    expect(FilterDisplayType).toEqual({
      text: 0,
      number_int: 1,
      select: 2,
      multi: 3,
      geo: 4,
      number: 5,
      text_pre: 6,
      color: 7,
      number_gradual: 8,
      car_body: 9,
      mot: 10,
      measure: 11,
      date: 12,
      float: 13,
      radioCheckBox: 14,
    });
  });

  it("display type ids map back to their names", () => {
    expect(filterDisplayTypeName(0)).toBe("text");
    expect(filterDisplayTypeName(14)).toBe("radioCheckBox");
  });

  it("only the mot type is exempt from being required", () => {
    const exempt = Object.values(FilterDisplayType).filter(isRequiredExempt);
    expect(exempt).toEqual([FilterDisplayType.mot]);
  });

  it("visibility is top 1, showMore 2, hidden 3", () => {
    expect(FilterVisibility).toEqual({ top: 1, showMore: 2, hidden: 3 });
  });

  it("display size is 0 for full width and 1 for half", () => {
    expect(DisplaySize).toEqual({ full: 0, half: 1 });
  });
});

describe("catalogue enumerations", () => {
  it("action types have the spec's ids", () => {
    expect(ActionType).toEqual({
      sell: 1,
      buy: 2,
      change: 3,
      hire: 4,
      rent: 5,
      gift: 6,
      search: 7,
      offer: 8,
      found: 9,
      lost: 10,
      lookingForHome: 11,
      charity: 13,
    });
    expect(actionTypeName(13)).toBe("charity");
  });

  it("price rating runs from veryGood 5 down to high 1", () => {
    expect(PriceRating).toEqual({ veryGood: 5, good: 4, fair: 3, increased: 2, high: 1 });
  });

  it("view types are list, grid, clothes and map", () => {
    expect(viewTypes).toEqual(["list", "grid", "clothes", "map"]);
  });

  it("region types are republic_city and municipality", () => {
    expect(regionTypes).toEqual(["republic_city", "municipality"]);
  });

  it("lists the eleven car brands with links", () => {
    expect(carBrandLinks).toEqual([
      "Audi",
      "BMW",
      "Ford",
      "Mercedes",
      "Nissan",
      "Opel",
      "Renault",
      "Toyota",
      "Volkswagen",
      "Volvo",
      "Skoda",
    ]);
  });
});

describe("area units", () => {
  it("are square metres and hectares", () => {
    expect(areaUnits).toEqual(["m2", "ha"]);
  });

  it("count one hectare as 10000 square metres", () => {
    expect(squareMetresPerHectare).toBe(10_000);
    expect(toSquareMetres(1, "ha")).toBe(10_000);
    expect(toSquareMetres(2.5, "ha")).toBe(25_000);
    expect(toSquareMetres(650, "m2")).toBe(650);
  });
});
