import type { UsedFilter, UsedRegion, UsedStreet } from "@tirgus/domain/used-filters";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";

type Queryable = pg.Pool | pg.PoolClient;

/**
 * Rebuilds the counts in one transaction, so readers see the old or the new counts and never none. Lots
 * are counted per leaf category first and then added up the tree: unnesting each lot's whole category path
 * would multiply the rows by the depth of the tree (1M lots: see bench/RESULTS.md).
 */
export async function refreshUsedFilterValues(client: pg.PoolClient): Promise<void> {
  await client.query("DELETE FROM used_filter_values");
  await client.query(`
    INSERT INTO used_filter_values (category_id, value_id, lots)
    SELECT ancestor.id, leaf.value_id, sum(leaf.lots)
    FROM (
      SELECT l.category_id, v.value_id, count(*) AS lots
      FROM lots l CROSS JOIN LATERAL unnest(l.filter_value_ids) AS v(value_id)
      WHERE l.status = 2
      GROUP BY 1, 2
    ) leaf
    JOIN categories c ON c.id = leaf.category_id
    JOIN filter_values fv ON fv.id = leaf.value_id
    CROSS JOIN LATERAL unnest(c.path) AS ancestor(id)
    GROUP BY 1, 2`);
}

export const refreshUsedFilterValuesInTransaction = (pool: pg.Pool): Promise<void> =>
  inTransaction(pool, refreshUsedFilterValues);

/** The category's used values by filter, in the category's filter order; null when there is no such category. */
export async function usedFiltersOf(db: Queryable, categoryId: number): Promise<UsedFilter[] | null> {
  const exists = await db.query("SELECT 1 FROM categories WHERE id = $1", [categoryId]);
  if (exists.rowCount === 0) return null;
  const { rows } = await db.query<UsedFilter>(
    `SELECT fv.filter_id AS "filterId",
       json_agg(json_build_object('id', u.value_id, 'lots', u.lots) ORDER BY fv.sequence, fv.id) AS values
     FROM used_filter_values u JOIN filter_values fv ON fv.id = u.value_id
     LEFT JOIN category_filters cf ON cf.category_id = u.category_id AND cf.filter_id = fv.filter_id
     WHERE u.category_id = $1
     GROUP BY fv.filter_id
     ORDER BY min(cf.sort) NULLS LAST, fv.filter_id`,
    [categoryId],
  );
  return rows;
}

const latvianOrder = new Intl.Collator("lv", { numeric: true });

/**
 * The streets published lots of a category (a shortcut's target; with its subcategories) in a region (with its
 * parishes and neighbourhoods) are on, with their places and how many lots each, in Latvian alphabetical order; null when the
 * category or the region is unknown. The region's lots with a street are read from their own index
 * (migration 0043), which carries the lots' category paths.
 */
export async function usedStreetsOf(
  db: Queryable,
  categoryId: number,
  regionId: number,
): Promise<UsedStreet[] | null> {
  const [known, used] = await Promise.all([
    db.query<{ category: boolean; region: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM categories WHERE id = $1) AS category,
         EXISTS (SELECT 1 FROM regions WHERE id = $2) AS region`,
      [categoryId, regionId],
    ),
    db.query<{
      id: number;
      region_id: number;
      names: UsedStreet["name"];
      place: UsedStreet["place"];
      lots: number;
    }>(
      `SELECT s.id, s.region_id, s.names, p.names AS place, u.lots
       FROM (SELECT l.street_id, count(*)::int AS lots FROM lots l
             WHERE l.status = 2 AND l.street_id IS NOT NULL
               AND l.region_id IN (SELECT r.id FROM regions r WHERE $2 = ANY (r.path))
               AND coalesce((SELECT shortcut_to FROM categories WHERE id = $1), $1) = ANY (l.category_path)
             GROUP BY l.street_id) u
       JOIN streets s ON s.id = u.street_id JOIN regions p ON p.id = s.region_id`,
      [categoryId, regionId],
    ),
  ]);
  if (!known.rows[0]?.category || !known.rows[0].region) return null;
  return used.rows
    .map((row) => ({
      id: row.id,
      regionId: row.region_id,
      name: row.names,
      place: row.place,
      lots: row.lots,
    }))
    .sort((a, b) => latvianOrder.compare(a.name.lv, b.name.lv) || a.id - b.id);
}

/**
 * The regions published lots of a category (a shortcut's target; with its subcategories) are in, each with how
 * many (its parts' included), from the kept counts (migration 0044); null when the category is unknown.
 */
export async function usedRegionsOf(db: Queryable, categoryId: number): Promise<UsedRegion[] | null> {
  const { rows } = await db.query<{ known: boolean; used: UsedRegion[] }>(
    `SELECT EXISTS (SELECT 1 FROM categories WHERE id = $1) AS known,
       coalesce((SELECT json_agg(json_build_object('id', u.region_id, 'lots', u.ad_count) ORDER BY u.region_id)
                 FROM region_ad_counts u
                 WHERE u.category_id = coalesce((SELECT shortcut_to FROM categories WHERE id = $1), $1)
                   AND u.ad_count > 0), '[]') AS used`,
    [categoryId],
  );
  const row = rows[0];
  return row?.known ? row.used : null;
}
