import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/app.ts";
import { CopyBinary } from "./copy-binary.ts";
import { copyBuffers } from "./copy-rows.ts";
import { connectDatabase, type Database } from "./database.ts";
import { truncateIfEmpty } from "./deferred-indexes.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url, 1, { warn: () => {} });
  await db.pool.query(`CREATE TABLE parent (id int PRIMARY KEY);
    CREATE TABLE child (id int PRIMARY KEY, parent_id int REFERENCES parent);
    CREATE TABLE grandchild (child_id int REFERENCES child)`);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

/** Runs `work` in a transaction that is rolled back, so each case starts from the same tables. */
async function inRolledBackTransaction<T>(work: (client: import("pg").PoolClient) => Promise<T>) {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    return await work(client);
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

const parentRows = () => {
  const copy = new CopyBinary(["int4"]);
  for (const id of [1, 2, 3]) copy.add([id]);
  return copy.buffers();
};

describe("truncating empty tables for a frozen COPY", () => {
  it("truncates empty tables and those referring to them, after which COPY may freeze its rows", async () => {
    const count = await inRolledBackTransaction(async (client) => {
      expect(await truncateIfEmpty(client, ["parent"])).toBe(true);
      await copyBuffers(client, "parent", ["id"], parentRows(), { format: "binary", freeze: true });
      return (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM parent")).rows[0]?.n;
    });
    expect(count).toBe(3);
  });

  it("truncates nothing when a table that refers to them, however indirectly, holds a row", async () => {
    await db.pool.query("INSERT INTO child VALUES (1, NULL); INSERT INTO grandchild VALUES (1)");
    try {
      const kept = await inRolledBackTransaction(async (client) => {
        expect(await truncateIfEmpty(client, ["parent"])).toBe(false);
        await expect(
          copyBuffers(client, "parent", ["id"], parentRows(), { format: "binary", freeze: true }),
        ).rejects.toThrow(/FREEZE/);
        return 0;
      });
      expect(kept).toBe(0);
      const { rows } = await db.pool.query<{ n: number }>(
        "SELECT (SELECT count(*) FROM child) + (SELECT count(*) FROM grandchild) AS n",
      );
      expect(Number(rows[0]?.n)).toBe(2);
    } finally {
      await db.pool.query("DELETE FROM grandchild; DELETE FROM child");
    }
  });
});
