import { FilterDisplayType } from "@tirgus/domain/catalogue";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import { definedValue, filterLink } from "../filter-fixtures";
import { filterValueText } from "./filter-text";

const link = (displayType: number, extra: Partial<CategoryFilter["filter"]> = {}) =>
  filterLink(
    { id: 1, displayType, ...extra },
    { filterDefinedValues: [definedValue(10, "V10"), definedValue(11, "V11")] },
  );
const names = (text: string) => ({ lv: text, ru: text, en: text });

describe("the preview's filter values", () => {
  it("name chosen values", () => {
    expect(filterValueText(link(2), 10, "lv")).toBe("V10");
    expect(filterValueText(link(3), [10, 11], "lv")).toBe("V10, V11");
  });

  it("show numbers with their unit, years without separators, land in hectares, dates as dd.mm.yyyy", () => {
    expect(filterValueText(link(8, { unit: names("km") }), 125000, "lv")).toBe("125 000 km");
    expect(filterValueText(link(1, { key: "year" }), 2016, "lv")).toBe("2016");
    expect(filterValueText(link(1, { key: "build-year" }), 1968, "lv")).toBe("1968");
    // Land from one hectare on, in hectares (spec 2 section 9).
    expect(filterValueText(link(8, { key: "land-area", unit: names("m²") }), 25_000, "ru")).toBe("2.5 га");
    expect(filterValueText(link(10), "2027-05-01", "lv")).toBe("01.05.2027");
    // A measured number keeps its own decimals, not a price's two.
    expect(filterValueText(link(FilterDisplayType.float, { unit: names("l") }), 1.6, "lv")).toBe("1.6 l");
  });
});
