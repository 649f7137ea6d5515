import { readFileSync } from "node:fs";
import pino from "pino";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { startJobWorkers } from "./platform/jobs.ts";
import { webBuildExists } from "./platform/ssr.ts";

const version = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

/** Process entry: config -> database -> HTTP app and/or job workers -> graceful shutdown. */
async function main() {
  const config = loadConfig(process.env, version);
  // React and other libraries pick their production or development build from it when first imported.
  process.env.NODE_ENV = config.env;
  const log = pino({ level: config.logLevel });
  const db = await openDatabase(config, log);
  const serveHttp = config.role !== "worker";
  const app = serveHttp ? await buildApp({ config, db, withWebApp: webBuildExists() }) : undefined;
  const workers = config.role !== "web" ? await startJobWorkers(db, log) : undefined;

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
    await app?.close();
    await workers?.stop();
    await db.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  if (app) {
    await app.listen({ port: config.port, host: config.host });
    if (!webBuildExists()) log.warn("no web build found: serving the API only (run `npm run build`)");
    process.stdout.write(
      `\nTirgus is running at ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)\n\n`,
    );
  } else {
    process.stdout.write("\nTirgus job worker is running (ROLE=worker)\n\n");
  }
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
