import { once } from "node:events";
import pino from "pino";
import { runMigrations } from "./db/migrate.ts";
import { createPool } from "./db/pool.ts";
import { seedCatalogue } from "./modules/catalogue/seed.ts";
import { seedDemoDataOnFirstRun } from "./modules/lots/demo/first-run.ts";
import { ensureDemoPictures } from "./modules/media/demo/demo-pictures.ts";
import { createMediaStorage } from "./platform/storage.ts";
import type { PrepareDataOutcome, PrepareDataTask } from "./prepare-data.ts";

// The child process of prepare-data.ts: migrations, then the catalogue files, then the demo data once.
const [task] = (await once(process, "message")) as [PrepareDataTask];
const report = (outcome: PrepareDataOutcome) =>
  new Promise<void>((resolve) => process.send?.(outcome, () => resolve()));

try {
  await prepare(task);
  await report({ ok: true });
} catch (error) {
  await report({ ok: false, message: error instanceof Error ? error.message : String(error) });
}
// The parent may be gone already (stopped while the demo data was being made): then there is nothing to leave.
if (process.connected) process.disconnect();

async function prepare({ config, url }: PrepareDataTask) {
  const log = pino({ level: config.logLevel });
  await runMigrations(url);
  // The demo load holds an advisory lock on one connection while it copies on another.
  const pool = createPool(url, 4, log);
  try {
    log.info({ catalogue: await seedCatalogue(pool) }, "catalogue data checked");
    if (!config.demoData) return;
    const started = Date.now();
    const loaded = await seedDemoDataOnFirstRun(pool, {
      photos: () => ensureDemoPictures(createMediaStorage(config), { seed: 1 }),
    });
    if (loaded > 0) log.info({ lots: loaded, ms: Date.now() - started }, "demo data loaded (first start)");
  } finally {
    await pool.end();
  }
}
