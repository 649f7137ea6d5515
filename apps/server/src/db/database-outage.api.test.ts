import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testConfig } from "../../test/app.ts";
import { startDatabaseProxy } from "../../test/database-proxy.ts";
import { buildApp } from "../app.ts";
import { connectDatabase, openDatabase } from "./database.ts";

describe("when the database goes away", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startDatabaseProxy(database.url);
  });
  afterAll(async () => {
    proxy.close();
    await database.drop();
  });

  it("answers 503 while it is down and recovers when it is back", async () => {
    const db = connectDatabase(proxy.url, 2, { warn: () => {} });
    const app = await buildApp({ config: testConfig(), db });
    try {
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);

      await proxy.cut();
      const down = await app.inject({ url: "/api/health" });
      expect(down.statusCode).toBe(503);
      expect(down.json().content.db).toBe("down");

      await proxy.restore();
      const back = await app.inject({ url: "/api/health" });
      expect(back.statusCode).toBe(200);
      expect(back.json().content).toMatchObject({ status: "ok", db: "ok" });
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("turns a query that cannot reach the database into 503 with Retry-After, in the error shape", async () => {
    const db = connectDatabase(proxy.url, 2, { warn: () => {} });
    const app = await buildApp({ config: testConfig(), db });
    app.get("/api/test/query", async () => ({ content: (await db.pool.query("SELECT 1 AS one")).rows[0] }));
    try {
      await proxy.cut();
      const response = await app.inject({ url: "/api/test/query" });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({ errors: [{ message: "Service temporarily unavailable" }] });
    } finally {
      await proxy.restore();
      await app.close();
      await db.close();
    }
  });
});

describe("at start-up", () => {
  it("stops with a clear message naming the database when it cannot be reached", async () => {
    const config = testConfig({ DATABASE_URL: "postgres://tirgus:secret@127.0.0.1:1/tirgus" });
    const log = { info: () => {}, warn: () => {} };
    await expect(openDatabase(config, log)).rejects.toThrow(
      /Cannot use the database at postgres:\/\/tirgus:\*\*\*@127\.0\.0\.1:1\/tirgus: .*ECONNREFUSED/,
    );
  });
});
