import { describe, expect, it } from "vitest";
import { PriceRating, priceRatingOf } from "./price-rating.ts";

describe("priceRatingOf", () => {
  it("rates by the distance from the comparables' median", () => {
    expect(priceRatingOf(800, 1000)).toBe("veryGood");
    expect(priceRatingOf(900, 1000)).toBe("good");
    expect(priceRatingOf(1000, 1000)).toBe("fair");
    expect(priceRatingOf(1050, 1000)).toBe("fair");
    expect(priceRatingOf(1100, 1000)).toBe("increased");
    expect(priceRatingOf(1500, 1000)).toBe("high");
  });

  it("keeps the scale of spec 2 section 3", () => {
    expect(PriceRating).toEqual({ veryGood: 5, good: 4, fair: 3, increased: 2, high: 1 });
  });
});
