import { describe, expect, it } from "vitest";
import {
  decidePriceEdit,
  discountedCents,
  PriceEditError,
  parsePriceEdit,
  priceToPayCents,
} from "./price-edit.ts";

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

describe("decidePriceEdit", () => {
  it("saves a changed price, leaves the same one unsent, and refuses what parsePriceEdit refuses", () => {
    expect(decidePriceEdit("150", 10_000)).toEqual({ save: 15_000 });
    expect(decidePriceEdit("100.00", 10_000)).toEqual({ unchanged: true });
    expect(decidePriceEdit("100", 10_000)).toEqual({ unchanged: true });
    expect(decidePriceEdit("0", 10_000)).toEqual({ error: PriceEditError.zero });
  });
  it("leaves a price above the edit's maximum as it is when it was not changed, and refuses another one", () => {
    // 18 900 €, set in the lot's form: opening the edit and saving it as it is changes nothing.
    expect(decidePriceEdit("18 900", 1_890_000)).toEqual({ unchanged: true });
    expect(decidePriceEdit("18 800", 1_890_000)).toEqual({ error: PriceEditError.tooHigh });
    expect(decidePriceEdit("9 000", 1_890_000)).toEqual({ save: 900_000 });
  });
});

describe("discountedCents", () => {
  it("keeps the lot's discount on the new list price, rounded to the cent as the server stores it", () => {
    expect(discountedCents(15_000, 10)).toBe(13_500);
    expect(discountedCents(123_450, 10)).toBe(111_105);
    expect(discountedCents(999, 15)).toBe(849);
  });

  it("tells what buyers will pay for a list price being typed, nothing while it is no price", () => {
    expect(priceToPayCents("200", 10)).toBe(18_000);
    expect(priceToPayCents("199,99", 15)).toBe(16_999);
    expect(priceToPayCents("0", 10)).toBeNull();
    expect(priceToPayCents("", 10)).toBeNull();
  });
});
