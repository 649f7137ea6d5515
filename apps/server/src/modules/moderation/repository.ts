import { appealReasonCode, type ReportReason } from "@tirgus/domain/moderation";
import type {
  AuditEntry,
  LookupUser,
  ModeratedUser,
  QueueReport,
  RecordedDecision,
} from "@tirgus/domain/moderation-api";
import type pg from "pg";

type Db = pg.Pool | pg.PoolClient;

/** A user's name as moderators read it: the full name, else the e-mail address, else the id. */
const userNameSql = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email,
            '#' || ${alias}.id)`;
const lotTitleSql = (alias: string) =>
  `coalesce(nullif(${alias}.texts #>> '{lv,title}', ''), nullif(${alias}.texts #>> '{ru,title}', ''), '#' || ${alias}.id)`;

export type Reporter = { userId: number } | { watch: string };

export type ReportedLot = {
  status: number;
  endDate: Date | null;
  ownerId: number | null;
  companyId: number | null;
};

export async function reportedLot(db: Db, lotId: number): Promise<ReportedLot | null> {
  const { rows } = await db.query<{
    status: number;
    end_date: Date | null;
    owner_id: string | null;
    company_id: string | null;
  }>("SELECT status, end_date, owner_id, company_id FROM lots WHERE id = $1", [lotId]);
  const row = rows[0];
  if (!row) return null;
  const id = (value: string | null) => (value === null ? null : Number(value));
  return {
    status: row.status,
    endDate: row.end_date,
    ownerId: id(row.owner_id),
    companyId: id(row.company_id),
  };
}

/** False when the reporter already has an open report of the lot (the unique indexes decide). */
export async function insertReport(
  db: Db,
  report: { lotId: number; reporter: Reporter; reason: ReportReason; text: string | null },
): Promise<boolean> {
  const reporterId = "userId" in report.reporter ? report.reporter.userId : null;
  const reporterWatch = "watch" in report.reporter ? report.reporter.watch : null;
  const { rowCount } = await db.query(
    `INSERT INTO lot_reports (lot_id, reporter_id, reporter_watch, reason, text)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [report.lotId, reporterId, reporterWatch, report.reason, report.text],
  );
  return rowCount === 1;
}

/** Closes the lot's open reports with the decision taken; answers how many it closed. */
export async function resolveReports(
  client: pg.PoolClient,
  lotId: number,
  resolution: { by: number; decision: string; at: Date },
): Promise<number> {
  const { rowCount } = await client.query(
    `UPDATE lot_reports SET resolved_at = $3, resolved_by = $2, resolution = $4
      WHERE lot_id = $1 AND resolved_at IS NULL`,
    [lotId, resolution.by, resolution.at, resolution.decision],
  );
  return rowCount ?? 0;
}

/** Which page of a queue: its rows, and only one seller's lots when `sellerId` is set. */
export type QueuePageAsked = { limit: number; offset: number; sellerId: number | null };

export type QueueRow = {
  lotId: number;
  since: Date;
  reasonCode: string | null;
  /** What the seller wrote with an appeal. */
  appealStatement: string | null;
  earlierDecision: RecordedDecision | null;
};

type QueueSqlRow = {
  lot_id: string;
  since: Date;
  reason_code: string | null;
  appeal_statement: string | null;
  earlier: (Omit<RecordedDecision, "decidedAt"> & { decidedAt: string }) | null;
  total: number;
};

const toQueueRow = (row: QueueSqlRow): QueueRow => ({
  lotId: Number(row.lot_id),
  since: row.since,
  reasonCode: row.reason_code,
  appealStatement: row.appeal_statement,
  earlierDecision: row.earlier && {
    ...row.earlier,
    decidedAt: new Date(row.earlier.decidedAt).toISOString(),
  },
});

/**
 * Lots waiting for approval, the longest waiting first, with the change that held them (its reason code names
 * the publish rules, or the appeal) and, for an appeal, the reject or block decision before it. Lots held
 * before changes were recorded (demo data) wait since their last update.
 */
export async function pendingQueue(db: Db, page: QueuePageAsked) {
  const { rows } = await db.query<QueueSqlRow>(
    `SELECT l.id AS lot_id, coalesce(held.created_at, l.updated_at) AS since, held.reason_code,
            CASE WHEN held.reason_code = $3 THEN held.statement END AS appeal_statement,
            CASE WHEN held.reason_code = $3 THEN (
              SELECT json_build_object('action', d.action, 'reasonCode', d.reason_code,
                                       'statement', d.statement, 'decidedAt', d.created_at)
                FROM lot_status_changes d
               WHERE d.lot_id = l.id AND d.action IN ('reject', 'block') AND d.id < held.id
               ORDER BY d.id DESC LIMIT 1) END AS earlier,
            count(*) OVER ()::int AS total
       FROM lots l
       LEFT JOIN LATERAL (
         SELECT s.id, s.created_at, s.reason_code, s.statement FROM lot_status_changes s
          WHERE s.lot_id = l.id AND s.to_status = 7 ORDER BY s.id DESC LIMIT 1) held ON true
      WHERE l.status = 7 AND ($4::bigint IS NULL OR l.owner_id = $4)
      ORDER BY since, l.id
      LIMIT $1 OFFSET $2`,
    [page.limit, page.offset, appealReasonCode, page.sellerId],
  );
  return { count: rows[0]?.total ?? (await countPending(db, page.sellerId)), rows: rows.map(toQueueRow) };
}

/** A page past the end has no rows to carry the total. */
async function countPending(db: Db, sellerId: number | null): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM lots WHERE status = 7 AND ($1::bigint IS NULL OR owner_id = $1)",
    [sellerId],
  );
  return rows[0]?.total ?? 0;
}

/**
 * One lot as an admin looks it up, whatever its status: since its latest change, the change that held it when
 * it waits approval (an appeal with the seller's words), and the latest moderator's decision about it.
 */
export async function lookedUpLot(
  db: Db,
  lotId: number,
): Promise<(QueueRow & { latestDecision: RecordedDecision | null }) | null> {
  const { rows } = await db.query<QueueSqlRow & { latest: QueueSqlRow["earlier"] }>(
    `SELECT l.id AS lot_id, coalesce(latest.created_at, l.updated_at) AS since,
            CASE WHEN l.status = 7 THEN held.reason_code END AS reason_code,
            CASE WHEN l.status = 7 AND held.reason_code = $2 THEN held.statement END AS appeal_statement,
            NULL AS earlier,
            (SELECT json_build_object('action', d.action, 'reasonCode', d.reason_code, 'statement', d.statement,
                                      'decidedAt', d.created_at)
               FROM lot_status_changes d WHERE d.lot_id = l.id AND d.actor_role = 'admin'
              ORDER BY d.id DESC LIMIT 1) AS latest,
            1 AS total
       FROM lots l
       LEFT JOIN LATERAL (SELECT s.created_at FROM lot_status_changes s WHERE s.lot_id = l.id
                           ORDER BY s.id DESC LIMIT 1) latest ON true
       LEFT JOIN LATERAL (SELECT s.reason_code, s.statement FROM lot_status_changes s
                           WHERE s.lot_id = l.id AND s.to_status = 7 ORDER BY s.id DESC LIMIT 1) held ON true
      WHERE l.id = $1`,
    [lotId, appealReasonCode],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...toQueueRow(row),
    latestDecision: row.latest && { ...row.latest, decidedAt: new Date(row.latest.decidedAt).toISOString() },
  };
}

/** Users by id or e-mail address (either may be null), as an admin looks them up. */
export async function lookedUpUsers(
  db: Db,
  userId: number | null,
  email: string | null,
  adminRole: number,
): Promise<LookupUser[]> {
  if (userId === null && email === null) return [];
  const { rows } = await db.query<{
    id: string;
    name: string;
    email: string | null;
    status: number;
    role: number | null;
  }>(
    `SELECT u.id, ${userNameSql("u")} AS name, u.email, u.status, u.role FROM users u
      WHERE u.id = $1 OR lower(u.email) = $2 ORDER BY u.id`,
    [userId, email],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    email: row.email,
    status: row.status,
    admin: row.role === adminRole,
  }));
}

/** Lots with open reports, the oldest report first. */
export async function reportedQueue(db: Db, page: QueuePageAsked) {
  const { rows } = await db.query<QueueSqlRow>(
    `SELECT r.lot_id, min(r.created_at) AS since, NULL AS reason_code, NULL AS appeal_statement, NULL AS earlier,
            count(*) OVER ()::int AS total
       FROM lot_reports r JOIN lots l ON l.id = r.lot_id
      WHERE r.resolved_at IS NULL AND ($3::bigint IS NULL OR l.owner_id = $3)
      GROUP BY r.lot_id ORDER BY since, r.lot_id
      LIMIT $1 OFFSET $2`,
    [page.limit, page.offset, page.sellerId],
  );
  if (rows.length > 0 || page.offset === 0) return { count: rows[0]?.total ?? 0, rows: rows.map(toQueueRow) };
  const total = await db.query<{ total: number }>(
    `SELECT count(DISTINCT r.lot_id)::int AS total FROM lot_reports r JOIN lots l ON l.id = r.lot_id
      WHERE r.resolved_at IS NULL AND ($1::bigint IS NULL OR l.owner_id = $1)`,
    [page.sellerId],
  );
  return { count: total.rows[0]?.total ?? 0, rows: [] };
}

/** The open reports of the given lots, oldest first. */
export async function openReports(db: Db, lotIds: readonly number[]): Promise<Map<number, QueueReport[]>> {
  const { rows } = await db.query<{
    id: string;
    lot_id: string;
    reason: QueueReport["reason"];
    text: string | null;
    created_at: Date;
    reporter_id: string | null;
    reporter_name: string | null;
  }>(
    `SELECT r.id, r.lot_id, r.reason, r.text, r.created_at, r.reporter_id, ${userNameSql("u")} AS reporter_name
       FROM lot_reports r LEFT JOIN users u ON u.id = r.reporter_id
      WHERE r.lot_id = ANY ($1::bigint[]) AND r.resolved_at IS NULL
      ORDER BY r.created_at, r.id`,
    [lotIds],
  );
  const byLot = new Map<number, QueueReport[]>();
  for (const row of rows) {
    const reports = byLot.get(Number(row.lot_id)) ?? [];
    reports.push({
      id: Number(row.id),
      reason: row.reason,
      text: row.text,
      createdAt: row.created_at.toISOString(),
      reporter:
        row.reporter_id === null ? null : { id: Number(row.reporter_id), name: row.reporter_name ?? "" },
    });
    byLot.set(Number(row.lot_id), reports);
  }
  return byLot;
}

/** The owners of the given lots, as the queue shows them. */
export async function sellersOf(db: Db, lotIds: readonly number[]): Promise<Map<number, ModeratedUser>> {
  const { rows } = await db.query<{
    lot_id: string;
    id: string;
    name: string;
    email: string | null;
    status: number;
  }>(
    `SELECT l.id AS lot_id, u.id, ${userNameSql("u")} AS name, u.email, u.status
       FROM lots l JOIN users u ON u.id = l.owner_id
      WHERE l.id = ANY ($1::bigint[])`,
    [lotIds],
  );
  return new Map(
    rows.map((row) => [
      Number(row.lot_id),
      { id: Number(row.id), name: row.name, email: row.email, status: row.status },
    ]),
  );
}

export async function lotStatus(db: Db, lotId: number): Promise<number | null> {
  const { rows } = await db.query<{ status: number }>("SELECT status FROM lots WHERE id = $1", [lotId]);
  return rows[0]?.status ?? null;
}

/** Who receives the mail about a decision on a lot: its owner's address and language, and the lot's title. */
export async function decisionRecipient(db: Db, lotId: number) {
  const { rows } = await db.query<{ email: string | null; language: string; title: string }>(
    `SELECT u.email, u.language, ${lotTitleSql("l")} AS title
       FROM lots l JOIN users u ON u.id = l.owner_id WHERE l.id = $1`,
    [lotId],
  );
  return rows[0] ?? null;
}

export type LockedUser = { id: number; status: number; role: number | null };

export async function lockUser(client: pg.PoolClient, userId: number): Promise<LockedUser | null> {
  const { rows } = await client.query<{ id: string; status: number; role: number | null }>(
    "SELECT id, status, role FROM users WHERE id = $1 FOR UPDATE",
    [userId],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), status: row.status, role: row.role } : null;
}

export async function isAdmin(db: Db, userId: number, adminRole: number): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM users WHERE id = $1 AND role = $2", [userId, adminRole]);
  return rowCount === 1;
}

export type UserStatusChange = {
  userId: number;
  from: number;
  to: number;
  actorId: number;
  reasonCode: string | null;
  statement: string | null;
  at: Date;
};

export async function changeUserStatus(client: pg.PoolClient, change: UserStatusChange): Promise<void> {
  await client.query("UPDATE users SET status = $2 WHERE id = $1", [change.userId, change.to]);
  await client.query(
    `INSERT INTO user_status_changes (user_id, from_status, to_status, actor_id, reason_code, statement, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [change.userId, change.from, change.to, change.actorId, change.reasonCode, change.statement, change.at],
  );
}

/** The user's lots a block of the user blocks: all but deleted ones and those blocked already. */
export async function lotsToBlock(client: pg.PoolClient, ownerId: number): Promise<number[]> {
  const { rows } = await client.query<{ id: string }>(
    "SELECT id FROM lots WHERE owner_id = $1 AND status NOT IN (5, 6) ORDER BY id",
    [ownerId],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The user's lots still blocked by a block of their owner: the lot's latest change is a block with one of
 * `reasonCodes`. A lot an admin blocked for its own reasons, or one appealed since, is not among them.
 */
export async function lotsBlockedWithOwner(
  client: pg.PoolClient,
  ownerId: number,
  reasonCodes: readonly string[],
): Promise<number[]> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT l.id FROM lots l
       JOIN LATERAL (SELECT s.action, s.reason_code FROM lot_status_changes s
                      WHERE s.lot_id = l.id ORDER BY s.id DESC LIMIT 1) latest ON true
      WHERE l.owner_id = $1 AND l.status = 6 AND latest.action = 'block' AND latest.reason_code = ANY ($2::text[])
      ORDER BY l.id`,
    [ownerId, reasonCodes],
  );
  return rows.map((row) => Number(row.id));
}

type AuditSqlRow = {
  kind: "lot" | "user";
  subject_id: string;
  subject_name: string;
  action: string;
  from_status: number;
  to_status: number;
  reason_code: string | null;
  statement: string | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string;
  at: Date;
  total: number;
};

/**
 * Moderation's audit log, newest first: lot changes by admins, lots held for approval and appeals, and every
 * change of a user's status. Owners' everyday publishing and closing stays in lot_status_changes only.
 */
export async function auditPage(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ count: number; data: AuditEntry[] }> {
  const { rows } = await db.query<AuditSqlRow>(
    `WITH entries AS (
       SELECT 'lot' AS kind, s.lot_id AS subject_id, s.action, s.from_status, s.to_status, s.reason_code,
              s.statement, s.actor_id, s.actor_role, s.created_at AS at, s.id
         FROM lot_status_changes s
        WHERE s.actor_role = 'admin' OR s.to_status = 7
       UNION ALL
       SELECT 'user', c.user_id, 'status', c.from_status, c.to_status, c.reason_code, c.statement, c.actor_id,
              'admin', c.created_at, c.id
         FROM user_status_changes c)
     SELECT e.kind, e.subject_id, e.action, e.from_status, e.to_status, e.reason_code, e.statement, e.actor_id,
            e.actor_role, e.at,
            CASE e.kind WHEN 'lot' THEN (SELECT ${lotTitleSql("l")} FROM lots l WHERE l.id = e.subject_id)
                        ELSE (SELECT ${userNameSql("su")} FROM users su WHERE su.id = e.subject_id) END AS subject_name,
            ${userNameSql("a")} AS actor_name,
            count(*) OVER ()::int AS total
       FROM entries e LEFT JOIN users a ON a.id = e.actor_id
      ORDER BY e.at DESC, e.kind, e.id DESC
      LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return {
    count: rows[0]?.total ?? 0,
    data: rows.map((row) => ({
      kind: row.kind,
      subjectId: Number(row.subject_id),
      subjectName: row.subject_name ?? "",
      action: row.action,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      reasonCode: row.reason_code,
      statement: row.statement,
      actor: row.actor_id === null ? null : { id: Number(row.actor_id), name: row.actor_name ?? "" },
      actorRole: row.actor_role,
      at: row.at.toISOString(),
    })),
  };
}
