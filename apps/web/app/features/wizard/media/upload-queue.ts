import { nextRotation, type StoredRotation } from "@tirgus/domain/media";
import type { OwnFile } from "@tirgus/domain/media-upload-api";

/*
 * The media step's files (spec 2 section 4 "File upload"): each one queued, uploading with its progress,
 * saved with the server's id, or failed with a retry. Saved files can be rotated (quarter turns, null for
 * none), moved and made the cover (the first one is the cover). Files the server lists that this page did
 * not upload (added from a phone by QR code) join the list when it is polled.
 */

export type UploadStatus = "queued" | "uploading" | "saved" | "failed";

export type MediaItem = {
  /** Stable across the item's life: a local key until saved, then still the same. */
  key: string;
  name: string;
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The server's file once saved. */
  file: OwnFile | null;
  rotation: StoredRotation;
  /** A translation key with its values, when the upload failed. */
  error: { message: string; values?: readonly (string | number)[] } | null;
};

export type MediaAction =
  | { type: "add"; items: readonly { key: string; name: string }[] }
  | { type: "start"; key: string }
  | { type: "progress"; key: string; progress: number }
  | { type: "saved"; key: string; file: OwnFile }
  | { type: "failed"; key: string; error: NonNullable<MediaItem["error"]> }
  | { type: "retry"; key: string }
  | { type: "remove"; key: string }
  | { type: "rotate"; key: string }
  /** Back to a known rotation (the server refused the turn). */
  | { type: "rotation"; key: string; rotation: StoredRotation }
  | { type: "move"; key: string; to: number }
  | { type: "listed"; files: readonly OwnFile[] };

export const savedItem = (file: OwnFile): MediaItem => ({
  key: `file-${file.id}`,
  name: "",
  status: "saved",
  progress: 1,
  file,
  rotation: file.rotation,
  error: null,
});

function update(items: readonly MediaItem[], key: string, change: (item: MediaItem) => MediaItem) {
  return items.map((item) => (item.key === key ? change(item) : item));
}

/** `items` with the one at `from` moved to `to` (clamped to the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * The server's list taken in: known files keep their place here (the user may have just moved them, and the
 * draft saves the order), files new to this page (from a phone) join after them, files the server no longer
 * lists leave. Uploads under way stay.
 */
function mergeListed(items: readonly MediaItem[], files: readonly OwnFile[]): MediaItem[] {
  const listed = new Map(files.map((file) => [file.id, file]));
  const known = new Set(items.flatMap((item) => (item.file ? [item.file.id] : [])));
  const kept = items.flatMap((item) => {
    if (!item.file) return [item];
    const file = listed.get(item.file.id);
    return file ? [{ ...item, file }] : [];
  });
  return [...kept, ...files.filter((file) => !known.has(file.id)).map(savedItem)];
}

export function mediaReducer(items: readonly MediaItem[], action: MediaAction): readonly MediaItem[] {
  switch (action.type) {
    case "add":
      return [
        ...items,
        ...action.items.map(
          ({ key, name }): MediaItem => ({
            key,
            name,
            status: "queued",
            progress: 0,
            file: null,
            rotation: null,
            error: null,
          }),
        ),
      ];
    case "start":
      return update(items, action.key, (item) => ({
        ...item,
        status: "uploading",
        progress: 0,
        error: null,
      }));
    case "progress":
      return update(items, action.key, (item) => ({
        ...item,
        progress: Math.min(1, Math.max(0, action.progress)),
      }));
    case "saved":
      return update(items, action.key, (item) => ({
        ...item,
        status: "saved",
        progress: 1,
        file: action.file,
        rotation: action.file.rotation,
      }));
    case "failed":
      return update(items, action.key, (item) => ({ ...item, status: "failed", error: action.error }));
    case "retry":
      return update(items, action.key, (item) => ({ ...item, status: "queued", progress: 0, error: null }));
    case "remove":
      return items.filter((item) => item.key !== action.key);
    case "rotate":
      return update(items, action.key, (item) => ({ ...item, rotation: nextRotation(item.rotation) }));
    case "rotation":
      return update(items, action.key, (item) => ({ ...item, rotation: action.rotation }));
    case "move": {
      const from = items.findIndex((item) => item.key === action.key);
      return from === -1 ? items : moved(items, from, action.to);
    }
    case "listed":
      return mergeListed(items, action.files);
  }
}

/** The next file to send: uploads go one at a time, in the order they were chosen. */
export const nextQueued = (items: readonly MediaItem[]): MediaItem | undefined =>
  items.some((item) => item.status === "uploading")
    ? undefined
    : items.find((item) => item.status === "queued");

/** Files still on their way: the wizard's steps wait for them. */
export const isUploading = (items: readonly MediaItem[]): boolean =>
  items.some((item) => item.status === "queued" || item.status === "uploading");

/** The saved files' ids in gallery order: the lot's `files`, the first one its cover. */
export const fileOrder = (items: readonly MediaItem[]): number[] =>
  items.flatMap((item) => (item.status === "saved" && item.file ? [item.file.id] : []));
