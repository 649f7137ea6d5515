import { ShownText, ValidationMessage } from "@tirgus/domain/errors";
import type { FileFailure, MediaFileType, StoredRotation } from "@tirgus/domain/media";
import type { OwnFile } from "@tirgus/domain/media-upload-api";
import type pg from "pg";
import { ApiError } from "../../platform/api-error.ts";
import { isUniqueViolation } from "../accounts/contacts-repository.ts";
import type { VersionSizes } from "./versions.ts";

/* The SQL of uploaded files (the `files` table): the only place the upload pipeline touches the database. */

type Queryable = pg.Pool | pg.PoolClient;

const ownFileColumns = `id::int, storage_id AS "storageId", output_type AS "outputType", panorama, extension,
  width, height, rotation, converted, versions, lot_id::int AS "lotId", sequence, failure`;

export type NewUpload = {
  storageId: string;
  ownerId: number;
  lotId: number | null;
  outputType: MediaFileType;
  extension: string;
  width: number;
  height: number;
  contentHash: string;
};

/** The duplicate refusal of the spec ("File exyst for this lot"), for an upload or a file joining a lot. */
export const duplicateFileRefusal = () =>
  new ApiError(409, [{ message: ShownText.duplicateFile, field: "file" }]);

/**
 * Adds an uploaded file at the end of its lot's gallery (or of the owner's files waiting for a lot). The same
 * bytes twice in one lot break a unique index, which is the duplicate refusal.
 */
export async function insertUpload(pool: pg.Pool, upload: NewUpload): Promise<OwnFile> {
  try {
    const { rows } = await pool.query<OwnFile>(
      `INSERT INTO files (storage_id, owner_id, lot_id, output_type, extension, width, height, content_hash, sequence)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, COALESCE(MAX(sequence) + 1, 0) FROM files
       WHERE CASE WHEN $3::bigint IS NULL THEN owner_id = $2 AND lot_id IS NULL ELSE lot_id = $3 END
       RETURNING ${ownFileColumns}`,
      [
        upload.storageId,
        upload.ownerId,
        upload.lotId,
        upload.outputType,
        upload.extension,
        upload.width,
        upload.height,
        upload.contentHash,
      ],
    );
    return rows[0] as OwnFile;
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateFileRefusal() : error;
  }
}

/** One file with its owner, or null when there is none. */
export async function fileWithOwner(
  db: Queryable,
  id: number,
): Promise<(OwnFile & { ownerId: number | null }) | null> {
  const { rows } = await db.query<OwnFile & { ownerId: number | null }>(
    `SELECT ${ownFileColumns}, owner_id::int AS "ownerId" FROM files WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The caller's files of a lot, or (no lot) those uploaded before their lot was saved; gallery order. */
export async function ownFiles(pool: pg.Pool, ownerId: number, lotId: number | null): Promise<OwnFile[]> {
  const { rows } = await pool.query<OwnFile>(
    `SELECT ${ownFileColumns} FROM files
     WHERE ${lotId === null ? "owner_id = $1 AND lot_id IS NULL" : "lot_id = $1"}
     ORDER BY sequence, id`,
    [lotId ?? ownerId],
  );
  return rows;
}

/** The owner of a lot, or undefined when there is no such lot (null: a lot nobody owns, e.g. a feed's). */
export async function lotOwner(pool: pg.Pool, lotId: number): Promise<number | null | undefined> {
  const { rows } = await pool.query<{ owner: number | null }>(
    "SELECT owner_id::int AS owner FROM lots WHERE id = $1",
    [lotId],
  );
  return rows[0]?.owner;
}

/** Versions made so far join those listed (pages show a file as soon as its thumbnail is there). */
export async function addVersions(
  pool: pg.Pool,
  id: number,
  versions: VersionSizes,
  shape: { width?: number; height?: number; extension?: string } = {},
): Promise<void> {
  await pool.query(
    `UPDATE files SET versions = versions || $2::jsonb, width = COALESCE($3, width),
       height = COALESCE($4, height), extension = COALESCE($5, extension)
     WHERE id = $1`,
    [id, JSON.stringify(versions), shape.width ?? null, shape.height ?? null, shape.extension ?? null],
  );
}

export async function markFailure(pool: pg.Pool, id: number, failure: FileFailure): Promise<void> {
  await pool.query("UPDATE files SET failure = $2 WHERE id = $1", [id, failure]);
}

/**
 * Sets a file's rotation. It counts as converted again when the turned versions are stored (the rotation job),
 * or at once when it is turned upright and its upright versions are all there (`uprightReady`).
 */
export async function setRotation(
  pool: pg.Pool,
  id: number,
  rotation: StoredRotation,
  uprightReady: boolean,
): Promise<OwnFile> {
  const { rows } = await pool.query<OwnFile>(
    `UPDATE files SET rotation = $2, converted = $3 WHERE id = $1 RETURNING ${ownFileColumns}`,
    [id, rotation, rotation === null && uprightReady],
  );
  return rows[0] as OwnFile;
}

/**
 * Marks a file converted when its rotation is still the one its versions were made for; false when the seller
 * turned it meanwhile (or deleted it), so the caller makes the new rotation's versions first.
 */
export async function markConverted(pool: pg.Pool, id: number, rotation: StoredRotation): Promise<boolean> {
  const { rowCount } = await pool.query(
    "UPDATE files SET converted = true, failure = NULL WHERE id = $1 AND rotation IS NOT DISTINCT FROM $2",
    [id, rotation],
  );
  return rowCount === 1;
}

/** Deletes a file's row; answers its storage id when no other row shares it (demo pictures do), else null. */
export async function deleteFileRow(pool: pg.Pool, id: number): Promise<string | null> {
  const { rows } = await pool.query<{ storage_id: string; shared: boolean }>(
    `DELETE FROM files f WHERE id = $1
     RETURNING storage_id, EXISTS (SELECT 1 FROM files o WHERE o.storage_id = f.storage_id AND o.id <> f.id) AS shared`,
    [id],
  );
  const row = rows[0];
  return row && !row.shared ? row.storage_id : null;
}

/**
 * Puts the owner's files into a lot in the given order (the first is the cover): files already in the lot are
 * reordered, files uploaded before the lot existed join it. For the lot's create and edit (inside their
 * transaction, lot-form/service.ts) and for `PATCH /api/lots/{id}/files`. Refuses with "Wrong value" (400, field
 * `files`, as the wizard's form answers) when a file is not the owner's or is in another lot, and with the
 * duplicate refusal when a joining file has the same bytes as one already there.
 */
export async function attachFiles(
  tx: pg.PoolClient,
  lotId: number,
  fileIds: readonly number[],
  ownerId: number,
): Promise<void> {
  if (fileIds.length === 0) return;
  try {
    const { rowCount } = await tx.query(
      `UPDATE files f SET lot_id = $1, sequence = chosen.position - 1
       FROM unnest($2::bigint[]) WITH ORDINALITY AS chosen(id, position)
       WHERE f.id = chosen.id AND f.owner_id = $3 AND (f.lot_id IS NULL OR f.lot_id = $1)`,
      [lotId, fileIds, ownerId],
    );
    if (rowCount !== new Set(fileIds).size) {
      throw new ApiError(400, [{ message: ValidationMessage.wrongValue, field: "files" }]);
    }
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateFileRefusal() : error;
  }
}
