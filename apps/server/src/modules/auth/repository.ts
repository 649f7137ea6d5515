import type { LoginProviderId } from "@tirgus/domain/users";
import { UserStatus } from "@tirgus/domain/users";
import type pg from "pg";

export type Queryable = pg.Pool | pg.PoolClient;

export type SignInAccount = {
  id: number;
  status: number;
  language: string;
  passwordHash: string | null;
  /** False for an e-mail sign-up whose address is not confirmed yet. */
  confirmed: boolean;
};

// pg returns bigint as text; ids stay far below 2^53, so they are read as numbers.
const accountColumns = `u.id::float8 AS id, u.status, u.language, c.password_hash AS "passwordHash",
  (u.email IS NULL OR EXISTS (SELECT 1 FROM contacts k WHERE k.user_id = u.id AND k.kind = 'email'
     AND k.value = u.email AND k.verified <> 0)) AS confirmed`;

export async function accountByEmail(db: Queryable, email: string): Promise<SignInAccount | null> {
  const { rows } = await db.query<SignInAccount>(
    `SELECT ${accountColumns} FROM users u LEFT JOIN credentials c ON c.user_id = u.id WHERE u.email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

/** Phone numbers sign in only once verified (a pending number proves nothing). */
export async function accountByPhone(db: Queryable, phone: string): Promise<SignInAccount | null> {
  const { rows } = await db.query<SignInAccount>(
    `SELECT ${accountColumns} FROM contacts k JOIN users u ON u.id = k.user_id
     LEFT JOIN credentials c ON c.user_id = u.id
     WHERE k.kind = 'phone' AND k.value = $1 AND k.verified <> 0`,
    [phone],
  );
  return rows[0] ?? null;
}

export async function countRecent(
  db: Queryable,
  table: "sign_in_failures" | "verification_codes",
  column: "target" | "client_address",
  value: string,
): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) FROM ${table} WHERE ${column} = $1 AND created_at > now() - interval '1 hour'`,
    [value],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function recordSignInFailure(db: Queryable, target: string, clientAddress: string) {
  await db.query("INSERT INTO sign_in_failures (target, client_address) VALUES ($1, $2)", [
    target,
    clientAddress,
  ]);
}

export async function createSession(
  db: Queryable,
  session: { userId: number; cookieSecretHash: string; days: number; provider: LoginProviderId },
) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO auth_sessions (user_id, cookie_secret_hash, expires_at, sign_in_provider)
     VALUES ($1, $2, now() + make_interval(days => $3), $4) RETURNING id`,
    [session.userId, session.cookieSecretHash, session.days, session.provider],
  );
  return Number(rows[0]?.id);
}

/** The login provider a session signed in with (the user's `signInStatus`). */
export async function signInProviderOf(db: Queryable, sessionId: number): Promise<LoginProviderId | null> {
  const { rows } = await db.query<{ provider: LoginProviderId }>(
    "SELECT sign_in_provider AS provider FROM auth_sessions WHERE id = $1",
    [sessionId],
  );
  return rows[0]?.provider ?? null;
}

export async function setCookieSecret(db: Queryable, sessionId: number, cookieSecretHash: string) {
  await db.query("UPDATE auth_sessions SET cookie_secret_hash = $2 WHERE id = $1", [
    sessionId,
    cookieSecretHash,
  ]);
}

export async function addRefreshToken(db: Queryable, sessionId: number, tokenHash: string) {
  await db.query("INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)", [
    tokenHash,
    sessionId,
  ]);
}

export type SpendResult =
  | { outcome: "spent"; sessionId: number; userId: number }
  | { outcome: "replayed"; sessionId: number }
  | { outcome: "unknown" };

/**
 * Marks a refresh token used. The conditional UPDATE lets exactly one of any number of parallel callers
 * win; a token that exists but was already used is a replay, and the caller revokes its session.
 */
export async function spendRefreshToken(db: Queryable, tokenHash: string): Promise<SpendResult> {
  const spent = await db.query<{ sessionId: string; userId: string }>(
    `UPDATE refresh_tokens t SET used_at = now() FROM auth_sessions s
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND s.id = t.session_id
       AND s.revoked_at IS NULL AND s.expires_at > now()
     RETURNING t.session_id AS "sessionId", s.user_id AS "userId"`,
    [tokenHash],
  );
  const row = spent.rows[0];
  if (row) return { outcome: "spent", sessionId: Number(row.sessionId), userId: Number(row.userId) };
  const known = await db.query<{ sessionId: string }>(
    `SELECT session_id AS "sessionId" FROM refresh_tokens WHERE token_hash = $1`,
    [tokenHash],
  );
  const replayed = known.rows[0];
  return replayed ? { outcome: "replayed", sessionId: Number(replayed.sessionId) } : { outcome: "unknown" };
}

export async function revokeSession(db: Queryable, sessionId: number, reason: string) {
  await db.query(
    "UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL",
    [sessionId, reason],
  );
}

/** Ends every session of a user but `keepSessionId` (a password change keeps the device that made it). */
export async function revokeUserSessions(db: Queryable, userId: number, reason: string, keepSessionId = 0) {
  await db.query(
    `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2
     WHERE user_id = $1 AND id <> $3 AND revoked_at IS NULL`,
    [userId, reason, keepSessionId],
  );
}

export type LiveSession = { userId: number; sessionId: number; cookieSecretHash: string };

/** A session that still lets its tokens in: not revoked, not expired, and its user neither blocked nor deleted. */
export async function liveSession(db: Queryable, sessionId: number): Promise<LiveSession | null> {
  const { rows } = await db.query<{ userId: string; cookieSecretHash: string }>(
    `SELECT s.user_id AS "userId", s.cookie_secret_hash AS "cookieSecretHash"
     FROM auth_sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status NOT IN ($2, $3)`,
    [sessionId, UserStatus.blocked, UserStatus.deleted],
  );
  const row = rows[0];
  return row ? { userId: Number(row.userId), sessionId, cookieSecretHash: row.cookieSecretHash } : null;
}

export type CodeRecord = {
  purpose: string;
  target: string;
  userId: number | null;
  contactId: number | null;
  secretHash: string;
  clientAddress: string;
  lifetimeMinutes: number;
};

export async function insertCode(db: Queryable, code: CodeRecord) {
  await db.query(
    `INSERT INTO verification_codes (purpose, target, user_id, contact_id, secret_hash, client_address, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [
      code.purpose,
      code.target,
      code.userId,
      code.contactId,
      code.secretHash,
      code.clientAddress,
      code.lifetimeMinutes,
    ],
  );
}

export type UsedCode = { userId: number | null; contactId: number | null; target: string };

/** Uses a link once: the conditional UPDATE makes a second use (or a parallel one) find nothing. */
export async function useLink(db: Queryable, purpose: string, secretHash: string): Promise<UsedCode | null> {
  const { rows } = await db.query<{ userId: string | null; contactId: string | null; target: string }>(
    `UPDATE verification_codes SET used_at = now()
     WHERE purpose = $1 AND secret_hash = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id AS "userId", contact_id AS "contactId", target`,
    [purpose, secretHash],
  );
  return rows[0] ? toUsedCode(rows[0]) : null;
}

/**
 * Checks a typed code against the newest live code for the target. Each check spends one of the code's
 * guesses first (conditionally, so parallel guesses cannot exceed the allowance), then uses the code if it matches.
 */
export async function guessCode(
  db: Queryable,
  guess: { purpose: string; target: string; contactId: number | null; secretHash: string },
  allowedGuesses: number,
): Promise<UsedCode | null> {
  const { rows } = await db.query<{
    id: string;
    userId: string | null;
    contactId: string | null;
    target: string;
    secretHash: string;
  }>(
    `UPDATE verification_codes SET guesses = guesses + 1
     WHERE id = (SELECT id FROM verification_codes WHERE purpose = $1 AND target = $2 AND used_at IS NULL
                 AND expires_at > now() AND ($4::bigint IS NULL OR contact_id = $4)
                 ORDER BY created_at DESC LIMIT 1)
       AND guesses < $3
     RETURNING id, user_id AS "userId", contact_id AS "contactId", target, secret_hash AS "secretHash"`,
    [guess.purpose, guess.target, allowedGuesses, guess.contactId],
  );
  const code = rows[0];
  if (!code || code.secretHash !== guess.secretHash) return null;
  const used = await db.query(
    "UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL",
    [code.id],
  );
  return used.rowCount === 1 ? toUsedCode(code) : null;
}

function toUsedCode(row: { userId: string | null; contactId: string | null; target: string }): UsedCode {
  return {
    userId: row.userId === null ? null : Number(row.userId),
    contactId: row.contactId === null ? null : Number(row.contactId),
    target: row.target,
  };
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string) {
  await db.query(
    `INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
    [userId, passwordHash],
  );
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ hash: string }>(
    "SELECT password_hash AS hash FROM credentials WHERE user_id = $1",
    [userId],
  );
  return rows[0]?.hash ?? null;
}

export async function createUser(
  db: Queryable,
  fields: { email: string | null; language: string },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO users (email, language) VALUES ($1, $2) RETURNING id",
    [fields.email, fields.language],
  );
  return Number(rows[0]?.id);
}

/** The e-mail contact that matches the sign-in address: confirming the address verifies it. */
export async function signInEmailContact(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT k.id FROM contacts k JOIN users u ON u.id = k.user_id
     WHERE k.user_id = $1 AND k.kind = 'email' AND k.value = u.email`,
    [userId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
