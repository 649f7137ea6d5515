import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testConfig } from "../../../../test/app.ts";
import { stubDemoPhotos } from "../../../../test/demo-photos.ts";
import { buildApp } from "../../../app.ts";
import { connectDatabase, type Database } from "../../../db/database.ts";
import { firstRunLots, seedDemoDataOnFirstRun } from "./first-run.ts";

const photos = stubDemoPhotos();

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url, 4, { warn: () => {} });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

describe("demo data on the first start", () => {
  it("is loaded once, even by two processes starting together", async () => {
    let photoPools = 0;
    const options = {
      photos: async () => {
        photoPools++;
        return photos;
      },
    };
    const loaded = await Promise.all([
      seedDemoDataOnFirstRun(db.pool, options),
      seedDemoDataOnFirstRun(db.pool, options),
    ]);
    expect(loaded.sort()).toEqual([0, firstRunLots]);
    expect(photoPools).toBe(1);
    const { rows } = await db.pool.query<{ lots: number }>("SELECT count(*)::int AS lots FROM lots");
    expect(rows[0]?.lots).toBe(firstRunLots);
  });

  it("has lots for every preset carousel of the landings", async () => {
    const app = await buildApp({ config: testConfig(), db });
    try {
      const { rows } = await db.pool.query<{ id: number; key: string }>("SELECT id, key FROM preset_offers");
      for (const preset of rows) {
        const answer = await app.inject({ method: "GET", url: `/api/lots/preset/${preset.id}` });
        expect((answer.json() as { content: { count: number } }).content.count, preset.key).toBeGreaterThan(
          0,
        );
      }
    } finally {
      await app.close();
    }
  });

  it("is not loaded again after the lots were deleted", async () => {
    await db.pool.query("DELETE FROM lots");
    expect(await seedDemoDataOnFirstRun(db.pool, { photos: async () => photos })).toBe(0);
  });
});
