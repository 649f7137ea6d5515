import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { seedCatalogue } from "../src/modules/catalogue/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * One PostgreSQL for the whole API suite: the embedded one (a throw-away cluster under data/test), or the
 * server of DATABASE_URL. A template database is migrated once; every test file clones it (test/app.ts).
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(repoRoot, "data", "test"),
        database: "postgres",
        durable: false,
      });
  const serverUrl = process.env.DATABASE_URL ?? embedded?.url ?? "";
  const templateDatabase = `tirgus_template_${process.pid}`;
  await admin(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
    await client.query(`CREATE DATABASE ${templateDatabase}`);
  });
  await runMigrations(databaseUrl(serverUrl, templateDatabase));
  // Reference data every test may rely on, loaded once into the template.
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, templateDatabase), max: 2 });
  await seedCatalogue(pool);
  await pool.end();
  project.provide("databaseServerUrl", serverUrl);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    await admin(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`),
    );
    await embedded?.stop();
  };
}

export async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The same server, another database. Works for socket URLs (`?host=/dir`) and TCP ones alike. */
export function databaseUrl(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
