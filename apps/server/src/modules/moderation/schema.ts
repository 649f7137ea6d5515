import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore, sql } from "../../db/drizzle.ts";
import { users } from "../accounts/schema.ts";
import { lots } from "../lots/schema.ts";

const { pgTable, bigint, smallint, text, timestamp, index, uniqueIndex, check } = pgCore;

/**
 * Reports of lots by visitors (migration 0019, decision 0029): open until a moderator decides about the lot.
 * One open report per reporter (a user or an anonymous watch identifier) per lot.
 */
export const lotReports = pgTable(
  "lot_reports",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    lotId: bigint("lot_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => lots.id, { onDelete: "cascade" }),
    reporterId: bigint("reporter_id", { mode: "number" }).references((): AnyPgColumn => users.id, {
      onDelete: "cascade",
    }),
    reporterWatch: text("reporter_watch"),
    /** scam, wrong_category, prohibited, duplicate or other. */
    reason: text().notNull(),
    text: text(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: bigint("resolved_by", { mode: "number" }).references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /** The decision that closed the report. */
    resolution: text(),
  },
  (table) => [
    uniqueIndex("lot_reports_open_by_user")
      .on(table.lotId, table.reporterId)
      .where(sql`resolved_at IS NULL AND reporter_id IS NOT NULL`),
    uniqueIndex("lot_reports_open_by_watch")
      .on(table.lotId, table.reporterWatch)
      .where(sql`resolved_at IS NULL AND reporter_watch IS NOT NULL`),
    index("lot_reports_open").on(table.createdAt, table.lotId).where(sql`resolved_at IS NULL`),
    check(
      "lot_reports_reason_check",
      sql`reason IN ('scam', 'wrong_category', 'prohibited', 'duplicate', 'other')`,
    ),
  ],
);

/** Every change of a user's status: who, when, from, to and why (migration 0019). */
export const userStatusChanges = pgTable(
  "user_status_changes",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    fromStatus: smallint("from_status").notNull(),
    toStatus: smallint("to_status").notNull(),
    actorId: bigint("actor_id", { mode: "number" }).references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    reasonCode: text("reason_code"),
    statement: text(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  () => [index("user_status_changes_recent").on(sql`created_at DESC`)],
);
