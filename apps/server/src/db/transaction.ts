import type pg from "pg";

/**
 * Runs `work` on one connection inside BEGIN ... COMMIT, rolling back when it throws: the one way the
 * server writes several statements that must land together.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    // A broken connection cannot roll back; the original error is the one worth reporting.
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
