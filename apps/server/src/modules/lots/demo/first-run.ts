import type pg from "pg";
import { loadDemoLots } from "./load-demo-lots.ts";
import type { DemoPhotos } from "./photos.ts";

/** Enough lots that every category has some and listings page, yet ready within the first start. */
export const firstRunLots = 3_000;
const firstRunSeed = 1;

/**
 * Loads the demo data set on the first start: while no demo load is recorded. Processes starting together
 * on one database take turns on an advisory lock, so only the first one loads.
 */
export async function seedDemoDataOnFirstRun(
  pool: pg.Pool,
  options: { photos: () => Promise<DemoPhotos>; now?: Date },
): Promise<number> {
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('tirgus:demo-data'))");
    const loaded = await lock.query("SELECT 1 FROM demo_loads LIMIT 1");
    if (loaded.rowCount) return 0;
    const photos = await options.photos();
    await loadDemoLots(pool, {
      count: firstRunLots,
      seed: firstRunSeed,
      now: options.now ?? new Date(),
      photos,
    });
    return firstRunLots;
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('tirgus:demo-data'))").catch(() => {});
    lock.release();
  }
}
