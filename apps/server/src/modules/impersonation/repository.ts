import type { FoundUser } from "@tirgus/domain/users";
import type { Queryable } from "../auth/repository.ts";

export type Impersonation = { adminUserId: number; adminSessionId: number; userId: number };

/** An admin looks at someone's account for a while, not for the 60 days of a normal session. */
const impersonationHours = 2;

/** Marks a new session as an impersonation, shortens it, and records who started it for whom. */
export async function markImpersonation(db: Queryable, sessionId: number, impersonation: Impersonation) {
  await db.query(
    "INSERT INTO impersonations (session_id, admin_user_id, admin_session_id) VALUES ($1, $2, $3)",
    [sessionId, impersonation.adminUserId, impersonation.adminSessionId],
  );
  await db.query(
    `UPDATE auth_sessions SET expires_at = LEAST(expires_at, now() + make_interval(hours => $2)) WHERE id = $1`,
    [sessionId, impersonationHours],
  );
  await audit(db, "impersonate-start", sessionId, impersonation);
}

/** The impersonation a session is, while it lasts; null for a user's own session. */
export async function impersonationOf(db: Queryable, sessionId: number): Promise<Impersonation | null> {
  const { rows } = await db.query<{ adminUserId: string; adminSessionId: string; userId: string }>(
    `SELECT i.admin_user_id AS "adminUserId", i.admin_session_id AS "adminSessionId", s.user_id AS "userId"
     FROM impersonations i JOIN auth_sessions s ON s.id = i.session_id
     WHERE i.session_id = $1 AND i.ended_at IS NULL`,
    [sessionId],
  );
  const row = rows[0];
  return row
    ? {
        adminUserId: Number(row.adminUserId),
        adminSessionId: Number(row.adminSessionId),
        userId: Number(row.userId),
      }
    : null;
}

/** Ends an impersonation once (a parallel stop finds nothing) and its session with it. */
export async function endImpersonation(db: Queryable, sessionId: number, impersonation: Impersonation) {
  const ended = await db.query(
    "UPDATE impersonations SET ended_at = now() WHERE session_id = $1 AND ended_at IS NULL",
    [sessionId],
  );
  if (ended.rowCount !== 1) return false;
  await db.query(
    `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'impersonation-stopped'
     WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId],
  );
  await audit(db, "impersonate-stop", sessionId, impersonation);
  return true;
}

function audit(db: Queryable, action: string, sessionId: number, impersonation: Impersonation) {
  return db.query(
    "INSERT INTO audit_log (actor_user_id, subject_user_id, action, details) VALUES ($1, $2, $3, $4::jsonb)",
    [
      impersonation.adminUserId,
      impersonation.userId,
      action,
      JSON.stringify({ sessionId, adminSessionId: impersonation.adminSessionId }),
    ],
  );
}

/** The admin behind an impersonating session, for the banner of `GET /api/me`. */
export async function impersonatorOf(
  db: Queryable,
  sessionId: number,
): Promise<{ id: number; email: string | null } | null> {
  const { rows } = await db.query<{ id: string; email: string | null }>(
    `SELECT u.id, u.email FROM impersonations i JOIN users u ON u.id = i.admin_user_id
     WHERE i.session_id = $1 AND i.ended_at IS NULL`,
    [sessionId],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), email: row.email } : null;
}

/**
 * Users whose id, e-mail or contact (e-mail or phone, in E.164) is exactly the query: an admin looks up the
 * person who wrote to support, not a list to browse. Deleted accounts are left out.
 */
export async function findUsers(
  db: Queryable,
  query: { id: number | null; email: string; phone: string | null },
) {
  const { rows } = await db.query<FoundUser>(
    `SELECT u.id::int AS id, u.first_name AS fname, u.last_name AS lname, u.email, u.status, u.role,
       to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "createdAt",
       coalesce((SELECT array_agg(c.value ORDER BY c.preferred DESC, c.id) FROM contacts c WHERE c.user_id = u.id),
         '{}') AS contacts
     FROM users u
     WHERE u.status <> 7 AND (
       u.id = $1 OR lower(u.email) = $2
       OR u.id IN (SELECT user_id FROM contacts WHERE value IN ($2, $3))
     )
     ORDER BY u.id LIMIT 10`,
    [query.id, query.email, query.phone ?? query.email],
  );
  return rows;
}
