import type pg from "pg";
import { PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Database } from "../db/database.ts";
import { addPendingViewsJob } from "../modules/lot-views/jobs.ts";
import { refreshUsedFiltersJob } from "../modules/used-filters/jobs.ts";

/**
 * A background job: a queue name, the schema of its payload, and its handler. Features keep theirs in
 * modules/<feature>/jobs.ts and add them to `jobDefinitions` below; `ROLE=worker` (or `all`) runs them.
 */
export type JobDefinition<Payload = unknown> = {
  name: string;
  payload: z.ZodType<Payload>;
  /** A cron expression (UTC) when the job runs on a schedule; pg-boss sends it once per tick for all processes. */
  schedule?: string;
  handle(payload: Payload, context: JobContext): Promise<void>;
};
export type JobContext = { pool: pg.Pool };

export const jobDefinitions: JobDefinition[] = [
  refreshUsedFiltersJob as JobDefinition,
  addPendingViewsJob as JobDefinition,
];

type Log = { info(object: object, message: string): void; error(object: object, message: string): void };

export type JobWorkers = { boss: PgBoss; stop(): Promise<void> };

/** Starts pg-boss (its queue tables live in the `pgboss` schema of our database) and a worker per job. */
export async function startJobWorkers(
  db: Database,
  log: Log,
  definitions = jobDefinitions,
): Promise<JobWorkers> {
  const boss = new PgBoss({ connectionString: db.url, max: 4 });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name);
    await boss.work(definition.name, async (batch) => {
      for (const job of batch) await definition.handle(definition.payload.parse(job.data), { pool: db.pool });
    });
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {});
  }
  log.info({ queues: definitions.map((definition) => definition.name) }, "job workers started");
  return {
    boss,
    // Graceful: running handlers finish (up to 30 s) before the connections close.
    stop: () => boss.stop({ graceful: true, timeout: 30_000 }),
  };
}
