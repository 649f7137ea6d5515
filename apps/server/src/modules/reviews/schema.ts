import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore, sql } from "../../db/drizzle.ts";
import { users } from "../accounts/schema.ts";
import { lots } from "../lots/schema.ts";
import type { StoredVersions } from "../media/schema.ts";

const { pgTable, bigint, integer, smallint, text, jsonb, timestamp, index, uniqueIndex } = pgCore;

/** Reviews of lots: one per author per lot (the unique index is the rule's last word). Migration 0015. */
export const reviews = pgTable(
  "reviews",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    lotId: bigint("lot_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => lots.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    /** 1 to 5 stars. */
    rating: smallint().notNull(),
    text: text().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex("reviews_one_per_author").on(table.lotId, table.authorId),
    index("reviews_of_lot").on(table.lotId, table.createdAt.desc(), table.id.desc()),
    index("reviews_by_author").on(table.authorId),
  ],
);

/** Photos of a review; their versions are stored under `storage_id` like lot pictures. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    reviewId: bigint("review_id", { mode: "number" })
      .notNull()
      .references((): AnyPgColumn => reviews.id, { onDelete: "cascade" }),
    storageId: text("storage_id").notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    sequence: smallint().notNull(),
    versions: jsonb().$type<StoredVersions>().notNull(),
  },
  (table) => [index("review_photos_of_review").on(table.reviewId, table.sequence)],
);
