import type { Queryable } from "../auth/repository.ts";

export type Attempt = {
  provider: number;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  linkUserId: number | null;
};

export async function insertAttempt(
  db: Queryable,
  stateHash: string,
  attempt: Attempt,
  lifetimeMinutes: number,
) {
  await db.query(
    `INSERT INTO social_sign_in_attempts (state_hash, provider, code_verifier, nonce, return_to, link_user_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [
      stateHash,
      attempt.provider,
      attempt.codeVerifier,
      attempt.nonce,
      attempt.returnTo,
      attempt.linkUserId,
      lifetimeMinutes,
    ],
  );
}

/** Uses an attempt once: a replayed callback, or a parallel one, finds nothing. Old rows go at the same time. */
export async function takeAttempt(
  db: Queryable,
  stateHash: string,
  provider: number,
): Promise<Attempt | null> {
  await db.query("DELETE FROM social_sign_in_attempts WHERE created_at < now() - interval '1 day'");
  const { rows } = await db.query<Attempt & { linkUserId: string | null }>(
    `UPDATE social_sign_in_attempts SET used_at = now()
     WHERE state_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING provider, code_verifier AS "codeVerifier", nonce, return_to AS "returnTo", link_user_id AS "linkUserId"`,
    [stateHash, provider],
  );
  const row = rows[0];
  return row ? { ...row, linkUserId: row.linkUserId === null ? null : Number(row.linkUserId) } : null;
}

export async function userOfIdentity(
  db: Queryable,
  provider: number,
  subject: string,
): Promise<number | null> {
  const { rows } = await db.query<{ userId: string }>(
    `SELECT user_id AS "userId" FROM social_identities WHERE provider = $1 AND subject = $2`,
    [provider, subject],
  );
  return rows[0] ? Number(rows[0].userId) : null;
}

export async function addIdentity(
  db: Queryable,
  identity: { provider: number; subject: string; userId: number; email: string | null },
) {
  await db.query(
    "INSERT INTO social_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)",
    [identity.provider, identity.subject, identity.userId, identity.email],
  );
}

export async function hasIdentityAt(db: Queryable, userId: number, provider: number): Promise<boolean> {
  const { rowCount } = await db.query(
    "SELECT 1 FROM social_identities WHERE user_id = $1 AND provider = $2",
    [userId, provider],
  );
  return rowCount !== null && rowCount > 0;
}

export async function removeIdentities(db: Queryable, userId: number, provider: number) {
  await db.query("DELETE FROM social_identities WHERE user_id = $1 AND provider = $2", [userId, provider]);
}

/**
 * The ways a user can sign in apart from one provider: a password (with a confirmed address or a verified
 * phone to name the account), a verified phone (sign-in by code), and the other linked providers.
 */
export async function otherSignInWays(
  db: Queryable,
  userId: number,
  exceptProvider: number,
): Promise<number> {
  const { rows } = await db.query<{ ways: string }>(
    `SELECT (SELECT count(*) FROM social_identities WHERE user_id = $1 AND provider <> $2)
       + (SELECT count(*) FROM contacts WHERE user_id = $1 AND kind = 'phone' AND verified <> 0)
       + (SELECT count(*) FROM credentials c JOIN users u ON u.id = c.user_id
          WHERE c.user_id = $1 AND u.email IS NOT NULL AND EXISTS (SELECT 1 FROM contacts k
            WHERE k.user_id = u.id AND k.kind = 'email' AND k.value = u.email AND k.verified <> 0)) AS ways`,
    [userId, exceptProvider],
  );
  return Number(rows[0]?.ways ?? 0);
}

/** Whether an e-mail address already names an account or is another account's verified contact. */
export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1)
       OR EXISTS (SELECT 1 FROM contacts WHERE kind = 'email' AND value = $1 AND verified <> 0) AS used`,
    [email],
  );
  return rows[0]?.used === true;
}

export async function setNames(
  db: Queryable,
  userId: number,
  names: { firstName: string | null; lastName: string | null },
) {
  await db.query("UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1", [
    userId,
    names.firstName,
    names.lastName,
  ]);
}
