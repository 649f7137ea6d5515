import { askedCategories, type LotList, type LotListQuery, listCountCap } from "@tirgus/domain/lot-list";
import type pg from "pg";
import { prepared } from "../../db/prepared.ts";
import { lotCards } from "./cards.ts";
import { type ListCatalogue, listCatalogue } from "./catalogue-cache.ts";
import { type ListConditions, listConditions, SqlParams } from "./conditions.ts";
import { orderByKeys, orderedLotsSql, orderKeys } from "./ordering.ts";

const emptyList: LotList = { count: 0, countCapped: false, data: [] };

/**
 * A page of published lots. The page's ids come from one query over the covering indexes (decision 0018),
 * the cards from a second one over just those ids, and the count in parallel: from kept counts when the
 * list is a category narrowed by nothing or by one filter value, otherwise counted up to the cap (and kept a
 * minute for the list's other pages and sorts, recentCount). Pages end
 * at the cap too (decision 0018): page 501 of 20 answers an empty list with the count.
 */
export async function listLots(pool: pg.Pool, query: LotListQuery, now = new Date()): Promise<LotList> {
  const list = await listSql(pool, query, now);
  if (!list) return emptyList;
  const { catalogue, conditions, where, params } = list;
  const offset = (query.page - 1) * query.itemsPerPage;
  const kept = keptCountOf(query, conditions, catalogue, now);
  const [ids, counted] = await Promise.all([
    offset >= listCountCap ? Promise.resolve([]) : pageIds(pool, query, where, params),
    kept ? keptCount(pool, kept) : recentCount(pool, where, params),
  ]);
  const count = offset < listCountCap ? pageBoundCount(counted, offset, ids.length, query) : counted;
  return { ...count, data: await lotCards(pool, ids, catalogue) };
}

/**
 * The first page of a list that shows no count (the home and landing rows): its count is the page's own.
 * Counting the highlighted lots of a category read thousands of them for a number nobody saw (141 ms for
 * real estate at 1M lots).
 */
async function uncountedLots(pool: pg.Pool, query: LotListQuery): Promise<LotList> {
  const list = await listSql(pool, query, new Date());
  if (!list) return emptyList;
  const ids = await pageIds(pool, query, list.where, list.params);
  const data = await lotCards(pool, ids, list.catalogue);
  return { count: data.length, countCapped: false, data };
}

/** A list's conditions as SQL over `lots l`, with their parameters; null when it cannot match anything. */
async function listSql(pool: pg.Pool, query: LotListQuery, now: Date) {
  const catalogue = await listCatalogue(pool);
  const params = new SqlParams();
  const conditions = listConditions(query, catalogue, params, now);
  if (conditions.empty) return null;
  return { catalogue, conditions, params, where: conditions.where.join(" AND ") };
}

async function pageIds(pool: pg.Pool, query: LotListQuery, where: string, params: SqlParams) {
  const { orderColumn, orderDirection, itemsPerPage, page } = query;
  const lots = orderedLotsSql(where, orderColumn, orderDirection, itemsPerPage, (page - 1) * itemsPerPage);
  const { rows } = await pool.query<{ id: string }>(
    `SELECT p.id FROM (${lots}) p ORDER BY ${orderByKeys(orderKeys(orderColumn, orderDirection), "p")}`,
    params.values,
  );
  return rows.map((row) => Number(row.id));
}

type Counted = Pick<LotList, "count" | "countCapped">;

/**
 * What a list's kept count is read from: a category's ad_count, the categories' sum, a category's within a
 * region, or a used value's.
 */
type KeptCount = { category?: number; region?: number; value?: number; adult: boolean };

/**
 * The kept count that is exactly the list's, if one is: a list of one category (or of all) narrowed by
 * nothing; a category narrowed by a region alone (region_ad_counts, kept by triggers, migration 0044); or by a
 * single filter value (used_filter_values, kept per category and value every 10 minutes).
 */
function keptCountOf(
  query: LotListQuery,
  conditions: ListConditions,
  catalogue: ListCatalogue,
  now: Date,
): KeptCount | null {
  const categories = askedCategories(query);
  if (categories.length > 1) return null;
  const [category] = categories;
  if (!conditions.narrowed) return { category, adult: query.adult === true };
  if (category === undefined || conditions.adultExcluded) return null;
  if (query.region !== undefined) {
    const withoutRegion = listConditions({ ...query, region: undefined }, catalogue, new SqlParams(), now);
    return withoutRegion.narrowed ? null : { category, region: query.region, adult: true };
  }
  const chosen = Object.values(query.values);
  const value = chosen.length === 1 && chosen[0]?.length === 1 ? chosen[0][0] : undefined;
  if (value === undefined) return null;
  const withoutValues = listConditions({ ...query, values: {} }, catalogue, new SqlParams(), now);
  return withoutValues.narrowed ? null : { category, value, adult: true };
}

async function keptCount(pool: pg.Pool, kept: KeptCount): Promise<Counted> {
  const { rows } = await pool.query<{ count: number }>(prepared(...keptCountSql(kept)));
  return { count: rows[0]?.count ?? 0, countCapped: false };
}

/** The statement reading a kept count, and its parameters. */
function keptCountSql(kept: KeptCount): [string, unknown[]] {
  const target = "coalesce((SELECT shortcut_to FROM categories WHERE id = $1), $1)";
  if (kept.category === undefined)
    return [
      `SELECT coalesce(sum(ad_count), 0)::int AS count FROM categories
       WHERE parent_id IS NULL ${kept.adult ? "" : "AND NOT adult"}`,
      [],
    ];
  if (kept.value !== undefined)
    return [
      `SELECT coalesce(max(lots), 0)::int AS count FROM used_filter_values
       WHERE category_id = ${target} AND value_id = $2`,
      [kept.category, kept.value],
    ];
  if (kept.region !== undefined)
    return [
      `SELECT coalesce(max(ad_count), 0)::int AS count FROM region_ad_counts
       WHERE region_id = $2 AND category_id = ${target}`,
      [kept.category, kept.region],
    ];
  return [`SELECT ad_count AS count FROM categories WHERE id = ${target}`, [kept.category]];
}

/**
 * A kept count may lag the lots by minutes; the page itself bounds it: a page that is not full ends the
 * list, and a full one proves at least as many lots as it reaches. A count at the cap stays there.
 */
function pageBoundCount(kept: Counted, offset: number, found: number, query: LotListQuery): Counted {
  if ((found === 0 && offset > 0) || kept.countCapped) return kept;
  const count = found < query.itemsPerPage ? offset + found : Math.max(kept.count, offset + found);
  return { count, countCapped: false };
}

/** How long a list's count is kept for its other pages and sorts, and how many lists' counts a process keeps. */
const recentCountMs = 60_000;
const recentCountsKept = 5_000;
const recentCounts = new WeakMap<pg.Pool, Map<string, { at: number; counted: Promise<Counted> }>>();

/**
 * The count of a list without a kept count, counted once a minute per list: a visitor paging through a list,
 * or sorting it another way, asks for the same count each time (8-50 ms for real estate in a part of a town's
 * map at 1M lots). Keyed by the list's conditions, which neither its page nor its order changes; the page
 * bounds it as it bounds kept counts (pageBoundCount), and a lot published meanwhile is counted within the
 * minute, as kept counts are within minutes. Concurrent asks share one count.
 */
function recentCount(pool: pg.Pool, where: string, params: SqlParams): Promise<Counted> {
  let counts = recentCounts.get(pool);
  if (!counts) {
    counts = new Map();
    recentCounts.set(pool, counts);
  }
  const key = `${where}\u0000${JSON.stringify(params.values)}`;
  const now = Date.now();
  const known = counts.get(key);
  if (known && now - known.at < recentCountMs) return known.counted;
  const counted = countUpToCap(pool, where, params);
  const kept = counts;
  counted.catch(() => kept.delete(key));
  counts.delete(key);
  counts.set(key, { at: now, counted });
  // A Map iterates in insertion order: the first key is the oldest count.
  if (counts.size > recentCountsKept) counts.delete(counts.keys().next().value as string);
  return counted;
}

async function countUpToCap(pool: pg.Pool, where: string, params: SqlParams): Promise<Counted> {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM lots l WHERE ${where} LIMIT ${listCountCap + 1}) matches`,
    params.values,
  );
  const count = rows[0]?.count ?? 0;
  return count > listCountCap ? { count: listCountCap, countCapped: true } : { count, countCapped: false };
}

/**
 * What a row of lots is of: a category (or all), within a region (with its parts) or everywhere; `adult`: adult
 * categories' lots are not left out.
 */
export type LotRowOf = { category?: number; region?: number; adult: boolean };

/** Newest lots of a row, the Recently added rows. */
export async function recentLots(pool: pg.Pool, row: LotRowOf, limit: number): Promise<LotList> {
  return uncountedLots(pool, { ...row, page: 1, itemsPerPage: limit, values: {}, ranges: {} });
}

/**
 * Highlighted lots of a row, newest first: the highlighted rows. Highlighting is paid for and few lots have
 * it, so the list is read through the date index and filtered.
 */
export async function highlightedLots(pool: pg.Pool, row: LotRowOf, limit: number): Promise<LotList> {
  return uncountedLots(pool, {
    ...row,
    highlighted: true,
    page: 1,
    itemsPerPage: limit,
    values: {},
    ranges: {},
  });
}

/** The stored search of a preset carousel (a query string of GET /api/lots), or null for an unknown preset. */
export async function presetSearch(pool: pg.Pool, presetId: number): Promise<string | null> {
  const { rows } = await pool.query<{ search: string }>("SELECT search FROM preset_offers WHERE id = $1", [
    presetId,
  ]);
  return rows[0]?.search ?? null;
}
