import { type LotList, type LotListQuery, listCountCap } from "@tirgus/domain/lot-list";
import type pg from "pg";
import { lotCards } from "./cards.ts";
import { listCatalogue } from "./catalogue-cache.ts";
import { listConditions, SqlParams } from "./conditions.ts";
import { orderBy } from "./ordering.ts";

const emptyList: LotList = { count: 0, countCapped: false, data: [] };

/**
 * A page of published lots. The page's ids come from one query over the partial indexes (decision 0011),
 * the cards from a second one over just those ids, and the count in parallel: from the categories' kept
 * counts when nothing but the category narrows the list, otherwise counted up to the cap. Pages end at the
 * cap too (decision 0018): page 501 of 20 answers an empty list with the count.
 */
export async function listLots(pool: pg.Pool, query: LotListQuery, now = new Date()): Promise<LotList> {
  const catalogue = await listCatalogue(pool);
  const params = new SqlParams();
  const conditions = listConditions(query, catalogue, params, now);
  if (conditions.empty) return emptyList;
  const offset = (query.page - 1) * query.itemsPerPage;
  const where = conditions.where.join(" AND ");
  const pageIds =
    offset >= listCountCap
      ? Promise.resolve([])
      : pool
          .query<{ id: string }>(
            `SELECT l.id FROM lots l WHERE ${where}
             ORDER BY ${orderBy(query.orderColumn, query.orderDirection)}
             LIMIT ${query.itemsPerPage} OFFSET ${offset}`,
            params.values,
          )
          .then(({ rows }) => rows.map((row) => Number(row.id)));
  const [ids, counted] = await Promise.all([
    pageIds,
    countLots(pool, query, conditions.narrowed, where, params),
  ]);
  return { ...counted, data: await lotCards(pool, ids, catalogue) };
}

async function countLots(
  pool: pg.Pool,
  query: LotListQuery,
  narrowed: boolean,
  where: string,
  params: SqlParams,
): Promise<Pick<LotList, "count" | "countCapped">> {
  const categories = query.categories ?? (query.category === undefined ? [] : [query.category]);
  if (!narrowed && categories.length <= 1) {
    const { rows } = await pool.query<{ count: number }>(
      categories.length === 1
        ? "SELECT coalesce(target.ad_count, c.ad_count) AS count FROM categories c LEFT JOIN categories target ON target.id = c.shortcut_to WHERE c.id = $1"
        : `SELECT coalesce(sum(ad_count), 0)::int AS count FROM categories
           WHERE parent_id IS NULL ${query.adult ? "" : "AND NOT adult"}`,
      categories,
    );
    return { count: rows[0]?.count ?? 0, countCapped: false };
  }
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM lots l WHERE ${where} LIMIT ${listCountCap + 1}) matches`,
    params.values,
  );
  const count = rows[0]?.count ?? 0;
  return count > listCountCap ? { count: listCountCap, countCapped: true } : { count, countCapped: false };
}

/** Newest lots of a category (or of all), the Recently added row. */
export async function recentLots(
  pool: pg.Pool,
  category: number | undefined,
  limit: number,
): Promise<LotList> {
  const query: LotListQuery = { category, page: 1, itemsPerPage: limit, values: {}, ranges: {} };
  const { data } = await listLots(pool, query);
  return { count: data.length, countCapped: false, data };
}

/**
 * Highlighted lots of a category (or of all), newest first: the highlighted rows. Highlighting is paid for
 * and few lots have it, so the list is read through the date index and filtered.
 */
export async function highlightedLots(
  pool: pg.Pool,
  category: number | undefined,
  limit: number,
): Promise<LotList> {
  const query: LotListQuery = {
    category,
    highlighted: true,
    page: 1,
    itemsPerPage: limit,
    values: {},
    ranges: {},
  };
  const { data } = await listLots(pool, query);
  return { count: data.length, countCapped: false, data };
}

/** The stored search of a preset carousel (a query string of GET /api/lots), or null for an unknown preset. */
export async function presetSearch(pool: pg.Pool, presetId: number): Promise<string | null> {
  const { rows } = await pool.query<{ search: string }>("SELECT search FROM preset_offers WHERE id = $1", [
    presetId,
  ]);
  return rows[0]?.search ?? null;
}
