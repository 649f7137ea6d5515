import { isHiddenFile } from "@tirgus/domain/hidden-pictures";
import type { ShownLotFile } from "@tirgus/domain/lot-detail-api";
import { unconvertedVideoPollMs } from "@tirgus/domain/timing";
import { useEffect, useState } from "react";
import { loadBrowserApi } from "../../../lib/load-browser-api";

export const waitsForVideo = (files: readonly ShownLotFile[]): boolean =>
  files.some((file) => !isHiddenFile(file) && file.outputType === "video" && !file.converted);

/**
 * Asks for the lot's files every `everyMs` until none of them is a video still being converted, handing each
 * answer on. A failed request (null) keeps what is shown and tries again at the next tick. Returns `stop`.
 */
export function pollFiles<File extends ShownLotFile>(
  load: () => Promise<readonly File[] | null>,
  onFiles: (files: readonly File[]) => void,
  everyMs = unconvertedVideoPollMs,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = async () => {
    const files = await load().catch(() => null);
    if (stopped) return;
    if (files) onFiles(files);
    if (files && !waitsForVideo(files)) return;
    timer = setTimeout(tick, everyMs);
  };
  timer = setTimeout(tick, everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * The lot's files, asked for again every 5 s while one of its videos is still being converted (spec 1
 * section 4), so the video plays as soon as the servers have processed it, without a reload.
 */
export function usePolledFiles(lotId: number, initial: readonly ShownLotFile[]): readonly ShownLotFile[] {
  const [files, setFiles] = useState(initial);
  const waiting = waitsForVideo(files);

  useEffect(() => {
    if (!waiting) return;
    return pollFiles(async () => {
      const api = await loadBrowserApi();
      const answer = await api.list<ShownLotFile>(`/api/lots/${lotId}/files`, undefined, { silent: true });
      return answer.data;
    }, setFiles);
  }, [lotId, waiting]);

  return files;
}
