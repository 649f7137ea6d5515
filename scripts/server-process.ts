/**
 * How the server process is started by npm start, the browser journeys and the benchmarks alike.
 * A young generation of 16 MB semi-spaces (V8 sizes it from the machine's memory otherwise, here 64 MB)
 * keeps the process about 90 MB smaller under load at no measurable cost in throughput (bench/RESULTS.md).
 */
export const serverNodeFlags = ["--max-semi-space-size=16"];
export const serverEntry = "apps/server/src/main.ts";

/**
 * The browser journeys' data directory: its database and outbox are emptied before every run (e2e.ts).
 * E2E_DATA_DIR (with E2E_PORT) lets two journey runs on one machine keep out of each other's way.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "data/e2e";
