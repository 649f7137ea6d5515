import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore } from "../../db/drizzle.ts";
import { users } from "../accounts/schema.ts";

const { pgTable, bigint, smallint, text, timestamp, index } = pgCore;

/**
 * A sign-in (or link) at a social or eID provider between its start and its callback: the PKCE verifier and
 * the nonce stay on the server, keyed by the hash of the state that travels through the provider. A row is
 * used once and lives a few minutes (decision 0013).
 */
export const socialSignInAttempts = pgTable(
  "social_sign_in_attempts",
  {
    stateHash: text("state_hash").primaryKey(),
    provider: smallint().notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text().notNull(),
    /** A same-site path the browser returns to. */
    returnTo: text("return_to").notNull(),
    /** Set when a signed-in user links the provider's account to theirs instead of signing in. */
    linkUserId: bigint("link_user_id", { mode: "number" }).references((): AnyPgColumn => users.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("social_sign_in_attempts_created").on(table.createdAt)],
);
