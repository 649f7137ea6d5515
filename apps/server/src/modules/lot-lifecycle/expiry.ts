import { isLanguage, type Language } from "@tirgus/domain/languages";
import { LotStatus } from "@tirgus/domain/lots";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { lotToken } from "../lots/lot-tokens.ts";
import { renderExpiryMail } from "./expiry-mail.ts";
import { applyLifecycleAction } from "./service.ts";

export type ExpiryContext = {
  pool: pg.Pool;
  mailer: Mailer;
  publicUrl: string;
  secret: Uint8Array;
  now: Date;
  log: { error(object: object, message: string): void };
};

/** Lots read at a time; each is expired in its own short transaction. */
const batchSize = 200;

/**
 * Moves every published lot whose end date has passed to expired, recording each change as the scheduler's,
 * and e-mails each owner with a one-click prolong link. Returns how many lots expired.
 */
export async function expireDueLots(context: ExpiryContext): Promise<number> {
  const { pool, now } = context;
  let expired = 0;
  // Where the last batch ended, in the order of the end-date index (migration 0028): each batch is a range
  // of it, and a lot that could not be expired is not read again. The end date goes back as PostgreSQL's
  // text, which keeps its microseconds (a Date would not).
  let after = { endDate: "-infinity", id: "0" };
  for (;;) {
    const { rows } = await pool.query<{ id: string; end_date: string }>(
      `SELECT id, end_date::text FROM lots WHERE status = 2 AND end_date <= $1
         AND (end_date, id) > ($2::timestamptz, $3::bigint)
       ORDER BY end_date, id LIMIT $4`,
      [now, after.endDate, after.id, batchSize],
    );
    for (const { id, end_date } of rows) {
      const lotId = Number(id);
      after = { endDate: end_date, id };
      const change = await inTransaction(pool, (client) =>
        applyLifecycleAction(client, lotId, "expire", { userId: null, role: "system" }, { now }),
      );
      if (change.status !== LotStatus.expired) continue;
      expired += 1;
      await notifyOwner(context, lotId);
    }
    if (rows.length < batchSize) return expired;
  }
}

type OwnerRow = { owner_id: string; email: string | null; language: string; title: string };

/** The lot has expired whatever happens to the e-mail: a failed send is logged, not retried into a loop. */
async function notifyOwner(context: ExpiryContext, lotId: number): Promise<void> {
  const { rows } = await context.pool.query<OwnerRow>(
    `SELECT l.owner_id, u.email, u.language,
            coalesce(nullif(l.texts #>> '{lv,title}', ''), l.texts #>> '{ru,title}', '') AS title
       FROM lots l JOIN users u ON u.id = l.owner_id WHERE l.id = $1`,
    [lotId],
  );
  const owner = rows[0];
  if (!owner?.email) return;
  const language: Language = isLanguage(owner.language) ? owner.language : "lv";
  const { token } = lotToken(context.secret, "renew", lotId, Number(owner.owner_id), context.now);
  const renewLink = `${context.publicUrl}/${language}/renew?lot=${lotId}&token=${encodeURIComponent(token)}`;
  const mail = renderExpiryMail(language, { title: owner.title, renewLink }, context.publicUrl);
  try {
    await context.mailer.send({ to: owner.email, ...mail });
  } catch (error) {
    context.log.error({ err: error, lotId }, "expiry e-mail not sent");
  }
}
