import { defineConfig } from "vitest/config";

// Two projects: fast unit tests beside the code, and API integration tests that build the
// Fastify app and talk to a real PostgreSQL (a fresh database per file, see apps/server/test/).
export default defineConfig({
  test: {
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
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
