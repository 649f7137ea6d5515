import { LotStatus } from "@tirgus/domain/lots";
import { socialContactType, UserStatus } from "@tirgus/domain/users";
import type { Queryable } from "../auth/repository.ts";

export type UserRow = {
  id: number;
  fname: string | null;
  lname: string | null;
  pseudonym: string | null;
  avatar: string | null;
  language: string;
  role: number | null;
  status: number;
  email: string | null;
  trustedBadgeUntil: Date | null;
};

export async function userById(db: Queryable, userId: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT id::int AS id, first_name AS fname, last_name AS lname, pseudonym, avatar_storage_id AS avatar,
       language, role, status, email, trusted_badge_until AS "trustedBadgeUntil"
     FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export type UserCompany = { id: number; title: string; role: number };

export async function companyOf(db: Queryable, userId: number): Promise<UserCompany | null> {
  const { rows } = await db.query<UserCompany>(
    `SELECT c.id::int AS id, c.title, m.role FROM company_members m JOIN companies c ON c.id = m.company_id
     WHERE m.user_id = $1 ORDER BY m.created_at LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function preferencesOf(db: Queryable, userId: number): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ kind: string; value: unknown }>(
    "SELECT kind, value FROM user_preferences WHERE user_id = $1",
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.value]));
}

export async function setPreference(db: Queryable, userId: number, kind: string, value: unknown) {
  await db.query(
    `INSERT INTO user_preferences (user_id, kind, value) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (user_id, kind) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [userId, kind, JSON.stringify(value)],
  );
}

/** The user's lots as "My items" lists them: every status but deleted. */
export async function lotCountOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    "SELECT count(*) FROM lots WHERE owner_id = $1 AND status <> $2",
    [userId, LotStatus.deleted],
  );
  return Number(rows[0]?.count ?? 0);
}

/** The toolbar's badges: lots as "My items" lists them, and the published ones its two links open. */
export type ToolbarLotCounts = { count: number; published: number; companyPublished: number };

/**
 * What the header counts of the user's lots (spec 1 section 2): "my classifieds" opens the published ones,
 * "my company classifieds" those the user published for their company (the one `companyOf` names).
 */
export async function toolbarLotCounts(db: Queryable, userId: number): Promise<ToolbarLotCounts> {
  const { rows } = await db.query<ToolbarLotCounts>(
    `SELECT count(*) FILTER (WHERE l.status <> $2)::int AS count,
            count(*) FILTER (WHERE l.status = $3)::int AS published,
            count(*) FILTER (WHERE l.status = $3 AND l.company_id = (
              SELECT m.company_id FROM company_members m WHERE m.user_id = $1 ORDER BY m.created_at LIMIT 1
            ))::int AS "companyPublished"
     FROM lots l WHERE l.owner_id = $1`,
    [userId, LotStatus.deleted, LotStatus.published],
  );
  return rows[0] ?? { count: 0, published: 0, companyPublished: 0 };
}

export async function socialsOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ provider: number; email: string | null }>(
    "SELECT provider, email FROM social_identities WHERE user_id = $1 ORDER BY created_at",
    [userId],
  );
  return rows;
}

export type ProfileChange = {
  fname?: string | null | undefined;
  lname?: string | null | undefined;
  pseudonym?: string | null | undefined;
};

/** Only the named profile columns can change here: role and status never come from a request body. */
export async function updateProfile(db: Queryable, userId: number, change: ProfileChange) {
  await db.query(
    `UPDATE users SET
       first_name = CASE WHEN $2 THEN $3 ELSE first_name END,
       last_name = CASE WHEN $4 THEN $5 ELSE last_name END,
       pseudonym = CASE WHEN $6 THEN $7 ELSE pseudonym END,
       updated_at = now()
     WHERE id = $1`,
    [
      userId,
      "fname" in change,
      change.fname ?? null,
      "lname" in change,
      change.lname ?? null,
      "pseudonym" in change,
      change.pseudonym ?? null,
    ],
  );
}

export async function setLanguage(db: Queryable, userId: number, language: string) {
  await db.query("UPDATE users SET language = $2, updated_at = now() WHERE id = $1", [userId, language]);
}

/**
 * Deleting an account keeps the row (lots and messages point at it) but nothing that identifies the person:
 * names, e-mail, avatar, contacts, password, social links and settings go; every session ends.
 */
export async function anonymiseUser(db: Queryable, userId: number) {
  await db.query(
    `UPDATE users SET email = NULL, first_name = NULL, last_name = NULL, pseudonym = NULL, avatar_storage_id = NULL,
       status = $2, updated_at = now() WHERE id = $1`,
    [userId, UserStatus.deleted],
  );
  for (const table of ["contacts", "credentials", "social_identities", "user_preferences"]) {
    await db.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }
  await db.query(
    "UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'deleted' WHERE user_id = $1 AND revoked_at IS NULL",
    [userId],
  );
  await db.query(
    "INSERT INTO audit_log (actor_user_id, subject_user_id, action) VALUES ($1, $1, 'delete-account')",
    [userId],
  );
}

/** The spec's social contact: contact type 100 (a social id) and the login provider id. */
export const socialContactView = (row: { provider: number; email: string | null }) => ({
  contactType: socialContactType,
  provider: row.provider,
  email: row.email,
});

/** Sets (or with null removes) the user's avatar: the storage id of its square versions. */
export async function setAvatar(db: Queryable, userId: number, storageId: string | null) {
  await db.query("UPDATE users SET avatar_storage_id = $2, updated_at = now() WHERE id = $1", [
    userId,
    storageId,
  ]);
}
