import { describe, expect, it } from "vitest";
import { isValidPriceEdit, parsePrice, priceError, stripPriceSeparators, validatePrices } from "./prices.ts";

describe("price text", () => {
  it("strips spaces used as thousands separators", () => {
    expect(stripPriceSeparators("1 234 567")).toBe("1234567");
    expect(stripPriceSeparators("1\u00a0234,50")).toBe("1234,50");
  });

  it("parses a comma or a dot as the decimal mark", () => {
    expect(parsePrice("12,5")).toBe(12.5);
    expect(parsePrice("1 234.99")).toBe(1234.99);
    expect(parsePrice("12.345")).toBeNull();
    expect(parsePrice("abc")).toBeNull();
  });
});

describe("one price field", () => {
  it("is required", () => {
    expect(priceError("")).toBe("Field is required");
    expect(priceError("  ")).toBe("Field is required");
  });

  it("must be greater than 0", () => {
    expect(priceError("0")).toBe("Price must be greater than 0");
    expect(priceError("0,00")).toBe("Price must be greater than 0");
  });

  it("must match the price pattern", () => {
    expect(priceError("12.345")).toBe("Wrong price format");
    expect(priceError("1234567890")).toBe("Wrong price format");
    expect(priceError("-5")).toBe("Wrong price format");
  });

  it("must stay below 100,000,000", () => {
    expect(priceError("99999999.99")).toBeNull();
    expect(priceError("99 999 999")).toBeNull();
    expect(priceError("100000000")).toBe("Wrong price format");
    expect(priceError("123456789.99")).toBe("Wrong price format");
  });

  it("accepts a valid price", () => {
    expect(priceError("12,5")).toBeNull();
    expect(priceError("15 000")).toBeNull();
  });
});

describe("all price fields of a lot", () => {
  it("require the only price when there is one price type", () => {
    expect(validatePrices([""])).toEqual({ form: null, fields: ["Field is required"] });
    expect(validatePrices(["100"])).toEqual({ form: null, fields: [null] });
  });

  it("need at least one of several prices filled in", () => {
    expect(validatePrices(["", " "])).toEqual({
      form: "At least one of the price fields has to be filled in.",
      fields: [null, null],
    });
  });

  it("let the other prices stay empty when one is filled in", () => {
    expect(validatePrices(["", "250"])).toEqual({ form: null, fields: [null, null] });
  });

  it("still check every filled-in price", () => {
    expect(validatePrices(["0", "250", "1.234"])).toEqual({
      form: null,
      fields: ["Price must be greater than 0", null, "Wrong price format"],
    });
  });

  it("have nothing to check without price types", () => {
    expect(validatePrices([])).toEqual({ form: null, fields: [] });
  });
});

describe("inline price edit", () => {
  it("accepts nonzero prices up to 10000.00 in steps of 0.01", () => {
    expect(isValidPriceEdit(0.01)).toBe(true);
    expect(isValidPriceEdit(19.99)).toBe(true);
    expect(isValidPriceEdit(10000)).toBe(true);
  });

  it("rejects zero, more than 10000.00 and fractions of a cent", () => {
    expect(isValidPriceEdit(0)).toBe(false);
    expect(isValidPriceEdit(-1)).toBe(false);
    expect(isValidPriceEdit(10000.01)).toBe(false);
    expect(isValidPriceEdit(1.005)).toBe(false);
    expect(isValidPriceEdit(Number.NaN)).toBe(false);
  });
});
