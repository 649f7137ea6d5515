import type { LotFile } from "@tirgus/domain/lot-detail-api";
import { unconvertedVideoPollMs } from "@tirgus/domain/timing";
import { useEffect, useState } from "react";
import { loadBrowserApi } from "../../../lib/load-browser-api";

/**
 * The lot's files, asked for again every 5 s while one of its videos is still being converted (spec 1
 * section 4), so the video plays as soon as the servers have processed it without a reload.
 */
export function usePolledFiles(lotId: number, initial: readonly LotFile[]): readonly LotFile[] {
  const [files, setFiles] = useState(initial);
  const waiting = files.some((file) => file.outputType === "video" && !file.converted);

  useEffect(() => {
    if (!waiting) return;
    let timer = 0;
    let stopped = false;
    const poll = async () => {
      const api = await loadBrowserApi();
      const answer = await api
        .list<LotFile>(`/api/lots/${lotId}/files`, undefined, { silent: true })
        .catch(() => null);
      if (stopped) return;
      // A failed poll keeps what is shown and tries again at the next tick.
      if (answer) setFiles(answer.data);
      timer = window.setTimeout(poll, unconvertedVideoPollMs);
    };
    timer = window.setTimeout(poll, unconvertedVideoPollMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [lotId, waiting]);

  return files;
}
