import { LotStatus } from "@tirgus/domain/lots";
import type pg from "pg";

/*
 * The SQL of the sitemaps. Lot sitemaps read the lots in id ranges of `lotsPerSitemap` ids and each range in
 * batches, so no request holds more than one batch of rows however many lots there are.
 */

type Slugs = { lv: string; ru: string };

/**
 * A category whose pages may be crawled, with its slugs from the top level down and its published lots (its
 * own and its subcategories', `ad_count`).
 */
export type OpenCategory = { id: number; level: number; slugPath: Slugs[]; lots: number };

/**
 * The categories with pages of their own: active, not adult (those stay behind the age question), not a
 * shortcut (its page is another category's list), and so are all their parents. Parents come first.
 */
export async function openCategories(pool: pg.Pool): Promise<OpenCategory[]> {
  const { rows } = await pool.query<{
    id: number;
    parent_id: number | null;
    level: number;
    lv: string;
    ru: string;
    open: boolean;
    ad_count: number;
  }>(
    `SELECT id, parent_id, level, slug_lv AS lv, slug_ru AS ru, ad_count,
            status = 'active' AND NOT adult AND shortcut_to IS NULL AS open
     FROM categories ORDER BY level, sort, id`,
  );
  const byId = new Map<number, OpenCategory>();
  for (const row of rows) {
    if (!row.open) continue;
    const parent = row.parent_id === null ? null : byId.get(row.parent_id);
    if (row.parent_id !== null && !parent) continue;
    byId.set(row.id, {
      id: row.id,
      level: row.level,
      slugPath: [...(parent?.slugPath ?? []), { lv: row.lv, ru: row.ru }],
      lots: row.ad_count,
    });
  }
  return [...byId.values()];
}

/**
 * One lot sitemap covers `lotsPerSitemap` consecutive ids. Two addresses a lot (lv and ru) keep a file within
 * the 50,000 addresses of sitemaps.org, and a lot stays in the same file for good, so a file changes only
 * when its own lots do.
 */
export const lotsPerSitemap = 25_000;

/**
 * The id ranges that hold published lots of open categories, by number (range n is ids n*25,000 up to
 * (n+1)*25,000-1). A loose index scan: one primary-key look-up a range, not a pass over every lot.
 */
export async function lotRanges(pool: pg.Pool, categoryIds: readonly number[]): Promise<number[]> {
  const { rows } = await pool.query<{ range: string }>(
    `WITH RECURSIVE ranges(range) AS (
       (SELECT id / $1 FROM lots WHERE status = $2 AND category_id = ANY($3::int[]) ORDER BY id LIMIT 1)
       UNION ALL
       SELECT (SELECT l.id / $1 FROM lots l
               WHERE l.status = $2 AND l.category_id = ANY($3::int[]) AND l.id >= (r.range + 1) * $1
               ORDER BY l.id LIMIT 1)
       FROM ranges r WHERE r.range IS NOT NULL
     )
     SELECT range FROM ranges WHERE range IS NOT NULL`,
    [lotsPerSitemap, LotStatus.published, categoryIds],
  );
  return rows.map((row) => Number(row.range));
}

export type SitemapLot = { id: number; categoryId: number; lastmod: Date };

/** Rows a lot sitemap reads at a time. */
const lotBatchSize = 5_000;

/** The published lots of open categories in one id range, in id order, a batch at a time. */
export async function* lotsInRange(
  pool: pg.Pool,
  range: number,
  categoryIds: readonly number[],
): AsyncGenerator<SitemapLot[]> {
  const end = (range + 1) * lotsPerSitemap;
  let after = range * lotsPerSitemap - 1;
  for (;;) {
    const { rows } = await pool.query<{ id: string; category_id: number; lastmod: Date }>(
      `SELECT id, category_id, greatest(publish_date, updated_at) AS lastmod FROM lots
       WHERE status = $1 AND category_id = ANY($2::int[]) AND id > $3 AND id < $4
       ORDER BY id LIMIT $5`,
      [LotStatus.published, categoryIds, after, end, lotBatchSize],
    );
    if (rows.length > 0)
      yield rows.map((row) => ({ id: Number(row.id), categoryId: row.category_id, lastmod: row.lastmod }));
    if (rows.length < lotBatchSize) return;
    after = Number(rows[rows.length - 1]?.id);
  }
}

/** Whose public page a seller sitemap lists: users with published lots of their own, companies with theirs. */
export type SellerKind = "user" | "company";

/** One seller sitemap covers this many consecutive ids: two addresses a seller (lv and ru), as lots. */
export const sellersPerSitemap = 25_000;

const sellerTables: Record<SellerKind, { table: string; owns: string }> = {
  user: { table: "users", owns: "l.owner_id = s.id AND l.company_id IS NULL" },
  company: { table: "companies", owns: "l.company_id = s.id" },
};

/** A seller of `kind` (alias s) with a published lot of its own: a public page with something on it. */
const hasPublishedLots = (kind: SellerKind) =>
  `EXISTS (SELECT 1 FROM lots l WHERE ${sellerTables[kind].owns} AND l.status = $2)`;

/** The id ranges that hold sellers of `kind` with published lots: a loose index scan, as `lotRanges`. */
export async function sellerRanges(pool: pg.Pool, kind: SellerKind): Promise<number[]> {
  const { table } = sellerTables[kind];
  const { rows } = await pool.query<{ range: string }>(
    `WITH RECURSIVE ranges(range) AS (
       (SELECT s.id / $1 FROM ${table} s WHERE ${hasPublishedLots(kind)} ORDER BY s.id LIMIT 1)
       UNION ALL
       SELECT (SELECT s.id / $1 FROM ${table} s
               WHERE s.id >= (r.range + 1) * $1 AND ${hasPublishedLots(kind)} ORDER BY s.id LIMIT 1)
       FROM ranges r WHERE r.range IS NOT NULL
     )
     SELECT range FROM ranges WHERE range IS NOT NULL`,
    [sellersPerSitemap, LotStatus.published],
  );
  return rows.map((row) => Number(row.range));
}

/** The sellers of `kind` with published lots in one id range, in id order. */
export async function sellersInRange(pool: pg.Pool, kind: SellerKind, range: number): Promise<number[]> {
  const { table } = sellerTables[kind];
  const { rows } = await pool.query<{ id: string }>(
    `SELECT s.id FROM ${table} s
     WHERE s.id >= $1::bigint * $3::bigint AND s.id < ($1::bigint + 1) * $3::bigint AND ${hasPublishedLots(kind)} ORDER BY s.id`,
    [range, LotStatus.published, sellersPerSitemap],
  );
  return rows.map((row) => Number(row.id));
}
