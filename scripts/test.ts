import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { requireNode24 } from "./require-node.ts";
import { bin, runStep, type Step } from "./run-steps.ts";

/**
 * `npm test`: every check CI runs, in order, each to the end even when an earlier one failed, then one
 * summary line. Results of the test runners are read from their JSON reports for the counts.
 */
requireNode24();
const results = "data/test-results";
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const vitest = bin("vitest/vitest.mjs");
const biome = bin("@biomejs/biome/bin/biome");
const node = (script: string, args: string[] = []): Step => ({
  command: process.execPath,
  args: [script, ...args],
});

const steps: { name: string; step: Step; report?: string }[] = [
  { name: "typecheck", step: node("scripts/typecheck.ts") },
  { name: "lint", step: { ...biome, args: [...biome.args, "check", "."] } },
  {
    name: "unit",
    step: { ...vitest, args: [...vitest.args, "run", "--project", "unit", ...jsonReport("unit")] },
    report: `${results}/unit.json`,
  },
  {
    name: "api",
    step: { ...vitest, args: [...vitest.args, "run", "--project", "api", ...jsonReport("api")] },
    report: `${results}/api.json`,
  },
  { name: "e2e", step: node("scripts/e2e.ts"), report: `${results}/e2e.json` },
];

function jsonReport(name: string) {
  return ["--reporter=default", "--reporter=json", `--outputFile.json=${results}/${name}.json`];
}

let passed = 0;
let failed = 0;
let flaky = 0;
const failedSteps: string[] = [];
for (const { name, step, report } of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const code = await runStep(step);
  process.stdout.write(
    `=== ${name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${seconds(started)} ===\n`,
  );
  if (code !== 0) failedSteps.push(name);
  if (report) {
    const counts = readCounts(report);
    passed += counts.passed;
    failed += counts.failed;
    flaky += counts.flaky;
  }
}

if (failedSteps.length > 0) process.stdout.write(`\nFailed steps: ${failedSteps.join(", ")}\n`);
const flakyNote = flaky > 0 ? `, ${flaky} flaky (failed, then passed on the retry; named above)` : "";
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed${flakyNote}\n`);
process.exit(failedSteps.length > 0 ? 1 : 0);

function seconds(since: number) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * Vitest's JSON report has numPassedTests/numFailedTests; Playwright's has stats.expected/unexpected/flaky
 * (flaky: failed, then passed when retried on CI; counted among the passed and named apart).
 */
function readCounts(file: string): { passed: number; failed: number; flaky: number } {
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    if (report.stats) {
      const flaky = report.stats.flaky ?? 0;
      return { passed: (report.stats.expected ?? 0) + flaky, failed: report.stats.unexpected ?? 0, flaky };
    }
    return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, flaky: 0 };
  } catch {
    return { passed: 0, failed: 0, flaky: 0 };
  }
}
