import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Config } from "./config.ts";

export type PrepareDataTask = {
  config: Config;
  /** The database to prepare. */
  url: string;
};

/** What the child process reports: done, or the message of what stopped it. */
export type PrepareDataOutcome = { ok: true } | { ok: false; message: string };

/**
 * Brings the database up to date before the server serves: the migrations, the catalogue data files and, on
 * a first start, the demo data (prepare-data-process.ts). In a child process: Drizzle's migrator, the
 * catalogue's data files and the demo generators are code the serving process never runs again, and all of
 * it, with its garbage, leaves with that process. (A worker thread would not do: its heap pages went to a
 * pool the serving isolate gave back only seconds later, and its allocator arena stayed.)
 */
export function prepareData(task: PrepareDataTask): Promise<void> {
  const script = fileURLToPath(new URL("./prepare-data-process.ts", import.meta.url));
  return new Promise((resolve, reject) => {
    // The task goes by message, not arguments: the configuration holds secrets.
    const child = fork(script, { stdio: "inherit" });
    let outcome: PrepareDataOutcome | undefined;
    child.on("message", (message: PrepareDataOutcome) => {
      outcome = message;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (outcome?.ok) resolve();
      else
        reject(
          new Error(outcome?.message ?? `preparing the data stopped (${signal ?? `exit code ${code}`})`),
        );
    });
    child.send(task);
  });
}
