import { LotStatus } from "@tirgus/domain/lots";
import {
  PriceRating,
  priceRatingMinComparables,
  priceRatingNumberTolerance,
  priceRatingOf,
  priceRatingRegionalNumbers,
  priceRatingSameValueFilters,
  priceRatingSample,
} from "@tirgus/domain/price-rating";
import type { PriceRatingInfo } from "@tirgus/domain/price-rating-api";
import type pg from "pg";
import { SqlParams } from "../lot-lists/conditions.ts";

/** What the rating reads of the rated lot. */
export type RatedLot = {
  id: number;
  status: number;
  categoryId: number;
  actionId: number;
  /** The first price: its type and what the buyer pays (discounted when discounted), in cents. */
  price: { priceTypeId: number; cents: number } | null;
  /** The lot's values of the same-value filters (make, model...), each with its filter's key. */
  keyValues: { id: number; filterKey: string }[];
  numbers: Record<string, number>;
  regionId: number | null;
};

const sameValueKeys: ReadonlySet<string> = new Set(priceRatingSameValueFilters);
export const isPriceRatingValueFilter = (key: string): boolean => sameValueKeys.has(key);

/**
 * The lot's price rating (decision 0023): its price against the median of the newest comparable published
 * lots (same category, action and price type; the same make, model or brand; a year within 2, the same
 * rooms; property in the same top-level region), or null when it is not published, has no price, or fewer
 * than five comparables exist. One query walks the category's newest lots and stops after 200 matches.
 */
export async function priceRating(pool: pg.Pool, lot: RatedLot): Promise<PriceRatingInfo | null> {
  if (lot.status !== LotStatus.published || !lot.price || lot.price.cents <= 0) return null;
  const params = new SqlParams();
  const where = [
    "l.status = 2",
    `l.category_id = ${params.add(lot.categoryId)}`,
    `l.id <> ${params.add(lot.id)}`,
    `l.action_id = ${params.add(lot.actionId)}`,
    "l.price_cents > 0",
    `(l.prices -> 0 ->> 'priceTypeId')::int = ${params.add(lot.price.priceTypeId)}`,
  ];
  const matchedOn: string[] = [];
  if (lot.keyValues.length > 0) {
    where.push(`l.filter_value_ids @> ${params.add(lot.keyValues.map((value) => value.id))}::int[]`);
    matchedOn.push(...new Set(lot.keyValues.map((value) => value.filterKey)));
  }
  for (const [key, tolerance] of Object.entries(priceRatingNumberTolerance)) {
    const number = lot.numbers[key];
    if (typeof number !== "number") continue;
    const value = `(l.numbers ->> ${params.add(key)})::numeric`;
    where.push(`${value} BETWEEN ${params.add(number - tolerance)} AND ${params.add(number + tolerance)}`);
    matchedOn.push(key);
  }
  const regional = priceRatingRegionalNumbers.some((key) => typeof lot.numbers[key] === "number");
  const sameRegion = regional && lot.regionId !== null;
  if (sameRegion)
    where.push(
      `l.region_id IN (SELECT r.id FROM regions r
        WHERE r.path[1] = (SELECT o.path[1] FROM regions o WHERE o.id = ${params.add(lot.regionId)}))`,
    );
  const { rows } = await pool.query<{ count: number; median: number | null; min: string; max: string }>(
    `SELECT count(*)::int AS count, percentile_cont(0.5) WITHIN GROUP (ORDER BY price_cents) AS median,
       min(price_cents) AS min, max(price_cents) AS max
     FROM (SELECT l.price_cents FROM lots l WHERE ${where.join(" AND ")}
       ORDER BY l.publish_date DESC, l.id DESC LIMIT ${priceRatingSample}) comparables`,
    params.values,
  );
  const found = rows[0];
  if (!found || found.count < priceRatingMinComparables || found.median === null) return null;
  const name = priceRatingOf(lot.price.cents, found.median);
  return {
    value: PriceRating[name],
    name,
    comparables: {
      count: found.count,
      median: Math.round(found.median) / 100,
      min: Number(found.min) / 100,
      max: Number(found.max) / 100,
    },
    matchedOn,
    sameRegion,
  };
}
