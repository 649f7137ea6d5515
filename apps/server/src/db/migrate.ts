import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { drizzle, migrate } from "./drizzle.ts";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies pending migrations. An advisory lock makes concurrent starts (a web and a worker process
 * coming up together) take turns instead of racing on the same DDL.
 */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('tirgus:migrations'))");
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock(hashtext('tirgus:migrations'))").catch(() => {});
    await client.end();
  }
}
