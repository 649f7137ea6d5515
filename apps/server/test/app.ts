import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { connectDatabase, type Database } from "../src/db/database.ts";
import { admin, databaseUrl } from "./global-setup.ts";

/** A fresh database for one test file, cloned from the migrated template (fast, and isolated). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject("databaseServerUrl");
  const name = `tirgus_test_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0", ...env },
    "0.0.0-test",
  );
}

export type TestApp = { app: FastifyInstance; db: Database; close(): Promise<void> };

/** The whole API app on its own database, for `app.inject`. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const db = connectDatabase(database.url, 4, { warn: () => {} });
  const app = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await database.drop();
    },
  };
}
