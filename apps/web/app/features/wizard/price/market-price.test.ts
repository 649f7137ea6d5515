import { describe, expect, it } from "vitest";
import { marketPriceText } from "./market-price";

const t = (key: string, values: readonly (string | number)[] = []) =>
  values.reduce<string>((text, value) => text.replace("%s", String(value)), key);

describe("the market price check's answer", () => {
  it("says how many similar lots ask what, in euros", () => {
    expect(marketPriceText({ count: 4, median: 7500, min: 6000, max: 9500 }, t)).toBe(
      "4 similar classifieds: median 7 500 €, from 6 000 € to 9 500 €",
    );
  });

  it("says no similar items were found when none are", () => {
    expect(marketPriceText({ count: 0, median: null, min: null, max: null }, t)).toBe(
      "No similar items found",
    );
  });
});
