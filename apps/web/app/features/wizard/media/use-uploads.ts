import type { OwnFile } from "@tirgus/domain/media-upload-api";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { toastStore } from "../../../lib/toast-store";
import type { Message } from "../form/fields";
import { fileProblem, sizeProblem } from "./upload-checks";
import { type MediaItem, mediaReducer, nextQueued, savedItem } from "./upload-queue";
import { pictureSize, uploadFile } from "./upload-request";
import { createSpeedMeter, slowConnectionMessage } from "./upload-speed";

let nextKey = 1;

/**
 * Uploads chosen files one at a time with their progress, after the browser's checks (type, size, picture
 * dimensions): a refused file is never sent and says why in a toast. Shared by the wizard's media step and
 * the QR page; `token` authenticates (a session's bearer token, or the QR page's hash).
 */
export function useUploads(options: {
  /** Null until the draft exists: nothing is sent before. */
  lotId: number | null;
  initial: readonly OwnFile[];
  auth: () => { token?: string | null; csrf?: string | null; qrHash?: string };
}) {
  const [items, dispatch] = useReducer(mediaReducer, options.initial, (files) => files.map(savedItem));
  const [slow, setSlow] = useState(false);
  const files = useRef(new Map<string, File>());
  const previews = useRef(new Map<string, string>());
  const { lotId, auth } = options;

  const add = useCallback(async (chosen: readonly File[]) => {
    const accepted: { key: string; name: string }[] = [];
    for (const file of chosen) {
      const problem = fileProblem(file) ?? sizeProblem(await pictureSize(file));
      if (problem) {
        toastStore.show({ kind: "error", message: problem.message, values: problem.values });
        continue;
      }
      const key = `upload-${nextKey++}`;
      files.current.set(key, file);
      if (file.type.startsWith("image/")) previews.current.set(key, URL.createObjectURL(file));
      accepted.push({ key, name: file.name });
    }
    if (accepted.length > 0) dispatch({ type: "add", items: accepted });
  }, []);

  const next = nextQueued(items);
  useEffect(() => {
    const file = next && files.current.get(next.key);
    if (!next || !file || lotId === null) return;
    const key = next.key;
    const meter = createSpeedMeter();
    dispatch({ type: "start", key });
    uploadFile({
      file,
      lotId,
      ...auth(),
      onProgress: (loaded, total) => {
        dispatch({ type: "progress", key, progress: loaded / total });
        setSlow(meter.sample(Date.now(), loaded));
      },
    })
      .then(
        (saved) => dispatch({ type: "saved", key, file: saved }),
        (error: Message) => {
          dispatch({ type: "failed", key, error });
          toastStore.show({ kind: "error", message: error.message, values: error.values });
        },
      )
      .finally(() => setSlow(false));
  }, [next, lotId, auth]);

  useEffect(() => {
    if (slow) toastStore.show({ kind: "error", message: slowConnectionMessage });
  }, [slow]);

  // Object URLs hold the picture in memory until revoked.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const previewOf = useCallback((item: MediaItem) => previews.current.get(item.key) ?? null, []);
  return { items, dispatch, add, previewOf };
}
