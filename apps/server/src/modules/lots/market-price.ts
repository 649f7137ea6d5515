import type { MarketPrice } from "@tirgus/domain/lot-form-api";
import type pg from "pg";
import { comparablePrices, isPriceRatingValueFilter, summaryOf } from "./price-rating.ts";

/**
 * The wizard's "similar-items market price check" (spec 2 section 1): the prices of the published lots
 * comparable to this one, by the price rating's rules and buckets (decision 0025), for any lot, a draft
 * too. The price type is the lot's first price's, or its action's first when no price is filled in yet.
 * Null when there is no such lot.
 */
export async function lotMarketPrice(pool: pg.Pool, lotId: number): Promise<MarketPrice | null> {
  const { rows } = await pool.query<{
    category_id: number;
    action_id: number;
    price_type_id: number | null;
    numbers: Record<string, number>;
    region_id: number | null;
    key_values: { id: number; filterKey: string }[];
  }>(
    `SELECT l.category_id, l.action_id, l.numbers, l.region_id,
            coalesce((l.prices -> 0 ->> 'priceTypeId')::int,
                     (SELECT a.price_type_ids[1] FROM category_actions a
                       WHERE a.category_id = l.category_id AND a.action_id = l.action_id)) AS price_type_id,
            coalesce((SELECT json_agg(json_build_object('id', v.id, 'filterKey', f.key))
                        FROM filter_values v JOIN filters f ON f.id = v.filter_id
                       WHERE v.id = ANY (l.filter_value_ids)), '[]') AS key_values
       FROM lots l WHERE l.id = $1`,
    [lotId],
  );
  const lot = rows[0];
  if (!lot) return null;
  const none = { count: 0, median: null, min: null, max: null };
  if (lot.price_type_id === null) return none;
  const { prices } = await comparablePrices(pool, {
    id: lotId,
    categoryId: lot.category_id,
    actionId: lot.action_id,
    priceTypeId: lot.price_type_id,
    keyValues: lot.key_values.filter((value) => isPriceRatingValueFilter(value.filterKey)),
    numbers: lot.numbers,
    regionId: lot.region_id,
  });
  if (prices.length === 0) return none;
  const { count, median, min, max } = summaryOf(prices);
  return { count, median, min, max };
}
