import { describe, expect, it } from "vitest";
import { allowedDeliveryOptions, deliveryOptionsOf } from "./delivery.ts";

describe("delivery options by category", () => {
  it("offers both where nothing is said, and lets the deepest listed category decide", () => {
    expect(deliveryOptionsOf([1200, 1201])).toEqual(["omniva", "meet"]);
    expect(deliveryOptionsOf([1000, 1001])).toEqual(["meet"]);
    expect(deliveryOptionsOf([1000, 1028, 1029])).toEqual(["omniva", "meet"]);
    expect(deliveryOptionsOf([1100, 1101])).toEqual([]);
    expect(deliveryOptionsOf([])).toEqual(["omniva", "meet"]);
  });

  it("keeps of the seller's choice only what the category offers, each once and in order", () => {
    expect(allowedDeliveryOptions([1000, 1001], ["omniva", "meet"])).toEqual(["meet"]);
    expect(allowedDeliveryOptions([1100, 1101], ["meet"])).toEqual([]);
    expect(allowedDeliveryOptions([1200, 1201], ["meet", "omniva", "meet"])).toEqual(["omniva", "meet"]);
    expect(allowedDeliveryOptions([1200, 1201], [])).toEqual([]);
  });
});
