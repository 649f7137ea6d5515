import type { PublicCompany, PublicUser } from "@tirgus/domain/seller-api";
import { UserStatus } from "@tirgus/domain/users";
import type pg from "pg";

/** Accounts that have no public page: hidden, blocked or deleted users are not found. */
const hiddenUserStatuses = [
  UserStatus.hidden,
  UserStatus.auto_hidden,
  UserStatus.blocked,
  UserStatus.deleted,
];

export async function publicUser(pool: pg.Pool, id: number): Promise<PublicUser | null> {
  const { rows } = await pool.query<{ id: string; name: string | null; trusted: boolean; created_at: Date }>(
    `SELECT id, coalesce(nullif(pseudonym, ''), first_name) AS name,
       coalesce(trusted_badge_until > now(), false) AS trusted, created_at
     FROM users WHERE id = $1 AND status <> ALL ($2::smallint[])`,
    [id, hiddenUserStatuses],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.name?.trim() ?? "",
    trustedBadge: row.trusted,
    memberSince: row.created_at.toISOString(),
  };
}

export async function publicCompany(pool: pg.Pool, id: number): Promise<PublicCompany | null> {
  const { rows } = await pool.query<{
    id: string;
    title: string;
    logo_storage_id: string | null;
    trusted: boolean;
    registration_number: string | null;
    vat_number: string | null;
    address: string | null;
    website: string | null;
    created_at: Date;
  }>(
    `SELECT id, title, logo_storage_id, coalesce(trusted_badge_until > now(), false) AS trusted,
       registration_number, vat_number, address, website, created_at
     FROM companies WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    title: row.title,
    logo: row.logo_storage_id,
    trustedBadge: row.trusted,
    registrationNumber: row.registration_number,
    vatNumber: row.vat_number,
    address: row.address,
    website: row.website,
    memberSince: row.created_at.toISOString(),
  };
}
