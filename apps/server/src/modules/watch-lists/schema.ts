import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore, sql } from "../../db/drizzle.ts";
import { users, watchIdentifiers } from "../accounts/schema.ts";
import { lots } from "../lots/schema.ts";

const { pgTable, bigint, text, timestamp, index, uniqueIndex, check } = pgCore;

/**
 * A list of lots kept by a signed-in user or by an anonymous visitor's watch identifier, never both
 * (migration 0014). Favourites and the compare list have the same shape.
 */
function watchListTable(name: "favorites" | "compare_entries") {
  return pgTable(
    name,
    {
      id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
      userId: bigint("user_id", { mode: "number" }).references((): AnyPgColumn => users.id, {
        onDelete: "cascade",
      }),
      watchIdentifier: text("watch_identifier").references((): AnyPgColumn => watchIdentifiers.identifier, {
        onDelete: "cascade",
      }),
      lotId: bigint("lot_id", { mode: "number" })
        .notNull()
        .references((): AnyPgColumn => lots.id, { onDelete: "cascade" }),
      /** When the lot was added: the bookmarks' "added date" (their createDate). */
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      check(`${name}_one_owner`, sql`(user_id IS NULL) <> (watch_identifier IS NULL)`),
      uniqueIndex(`${name}_user_lot`).on(table.userId, table.lotId).where(sql`user_id IS NOT NULL`),
      uniqueIndex(`${name}_watch_lot`)
        .on(table.watchIdentifier, table.lotId)
        .where(sql`watch_identifier IS NOT NULL`),
      index(`${name}_lot`).on(table.lotId),
    ],
  );
}

export const favorites = watchListTable("favorites");
export const compareEntries = watchListTable("compare_entries");
