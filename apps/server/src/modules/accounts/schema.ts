import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore, sql } from "../../db/drizzle.ts";

const { pgTable, bigint, smallint, text, timestamp, primaryKey, index, uniqueIndex } = pgCore;

/**
 * People and companies. This migration holds what lots need of them (owners, companies, trusted badges and
 * statuses); the accounts feature adds credentials, contacts, sessions and preferences beside these tables.
 */
export const companies = pgTable("companies", {
  id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text().notNull(),
  registrationNumber: text("registration_number"),
  vatNumber: text("vat_number"),
  address: text(),
  website: text(),
  logoStorageId: text("logo_storage_id"),
  /** Company statuses follow user statuses (new 1, trusted 2, hidden 4, ... deleted 7). */
  status: smallint().notNull().default(1),
  /** The trusted seller badge runs three months from its purchase (spec); null when never bought. */
  trustedBadgeUntil: timestamp("trusted_badge_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    /** Sign-in e-mail, lower-cased; null for accounts made by phone or a social provider. */
    email: text(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    pseudonym: text(),
    language: text().notNull().default("lv"),
    /** Site role: admin 1, publisher 3 (spec); null for everyone else. */
    role: smallint(),
    /** new 1, trusted 2, hidden 4, auto hidden 5, blocked 6, deleted 7. */
    status: smallint().notNull().default(1),
    trustedBadgeUntil: timestamp("trusted_badge_until", { withTimezone: true }),
    avatarStorageId: text("avatar_storage_id"),
    /** The end interval (P1W-P4W) the user last published a lot for: their next lot's default (migration 0018). */
    defaultEndInterval: text("default_end_interval"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email").on(table.email)],
);

/** Who works for a company, with the spec's company roles (admin 1, publisher 3). */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => companies.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    role: smallint().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index("company_members_user").on(table.userId),
  ],
);

const { boolean, integer, jsonb } = pgCore;
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const userReference = () =>
  bigint("user_id", { mode: "number" }).references((): AnyPgColumn => users.id, { onDelete: "cascade" });

/** A password beside the user row: argon2id hash in PHC form; null for phone and social accounts. */
export const credentials = pgTable("credentials", {
  userId: userReference().primaryKey(),
  passwordHash: text("password_hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One signed-in device. Its refresh tokens form one family: reusing a spent token revokes the session, and
 * a revoked session stops its access tokens too (the auth hook checks `revoked_at`). The cookie secret lets
 * server-rendered pages know the session (decision 0012).
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: userReference().notNull(),
    cookieSecretHash: text("cookie_secret_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** logout, reuse (a spent refresh token came back), password, blocked, deleted. */
    revokedReason: text("revoked_reason"),
    /**
     * How this session signed in, as a login provider id of the spec (phone 1, email 2, google 3, facebook 4,
     * draugiem 6, inbox 7, eparakts 10; email by default): the user's `signInStatus`.
     */
    signInProvider: smallint("sign_in_provider").notNull().default(2),
  },
  (table) => [index("auth_sessions_user").on(table.userId)],
);

/** Opaque refresh tokens, stored as SHA-256; `used_at` set means spent (rotated). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: bigint("session_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => authSessions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("refresh_tokens_session").on(table.sessionId)],
);

/**
 * E-mail addresses and phone numbers of a user (phone in E.164 form with "+"). verified: not_verified 0,
 * verified 1, verified_non_primary -1. A verified value belongs to one account only.
 */
export const contacts = pgTable(
  "contacts",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: userReference().notNull(),
    kind: text().notNull(),
    value: text().notNull(),
    verified: smallint().notNull().default(0),
    pending: boolean().notNull().default(true),
    preferred: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("contacts_user_value").on(table.userId, table.kind, table.value),
    uniqueIndex("contacts_verified_value").on(table.kind, table.value).where(sql`verified <> 0`),
  ],
);

/**
 * Codes and links sent by e-mail or SMS, stored as SHA-256. A code allows five guesses and expires; the
 * rows also count sends per address and per client address for the sending limits.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    purpose: text().notNull(),
    target: text().notNull(),
    userId: userReference(),
    contactId: bigint("contact_id", { mode: "number" }).references((): AnyPgColumn => contacts.id, {
      onDelete: "cascade",
    }),
    secretHash: text("secret_hash").notNull(),
    guesses: integer().notNull().default(0),
    clientAddress: text("client_address").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("verification_codes_target").on(table.target, table.createdAt),
    index("verification_codes_client").on(table.clientAddress, table.createdAt),
    index("verification_codes_secret").on(table.secretHash),
  ],
);

/** Failed sign-ins, shared by every process, for the per-account and per-client-address limits. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The normalised user name tried, so unknown accounts are limited the same way as real ones. */
    target: text().notNull(),
    clientAddress: text("client_address").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("sign_in_failures_target").on(table.target, table.createdAt),
    index("sign_in_failures_client").on(table.clientAddress, table.createdAt),
  ],
);

/** Anonymous visitors' identifiers; `user_id` is set when the visitor signs in and its data merges. */
export const watchIdentifiers = pgTable(
  "watch_identifiers",
  {
    identifier: text().primaryKey(),
    userId: userReference(),
    createdAt: createdAt(),
    mergedAt: timestamp("merged_at", { withTimezone: true }),
  },
  (table) => [index("watch_identifiers_user").on(table.userId)],
);

/** User settings by the spec's keys (userSettingKeys), one row a key. */
export const userPreferences = pgTable(
  "user_preferences",
  {
    userId: userReference().notNull(),
    kind: text().notNull(),
    value: jsonb().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Accounts at social and eID providers (login provider ids 3..10) linked to a user. */
export const socialIdentities = pgTable(
  "social_identities",
  {
    provider: smallint().notNull(),
    subject: text().notNull(),
    userId: userReference().notNull(),
    email: text(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index("social_identities_user").on(table.userId),
  ],
);

/** Who did what to whose account (impersonation, blocking, deletion). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: bigint("actor_user_id", { mode: "number" }),
    subjectUserId: bigint("subject_user_id", { mode: "number" }),
    action: text().notNull(),
    details: jsonb().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_subject").on(table.subjectUserId, table.createdAt)],
);
