import { ActionType } from "@tirgus/domain/catalogue";
import { LotStatus } from "@tirgus/domain/lots";
import type pg from "pg";

/** Lots the demo buyer has bookmarked (one of each top-level category's newest) and has in the compare list. */
const demoFavorites = 6;
const demoCompared = 3;

/**
 * The demo buyer's favourites and compare list, so that `/my/bookmarks` and `/compare` show what they are for on
 * a first start: the newest published lot of the first top-level categories (not adult ones), and the newest
 * cars for sale side by side. Each list is read through the category indexes, so a 1M load costs nothing; lots already
 * on a list stay as they are.
 */
export async function addDemoWatchLists(client: pg.PoolClient, buyerId: number, now: Date): Promise<void> {
  const favorites = await client.query<{ id: string }>(
    `SELECT newest.id FROM categories c
     CROSS JOIN LATERAL (
       SELECT l.id FROM lots l WHERE l.status = $1 AND l.category_top = c.id AND l.owner_id IS DISTINCT FROM $2
       ORDER BY l.publish_date DESC, l.id DESC LIMIT 1) newest
     WHERE c.parent_id IS NULL AND NOT c.adult AND c.status = 'active'
     ORDER BY c.sort, c.id LIMIT $3`,
    [LotStatus.published, buyerId, demoFavorites],
  );
  const compared = await client.query<{ id: string }>(
    `SELECT l.id FROM lots l JOIN categories c ON c.id = l.category_id
     WHERE c.key = 'cars' AND l.action_id = $4 AND l.status = $1 AND l.owner_id IS DISTINCT FROM $2
     ORDER BY l.publish_date DESC, l.id DESC LIMIT $3`,
    [LotStatus.published, buyerId, demoCompared, ActionType.sell],
  );
  const add = (table: "favorites" | "compare_entries", ids: string[]) =>
    client.query(
      `INSERT INTO ${table} (user_id, lot_id, created_at)
       SELECT $1, lot.id, $3::timestamptz - make_interval(hours => lot.n::int)
       FROM unnest($2::bigint[]) WITH ORDINALITY AS lot(id, n)
       ON CONFLICT DO NOTHING`,
      [buyerId, ids, now],
    );
  await add(
    "favorites",
    favorites.rows.map((row) => row.id),
  );
  await add(
    "compare_entries",
    compared.rows.map((row) => row.id),
  );
}
