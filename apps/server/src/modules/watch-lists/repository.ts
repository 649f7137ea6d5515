import { LotStatus } from "@tirgus/domain/lots";
import type { BookmarkOrderColumn, WatchListKind } from "@tirgus/domain/watch-lists";
import type pg from "pg";

/** Who keeps a list: a signed-in user, or an anonymous visitor by the watch identifier. */
export type WatchOwner = { userId: number } | { identifier: string };

type Db = pg.Pool | pg.PoolClient;

const tables: Record<WatchListKind, string> = { favorites: "favorites", compare: "compare_entries" };

/**
 * Lots other people may still look at: published ones and ended ones (closed, deleted, expired), which the lot
 * page shows as Sold or Expired. Drafts and blocked lots leave the lists until they are visible again.
 */
export const visibleStatuses: readonly number[] = [
  LotStatus.published,
  LotStatus.closed,
  LotStatus.deleted,
  LotStatus.expired,
];

/** The owner's column and value, as a condition on `alias` with the value at `$n`. */
function ownerCondition(
  owner: WatchOwner,
  alias: string,
  n: number,
): { sql: string; value: number | string } {
  return "userId" in owner
    ? { sql: `${alias}.user_id = $${n}`, value: owner.userId }
    : { sql: `${alias}.watch_identifier = $${n}`, value: owner.identifier };
}

/** Whether a watch identifier was handed out by POST /api/watch. */
export async function watchIdentifierExists(db: Db, identifier: string): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM watch_identifiers WHERE identifier = $1", [identifier]);
  return rowCount === 1;
}

/** The lot's status, end date and owner, or null when there is no such lot. */
export async function lotForList(
  db: Db,
  lotId: number,
): Promise<{ status: number; endDate: Date | null; ownerId: number | null } | null> {
  const { rows } = await db.query<{ status: number; end_date: Date | null; owner_id: string | null }>(
    "SELECT status, end_date, owner_id FROM lots WHERE id = $1",
    [lotId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.status,
    endDate: row.end_date,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
  };
}

/** The ids of the lots in a list, the latest added first; lots no longer visible are left out. */
export async function listedIds(db: Db, kind: WatchListKind, owner: WatchOwner): Promise<number[]> {
  const where = ownerCondition(owner, "w", 1);
  const { rows } = await db.query<{ lot_id: string }>(
    `SELECT w.lot_id FROM ${tables[kind]} w JOIN lots l ON l.id = w.lot_id
     WHERE ${where.sql} AND l.status = ANY ($2::smallint[])
     ORDER BY w.created_at DESC, w.id DESC`,
    [where.value, visibleStatuses],
  );
  return rows.map((row) => Number(row.lot_id));
}

/** The ids of the lots in either of the owner's lists, in no order. */
export async function savedLotIds(db: Db, owner: WatchOwner): Promise<number[]> {
  const where = ownerCondition(owner, "w", 1);
  const { rows } = await db.query<{ lot_id: string }>(
    `SELECT w.lot_id FROM favorites w WHERE ${where.sql}
     UNION SELECT w.lot_id FROM compare_entries w WHERE ${where.sql}`,
    [where.value],
  );
  return rows.map((row) => Number(row.lot_id));
}

/** How many visible lots each list holds. */
export async function listCounts(db: Db, owner: WatchOwner): Promise<Record<WatchListKind, number>> {
  const favorites = ownerCondition(owner, "w", 1);
  const { rows } = await db.query<{ favorites: number; compare: number }>(
    `SELECT
       (SELECT count(*)::int FROM favorites w JOIN lots l ON l.id = w.lot_id
         WHERE ${favorites.sql} AND l.status = ANY ($2::smallint[])) AS favorites,
       (SELECT count(*)::int FROM compare_entries w JOIN lots l ON l.id = w.lot_id
         WHERE ${favorites.sql} AND l.status = ANY ($2::smallint[])) AS compare`,
    [favorites.value, visibleStatuses],
  );
  return { favorites: rows[0]?.favorites ?? 0, compare: rows[0]?.compare ?? 0 };
}

/**
 * Serialises the writes of one owner's list, so two tabs adding at once cannot both pass the compare maximum.
 * Held to the end of the transaction.
 */
export async function lockList(client: pg.PoolClient, kind: WatchListKind, owner: WatchOwner): Promise<void> {
  const key = "userId" in owner ? `${kind}:user:${owner.userId}` : `${kind}:watch:${owner.identifier}`;
  await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);
}

/** Adds a lot; adding one that is already there changes nothing. */
export async function addToList(
  db: Db,
  kind: WatchListKind,
  owner: WatchOwner,
  lotId: number,
): Promise<void> {
  const [column, value] =
    "userId" in owner ? ["user_id", owner.userId] : ["watch_identifier", owner.identifier];
  await db.query(
    `INSERT INTO ${tables[kind]} (${column}, lot_id) VALUES ($1, $2)
     ON CONFLICT (${column}, lot_id) WHERE ${column} IS NOT NULL DO NOTHING`,
    [value, lotId],
  );
}

/** Removes a lot; removing one that is not there changes nothing. */
export async function removeFromList(db: Db, kind: WatchListKind, owner: WatchOwner, lotId: number) {
  const where = ownerCondition(owner, "w", 1);
  await db.query(`DELETE FROM ${tables[kind]} w WHERE ${where.sql} AND w.lot_id = $2`, [where.value, lotId]);
}

export async function isListed(db: Db, kind: WatchListKind, owner: WatchOwner, lotId: number) {
  const where = ownerCondition(owner, "w", 1);
  const { rowCount } = await db.query(
    `SELECT 1 FROM ${tables[kind]} w WHERE ${where.sql} AND w.lot_id = $2`,
    [where.value, lotId],
  );
  return rowCount === 1;
}

/** How many people (accounts and anonymous visitors) bookmarked a lot: counted over the lot's index. */
export async function favoriteCount(db: Db, lotId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM favorites WHERE lot_id = $1",
    [lotId],
  );
  return rows[0]?.count ?? 0;
}

const bookmarkOrder: Record<BookmarkOrderColumn, string> = {
  addedDate: "w.created_at",
  createDate: "l.create_date",
};

/** A page of bookmarked lot ids in the chosen order, and how many there are. */
export async function bookmarkPage(
  db: Db,
  owner: WatchOwner,
  page: { offset: number; limit: number; orderColumn: BookmarkOrderColumn; orderDirection: "asc" | "desc" },
): Promise<{ count: number; ids: number[] }> {
  const where = ownerCondition(owner, "w", 1);
  const direction = page.orderDirection === "asc" ? "ASC" : "DESC";
  const { rows } = await db.query<{ lot_id: string; total: number }>(
    `SELECT w.lot_id, count(*) OVER ()::int AS total FROM favorites w JOIN lots l ON l.id = w.lot_id
     WHERE ${where.sql} AND l.status = ANY ($2::smallint[])
     ORDER BY ${bookmarkOrder[page.orderColumn]} ${direction}, w.id ${direction}
     LIMIT $3 OFFSET $4`,
    [where.value, visibleStatuses, page.limit, page.offset],
  );
  if (rows.length > 0) return { count: rows[0]?.total ?? 0, ids: rows.map((row) => Number(row.lot_id)) };
  // A page past the end still says how many there are.
  const counts = await listCounts(db, owner);
  return { count: counts.favorites, ids: [] };
}

/**
 * Moves an anonymous visitor's lists to the account that signed in with the identifier (a watch merger):
 * lots already in the account's lists stay once, the user's own lots are not bookmarked, and the compare list
 * takes the visitor's latest additions only as far as its maximum leaves room.
 */
export async function mergeLists(
  client: pg.PoolClient,
  identifier: string,
  userId: number,
  compareMax: number,
) {
  await lockList(client, "compare", { userId });
  await client.query(
    `INSERT INTO favorites (user_id, lot_id, created_at)
     SELECT $2, f.lot_id, f.created_at FROM favorites f JOIN lots l ON l.id = f.lot_id
     WHERE f.watch_identifier = $1 AND l.owner_id IS DISTINCT FROM $2
     ON CONFLICT (user_id, lot_id) WHERE user_id IS NOT NULL DO NOTHING`,
    [identifier, userId],
  );
  await client.query(
    `INSERT INTO compare_entries (user_id, lot_id, created_at)
     SELECT $2, c.lot_id, c.created_at FROM compare_entries c
     WHERE c.watch_identifier = $1
       AND NOT EXISTS (SELECT 1 FROM compare_entries u WHERE u.user_id = $2 AND u.lot_id = c.lot_id)
     ORDER BY c.created_at DESC, c.id DESC
     LIMIT greatest(0, $3 - (SELECT count(*) FROM compare_entries u WHERE u.user_id = $2))
     ON CONFLICT (user_id, lot_id) WHERE user_id IS NOT NULL DO NOTHING`,
    [identifier, userId, compareMax],
  );
  await client.query("DELETE FROM favorites WHERE watch_identifier = $1", [identifier]);
  await client.query("DELETE FROM compare_entries WHERE watch_identifier = $1", [identifier]);
}
