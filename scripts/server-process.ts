/**
 * How the server process is started by npm start (package.json repeats these), the browser journeys and the
 * benchmarks alike. Each setting was measured on 2 shared cores with 2,500 listing pages rendered at 8
 * connections (docs/decisions/0020-server-memory.md):
 * - a young generation of 16 MB semi-spaces (V8 sizes it from the machine's memory otherwise, here 64 MB):
 *   about 90 MB smaller under load at no measurable cost in throughput; 8 MB cost 10% more CPU a page;
 * - the old generation grown to twice what is live after a full collection, not V8's own 2.2-4 times:
 *   a process that rendered pages was 40 MB smaller (335 vs 375 MB), at the same CPU a page;
 * - two glibc malloc arenas instead of up to 16 (8 a core): the arenas of V8's and libuv's threads kept
 *   25 MB their compilations and collections had freed, at the same CPU a page.
 */
export const serverNodeFlags = ["--max-semi-space-size=16", "--heap-growing-percent=100"];
export const serverEnv = { MALLOC_ARENA_MAX: "2" };
export const serverEntry = "apps/server/src/main.ts";

/**
 * The browser journeys' data directory: its database and outbox are emptied before every run (e2e.ts).
 * E2E_DATA_DIR (with E2E_PORT) lets two journey runs on one machine keep out of each other's way.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "data/e2e";
