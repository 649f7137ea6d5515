import { z } from "zod";
import type { JobDefinition } from "../../platform/jobs.ts";
import { expireDueLots } from "./expiry.ts";

/** Published lots whose end date passed become expired within five minutes; pages mark them Expired at once. */
export const expireLotsJob: JobDefinition<Record<string, never>> = {
  name: "expire-lots",
  payload: z.object({}).strict(),
  schedule: "*/5 * * * *",
  handle: async (_payload, { pool, mailer, config, secret, log }) => {
    await expireDueLots({ pool, mailer, publicUrl: config.publicUrl, secret, now: new Date(), log });
  },
};
