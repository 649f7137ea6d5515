import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore } from "../../db/drizzle.ts";
import { authSessions, users } from "../accounts/schema.ts";

const { pgTable, bigint, timestamp, index } = pgCore;

/**
 * Marks a session as an admin's impersonation of its user (decision 0013): the admin, and the admin's own
 * session that `stop` returns to. A session without a row here is the user's own.
 */
export const impersonations = pgTable(
  "impersonations",
  {
    sessionId: bigint("session_id", { mode: "number" })
      .primaryKey()
      .references((): AnyPgColumn => authSessions.id, { onDelete: "cascade" }),
    adminUserId: bigint("admin_user_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    adminSessionId: bigint("admin_session_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => authSessions.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("impersonations_admin").on(table.adminUserId)],
);
