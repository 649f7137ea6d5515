import { describe, expect, it } from "vitest";
import { filterTextMaxLength, isFilterText, normaliseFilterText } from "./list-values.ts";
import { filterParamPattern, filterTextParam, lastListPage } from "./lot-list.ts";
import { parseLotListQuery } from "./lot-list-api.ts";

describe("text filters", () => {
  it("normalises an identifier: upper case, without spaces and hyphens", () => {
    expect(normaliseFilterText(" wvw zzz-1kz6w 123456 ")).toBe("WVWZZZ1KZ6W123456");
    expect(normaliseFilterText("35-209900\u00a0176148 1")).toBe("352099001761481");
    expect(normaliseFilterText("0100\u2013123\u20104567")).toBe("01001234567");
    expect(normaliseFilterText("жё-12 ab")).toBe("ЖЁ12AB");
  });

  it("takes 1-40 Latin or Cyrillic letters and digits once spaces and hyphens are gone", () => {
    for (const text of [
      "WVWZZZ1KZ6W123456",
      "wvw zzz-1kz",
      "a",
      "ЖЁ12",
      "1".repeat(40),
      `${"A".repeat(40)} - `,
    ])
      expect(isFilterText(text), text).toBe(true);
    for (const text of [
      "",
      " - ",
      "1".repeat(filterTextMaxLength + 1),
      "WVW/123",
      "VIN?",
      "ā123",
      "ß1",
      "<script>",
      "12.5",
      "١٢٣",
    ])
      expect(isFilterText(text), text).toBe(false);
  });

  it("has its own parameter, which the filter pattern reads", () => {
    expect(filterTextParam(12)).toBe("fV[12][text]");
    expect(filterParamPattern.exec("fV[12][text]")?.slice(1)).toEqual(["12", "text"]);
    expect(filterParamPattern.test("fV[12][texts]")).toBe(false);
  });

  it("is parsed into the query normalised, and refused naming the parameter when it is no identifier", () => {
    const parsed = parseLotListQuery(
      { "fV[12][text]": " wvw-zzz 1kz ", "fV[134][text]": "" },
      "list",
      "2025-01-01",
    );
    expect(parsed).toEqual({
      query: expect.objectContaining({ texts: { 12: "WVWZZZ1KZ" }, values: {}, ranges: {} }),
    });
    // The last of repeated values counts, as for a range's bound.
    expect(parseLotListQuery({ "fV[12][text]": ["abc", "def"] }, "search", "2025-01-01")).toEqual({
      query: expect.objectContaining({ texts: { 12: "DEF" } }),
    });
    expect(parseLotListQuery({ "fV[12][text]": "WVW/1" }, "list", "2025-01-01")).toEqual({
      issues: [{ message: "This field contains invalid data!", values: [], field: "fV[12][text]" }],
    });
  });
});

describe("lastListPage", () => {
  it("ends every list at result 10,000, also a whole category's exact count past it", () => {
    expect(lastListPage(0, 20)).toBe(1);
    expect(lastListPage(9_173, 20)).toBe(459);
    expect(lastListPage(10_000, 20)).toBe(500);
    expect(lastListPage(316_642, 20)).toBe(500);
    expect(lastListPage(316_642, 100)).toBe(100);
  });
});
