import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import pino from "pino";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { warnWithoutVideoConverter } from "./modules/media/video.ts";
import { startJobWorkers } from "./platform/jobs.ts";
import { releaseFreedMemory, releaseMemoryWhenQuiet } from "./platform/memory-release.ts";
import { webBuildExists } from "./platform/ssr.ts";
import { startWebWorkers } from "./platform/web-workers.ts";
import { prepareData } from "./prepare-data.ts";

const version = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

/**
 * Process entry: config -> database -> HTTP app (here, or in WEB_CONCURRENCY forked processes) and/or
 * job workers -> graceful shutdown.
 */
async function main() {
  const config = loadConfig(process.env, version);
  // React and other libraries pick their production or development build from it when first imported.
  process.env.NODE_ENV = config.env;
  const log = pino({ level: config.logLevel });
  // The primary prepares the database (migrations, catalogue, demo data) before it forks HTTP processes.
  const db = await openDatabase(config, log, (url) =>
    cluster.isPrimary ? prepareData({ config, url }) : Promise.resolve(),
  );
  const servesHttp = config.role !== "worker";
  const forksHttp = servesHttp && cluster.isPrimary && config.webConcurrency > 1;

  const app =
    servesHttp && !forksHttp ? await buildApp({ config, db, withWebApp: webBuildExists() }) : undefined;
  const webWorkers = forksHttp ? startWebWorkers(config.webConcurrency, db.url, log) : undefined;
  const jobs = config.role !== "web" ? await startJobWorkers(db, log, { config }) : undefined;
  if (jobs) void warnWithoutVideoConverter(config.ffmpegPath, log);
  // Start-up's garbage (loading and compiling every module) goes back to the system
  // before the first request, and a busy spell's once traffic calms down (platform/memory-release.ts).
  await releaseFreedMemory();
  const quietRelease = releaseMemoryWhenQuiet();

  stopGracefullyOnSignals(log, async () => {
    quietRelease.stop();
    await app?.close();
    await webWorkers?.stop();
    await jobs?.stop();
    await db.close();
  });

  await app?.listen({ port: config.port, host: config.host });
  await webWorkers?.listening;
  if (cluster.isPrimary) announce(config, log);
}

function stopGracefullyOnSignals(log: pino.Logger, stop: () => Promise<void>) {
  let stoppingSince = 0;
  const shutdown = async (signal: string) => {
    if (stoppingSince > 0) {
      // npm forwards the terminal's Ctrl-C to us as well: only a later, deliberate second one forces the exit.
      if (Date.now() - stoppingSince < 2_000) return;
      log.warn("second signal: exiting without waiting");
      process.exit(1);
    }
    stoppingSince = Date.now();
    log.info({ signal }, "shutting down: finishing in-flight requests and jobs");
    await stop();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

function announce(config: Config, log: pino.Logger) {
  if (config.role === "worker") {
    process.stdout.write("\nTirgus job worker is running (ROLE=worker)\n\n");
    return;
  }
  if (!webBuildExists()) log.warn("no web build found: serving the API only (run `npm run build`)");
  const processes = config.webConcurrency > 1 ? ` with ${config.webConcurrency} HTTP processes` : "";
  process.stdout.write(
    `\nTirgus is running at ${config.publicUrl}${processes}  (API docs: ${config.publicUrl}/api/docs)\n\n`,
  );
}

/*
 * `--load-only` loads the server's modules, also those it imports on first use, and stops. Run before the
 * server with Node's compile cache on (scripts/server-process.ts), it leaves every module compiled there, so
 * the serving process does not load the TypeScript stripper (docs/decisions/0020-server-memory.md).
 */
if (process.argv.includes("--load-only")) {
  await Promise.all([
    import("./modules/media/versions.ts"),
    import("./modules/media/decode.ts"),
    import("./modules/media/square-versions.ts"),
  ]);
  process.exit(0);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Tirgus could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
  process.exit(1);
});
