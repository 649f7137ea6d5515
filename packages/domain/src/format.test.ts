import { describe, expect, it } from "vitest";
import {
  currencySuffix,
  fewSecondsAgo,
  formatAmount,
  formatCreditsAsEuros,
  formatMeasure,
  formatPrice,
  formatPriceWithType,
  formatQuantity,
  relativeTime,
  thousandsSeparator,
} from "./format.ts";

describe("price display", () => {
  it("uses the suffix ' €' and a space between thousands", () => {
    expect(currencySuffix).toBe(" €");
    expect(thousandsSeparator).toBe(" ");
  });

  it.each([
    [0, "0 €"],
    [5, "5 €"],
    [999, "999 €"],
    [1000, "1 000 €"],
    [15000, "15 000 €"],
    [1234.5, "1 234.50 €"],
    [1234.05, "1 234.05 €"],
    [99999999.99, "99 999 999.99 €"],
    [12.004, "12 €"],
  ])("shows %d as %s, hiding a trailing .00", (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it("groups negative amounts without a separator after the sign", () => {
    expect(formatAmount(-1234)).toBe("-1 234");
  });
});

describe("measured numbers", () => {
  it.each([
    [1.6, "1.6"],
    [1.598, "1.598"],
    [3, "3"],
    [54.25, "54.25"],
    [244000, "244 000"],
    [1234.5, "1 234.5"],
    [0.0004, "0"],
    [-1500.5, "-1 500.5"],
  ])("shows %d as %s, with the decimals it has and no trailing zeros", (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
});

describe("credits shown as euros", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [1005, "10.05"],
    [123456, "1234.56"],
    [-75, "-0.75"],
  ])("%d credits show as %s", (credits, text) => {
    expect(formatCreditsAsEuros(credits)).toBe(text);
  });
});

describe("relative time", () => {
  const now = new Date("2025-06-15T12:00:00Z");
  const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  const day = 24 * hour;

  it("says 'A few second ago' under one minute, and for times in the future", () => {
    expect(fewSecondsAgo).toBe("A few second ago");
    expect(ago(0)).toEqual({ key: "A few second ago", count: 0 });
    expect(ago(59 * second)).toEqual({ key: "A few second ago", count: 0 });
    expect(ago(-5 * minute)).toEqual({ key: "A few second ago", count: 0 });
  });

  it("counts whole minutes, hours and days", () => {
    expect(ago(minute)).toEqual({ key: "minutes", count: 1 });
    expect(ago(59 * minute + 59 * second)).toEqual({ key: "minutes", count: 59 });
    expect(ago(hour)).toEqual({ key: "hours", count: 1 });
    expect(ago(23 * hour)).toEqual({ key: "hours", count: 23 });
    expect(ago(day)).toEqual({ key: "days", count: 1 });
    expect(ago(29 * day)).toEqual({ key: "days", count: 29 });
  });

  it("counts months of 30 days and years of 365 days", () => {
    expect(ago(30 * day)).toEqual({ key: "months", count: 1 });
    expect(ago(364 * day)).toEqual({ key: "months", count: 12 });
    expect(ago(365 * day)).toEqual({ key: "years", count: 1 });
    expect(ago(800 * day)).toEqual({ key: "years", count: 2 });
  });
});

describe("formatPriceWithType", () => {
  it("shows a plain price with the euro suffix and a rent with its short form only", () => {
    expect(formatPriceWithType(12_500, "€")).toBe("12 500 €");
    expect(formatPriceWithType(450, "€/mēn.")).toBe("450 €/mēn.");
    expect(formatPriceWithType(35.5, "€/dienā")).toBe("35.50 €/dienā");
    expect(formatPriceWithType(10, "")).toBe("10 €");
  });
});

describe("measured attributes", () => {
  it.each([
    ["year", 2015, undefined, "lv", "2015"],
    ["manufacture-year", 2008, undefined, "ru", "2008"],
    ["engine-volume", 2, "l", "lv", "2.0 l"],
    ["engine-volume", 1.6, "l", "lv", "1.6 l"],
    ["mileage", 209000, "km", "lv", "209 000 km"],
    ["area", 59380, "m²", "lv", "59 380 m²"],
    ["land-area", 9999, "m²", "lv", "9 999 m²"],
    ["land-area", 10000, "m²", "lv", "1 ha"],
    ["land-area", 59380, "m²", "lv", "5.94 ha"],
    ["land-area", 59380, "м²", "ru", "5.94 га"],
    ["land-area", 1234567, "m²", "en", "123.46 ha"],
  ] as const)("shows %s %d (%s, %s) as %s", (key, value, unit, lang, text) => {
    expect(formatMeasure(key, value, unit, lang)).toBe(text);
  });
});
