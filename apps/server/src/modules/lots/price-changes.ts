import { priceChangesAllowed } from "@tirgus/domain/money";
import { priceCorrectionMinutes } from "@tirgus/domain/price-changes";
import type pg from "pg";

/** What counting a new price did: it was no change that counts, it took one of the lot's changes, or none was left. */
export type PriceChangeCount = "not counted" | "counted" | "none left";

/**
 * Counts a new price of a lot (packages/domain price-changes.ts, decision 0028), in the caller's transaction and
 * before the price is written, so a refused change writes nothing. The callers lock the lot's row before they
 * compare its price with the new one. Only a lot that has gone public counts: the lifecycle sets its publish
 * date when it is first published or approved and never clears it (a draft of the tests and the demo data may
 * carry one, hence the status). `corrections`: a save within `priceCorrectionMinutes` of the last counted change
 * is part of that change (the wizard's saves as the owner types).
 *
 * The count is taken by a conditional UPDATE: of two changes arriving together when one is left, the second's
 * UPDATE waits for the first to commit, reads its count and matches no row.
 */
export async function countPriceChange(
  client: pg.PoolClient,
  lotId: number,
  { corrections }: { corrections: boolean },
): Promise<PriceChangeCount> {
  const { rows } = await client.query<{ counts: boolean; correcting: boolean }>(
    `SELECT status <> 1 AND publish_date IS NOT NULL AS counts,
            coalesce(price_changed_at > now() - make_interval(mins => $2), false) AS correcting
       FROM lots WHERE id = $1`,
    [lotId, priceCorrectionMinutes],
  );
  const lot = rows[0];
  if (!lot?.counts || (corrections && lot.correcting)) return "not counted";
  const taken = await client.query(
    `UPDATE lots SET price_changes = price_changes + 1, price_changed_at = now()
      WHERE id = $1 AND price_changes < $2`,
    [lotId, priceChangesAllowed],
  );
  return taken.rowCount === 1 ? "counted" : "none left";
}
