import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/*
 * Lighthouse (mobile, its default emulation: a mid-range phone on a slow 4G link with the CPU slowed 4x)
 * against the production build that `npm run bench` starts, with the system Chromium: Playwright's and
 * Lighthouse's own browser downloads cannot work on machines without internet access.
 */

export type LighthouseScores = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint and total blocking time, ms: what performance scores are made of. */
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of the host's CPU (its `benchmarkIndex`; a Pixel 5 phone scores about 1,000). The
   * 4x slowdown applies to whatever the host is, so total blocking time, and the score with it, follows it.
   */
  hostIndex: number;
  /** Why Lighthouse could not measure the page, when every attempt failed; the figures are then 0. */
  failure?: string;
};

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function lighthouseScores(
  origin: string,
  paths: readonly string[],
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const scores: LighthouseScores[] = [];
    for (const path of paths) {
      const runs: LighthouseScores[] = [];
      for (let run = 0; run < runsPerPage; run++) runs.push(await audit(chrome.port, origin, path));
      // The median run by performance, as Lighthouse's own guidance on variability advises, of those measured.
      const measured = runs.filter((run) => run.failure === undefined);
      const ranked = (measured.length > 0 ? measured : runs).sort(
        (a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs,
      );
      const median = ranked[Math.floor(ranked.length / 2)];
      if (median) scores.push(median);
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs per page: one run's performance score moves by 3-4 points between identical runs on these machines
 * (the simulated slow network magnifies every scheduling hiccup of the shared cores into the paint times).
 */
const runsPerPage = 3;

/**
 * A run Lighthouse could not measure is run again, at most `attemptsPerRun` times in all: its `runtimeError`
 * (a page that did not paint for its trace, a protocol timeout on a busy host) or a performance category
 * without a score. On 2026-11-30 at least two of the landing's three runs came back without one, and the table
 * said 0 with an LCP of 0 ms; the same build's landing scored 86-91 in three runs by hand straight after. A run
 * that fails every attempt is reported with Lighthouse's message instead of a score.
 */
const attemptsPerRun = 3;

async function audit(port: number, origin: string, path: string): Promise<LighthouseScores> {
  let failure = "";
  for (let attempt = 1; attempt <= attemptsPerRun; attempt++) {
    const result = await lighthouse(`${origin}${path}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    failure = !lhr
      ? "no result"
      : (lhr.runtimeError?.message ??
        (typeof lhr.categories.performance?.score === "number" ? "" : "no performance score"));
    if (lhr && failure === "") return scoresOf(path, lhr);
    process.stderr.write(`Lighthouse, ${path}, attempt ${attempt}: ${failure}\n`);
  }
  return { ...unmeasured(path), failure };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function scoresOf(path: string, lhr: Report): LighthouseScores {
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    hostIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

const unmeasured = (path: string): LighthouseScores => ({
  path,
  performance: 0,
  accessibility: 0,
  bestPractices: 0,
  seo: 0,
  lcpMs: 0,
  tbtMs: 0,
  hostIndex: 0,
});

/** The markdown table of bench/RESULTS.md, each score against DESIGN.md's budget. */
export function lighthouseTable(scores: readonly LighthouseScores[]): string {
  const mark = (value: number, budget: number) =>
    value >= budget ? `${value}` : `**${value}** (budget ${budget})`;
  return [
    "| page | performance (>= 95) | accessibility (100) | best practices (100) | SEO (100) | LCP ms | TBT ms | host index |",
    "|---|---|---|---|---|---|---|---|",
    ...scores.map((row) =>
      row.failure === undefined
        ? `| ${row.path} | ${mark(row.performance, 95)} | ${mark(row.accessibility, 100)} | ${mark(row.bestPractices, 100)} | ${mark(row.seo, 100)} | ${row.lcpMs} | ${row.tbtMs} | ${row.hostIndex} |`
        : `| ${row.path} | **not measured**: ${row.failure} | | | | | | |`,
    ),
  ].join("\n");
}
