import { describe, expect, it } from "vitest";
import { priceChangesLeft, pricesChanged } from "./price-changes.ts";

describe("priceChangesLeft", () => {
  it("leaves 3 changes to a lot that has none counted, and never fewer than none", () => {
    expect([0, 1, 2, 3, 4].map(priceChangesLeft)).toEqual([3, 2, 1, 0, 0]);
  });
});

describe("pricesChanged", () => {
  const price = (priceTypeId: number, valueCents: number) => ({ priceTypeId, valueCents });

  it("sees no change in a save of the same prices, whatever else a stored price carries", () => {
    expect(pricesChanged([price(1, 10_000)], [price(1, 10_000)])).toBe(false);
    const discounted = { ...price(1, 10_000), discountedCents: 9_000 };
    expect(pricesChanged([discounted], [price(1, 10_000)])).toBe(false);
    expect(pricesChanged([], [])).toBe(false);
  });

  it("sees a new value, another price type, and a price added or taken away", () => {
    expect(pricesChanged([price(1, 10_000)], [price(1, 9_999)])).toBe(true);
    expect(pricesChanged([price(1, 10_000)], [price(2, 10_000)])).toBe(true);
    expect(pricesChanged([price(3, 500)], [price(3, 500), price(4, 3_000)])).toBe(true);
    expect(pricesChanged([price(3, 500), price(4, 3_000)], [price(3, 500)])).toBe(true);
    expect(pricesChanged([price(1, 10_000)], [])).toBe(true);
  });
});
