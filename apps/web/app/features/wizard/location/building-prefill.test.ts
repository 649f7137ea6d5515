import { FilterDisplayType } from "@tirgus/domain/catalogue";
import { describe, expect, it } from "vitest";
import { filterLink } from "../filter-fixtures";
import { buildingOf, fillableSuggestions, withBuildingValues } from "./building-prefill";

const floors = filterLink({ id: 57, key: "floors-total", displayType: FilterDisplayType.number_int });
const series = filterLink({ id: 58, key: "series", displayType: FilterDisplayType.text_pre });
const type = filterLink({ id: 59, key: "building-type", displayType: FilterDisplayType.select });
const suggestions = [
  { filter: { id: 57 }, value: 5, textValue: "5" },
  { filter: { id: 58 }, value: 11093, textValue: "Hruščovka" },
  { filter: { id: 59 }, value: 11102, textValue: "Paneļu" },
];

describe("the building prefill", () => {
  it("needs a street and a house number", () => {
    expect(buildingOf(null)).toBeNull();
    expect(buildingOf({ region: 1, street: 7, building: null })).toBeNull();
    expect(buildingOf({ region: 1, street: 7, building: " " })).toBeNull();
    expect(buildingOf({ region: 1, street: 7, building: "12A" })).toEqual({ street: 7, building: "12A" });
  });

  it("offers only the category's filters that are still empty", () => {
    expect(fillableSuggestions({ "58": 11086 }, suggestions, [floors, series])).toEqual([suggestions[0]]);
    expect(fillableSuggestions({ "57": 9, "58": 11086 }, suggestions, [floors, series])).toEqual([]);
    expect(fillableSuggestions({}, [], [floors, series, type])).toEqual([]);
  });

  it("fills the empty ones and keeps what the seller gave", () => {
    expect(withBuildingValues({ "57": 9, "3": 2 }, suggestions, [floors, series, type])).toEqual({
      "3": 2,
      "57": 9,
      "58": 11093,
      "59": 11102,
    });
  });
});
