import { usedFiltersRefreshMinutes } from "@tirgus/domain/used-filters";
import { z } from "zod";
import type { JobDefinition } from "../../platform/jobs.ts";
import { refreshUsedFilterValuesInTransaction } from "./repository.ts";

/** Rebuilds the used filter values on a schedule; one worker runs it at a time across processes (pg-boss). */
export const refreshUsedFiltersJob: JobDefinition<Record<string, never>> = {
  name: "refresh-used-filters",
  payload: z.object({}).strict(),
  schedule: `*/${usedFiltersRefreshMinutes} * * * *`,
  handle: (_payload, { pool }) => refreshUsedFilterValuesInTransaction(pool),
};
