import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";
import { randomToken } from "../auth/crypto.ts";
import type { Queryable } from "../auth/repository.ts";

/**
 * Moves what an anonymous visitor kept under a watch identifier (favourites, compare, ...) to the account
 * that signs in with it. Features keyed by the identifier add their merger to `watchMergers`.
 */
export type WatchMerger = (client: pg.PoolClient, identifier: string, userId: number) => Promise<void>;
export const watchMergers: WatchMerger[] = [];

export async function createWatchIdentifier(db: Queryable): Promise<string> {
  const identifier = randomToken();
  await db.query("INSERT INTO watch_identifiers (identifier) VALUES ($1)", [identifier]);
  return identifier;
}

/**
 * Records the identifier as the user's and runs every merger in one transaction. An identifier that another
 * account already owns is left alone: a shared computer must not hand one person's list to the next.
 */
export async function mergeWatchIdentifier(pool: pg.Pool, identifier: string, userId: number) {
  await inTransaction(pool, async (client) => {
    const claimed = await client.query(
      `UPDATE watch_identifiers SET user_id = $2, merged_at = now()
       WHERE identifier = $1 AND (user_id IS NULL OR user_id = $2)`,
      [identifier, userId],
    );
    if (claimed.rowCount === 1) for (const merge of watchMergers) await merge(client, identifier, userId);
  });
}
