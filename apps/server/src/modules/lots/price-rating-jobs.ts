import { priceRatingRefreshMinutes } from "@tirgus/domain/price-rating";
import { z } from "zod";
import type { JobDefinition } from "../../platform/jobs.ts";
import { refreshPriceRatingSamplesInTransaction } from "./price-rating.ts";

/** Rebuilds the price rating's buckets on a schedule; one worker runs it at a time across processes. */
export const refreshPriceRatingJob: JobDefinition<Record<string, never>> = {
  name: "refresh-price-rating",
  payload: z.object({}).strict(),
  schedule: `*/${priceRatingRefreshMinutes} * * * *`,
  handle: (_payload, { pool }) => refreshPriceRatingSamplesInTransaction(pool),
};
