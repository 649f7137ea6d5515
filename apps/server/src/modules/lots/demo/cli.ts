import { parseArgs } from "node:util";
import pino from "pino";
import { loadConfig } from "../../../config.ts";
import { openDatabase } from "../../../db/database.ts";
import { createMediaStorage } from "../../../platform/storage.ts";
import { seedCatalogue } from "../../catalogue/seed.ts";
import { ensureDemoPictures } from "../../media/demo/demo-pictures.ts";
import { loadDemoLots } from "./load-demo-lots.ts";

/**
 * `npm run seed -- --lots N [--seed S] [--replace]`: loads N generated demo lots into the database of
 * DATABASE_URL or DATA_DIR (for benchmarks and trying things out), with owners and pictures.
 */
const { values } = parseArgs({
  options: {
    lots: { type: "string", default: "3000" },
    seed: { type: "string", default: "1" },
    replace: { type: "boolean", default: false },
  },
});
const count = Number(values.lots);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 0 || count > 10_000_000 || !Number.isInteger(seed)) {
  process.stderr.write("usage: npm run seed -- --lots <0..10000000> [--seed <integer>] [--replace]\n");
  process.exit(2);
}

const config = loadConfig(process.env);
const log = pino({ level: config.logLevel });
const db = await openDatabase(config, log);
try {
  await seedCatalogue(db.pool);
  // For benchmarks on a throwaway database: every lot and account goes, not only generated ones, with all
  // that refers to them (sessions, contacts, files...).
  if (values.replace) {
    await db.pool.query(
      "TRUNCATE lots, files, company_members, companies, users, demo_loads RESTART IDENTITY CASCADE",
    );
  }
  // At scale lots share the pool's pictures, as the issue allows. The pool is made once per data directory,
  // whatever the number of lots, so its time is a line of its own and not the load's.
  const drawing = Date.now();
  const photos = await ensureDemoPictures(createMediaStorage(config), { seed: 1 });
  process.stdout.write(`demo pictures ready in ${((Date.now() - drawing) / 1000).toFixed(1)} s\n`);
  const started = Date.now();
  await loadDemoLots(db.pool, {
    count,
    seed,
    now: new Date(),
    photos,
    onStep: (step, stepSeconds) => process.stdout.write(`  ${step}: ${stepSeconds.toFixed(1)} s\n`),
  });
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `${count} demo lots loaded in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} lots/s)\n`,
  );
} finally {
  await db.close();
}
