import type { FileFailure } from "@tirgus/domain/media";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore, sql } from "../../db/drizzle.ts";
import { users } from "../accounts/schema.ts";
import { lots } from "../lots/schema.ts";

const { pgTable, bigint, integer, smallint, text, jsonb, boolean, timestamp, index, uniqueIndex } = pgCore;

/** Width and height of each stored version, by the version's name (med, hd, thumbnail, ...). */
export type StoredVersions = Partial<Record<string, { width: number; height: number }>>;

/**
 * Pictures and videos of lots. A row is one file in one lot's gallery; its bytes live in storage under
 * `storage_id` (the media address of the spec), so demo lots at scale can share stored pictures.
 */
export const files = pgTable(
  "files",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    storageId: text("storage_id").notNull(),
    /** Null while a file is uploaded before its lot is saved. */
    lotId: bigint("lot_id", { mode: "number" }).references((): AnyPgColumn => lots.id, {
      onDelete: "cascade",
    }),
    ownerId: bigint("owner_id", { mode: "number" }).references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /** "image" or "video" (spec outputType); panoramas are images with `panorama` set. */
    outputType: text("output_type").notNull(),
    panorama: boolean().notNull().default(false),
    /** The original's extension (jpeg, png, heic, mp4...). */
    extension: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Quarter turns 1 to 3; null when not rotated (spec). */
    rotation: smallint(),
    sequence: smallint().notNull().default(0),
    versions: jsonb().$type<StoredVersions>().notNull().default({}),
    /** Every version is stored (videos: transcoded). */
    converted: boolean().notNull().default(false),
    /** SHA-256 of an upload's bytes (hex): the same file twice in one lot is refused. Null for demo pictures. */
    contentHash: text("content_hash"),
    /** Why the file stays unconverted (FileFailure of the domain), or null. */
    failure: text().$type<FileFailure>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index("files_of_lot").on(table.lotId, table.sequence),
    index("files_unattached").on(table.ownerId, table.createdAt).where(sql`lot_id IS NULL`),
    uniqueIndex("files_same_content_in_lot")
      .on(table.lotId, table.contentHash)
      .where(sql`lot_id IS NOT NULL AND content_hash IS NOT NULL`),
    uniqueIndex("files_same_content_unattached")
      .on(table.ownerId, table.contentHash)
      .where(sql`lot_id IS NULL AND content_hash IS NOT NULL`),
  ],
);
