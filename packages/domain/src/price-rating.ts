import { ActionType } from "./catalogue.ts";

/*
 * The price rating of a lot (spec 2 sections 1 and 3): how its price stands against comparable published
 * lots. The server finds the comparables and rates (decision 0025); the page shows the badge and what it
 * was compared with.
 */

/** The scale of spec 2 section 3. */
export const PriceRating = { veryGood: 5, good: 4, fair: 3, increased: 2, high: 1 } as const;
export type PriceRatingName = keyof typeof PriceRating;
export type PriceRatingValue = (typeof PriceRating)[PriceRatingName];

/**
 * Lots that offer something at a price (selling, renting out, for hire, a service): a market price means
 * something for them, not for a wanted ad or a job seeker's expected salary.
 */
export const priceRatedActions: readonly number[] = [
  ActionType.sell,
  ActionType.rent,
  ActionType.hire,
  ActionType.offer,
];

/** Fewer comparables than this say nothing about a market price: no rating is shown. */
export const priceRatingMinComparables = 5;
/** The newest comparable prices kept per bucket (decision 0025): the current market, at a bounded size. */
export const priceRatingSample = 200;
/** How often the buckets of comparable prices are rebuilt. */
export const priceRatingRefreshMinutes = 30;

/**
 * What makes another lot comparable, besides the same category, action and price type: the same value of
 * each of these filters when the lot has one (make and model, brand, type, tyre size, part group)...
 */
export const priceRatingSameValueFilters: readonly string[] = [
  "make",
  "model",
  "moto-make",
  "moto-model",
  "truck-make",
  "bus-make",
  "machine-make",
  "bike-brand",
  "bike-type",
  "moto-type",
  "truck-type",
  "construction-machine-type",
  "tyre-brand",
  "tyre-width",
  "tyre-profile",
  "rim-diameter",
  "part-group",
];
/** ...the same number of rooms... */
export const priceRatingSameNumber = "rooms";
/** ...a year of make within this many years of the lot's... */
export const priceRatingYearTolerance = 2;
/**
 * ...and, for property (a lot with any of these numbers), the same top-level region: a flat in Riga and one
 * in Daugavpils are not one market.
 */
export const priceRatingRegionalNumbers: readonly string[] = ["rooms", "area", "land-area"];

/**
 * The rating of a price against the comparables' median: within 5 % either way is fair, up to 15 % below
 * good, further below very good; up to 15 % above increased, further above high.
 */
export function priceRatingOf(price: number, median: number): PriceRatingName {
  const ratio = price / median;
  if (ratio < 0.85) return "veryGood";
  if (ratio < 0.95) return "good";
  if (ratio <= 1.05) return "fair";
  if (ratio <= 1.15) return "increased";
  return "high";
}
