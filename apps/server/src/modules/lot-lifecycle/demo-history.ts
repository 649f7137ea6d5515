import type pg from "pg";

/** What demo moderators wrote when they blocked or rejected a demo lot: a reason code and its statement. */
const demoDecisions = [
  ["misleading", "Fotoattēli neatbilst aprakstam: lūdzu, pievienojiet pārdodamās preces fotoattēlus."],
  ["prohibited_item", "Šādu preču tirdzniecība sludinājumu portālā nav atļauta."],
  ["duplicate", "Tāds pats sludinājums jau ir publicēts. Lūdzu, atjaunojiet esošo sludinājumu."],
  ["scam", "Sludinājumā prasīts pilns priekšapmaksas maksājums pirms preces apskates."],
] as const;

/** A later demo load (npm run seed) leaves the lots of earlier ones as they were. */
const unrecorded = "NOT EXISTS (SELECT 1 FROM lot_status_changes c WHERE c.lot_id = l.id)";

/**
 * The lifecycle's record of the demo lots that are not simply published (decision 0028): expired lots were
 * expired by the scheduler, pending ones were held as a new seller's first lots, blocked ones were blocked or
 * rejected by the demo admin with a reason and a statement, so my items and the moderation queue show them as
 * they would be. One statement per kind, in the load's
 * transaction.
 */
export async function addDemoLifecycleHistory(client: pg.PoolClient, adminId: number): Promise<void> {
  await client.query(
    `INSERT INTO lot_status_changes (lot_id, from_status, to_status, action, actor_id, actor_role, created_at)
     SELECT id, 2, 9, 'expire', NULL, 'system', end_date FROM lots l WHERE status = 9 AND end_date IS NOT NULL
        AND ${unrecorded}`,
  );
  await client.query(
    `INSERT INTO lot_status_changes (lot_id, from_status, to_status, action, actor_id, actor_role, reason_code,
                                     created_at)
     SELECT id, 1, 7, 'publish', owner_id, 'owner', 'first_lots', create_date FROM lots l WHERE status = 7
        AND ${unrecorded}`,
  );
  await client.query(
    `INSERT INTO lot_status_changes (lot_id, from_status, to_status, action, actor_id, actor_role, reason_code,
                                     statement, created_at)
     SELECT l.id, 2, 6, CASE WHEN l.id % 2 = 0 THEN 'block' ELSE 'reject' END, $1, 'admin', d.code, d.statement,
            coalesce(l.publish_date, l.create_date) + interval '1 hour'
       FROM lots l
       JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS d(code, statement, n)
         ON d.n = l.id % $4 + 1
      WHERE l.status = 6 AND ${unrecorded}`,
    [
      adminId,
      demoDecisions.map(([code]) => code),
      demoDecisions.map(([, statement]) => statement),
      demoDecisions.length,
    ],
  );
}
