import pg from "pg";

export type Logger = { warn(object: object, message: string): void };

/**
 * One pool per process. Idle clients that lose their server (restart, failover, embedded shutdown) emit
 * `error` on the pool; without a handler Node would exit, with it the pool reconnects on the next query.
 */
export function createPool(url: string, size: number, log: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: "tirgus",
  });
  // The error carries the whole pg client (its statements, buffers and settings): only what says why is logged.
  pool.on("error", (error) =>
    log.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      "idle database connection lost",
    ),
  );
  return pool;
}

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOENT",
  "ETIMEDOUT",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True for errors that mean "the database cannot be reached right now", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && unavailableCodes.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(
    error.message,
  );
}
