import { LotStatus } from "@tirgus/domain/lots";
import {
  PriceRating,
  priceRatedActions,
  priceRatingMinComparables,
  priceRatingOf,
  priceRatingRegionalNumbers,
  priceRatingSameNumber,
  priceRatingSameValueFilters,
  priceRatingSample,
  priceRatingYearTolerance,
} from "@tirgus/domain/price-rating";
import type { PriceRatingInfo } from "@tirgus/domain/price-rating-api";
import type pg from "pg";
import { prepared } from "../../db/prepared.ts";
import { inTransaction } from "../../db/transaction.ts";

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
 * The lot's price rating (decision 0025): its price against the median of the newest comparable published
 * lots, read from the buckets `refreshPriceRatingSamples` keeps (same category, action and price type; the
 * same make, model, brand...; the same rooms; property in the same top-level region; a year of make within
 * two). Null when the lot is not published, offers nothing at a price (a wanted ad), has no price, or fewer
 * than five comparables exist. One read of at most five rows by their primary key.
 */
export async function priceRating(db: pg.Pool, lot: RatedLot): Promise<PriceRatingInfo | null> {
  if (lot.status !== LotStatus.published || !lot.price || lot.price.cents <= 0) return null;
  if (!priceRatedActions.includes(lot.actionId)) return null;
  const { prices, matchedOn, sameRegion } = await comparablePrices(db, {
    ...lot,
    priceTypeId: lot.price.priceTypeId,
  });
  if (prices.length < priceRatingMinComparables) return null;
  const summary = summaryOf(prices);
  const name = priceRatingOf(lot.price.cents, summary.medianCents);
  return {
    value: PriceRating[name],
    name,
    comparables: { count: summary.count, median: summary.median, min: summary.min, max: summary.max },
    matchedOn,
    sameRegion,
  };
}

/** What makes other lots comparable to one: everything the rating reads but its own price. */
export type ComparedLot = Omit<RatedLot, "status" | "price"> & { priceTypeId: number };

/**
 * The prices in cents, lowest first, of the published lots comparable to `lot` (the lot itself left out), as
 * the last rebuild of the buckets found them; with what they were matched on. The lot may be a draft: the
 * wizard's market price check asks for one before it is published.
 */
export async function comparablePrices(
  db: pg.Pool,
  lot: ComparedLot,
): Promise<{ prices: number[]; matchedOn: string[]; sameRegion: boolean }> {
  const keyValues = [...new Set(lot.keyValues.map((value) => value.id))].sort((a, b) => a - b);
  const rooms = lot.numbers[priceRatingSameNumber];
  const year = lot.numbers.year;
  const regional = priceRatingRegionalNumbers.some((key) => typeof lot.numbers[key] === "number");
  const sameRegion = regional && lot.regionId !== null;
  const hasYear = typeof year === "number";
  const { rows } = await db.query<{ lot_ids: string[]; prices: string[] }>(
    prepared(
      `SELECT lot_ids, prices FROM price_rating_samples
     WHERE category_id = $1 AND action_id = $2 AND price_type_id = $3 AND key_values = $4::int[]
       AND rooms = $5
       AND region_top = CASE WHEN $6 THEN coalesce((SELECT r.path[1] FROM regions r WHERE r.id = $7), 0) ELSE 0 END
       AND year BETWEEN $8 AND $9`,
      [
        lot.categoryId,
        lot.actionId,
        lot.priceTypeId,
        keyValues,
        typeof rooms === "number" ? Math.trunc(rooms) : -1,
        sameRegion,
        lot.regionId,
        hasYear ? Math.trunc(year) - priceRatingYearTolerance : 0,
        hasYear ? Math.trunc(year) + priceRatingYearTolerance : 0,
      ],
    ),
  );
  const own = String(lot.id);
  const prices = rows
    .flatMap((row) => row.prices.filter((_, index) => row.lot_ids[index] !== own))
    .map(Number)
    .sort((a, b) => a - b);
  const matchedOn = [...new Set(lot.keyValues.map((value) => value.filterKey))];
  if (typeof rooms === "number") matchedOn.push(priceRatingSameNumber);
  if (hasYear) matchedOn.push("year");
  return { prices, matchedOn, sameRegion };
}

/** Count, median and range in euros of prices in cents sorted lowest first (at least one). */
export function summaryOf(sorted: readonly number[]) {
  const medianCents = medianOf(sorted);
  return {
    count: sorted.length,
    medianCents,
    median: Math.round(medianCents) / 100,
    min: (sorted[0] as number) / 100,
    max: (sorted[sorted.length - 1] as number) / 100,
  };
}

function medianOf(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Rebuilds the buckets of comparable prices from the published lots, in one transaction (readers see the
 * old buckets or the new, never none). The same-value filters' value ids go in as one constant array, which
 * PostgreSQL looks values up in by hash.
 */
export async function refreshPriceRatingSamples(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ ids: number[] | null }>(
    `SELECT array_agg(v.id) AS ids FROM filter_values v JOIN filters f ON f.id = v.filter_id
     WHERE f.key = ANY ($1::text[])`,
    [priceRatingSameValueFilters],
  );
  await client.query("DELETE FROM price_rating_samples");
  await client.query(
    `INSERT INTO price_rating_samples
       (category_id, action_id, price_type_id, key_values, rooms, region_top, year, lot_ids, prices)
     SELECT category_id, action_id, price_type_id, key_values, rooms, region_top, year,
       (array_agg(id ORDER BY publish_date DESC NULLS LAST, id DESC))[1:${priceRatingSample}],
       (array_agg(price_cents ORDER BY publish_date DESC NULLS LAST, id DESC))[1:${priceRatingSample}]
     FROM (
       SELECT l.id, l.category_id, l.action_id, (l.prices -> 0 ->> 'priceTypeId')::int AS price_type_id,
         ARRAY(SELECT DISTINCT v FROM unnest(l.filter_value_ids) v WHERE v = ANY ($1::int[]) ORDER BY v)
           AS key_values,
         coalesce(trunc((l.numbers ->> $2)::numeric)::int, -1) AS rooms,
         CASE WHEN l.numbers ?| $3::text[] THEN coalesce(r.path[1], 0) ELSE 0 END AS region_top,
         coalesce(trunc((l.numbers ->> 'year')::numeric)::int, 0) AS year,
         l.price_cents, l.publish_date
       FROM lots l LEFT JOIN regions r ON r.id = l.region_id
       WHERE l.status = 2 AND l.price_cents > 0 AND l.action_id = ANY ($4::int[])
         AND jsonb_typeof(l.prices -> 0 -> 'priceTypeId') = 'number'
     ) rated
     GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    [rows[0]?.ids ?? [], priceRatingSameNumber, priceRatingRegionalNumbers, priceRatedActions],
  );
}

export const refreshPriceRatingSamplesInTransaction = (pool: pg.Pool): Promise<void> =>
  inTransaction(pool, refreshPriceRatingSamples);
