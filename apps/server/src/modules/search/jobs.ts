import { z } from "zod";
import type { JobDefinition } from "../../platform/jobs.ts";
import { recountSearchWords } from "./repository.ts";

/**
 * Sets again how many lots each search word is in (migration 0030): lots written one by one add their new
 * words at 0 and never lower a count. The header box's suggestions follow (migration 0038): shown while their
 * words are words of the lots. Hourly, since the counts only steer how the search box finds and counts
 * matches; at 1M lots a recount reads every search document, about 7 s of PostgreSQL.
 */
export const recountSearchWordsJob: JobDefinition<Record<string, never>> = {
  name: "recount-search-words",
  payload: z.object({}).strict(),
  schedule: "17 * * * *",
  handle: async (_payload, { pool }) => {
    await recountSearchWords(pool);
  },
};
