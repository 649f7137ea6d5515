import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, testConfig } from "../../test/app.ts";
import { connectDatabase, type Database } from "../db/database.ts";
import { startJobWorkers } from "./jobs.ts";

describe("background jobs", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = connectDatabase(database.url, 2, { warn: () => {} });
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it("runs a queued job in a worker with its validated payload, and stops gracefully", async () => {
    const handled: string[] = [];
    let done: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const echo = {
      name: "test-echo",
      payload: z.object({ word: z.string() }),
      async handle(payload: { word: string }) {
        handled.push(payload.word);
        done();
      },
    };
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const workers = await startJobWorkers(db, log, { config: testConfig(), definitions: [echo as never] });
    try {
      await workers.boss.send("test-echo", { word: "sveiki" });
      await finished;
      expect(handled).toEqual(["sveiki"]);
    } finally {
      await workers.stop();
    }
  });

  it("schedules the features' periodic jobs once across processes", async () => {
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const first = await startJobWorkers(db, log, { config: testConfig() });
    const second = await startJobWorkers(db, log, { config: testConfig() });
    try {
      const schedules = await first.boss.getSchedules();
      expect(schedules.map((schedule) => [schedule.name, schedule.cron])).toEqual([
        ["add-pending-views", "* * * * *"],
        ["expire-lots", "*/5 * * * *"],
        ["recount-search-words", "17 * * * *"],
        ["refresh-price-rating", "*/30 * * * *"],
        ["refresh-used-filters", "*/10 * * * *"],
      ]);
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});
