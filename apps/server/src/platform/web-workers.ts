import cluster, { type Worker } from "node:cluster";

type Log = { info(object: object, message: string): void; error(object: object, message: string): void };

export type WebWorkers = { listening: Promise<void>; stop(): Promise<void> };

/**
 * WEB_CONCURRENCY > 1: this (primary) process keeps the database and the job workers, and forks HTTP
 * processes that share the port (node:cluster), so one machine's cores all render pages. A worker that
 * dies after it was serving is replaced; one that dies before it ever listened stops the start.
 */
export function startWebWorkers(count: number, databaseUrl: string, log: Log): WebWorkers {
  let stopping = false;
  let listeningCount = 0;
  let reportListening: () => void = () => {};
  let reportFailure: (error: Error) => void = () => {};
  const listening = new Promise<void>((resolve, reject) => {
    reportListening = resolve;
    reportFailure = reject;
  });
  const served = new WeakSet<Worker>();
  // Workers inherit the environment: the database this process opened, and only the HTTP role.
  const fork = () => cluster.fork({ DATABASE_URL: databaseUrl, ROLE: "web" });

  cluster.on("listening", (worker) => {
    served.add(worker);
    listeningCount++;
    if (listeningCount === count) reportListening();
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (!served.has(worker)) {
      reportFailure(new Error(`an HTTP process exited during start (code ${code ?? signal})`));
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, "HTTP process died: starting another");
    fork();
  });
  for (let i = 0; i < count; i++) fork();

  return {
    listening,
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
      await Promise.all(workers.map(stopWorker));
      log.info({ count: workers.length }, "HTTP processes stopped");
    },
  };
}

/** SIGTERM lets the worker finish its in-flight requests (main.ts); resolves when it has exited. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once("exit", () => resolve());
    worker.process.kill("SIGTERM");
  });
}
