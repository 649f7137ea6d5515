import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bin, runStep } from "../scripts/run-steps.ts";

/*
 * Search quality for bench/RESULTS.md (issue 5 item 6): the judged query set is an API test over 4,000 demo
 * lots of a fixed seed; the bench runs it and reports the precision it wrote.
 */

const testFile = "apps/server/src/modules/search/judged-queries.api.test.ts";

export type JudgedQueries = { precision: number; queries: number; failed: string[] };

export async function judgedQueries(): Promise<JudgedQueries | undefined> {
  const report = path.join(os.tmpdir(), `judged-queries-${process.pid}.json`);
  const vitest = bin("vitest/vitest.mjs");
  // The test fails below its required precision but still writes what it measured.
  await runStep({
    ...vitest,
    args: [...vitest.args, "run", "--project", "api", testFile],
    env: { JUDGED_QUERIES_REPORT: report },
  });
  if (!existsSync(report)) return undefined;
  const judged = JSON.parse(readFileSync(report, "utf8")) as JudgedQueries;
  rmSync(report);
  return judged;
}

export function judgedQueriesSection(judged: JudgedQueries | undefined): string {
  if (!judged) return `Not measured in this run: \`${testFile}\` wrote no result.`;
  const passed = Math.round(judged.precision * judged.queries);
  const misses = judged.failed.length === 0 ? "No misses." : `Misses: ${judged.failed.join("; ")}.`;
  return `The judged query set (\`${testFile}\`: ${judged.queries} queries in lv with and without diacritics,
ru, en, brands and models and one-typo queries, over 4,000 demo lots of seed 20261124; a query passes when its
judged lots are the top 5, or all of them are in it when fewer): precision **${judged.precision.toFixed(3)}**
(${passed} of ${judged.queries}; the test requires 0.95). ${misses}`;
}
