import { createHash } from "node:crypto";
import { LotStatus } from "@tirgus/domain/lots";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";

/**
 * Who a view is counted for: the signed-in user, else the anonymous visitor's watch identifier, else a hash of
 * their address and browser (a visitor without cookies). Only a hash is kept: the table says who looked at what.
 */
export function visitorKey(input: {
  userId: number | null;
  watch: string | undefined;
  ip: string;
  userAgent: string | undefined;
}): string {
  const source =
    input.userId !== null
      ? `user ${input.userId}`
      : input.watch
        ? `watch ${input.watch}`
        : `address ${input.ip} ${input.userAgent ?? ""}`;
  return createHash("sha256").update(source).digest("base64url").slice(0, 22);
}

/**
 * Counts a view of a published lot once per visitor and calendar day in Riga; the owner's own visits do not
 * count. Answers whether this view was counted.
 */
export async function recordView(
  pool: pg.Pool,
  lotId: number,
  visitor: string,
  viewerId: number | null,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `WITH visit AS (
       INSERT INTO lot_visits (lot_id, day, visitor)
       SELECT l.id, (now() AT TIME ZONE 'Europe/Riga')::date, $2
       FROM lots l WHERE l.id = $1 AND l.status = ${LotStatus.published}
         AND l.owner_id IS DISTINCT FROM $3::bigint
       ON CONFLICT DO NOTHING
       RETURNING lot_id)
     INSERT INTO lot_views_pending (lot_id, views) SELECT lot_id, 1 FROM visit
     ON CONFLICT (lot_id) DO UPDATE SET views = lot_views_pending.views + 1`,
    [lotId, visitor, viewerId],
  );
  return rowCount === 1;
}

/**
 * Adds the waiting views to their lots and forgets visits older than yesterday (a visitor's "today" in Riga is
 * at most a day behind the server's date). A view recorded while this runs waits for the next run: the
 * DELETE takes only the rows it saw, and a new view of a taken lot inserts a fresh pending row.
 */
export function addPendingViews(pool: pg.Pool): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `WITH moved AS (DELETE FROM lot_views_pending RETURNING lot_id, views)
       UPDATE lots SET views = lots.views + moved.views FROM moved WHERE lots.id = moved.lot_id`,
    );
    await client.query("DELETE FROM lot_visits WHERE day < current_date - 1");
    return rowCount ?? 0;
  });
}
