import { z } from "zod";
import type { JobDefinition } from "../../platform/jobs.ts";
import { addPendingViews } from "./repository.ts";

/** Views reach lots.views (lists sort by it) within a minute; one worker runs it at a time (pg-boss). */
export const addPendingViewsJob: JobDefinition<Record<string, never>> = {
  name: "add-pending-views",
  payload: z.object({}).strict(),
  schedule: "* * * * *",
  handle: async (_payload, { pool }) => {
    await addPendingViews(pool);
  },
};
