import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

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
export const serverEntry = "apps/server/src/main.ts";

/**
 * Node's compile cache: each module's TypeScript stripped to JavaScript (and V8's code for it), kept between
 * starts. A process that finds every module there never loads Node's type stripper, a WebAssembly compiler
 * it would keep for its whole life (docs/decisions/0020-server-memory.md, "Later").
 */
export const compileCacheDir = fileURLToPath(new URL("../node_modules/.cache/node-compile", import.meta.url));
export const serverEnv = { MALLOC_ARENA_MAX: "2", NODE_COMPILE_CACHE: compileCacheDir };

/**
 * Loads the server's modules in a throwaway process (main.ts `--load-only`), so that the compile cache holds
 * all of them before the server starts. Quick once the cache is full (unchanged files are not stripped again).
 */
export function fillCompileCache(): void {
  const run = spawnSync(process.execPath, [serverEntry, "--load-only"], {
    env: { ...process.env, NODE_COMPILE_CACHE: compileCacheDir },
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error(`loading the server's modules failed (exit ${run.status})`);
}

/**
 * The browser journeys' data directory: its database and outbox are emptied before every run (e2e.ts).
 * E2E_DATA_DIR (with E2E_PORT) lets two journey runs on one machine keep out of each other's way.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? "data/e2e";
