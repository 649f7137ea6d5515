import type pg from "pg";
import { PgBoss } from "pg-boss";
import type { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { resolveJwtSecret } from "../modules/auth/secret.ts";
import { expireLotsJob } from "../modules/lot-lifecycle/jobs.ts";
import { addPendingViewsJob } from "../modules/lot-views/jobs.ts";
import { refreshPriceRatingJob } from "../modules/lots/price-rating-jobs.ts";
import { processImageJob, processVideoJob, rotateFileJob } from "../modules/media/jobs.ts";
import { recountSearchWordsJob } from "../modules/search/jobs.ts";
import { refreshUsedFiltersJob } from "../modules/used-filters/jobs.ts";
import { createMailer, type Mailer } from "./mailer.ts";

/**
 * A background job: a queue name, the schema of its payload, and its handler. Features keep theirs in
 * modules/<feature>/jobs.ts and add them to `jobDefinitions` below; `ROLE=worker` (or `all`) runs them.
 */
export type JobDefinition<Payload = unknown> = {
  name: string;
  payload: z.ZodType<Payload>;
  /** A cron expression (UTC) when the job runs on a schedule; pg-boss sends it once per tick for all processes. */
  schedule?: string;
  /** How long one run may take before pg-boss counts it as failed (its default: 15 minutes). */
  expireInSeconds?: number;
  /**
   * Someone waits for it (a seller for the thumbnail of an upload): a worker wakes the moment one is queued
   * (LISTEN/NOTIFY) and works through a backlog without pausing, instead of polling every 2 seconds.
   */
  wakeAtOnce?: boolean;
  handle(payload: Payload, context: JobContext): Promise<void>;
};
/** What handlers work with: the database, the configuration, the mailer and the key that signs links. */
export type JobContext = { pool: pg.Pool; config: Config; mailer: Mailer; secret: Uint8Array; log: Log };

export const jobDefinitions: JobDefinition[] = [
  refreshUsedFiltersJob as JobDefinition,
  addPendingViewsJob as JobDefinition,
  refreshPriceRatingJob as JobDefinition,
  expireLotsJob as JobDefinition,
  recountSearchWordsJob as JobDefinition,
  processImageJob as JobDefinition,
  processVideoJob as JobDefinition,
  rotateFileJob as JobDefinition,
];

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type JobWorkers = { boss: PgBoss; stop(): Promise<void> };

export type JobWorkerOptions = {
  config: Config;
  definitions?: JobDefinition[];
  /** SMTP_URL or the outbox by default (platform/mailer.ts); tests pass their own. */
  mailer?: Mailer;
};

/** Starts pg-boss (its queue tables live in the `pgboss` schema of our database) and a worker per job. */
export async function startJobWorkers(
  db: Database,
  log: Log,
  { config, definitions = jobDefinitions, mailer = createMailer(config) }: JobWorkerOptions,
): Promise<JobWorkers> {
  const context: JobContext = { pool: db.pool, config, mailer, secret: await resolveJwtSecret(config), log };
  const boss = new PgBoss({ connectionString: db.url, max: 4, useListenNotify: true });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, queueOptions(definition));
    const drainsAtOnce = { batchSize: 2, burstWhenBatchFull: true, pollingIntervalSeconds: 0.5 };
    await boss.work(definition.name, definition.wakeAtOnce ? drainsAtOnce : {}, async (batch) => {
      for (const job of batch) await definition.handle(definition.payload.parse(job.data), context);
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

/** A queue's options in pg-boss, the same whichever process creates it first. */
function queueOptions(definition: JobDefinition | undefined) {
  return {
    ...(definition?.expireInSeconds && { expireInSeconds: definition.expireInSeconds }),
    ...(definition?.wakeAtOnce && { notify: true }),
  };
}

/** Queues jobs from any process, also one that runs no workers (ROLE=web). */
export type JobSender = { send(name: string, payload: object): Promise<void>; stop(): Promise<void> };

/**
 * A pg-boss that only sends, over the process's own pool, started with the first job: it supervises and
 * schedules nothing (the workers do), and a process that never queues a job never starts it.
 */
export function createJobSender(pool: pg.Pool): JobSender {
  let started: Promise<PgBoss> | undefined;
  const queues = new Map<string, Promise<void>>();
  const start = async () => {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      supervise: false,
      schedule: false,
    });
    await boss.start();
    return boss;
  };
  return {
    async send(name, payload) {
      started ??= start();
      const boss = await started;
      // The queue exists once a worker started; a web process that is up first creates it itself.
      const definition = jobDefinitions.find((candidate) => candidate.name === name);
      if (!queues.has(name)) queues.set(name, boss.createQueue(name, queueOptions(definition)));
      await queues.get(name);
      await boss.send(name, payload);
    },
    async stop() {
      if (started) await (await started).stop({ graceful: false, close: false });
    },
  };
}
