import type { LotAttribute } from "@tirgus/domain/lot-detail-api";
import { describe, expect, it } from "vitest";
import { priceRatingView, ratingScale } from "./price-rating-view";

const names = (lv: string, ru: string) => ({ lv, ru, en: lv });
const attribute = (key: string, name: string, values: string[], number: number | null): LotAttribute => ({
  filter: { id: 1, key, name: names(name, `${name} (ru)`), displayType: 1, unit: null },
  section: null,
  values: values.map((value, index) => ({ id: index + 1, name: names(value, value), actualValue: null })),
  number,
  text: null,
});

describe("priceRatingView", () => {
  it("says what the price was compared with, the year as the range compared", () => {
    const view = priceRatingView(
      {
        value: 4,
        name: "good",
        comparables: { count: 12, median: 10_500, min: 7999.5, max: 14_000 },
        matchedOn: ["make", "year"],
        sameRegion: false,
      },
      [attribute("make", "Marka", ["Alfa Romeo", "147"], null), attribute("year", "Gads", [], 2015)],
      "lv",
      "€",
    );
    expect(view).toEqual({
      name: "good",
      value: 4,
      count: 12,
      median: "10 500 €",
      min: "7 999.50 €",
      max: "14 000 €",
      basis: ["Marka: Alfa Romeo, 147", "Gads: 2013–2017"],
      sameRegion: false,
    });
  });

  it("gives the figures the compared price's unit: a price a square metre, a rent a month", () => {
    const rating = {
      value: 3,
      name: "fair" as const,
      comparables: { count: 8, median: 11, min: 5.3, max: 36 },
      matchedOn: [],
      sameRegion: true,
    };
    const view = priceRatingView(rating, [], "lv", "€/m²");
    expect([view.median, view.min, view.max]).toEqual(["11 €/m²", "5.30 €/m²", "36 €/m²"]);
  });

  it("draws the scale from the best price to the worst", () => {
    expect(ratingScale).toEqual(["veryGood", "good", "fair", "increased", "high"]);
  });
});
