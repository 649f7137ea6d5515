import type pg from "pg";
import type { Config } from "../config.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { runMigrations } from "./migrate.ts";
import { createPool, type Logger } from "./pool.ts";

export type Database = {
  url: string;
  pool: pg.Pool;
  /** Closes the pool, then stops the embedded server when this process started it. */
  close(): Promise<void>;
};

/**
 * The database of this process: the external one of DATABASE_URL, or the embedded one under DATA_DIR.
 * `prepare` brings it up to date before the pool opens (the migrations, unless the caller does more).
 */
export async function openDatabase(
  config: Config,
  log: Logger & { info(message: string): void },
  prepare: (url: string) => Promise<void> = runMigrations,
): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, database: "tirgus", log: (m) => log.info(m) });
  const url = config.databaseUrl ?? embedded?.url ?? "";
  try {
    await prepare(url);
  } catch (error) {
    await embedded?.stop();
    throw new DatabaseStartError(url, error);
  }
  return connectDatabase(url, config.dbPoolSize, log, () => embedded?.stop());
}

/** A pool over an existing, migrated database. */
export function connectDatabase(
  url: string,
  poolSize: number,
  log: Logger,
  afterClose?: () => unknown,
): Database {
  const pool = createPool(url, poolSize, log);
  return {
    url,
    pool,
    async close() {
      await pool.end();
      await afterClose?.();
    },
  };
}

export class DatabaseStartError extends Error {
  override name = "DatabaseStartError";
  constructor(url: string, cause: unknown) {
    super(`Cannot use the database at ${redact(url)}: ${(cause as Error)?.message ?? cause}`, { cause });
  }
}

function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, "//$1:***@");
}
