import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../test/app.ts";
import { connectDatabase, type Database } from "../../../db/database.ts";
import { loadDemoLots } from "./load-demo-lots.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url, 2, { warn: () => {} });
  await loadDemoLots(db.pool, {
    count: 1_500,
    seed: 7,
    now: new Date("2026-11-22T12:00:00Z"),
    batchSize: 400,
  });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

describe("loading demo lots", () => {
  it("inserts the lots with their categories' paths and a mix of statuses", async () => {
    const { rows } = await db.pool.query<{ total: number; published: number; wrong_paths: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE l.status = 2)::int AS published,
         count(*) FILTER (WHERE l.category_path <> c.path)::int AS wrong_paths
       FROM lots l JOIN categories c ON c.id = l.category_id`,
    );
    expect(rows[0]?.total).toBe(1_500);
    expect(rows[0]?.published).toBeGreaterThan(900);
    expect(rows[0]?.published).toBeLessThan(1_300);
    expect(rows[0]?.wrong_paths).toBe(0);
  });

  it("leaves every category's ad count equal to its published lots and those of its descendants", async () => {
    const { rows } = await db.pool.query<{ mismatches: number }>(
      `SELECT count(*)::int AS mismatches FROM categories c
       WHERE c.ad_count <> (SELECT count(*) FROM lots l WHERE l.status = 2 AND c.id = ANY (l.category_path))`,
    );
    expect(rows[0]?.mismatches).toBe(0);
  });

  it("turns the lots triggers back on afterwards", async () => {
    const before = await db.pool.query<{ ad_count: number; id: number }>(
      "SELECT c.id, c.ad_count FROM categories c JOIN lots l ON l.category_id = c.id LIMIT 1",
    );
    const category = before.rows[0];
    await db.pool.query(
      "INSERT INTO lots (category_id, action_id, status, publish_date) VALUES ($1, 1, 2, now())",
      [category?.id],
    );
    const after = await db.pool.query<{ ad_count: number }>("SELECT ad_count FROM categories WHERE id = $1", [
      category?.id,
    ]);
    expect(after.rows[0]?.ad_count).toBe((category?.ad_count ?? 0) + 1);
  });

  it("makes the same lots from the same seed", async () => {
    const other = await createTestDatabase();
    const otherDb = connectDatabase(other.url, 2, { warn: () => {} });
    try {
      await loadDemoLots(otherDb.pool, { count: 50, seed: 7, now: new Date("2026-11-22T12:00:00Z") });
      const titles = async (pool: typeof db.pool) =>
        (await pool.query<{ t: string }>("SELECT texts->'lv'->>'title' AS t FROM lots ORDER BY id LIMIT 50"))
          .rows;
      expect(await titles(otherDb.pool)).toEqual(await titles(db.pool));
    } finally {
      await otherDb.close();
      await other.drop();
    }
  });
});
