import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const dataDir = path.join(repoRoot, "data", "test", `process-${randomBytes(4).toString("hex")}`);
const port = 3400 + Math.floor(Math.random() * 400);

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Run {
  let output = "";
  const child = spawn(process.execPath, [path.join(repoRoot, "apps/server/src/main.ts")], {
    // Demo data (a first-start load of half a minute) has its own tests; these are about the process.
    env: {
      ...process.env,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      ROLE: "web",
      DEMO_DATA: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForOutput(run: Run, text: string) {
  for (let i = 0; i < 600 && !run.output().includes(text); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(run.output()).toContain(text);
}

function postmasterPid() {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : undefined;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("starts on a fresh data directory, serves, and on Ctrl-C stops PostgreSQL and exits cleanly", async () => {
    const run = startServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "info" });
    await waitForOutput(run, "is running at");
    expect(run.output()).toContain("initialising PostgreSQL");
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(((await health.json()) as { content: { db: string } }).content.db).toBe("ok");
    const pid = postmasterPid();
    expect(pid && isAlive(pid)).toBe(true);

    run.child.kill("SIGINT");
    expect(await run.exited).toBe(0);
    expect(pid && isAlive(pid)).toBe(false);
  });

  it("reuses the data of an earlier start", async () => {
    const run = startServer({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "info" });
    await waitForOutput(run, "is running at");
    expect(run.output()).not.toContain("initialising PostgreSQL");
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });

  it("serves from several HTTP processes with WEB_CONCURRENCY and stops them all on Ctrl-C", async () => {
    const run = startServer({ DATA_DIR: dataDir, PORT: String(port), WEB_CONCURRENCY: "2", ROLE: "all" });
    await waitForOutput(run, "with 2 HTTP processes");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status)),
    );
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    const pid = postmasterPid();

    run.child.kill("SIGINT");
    expect(await run.exited).toBe(0);
    expect(pid && isAlive(pid)).toBe(false);
    expect(run.output()).not.toContain("died");
  });

  it("with --load-only loads its modules into Node's compile cache and exits without starting", async () => {
    const cache = path.join(repoRoot, "data", "test", `compile-cache-${randomBytes(4).toString("hex")}`);
    const loadOnly = path.join(dataDir, "load-only");
    try {
      const run = spawn(process.execPath, [path.join(repoRoot, "apps/server/src/main.ts"), "--load-only"], {
        env: { ...process.env, NODE_COMPILE_CACHE: cache, DATA_DIR: loadOnly },
        stdio: "ignore",
      });
      expect(await new Promise((resolve) => run.on("exit", resolve))).toBe(0);
      expect(existsSync(loadOnly)).toBe(false);
      // One file a module at least: the server's own, the domain's and the libraries'.
      const [version] = readdirSync(cache);
      expect(readdirSync(path.join(cache, version ?? "")).length).toBeGreaterThan(300);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  it("refuses to start on a bad setting, naming it", async () => {
    const run = startServer({ DATA_DIR: dataDir, PORT: "http" });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT="http": expected a whole number from 0 to 65535');
  });

  it("refuses to start when the database cannot be reached, saying so", async () => {
    const run = startServer({ DATABASE_URL: "postgres://tirgus@127.0.0.1:1/tirgus", PORT: String(port) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(
      /Tirgus could not start: Cannot use the database at postgres:\/\/tirgus@127\.0\.0\.1:1/,
    );
  });
});
