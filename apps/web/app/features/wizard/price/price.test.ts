import { validatePrices } from "@tirgus/domain/prices";
import { describe, expect, it } from "vitest";
import { acceptedPriceText } from "./price-input";

describe("the price input", () => {
  it("accepts empty text and text on its way to a price, without separators", () => {
    expect(acceptedPriceText("")).toBe("");
    expect(acceptedPriceText("12 500")).toBe("12500");
    expect(acceptedPriceText("12,")).toBe("12,");
    expect(acceptedPriceText("12.99")).toBe("12.99");
  });

  it("refuses letters, a third decimal, a tenth digit and a leading mark", () => {
    expect(acceptedPriceText("12a")).toBeNull();
    expect(acceptedPriceText("12.999")).toBeNull();
    expect(acceptedPriceText("1234567890")).toBeNull();
    expect(acceptedPriceText(",5")).toBeNull();
  });

  it("leaves a typed-through text to the price rules", () => {
    expect(validatePrices(["12,"]).fields).toEqual(["Wrong price format"]);
    expect(validatePrices(["0"]).fields).toEqual(["Price must be greater than 0"]);
  });
});
