import { nextRotation, type StoredRotation } from "@tirgus/domain/media";
import type { OwnFile } from "@tirgus/domain/media-upload-api";
import { fileListPollMs } from "@tirgus/domain/timing";
import { useCallback, useEffect, useState } from "react";
import { browserApi } from "../../../lib/browser-api";
import { readCookie } from "../../../lib/cookies";
import { browserTokens } from "../../../lib/tokens";
import { sameValue } from "../form/draft";
import { fileOrder, isUploading, type MediaItem } from "./upload-queue";
import { useUploads } from "./use-uploads";

/** The owner's files of the lot, unfinished ones included (the media pipeline's `GET /api/files?lot=`). */
const listFiles = async (lotId: number) =>
  (await browserApi().list<OwnFile>("/api/files", { lot: lotId }, { silent: true })).data;

/**
 * The lot's media in the wizard: uploads (use-uploads.ts), the file list asked for every 5 s while nothing
 * uploads (files added from a phone appear, versions still being made get ready), the order kept in the
 * form's `files` (the draft saves it: the first is the cover), rotation and deletion sent at once.
 */
export function useLotMedia(
  lotId: number | null,
  setFiles: (files: number[]) => void,
  formFiles: readonly number[],
) {
  const auth = useCallback(
    () => ({ token: browserTokens().accessToken(), csrf: readCookie(document.cookie, "csrf") }),
    [],
  );
  const uploads = useUploads({ lotId, initial: [], auth });
  const { items, dispatch } = uploads;
  const uploading = isUploading(items);

  // Until the server's list has been read once, an empty list here means "not known yet", not "no files".
  const [listed, setListed] = useState(false);
  useEffect(() => {
    if (lotId === null || uploading) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const files = await listFiles(lotId).catch(() => null);
      if (stopped) return;
      if (files) {
        dispatch({ type: "listed", files });
        setListed(true);
      }
      timer = setTimeout(poll, fileListPollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [lotId, uploading, dispatch]);

  const order = fileOrder(items);
  useEffect(() => {
    if (listed && !sameValue(order, formFiles)) setFiles(order);
  }, [listed, order, formFiles, setFiles]);

  const rotate = useCallback(
    (item: MediaItem) => {
      if (!item.file) return;
      const rotation: StoredRotation = nextRotation(item.rotation);
      dispatch({ type: "rotate", key: item.key });
      // The API takes the quarter turns 0-3; null (upright) is how the file stores 0.
      void browserApi()
        .patch(`/api/files/${item.file.id}`, { rotation: rotation ?? 0 })
        .catch(() => dispatch({ type: "rotation", key: item.key, rotation: item.rotation }));
    },
    [dispatch],
  );

  const remove = useCallback(
    (item: MediaItem) => {
      dispatch({ type: "remove", key: item.key });
      if (item.file)
        void browserApi()
          .delete(`/api/files/${item.file.id}`)
          .catch(() => undefined);
    },
    [dispatch],
  );

  return { ...uploads, uploading, rotate, remove };
}

export type LotMedia = ReturnType<typeof useLotMedia>;
