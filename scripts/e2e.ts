import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { realpath, rm } from "node:fs/promises";
import path from "node:path";
import { requireNode24 } from "./require-node.ts";
import { bin, runStep } from "./run-steps.ts";
import { e2eDataDir } from "./server-process.ts";

/**
 * Browser journeys: a fresh production build of the web app, the system Chromium (Playwright's own browser
 * download cannot work on machines without internet access), then @playwright/test, which starts the
 * server itself (playwright.config.ts).
 */
requireNode24();
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

ensureChromium();
await emptyDataDirectory(e2eDataDir);
const build = bin("@react-router/dev/bin.cjs");
const built = await runStep({ ...build, args: [...build.args, "build"], cwd: "apps/web" });
if (built !== 0) process.exit(built);
const playwright = bin("@playwright/test/cli.js");
process.exit(
  await runStep({
    ...playwright,
    args: [...playwright.args, "test", ...process.argv.slice(2)],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: "data/test-results/e2e.json", CHROMIUM_PATH: chromiumPath },
  }),
);

/**
 * Every run starts on an empty database and outbox, so journeys never meet accounts, sign-in limits or
 * messages of an earlier run. The demo pictures (DATA_DIR/media) stay: the same for every run, made once.
 */
async function emptyDataDirectory(dataDir: string) {
  const cluster = path.join(dataDir, "postgres");
  // When the cluster lives outside DATA_DIR (decision 3), its link alone would leave the data behind.
  const target = await realpath(cluster).catch(() => undefined);
  if (target) await rm(target, { recursive: true, force: true });
  for (const name of ["postgres", "postgres.log", "outbox"]) {
    await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    process.stderr.write(
      `Chromium is needed for the browser journeys and was not found at ${chromiumPath}.\n` +
        "Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or point CHROMIUM_PATH at a Chromium binary.\n",
    );
    process.exit(1);
  }
  process.stdout.write("Installing Chromium from Debian's packages (about 35 s)...\n");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
