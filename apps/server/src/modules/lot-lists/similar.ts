import type { LotList } from "@tirgus/domain/lot-list";
import { LotStatus } from "@tirgus/domain/lots";
import type pg from "pg";
import { lotCards } from "./cards.ts";
import { listCatalogue } from "./catalogue-cache.ts";
import { categoryCondition, SqlParams } from "./conditions.ts";

/** Lots whose page exists for everyone (published or ended): those have similar lots. */
const shownStatuses: ReadonlySet<number> = new Set([
  LotStatus.published,
  LotStatus.closed,
  LotStatus.deleted,
  LotStatus.expired,
]);

/** Similar lots a lot page shows; fewer in the lot's category are topped up from its parent category. */
const similarLotsShown = 12;
/**
 * Similar lots ranked and kept for a lot: twice those shown, so that the lots a visitor already keeps in
 * favourites or the compare list can be left out of their row and it stays full.
 */
const similarLotsKept = 2 * similarLotsShown;
/** Newest lots of the category that similar lots are picked and ranked from (a bounded index walk). */
const similarLotsCandidates = 200;

type Source = { category_id: number; filter_value_ids: number[]; price_cents: string | null };

/**
 * Similar lots of a lot (spec 1 section 7), the 24 best, or null when the lot has no public page. The newest
 * 200 published lots of its category are ranked by the filter values they share with it (make, model,
 * fuel...), then by how close their price is, then by date; when the category has fewer than 24 others, the
 * newest of the parent category fill the list. Both reads walk a category's date index and stop early.
 */
export async function similarLots(pool: pg.Pool, lotId: number): Promise<LotList | null> {
  const { rows } = await pool.query<Source & { status: number }>(
    "SELECT status, category_id, filter_value_ids, price_cents FROM lots WHERE id = $1",
    [lotId],
  );
  const lot = rows[0];
  if (!lot || !shownStatuses.has(lot.status)) return null;
  const catalogue = await listCatalogue(pool);
  const ids = await rankedInCategory(pool, lotId, lot);
  const parent = catalogue.categories.get(lot.category_id)?.path.at(-2);
  if (ids.length < similarLotsKept && parent !== undefined)
    ids.push(...(await newestInCategory(pool, parent, [lotId, ...ids], similarLotsKept - ids.length)));
  const data = await lotCards(pool, ids, catalogue);
  return { count: data.length, countCapped: false, data };

  async function newestInCategory(pool: pg.Pool, categoryId: number, except: number[], limit: number) {
    const params = new SqlParams();
    const category = categoryCondition(categoryId, catalogue, params);
    if (category === null) return [];
    const found = await pool.query<{ id: string }>(
      `SELECT l.id FROM lots l WHERE l.status = 2 AND ${category} AND l.id <> ALL (${params.add(except)}::bigint[])
       ORDER BY l.publish_date DESC, l.id DESC LIMIT ${limit}`,
      params.values,
    );
    return found.rows.map((row) => Number(row.id));
  }
}

/**
 * The row a visitor sees: the similar lots less those they keep in favourites or the compare list (they know
 * those already), the best 12 of the rest.
 */
export function similarRowFor(similar: LotList, saved: ReadonlySet<number>): LotList {
  const data = similar.data.filter((card) => !saved.has(card.id)).slice(0, similarLotsShown);
  return { count: data.length, countCapped: false, data };
}

async function rankedInCategory(pool: pg.Pool, lotId: number, lot: Source): Promise<number[]> {
  // Prices compared on a log scale in quarter steps: 900 and 1,000 are equally close, 500 is further.
  const { rows } = await pool.query<{ id: string }>(
    `SELECT c.id FROM (
       SELECT l.id, l.publish_date, l.price_cents,
         (SELECT count(*) FROM unnest(l.filter_value_ids) v WHERE v = ANY ($3::int[])) AS shared
       FROM lots l WHERE l.status = 2 AND l.category_id = $1 AND l.id <> $2
       ORDER BY l.publish_date DESC, l.id DESC LIMIT ${similarLotsCandidates}
     ) c
     ORDER BY c.shared DESC,
       CASE WHEN $4::bigint > 0 AND c.price_cents > 0
         THEN round(abs(ln(c.price_cents::float8 / $4::bigint)) * 4) END ASC NULLS LAST,
       c.publish_date DESC, c.id DESC
     LIMIT ${similarLotsKept}`,
    [lot.category_id, lotId, lot.filter_value_ids, lot.price_cents ?? 0],
  );
  return rows.map((row) => Number(row.id));
}
