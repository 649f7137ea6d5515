import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: fast unit tests beside the code, and API integration tests that build the
// Fastify app and talk to a real PostgreSQL (a fresh database per file, see apps/server/test/).
export default defineConfig({
  test: {
    // A worker per core. Vitest's default keeps one core for itself (cores - 1), which on the 2-core machines
    // here ran each suite in one worker with the other core idle: 41 % of the API suite's CPU time went unused
    // (PostgreSQL's waits). Two workers: unit 71-78 -> 55 s, API 232 -> 152 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/**/*.test.ts", "apps/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/*.api.test.ts", "**/build/**"],
          // A few unit tests generate thousands of demo lots or pictures: seconds of CPU, which on two
          // shared cores can pass vitest's 5 s default without anything being wrong.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/**/*.api.test.ts"],
          exclude: ["**/node_modules/**"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          // Files share a worker's modules instead of loading the server anew each (132 -> 99 s for the
          // suite on 2 cores). Safe because each file builds its own app on its own database, the server's
          // module-level caches are keyed by the database pool, and no API test mocks a module, timers or
          // the environment.
          isolate: false,
          testTimeout: 30_000,
          // The sitemap file's setup writes 5,003 lots: 35 s in one worker, 43 s beside another on 2 cores.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
