import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { createS3Storage, type S3Settings } from "./storage-s3.ts";

/** A stored object as it is read back: its bytes as a stream plus what an HTTP answer needs. */
export type StoredObject = {
  body: Readable;
  size: number;
  contentType: string;
  /** A strong validator for conditional requests (S3 gives one per object; local disk derives it). */
  etag: string;
};

/**
 * What opens a storage again in another process (a job worker, a child process). S3 settings carry the
 * bucket's credentials: hand them over in an environment variable or a pipe, never on a command line.
 */
export type StorageSettings = { kind: "local"; root: string } | S3Settings;

/**
 * Where media bytes live. Keys are relative paths such as `ab/cd/abcd1234/med.webp` (see `mediaKey`), so
 * the same key works as a file path on disk and as an object key in an S3-compatible bucket, and everything
 * of one stored file shares the prefix of its storage id.
 */
export type MediaStorage = {
  readonly settings: StorageSettings;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Moves a file of the local disk into storage under `key` and removes it from where it was: how uploads
   * and transcoded videos (up to 1 GB) get in without being held in memory.
   */
  moveIn(key: string, filePath: string, contentType: string): Promise<void>;
  /** Null when there is no object under the key. */
  read(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes one object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Removes every object of one stored file (all its versions). */
  deleteStorageId(storageId: string): Promise<void>;
};

/** Storage ids become path segments and URL parts, so they are plain letters, digits, `_` and `-`. */
const storageIdPattern = /^[A-Za-z0-9_-]{4,64}$/;
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** The key itself when it is one: the pattern allows no `..` segment and no leading slash (no way out of a root). */
export function checkedKey(key: string): string {
  if (!keyPattern.test(key) || key.split("/").some((part) => part === "..")) {
    throw new RangeError(`Invalid storage key: ${key}`);
  }
  return key;
}

/** The folder of a stored file: `{id[0:2]}/{id[2:4]}/{id}`, as in its media address. */
export function storageIdPrefix(storageId: string): string {
  if (!storageIdPattern.test(storageId)) throw new RangeError(`Invalid storage id: ${storageId}`);
  return `${storageId.slice(0, 2)}/${storageId.slice(2, 4)}/${storageId}`;
}

/** The key of one stored object of a file, e.g. `mediaKey("abcd1234", "med.webp")`. */
export function mediaKey(storageId: string, fileName: string): string {
  return `${storageIdPrefix(storageId)}/${fileName}`;
}

const contentTypes: Record<string, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  jfif: "image/jpeg",
  png: "image/png",
  heic: "image/heic",
  heif: "image/heif",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  json: "application/json",
};

/** The content type of a key by its extension; local disk keeps no metadata, so names must carry it. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return contentTypes[extension] ?? "application/octet-stream";
}

/**
 * Media on the local disk under `{root}`. A write goes to a temporary file beside its target and is renamed
 * into place, which is atomic on one file system: a reader sees the old object or the whole new one, never
 * half a file, even when two processes write the same key.
 */
export function createLocalStorage(root: string): MediaStorage {
  const fullPath = (key: string) => path.join(root, checkedKey(key));

  return {
    settings: { kind: "local", root },

    async put(key, body, contentType) {
      const target = fullPath(key);
      if (contentTypeOf(key) !== contentType) {
        throw new RangeError(`Local storage derives content types from names: ${key} is not ${contentType}`);
      }
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async moveIn(key, filePath, contentType) {
      const target = fullPath(key);
      if (contentTypeOf(key) !== contentType) {
        throw new RangeError(`Local storage derives content types from names: ${key} is not ${contentType}`);
      }
      await mkdir(path.dirname(target), { recursive: true });
      await rename(filePath, target).catch(async (error: NodeJS.ErrnoException) => {
        // Another file system (a temporary folder elsewhere): copy beside the target, then rename atomically.
        if (error.code !== "EXDEV") throw error;
        const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
        await copyFile(filePath, temporary);
        await rename(temporary, target);
        await rm(filePath, { force: true });
      });
    },

    async read(key) {
      const file = fullPath(key);
      const stats = await statOrNull(file);
      if (!stats?.isFile()) return null;
      return {
        body: createReadStream(file),
        size: stats.size,
        contentType: contentTypeOf(key),
        etag: `"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`,
      };
    },

    async exists(key) {
      return (await statOrNull(fullPath(key)))?.isFile() ?? false;
    },

    async remove(key) {
      await rm(fullPath(key), { force: true });
    },

    async deleteStorageId(storageId) {
      await rm(fullPath(storageIdPrefix(storageId)), { recursive: true, force: true });
    },
  };
}

/**
 * The media storage the configuration asks for: local disk under `{dataDir}/media` by default, or an
 * S3-compatible bucket (MEDIA_STORAGE=s3).
 */
export function createMediaStorage(config: { dataDir: string; s3?: S3Settings | null }): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, "media"));
}

/** The storage that another process described with its `settings`. */
export function openStorage(settings: StorageSettings): MediaStorage {
  return settings.kind === "s3" ? createS3Storage(settings) : createLocalStorage(settings.root);
}

async function statOrNull(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
