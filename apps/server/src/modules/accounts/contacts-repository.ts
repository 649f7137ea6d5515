import { ContactVerification, LoginProvider } from "@tirgus/domain/users";
import type { Queryable } from "../auth/repository.ts";

export type ContactRow = {
  id: number;
  kind: "email" | "phone";
  value: string;
  verified: number;
  pending: boolean;
  preferred: boolean;
};

/** The spec's contact shape: contactType is the login provider id of the channel (phone 1, email 2). */
export function contactView(row: ContactRow) {
  return {
    id: row.id,
    contactType: row.kind === "phone" ? LoginProvider.phone : LoginProvider.email,
    value: row.value,
    verified: row.verified,
    pending: row.pending,
    preferred: row.preferred,
  };
}
export type ContactView = ReturnType<typeof contactView>;

const columns = "id::int AS id, kind, value, verified, pending, preferred";

export async function contactsOf(db: Queryable, userId: number): Promise<ContactRow[]> {
  const { rows } = await db.query<ContactRow>(
    `SELECT ${columns} FROM contacts WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows;
}

export async function contactOf(
  db: Queryable,
  userId: number,
  contactId: number,
): Promise<ContactRow | null> {
  const { rows } = await db.query<ContactRow>(
    `SELECT ${columns} FROM contacts WHERE user_id = $1 AND id = $2`,
    [userId, contactId],
  );
  return rows[0] ?? null;
}

/** Adds a pending contact (or finds the one the user already added). */
export async function addContact(
  db: Queryable,
  userId: number,
  kind: string,
  value: string,
): Promise<ContactRow> {
  const { rows } = await db.query<ContactRow>(
    `INSERT INTO contacts (user_id, kind, value) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, kind, value) DO UPDATE SET value = EXCLUDED.value RETURNING ${columns}`,
    [userId, kind, value],
  );
  return rows[0] as ContactRow;
}

/**
 * Marks a contact verified. The first verified contact becomes the preferred one (verified 1); later ones
 * are verified_non_primary (-1). Throws the unique violation when another account verified the value first.
 */
export async function markContactVerified(db: Queryable, contactId: number) {
  await db.query(
    `UPDATE contacts c SET pending = false,
       preferred = NOT p.has_preferred,
       verified = CASE WHEN p.has_preferred THEN $2::smallint ELSE $3::smallint END
     FROM (SELECT EXISTS (SELECT 1 FROM contacts o JOIN contacts me ON me.id = $1
                          WHERE o.user_id = me.user_id AND o.preferred AND o.id <> $1) AS has_preferred) p
     WHERE c.id = $1`,
    [contactId, ContactVerification.verified_non_primary, ContactVerification.verified],
  );
}

/** Makes a verified contact the preferred one; the others that are verified become non-primary. */
export async function preferContact(db: Queryable, userId: number, contactId: number) {
  await db.query(
    `UPDATE contacts SET preferred = (id = $2),
       verified = CASE WHEN id = $2 THEN $3::smallint ELSE $4::smallint END
     WHERE user_id = $1 AND verified <> 0`,
    [userId, contactId, ContactVerification.verified, ContactVerification.verified_non_primary],
  );
}

export async function deleteContact(db: Queryable, userId: number, contactId: number): Promise<boolean> {
  const { rowCount } = await db.query("DELETE FROM contacts WHERE user_id = $1 AND id = $2", [
    userId,
    contactId,
  ]);
  return rowCount === 1;
}

export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === "23505";
