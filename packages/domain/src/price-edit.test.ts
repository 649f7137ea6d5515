import { describe, expect, it } from "vitest";
import { PriceEditError, parsePriceEdit } from "./price-edit.ts";

describe("parsePriceEdit", () => {
  it("takes euros with up to two decimals, a dot or a comma, and spaces between thousands", () => {
    expect(parsePriceEdit("250")).toEqual({ cents: 25_000 });
    expect(parsePriceEdit("249.9")).toEqual({ cents: 24_990 });
    expect(parsePriceEdit("249,95")).toEqual({ cents: 24_995 });
    expect(parsePriceEdit(" 9 999.99 ")).toEqual({ cents: 999_999 });
    expect(parsePriceEdit("0.01")).toEqual({ cents: 1 });
    expect(parsePriceEdit("10000")).toEqual({ cents: 1_000_000 });
    expect(parsePriceEdit("10000.00")).toEqual({ cents: 1_000_000 });
  });

  it("refuses what is empty, not a price, zero or above 10000.00", () => {
    expect(parsePriceEdit("")).toEqual({ error: PriceEditError.required });
    expect(parsePriceEdit("  ")).toEqual({ error: PriceEditError.required });
    for (const text of ["abc", "12.345", "-5", "1e3", "12.", ".5", "1,2,3", "0x10"])
      expect(parsePriceEdit(text)).toEqual({ error: PriceEditError.format });
    expect(parsePriceEdit("0")).toEqual({ error: PriceEditError.zero });
    expect(parsePriceEdit("0.00")).toEqual({ error: PriceEditError.zero });
    expect(parsePriceEdit("10000.01")).toEqual({ error: PriceEditError.tooHigh });
    expect(parsePriceEdit("999999999")).toEqual({ error: PriceEditError.tooHigh });
  });
});
