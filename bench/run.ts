import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { requireNode24 } from "../scripts/require-node.ts";
import { bin, runStep } from "../scripts/run-steps.ts";
import { fillCompileCache, serverEntry, serverEnv, serverNodeFlags } from "../scripts/server-process.ts";
import {
  categoryListingCase,
  deepPageCase,
  loadRotating,
  narrowedListsCase,
  otherSortsCase,
  priceSortCase,
  rawSqlLatency,
  regionListsCase,
  type ScaleResult,
  type ScaleRow,
  scaleResult,
} from "./at-scale.ts";
import { type JudgedQueries, judgedQueries, judgedQueriesSection } from "./judged-queries.ts";
import { type LighthouseScores, lighthouseScores, lighthouseTable } from "./lighthouse.ts";
import { autocompleteCase, deepSearchCase, searchCase, uncachedAutocomplete } from "./search-at-scale.ts";
import { measureUploads, type UploadFigures, uploadsSection } from "./uploads.ts";

/**
 * `npm run bench`: measures the production build on this machine and writes bench/RESULTS.md.
 * The server runs in its own process on a bench data directory, as `npm start` would run it.
 */
requireNode24();
const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** How long the server is left quiet after the load before its memory is measured again. */
const settleSeconds = 30;

if (!existsSync("apps/web/build/server/index.js")) {
  const build = bin("@react-router/dev/bin.cjs");
  if ((await runStep({ ...build, args: [...build.args, "build"], cwd: "apps/web" })) !== 0) process.exit(1);
}

type Server = { pid: number; stop(): Promise<void> };

function startServer(webConcurrency: number, dataDir = "bench/.data"): Server {
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: dataDir === "bench/.data" ? "on" : "off",
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: String(webConcurrency),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return {
    pid: child.pid ?? 0,
    async stop() {
      child.kill("SIGINT");
      await exited;
    },
  };
}

const bulkLoad = await measureBulkLoad(Number(process.env.BENCH_BULK_LOTS ?? 1_000_000));
const rows: string[][] = [];
// As `npm start` does: the server's modules come from Node's compile cache (scripts/server-process.ts).
fillCompileCache();
let server = startServer(1);
let memory: Memory;
let weight: { js: number; css: number; html: number };
let listingWeight: { js: number; css: number; html: number };
let lotWeight: { js: number; css: number; html: number };
let lighthouse: LighthouseScores[] = [];
const rendering: Partial<Rendering> = {};
/** A big leaf category of the demo data, the listing the budgets speak of. */
const listingPath = "/lv/transports/vieglie-auto";
try {
  await waitForHealth();
  const idleRss = rssMb(server.pid);
  rows.push(row("GET /api/health", await load("/api/health", 8), await rawSelectOne(8)));
  rows.push(row("GET / (home SSR, lv)", await load("/", 8), undefined));
  rows.push(row("GET /ru/about/rules (static page SSR)", await load("/ru/about/rules", 8), undefined));
  rendering.keptListing = await load(listingPath, 8);
  rows.push(row(`GET ${listingPath} (listing SSR, 20 cards)`, rendering.keptListing, undefined));
  const listings = await listingPaths();
  rendering.listings = await loadInTurn(listings);
  rows.push(
    row(
      `GET ${listings.length} different listing pages in turn (every category, newest and cheapest first: mostly rendered, not kept)`,
      rendering.listings,
      undefined,
    ),
  );
  const lotPath = await firstLotPath();
  rendering.keptLot = await load(lotPath, 8);
  rows.push(row(`GET ${lotPath} (lot page SSR)`, rendering.keptLot, undefined));
  const lots = await lotPaths();
  rendering.lots = await loadInTurn(lots);
  rows.push(
    row(
      `GET ${lots.length} different lot pages in turn (the newest lots, lv and ru: mostly rendered, not kept)`,
      rendering.lots,
      undefined,
    ),
  );
  rows.push(row("GET /lv/search/volvo (search results SSR)", await load("/lv/search/volvo", 8), undefined));
  rows.push(
    row("GET /api/categories/tree (230 categories)", await load("/api/categories/tree", 8), undefined),
  );
  rows.push(
    row(
      "GET /api/categories/1001/filters (cars, 52 makes, 581 models)",
      await load("/api/categories/1001/filters", 8),
      undefined,
    ),
  );
  const loadedRss = rssMb(server.pid);
  // Freed memory goes back to the system once the server has been quiet for a while (memory-release.ts).
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  memory = { idleRss, loadedRss, settledRss: rssMb(server.pid) };
  weight = await pageWeight("/");
  listingWeight = await pageWeight(listingPath);
  lotWeight = await pageWeight(lotPath);
  // After the load rows: Lighthouse's own timing must not share the cores with autocannon.
  lighthouse = await lighthouseScores(origin, ["/", "/lv/landing/transports", listingPath, lotPath]);
} finally {
  await server.stop();
}
// Both cores: the same home page from two HTTP processes (WEB_CONCURRENCY=2).
server = startServer(2);
try {
  await waitForHealth();
  rows.push(row("GET / (home SSR, lv), WEB_CONCURRENCY=2", await load("/", 8), undefined));
} finally {
  await server.stop();
}
rendering.reference = await referenceRender();
rows.push(
  row(
    "Reference, not the marketplace: Fastify + React renderToString of a 24-card listing, no data (DESIGN.md section 9: ~2,300 pages/s)",
    rendering.reference,
    undefined,
  ),
);
// Uploads on a process of their own: their pictures must not weigh on the memory rows above.
server = startServer(1);
let uploads: UploadFigures;
try {
  await waitForHealth();
  uploads = await measureUploads(origin, server.pid);
} finally {
  await server.stop();
}
const atScale = bulkLoad ? await measureAtScale() : [];
const judged = await judgedQueries();
writeResults(
  rows,
  rendering as Rendering,
  memory,
  { home: weight, listing: listingWeight, lot: lotWeight },
  bulkLoad,
  atScale,
  lighthouse,
  uploads,
  judged,
);

/** The list endpoints on the bulk-loaded data set, beside the raw SQL of the same queries (bench/at-scale.ts). */
async function measureAtScale(): Promise<ScaleRow[]> {
  server = startServer(1, "bench/.data-bulk");
  // The server starts the embedded PostgreSQL: its socket directory is known once the server answers.
  await waitForHealth();
  const pool = new pg.Pool({
    host: socketDirOf("bench/.data-bulk"),
    user: "postgres",
    database: "tirgus",
    max: 8,
  });
  try {
    const listing = await categoryListingCase(pool);
    const deep = await deepPageCase(pool);
    const listingSql = await rawSqlLatency(pool, listing.raw, 8, seconds);
    const deepSql = await rawSqlLatency(pool, deep.raw, 8, seconds);
    const priceSorts = await priceSortCase(pool);
    const priceSortSql = await rawSqlLatency(pool, priceSorts.raw, 8, seconds);
    const otherSorts = await otherSortsCase(pool);
    const otherSortSql = await rawSqlLatency(pool, otherSorts.raw, 8, seconds);
    const narrowed = await narrowedListsCase(pool);
    const narrowedSql = await rawSqlLatency(pool, narrowed.raw, 8, seconds);
    const regionLists = await regionListsCase(pool);
    const regionListsSql = await rawSqlLatency(pool, regionLists.raw, 8, seconds);
    const rawFigure = (sql: { p50: number; p95: number }) => `raw SQL p50 ${sql.p50} ms, p95 ${sql.p95} ms`;
    const search = await searchCase(pool);
    const searchSql = await rawSqlLatency(pool, search.raw, 4, seconds);
    const autocompletes = await autocompleteCase(pool);
    const autocompleteHttp = await loadRotating(origin, autocompletes.paths, 4, seconds);
    const uncached = await uncachedAutocomplete(pool, autocompletes.paths, 4);
    const deepSearches = deepSearchCase();
    return [
      {
        what: `GET /api/lots/search: a title word, a leaf category and a filter value, best match (${search.paths.length.toLocaleString("en")} searches)`,
        result: await loadRotating(origin, search.paths, 4, seconds),
        budget: "p95 <= 50 ms, within 3x of the raw SQL",
        baseline: rawFigure(searchSql),
      },
      {
        what: `GET /api/search/autocomplete: the first 3-6 letters of title words (${autocompletes.paths.length.toLocaleString("en")} texts)`,
        result: autocompleteHttp,
        budget: "p95 <= 30 ms",
        uncachedP95: uncached.p95,
        baseline: `uncached, each of ${uncached.texts.toLocaleString("en")} texts once, 4 at a time: p50 ${uncached.p50} ms, p95 ${uncached.p95} ms`,
      },
      {
        what: `GET /api/lots: 20 lots of a category with one filter value, newest first, pages 1-5 (${listing.paths.length.toLocaleString("en")} lists)`,
        result: await loadRotating(origin, listing.paths, 8, seconds),
        budget: "p50 <= 5 ms, p95 <= 15 ms",
        baseline: rawFigure(listingSql),
      },
      {
        what: "GET /api/lots: page 500 (the deepest) of the 4 biggest top-level categories",
        result: await loadRotating(origin, deep.paths, 8, seconds),
        budget: "not seconds (decision 0018)",
        baseline: rawFigure(deepSql),
      },
      {
        what: `GET /api/lots: the biggest categories and every category by price, cheapest and dearest first, pages 1-5 (${priceSorts.paths.length} lists)`,
        result: await loadRotating(origin, priceSorts.paths, 8, seconds),
        budget: "not seconds (decision 0018)",
        baseline: rawFigure(priceSortSql),
      },
      {
        what: `GET /api/lots: the biggest categories and a third-level one by views, views per day, private sellers first and highlighted first, pages 1-5 (${otherSorts.paths.length} lists)`,
        result: await loadRotating(origin, otherSorts.paths, 8, seconds),
        budget: "not seconds (decision 0018)",
        baseline: rawFigure(otherSortSql),
      },
      {
        what: `GET /api/lots: leaf categories by the main price's type up to its median price, and real estate and its 2 biggest subcategories within zoomed-in map areas of six towns, pages 1-25 (${narrowed.paths.length} lists)`,
        result: await loadRotating(origin, narrowed.paths, 8, seconds),
        budget: "p50 <= 5 ms, p95 <= 15 ms (as the category listing)",
        baseline: rawFigure(narrowedSql),
      },
      {
        what: `GET /api/lots: real estate and its 2 biggest subcategories within Rīga, Purvciems, Daugavpils, Liepāja, Jelgava and Jūrmala, newest first, pages 1-25 (${regionLists.paths.length} lists)`,
        result: await loadRotating(origin, regionLists.paths, 8, seconds),
        budget: "p50 <= 5 ms, p95 <= 15 ms (as the category listing)",
        baseline: rawFigure(regionListsSql),
      },
      // Last: its slow searches fill the buffers with the word index and search rows, which slowed the list
      // rows after it by a third.
      {
        what: `GET /api/lots/search: words in a large share of the lots (auto, pārdod, dzīvoklis, jauns, продаю) everywhere, most viewed, by views per day and cheapest first, pages 100, 250 and 499 (${deepSearches.paths.length} searches)`,
        result: await loadRotating(origin, await askedOnce(deepSearches.paths), 4, seconds),
        budget: "not seconds (issue 5: deep pages)",
        baseline: "several statements (decision 0016): no single raw SQL",
      },
    ];
  } finally {
    await pool.end();
    await server.stop();
  }
}

/**
 * Each path asked once, one at a time, before a row of slow requests: its 2 s warm-up asks only a few of them,
 * and the others' first reads from disk would be measured (the raw SQL rows, too, run one pass first).
 */
async function askedOnce(paths: readonly string[]): Promise<readonly string[]> {
  for (const path of paths) await (await fetch(origin + path)).arrayBuffer();
  return paths;
}

type BulkLoad = { lots: number; seconds: number; steps: string[]; pictures: string } | undefined;

/**
 * `npm run seed -- --lots N --replace` into its own data directory, as an operator would load a data set:
 * generation, COPY, index and foreign key builds, counts and ANALYZE, all timed by the seed itself.
 */
async function measureBulkLoad(lots: number): Promise<BulkLoad> {
  if (lots === 0) return undefined;
  const child = spawn(
    process.execPath,
    ["apps/server/src/modules/lots/demo/cli.ts", "--lots", String(lots), "--replace"],
    {
      env: { ...process.env, DATA_DIR: "bench/.data-bulk", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const total = /loaded in ([\d.]+) s/.exec(output);
  if (code !== 0 || !total) throw new Error(`the bulk load failed:\n${output}`);
  const steps = [...output.matchAll(/^ {2}(.+): ([\d.]+) s$/gm)].map((match) => `${match[1]} ${match[2]} s`);
  const pictures = /demo pictures ready in ([\d.]+) s/.exec(output)?.[1] ?? "?";
  return { lots, seconds: Number(total[1]), steps, pictures };
}

/** The server-rendering rows that DESIGN.md section 9's page budgets are checked against. */
type Rendering = Record<"keptListing" | "listings" | "keptLot" | "lots" | "reference", LoadResult>;

/**
 * The SSR budgets (pages a second on 2 cores, p99 < 50 ms) against the pages the page cache does not keep and
 * the one it keeps, with the CPU a page costs beside the CPU the budget leaves a page on the 2 cores.
 */
function renderingSection(rendering: Rendering): string {
  const line = (what: string, result: LoadResult, budget: number) =>
    `| ${what} | ${result.rps} | ${result.p99} | ${result.cpuMs.toFixed(2)} | >= ${budget}, p99 < 50 ms: ${(2000 / budget).toFixed(1)} ms | ${
      result.rps >= budget && result.p99 < 50 ? "within" : "**over budget**"
    } |`;
  return `## Server rendering against its budgets (DESIGN.md section 9, 2 cores)

| pages | pages/s | p99 ms | CPU ms a page (Node and PostgreSQL) | budget, and the CPU it leaves a page | |
|---|---|---|---|---|---|
${line("listing pages, each rendered (the 440 above in turn)", rendering.listings, 800)}
${line("lot pages, each rendered (the 2,000 above in turn)", rendering.lots, 1000)}
${line(`one listing, kept by the page cache (${listingPath})`, rendering.keptListing, 800)}
${line("one lot page, kept by the page cache", rendering.keptLot, 1000)}

The budget's reference on this machine: Fastify + React \`renderToString\` of a bare 24-card listing (no router, no
data, no hydration data; bench/reference-render.ts) made ${rendering.reference.rps} pages/s at ${rendering.reference.cpuMs.toFixed(2)} ms of CPU a
page, against DESIGN.md's ~2,300. Decision 33 has what a rendered page's CPU goes to.`;
}

type Memory = { idleRss: number; loadedRss: number; settledRss: number };

type LoadResult = { rps: number; p50: number; p95: number; p99: number; errors: number; cpuMs: number };

/** `path` asked again and again from `connections` clients; `target` is the marketplace's server unless given. */
async function load(
  path: string,
  connections: number,
  target: { origin: string; pid: number } = { origin, pid: server.pid },
): Promise<LoadResult> {
  // A short warm-up so the first JIT and pool connections do not count.
  await autocannon({ url: target.origin + path, connections, duration: 2 });
  const cpuBefore = cpuMs(target.pid);
  const result = await autocannon({
    url: target.origin + path,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  return loadResult(scaleResult(result), cpuMs(target.pid) - cpuBefore);
}

/** `paths` asked in turn from 8 clients, each request the next one: pages the page cache mostly does not keep. */
async function loadInTurn(paths: readonly string[]): Promise<LoadResult> {
  let cpuBefore = 0;
  const result = await loadRotating(origin, paths, 8, seconds, () => {
    cpuBefore = cpuMs(server.pid);
  });
  return loadResult(result, cpuMs(server.pid) - cpuBefore);
}

function loadResult(result: ScaleResult, cpuUsed: number): LoadResult {
  const { rps, p50, p97_5, p99, errors, requests } = result;
  return { cpuMs: cpuUsed / requests, rps, p50, p95: p97_5, p99, errors };
}

/**
 * DESIGN.md section 9's reference for the server-rendering budgets, "Fastify + React renderToString of a
 * 24-card listing ~2,300 pages/s", measured on this machine (bench/reference-render.ts, a process of its own).
 */
async function referenceRender(): Promise<LoadResult> {
  const referencePort = port + 9;
  const child = spawn(process.execPath, ["bench/reference-render.ts", String(referencePort)], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const target = { origin: `http://127.0.0.1:${referencePort}`, pid: child.pid ?? 0 };
  try {
    await waitForHealth(`${target.origin}/`);
    return await load("/", 8, target);
  } finally {
    child.kill("SIGINT");
    await exited;
  }
}

/** Every open category's listing in lv, newest first and cheapest first: the page cache's worst case. */
async function listingPaths(): Promise<string[]> {
  type Node = { slug: { lv: string }; status: string; isShortcut: boolean; children: Node[] };
  const tree = ((await (await fetch(`${origin}/api/categories/tree`)).json()) as { content: Node[] }).content;
  const paths: string[] = [];
  const walk = (nodes: Node[], prefix: string) => {
    for (const node of nodes) {
      const path = `${prefix}/${node.slug.lv}`;
      if (node.status === "active" && !node.isShortcut)
        paths.push(`/lv${path}`, `/lv${path}?orderColumn=price&orderDirection=asc`);
      walk(node.children, path);
    }
  };
  walk(tree, "");
  return paths;
}

/** The address of the newest lot of the listing the bench loads. */
async function firstLotPath(): Promise<string> {
  const answer = (await (await fetch(`${origin}/api/lots?category=1001&itemsPerPage=1`)).json()) as {
    content: { data: { frontUrl: { lv: string } }[] };
  };
  return answer.content.data[0]?.frontUrl.lv ?? "/";
}

/** The pages of the 1,000 newest lots in both languages: more than the page cache keeps at once. */
async function lotPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= 10; page++) {
    const answer = (await (await fetch(`${origin}/api/lots?itemsPerPage=100&page=${page}`)).json()) as {
      content: { data: { frontUrl: { lv: string; ru: string } }[] };
    };
    for (const lot of answer.content.data) paths.push(lot.frontUrl.lv, lot.frontUrl.ru);
  }
  return paths;
}

/** Line 5 of postmaster.pid is the embedded server's socket directory. */
function socketDirOf(dataDir: string): string {
  return readFileSync(`${dataDir}/postgres/postmaster.pid`, "utf8").split("\n")[4]?.trim() ?? "";
}

/** Baseline: the same number of clients doing nothing but `SELECT 1` against the same database. */
async function rawSelectOne(connections: number): Promise<number> {
  // Line 5 of postmaster.pid is the server's socket directory.
  const pool = new pg.Pool({
    host: socketDirOf("bench/.data"),
    user: "postgres",
    database: "tirgus",
    max: connections,
  });
  const deadline = Date.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        await pool.query("SELECT 1");
        count++;
      }
    }),
  );
  await pool.end();
  return Math.round(count / seconds);
}

async function pageWeight(path: string) {
  const html = await (await fetch(origin + path)).text();
  // The modulepreload links sit in the head or, escaped in a string, in the script that adds them after the
  // first paint (decision 31): both count.
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"|rel=\\?"modulepreload\\?"[^>]*?href=\\?"([^"\\]+)/g),
  ].map((m) => m[1] ?? m[2]);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const gzipped = async (urls: (string | undefined)[]) => {
    let total = 0;
    for (const url of new Set(urls)) {
      if (!url) continue;
      total += gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())).length;
    }
    return total;
  };
  return { js: await gzipped(scripts), css: await gzipped(styles), html: gzipSync(html).length };
}

/** A row's budget is read from its text: "p50 <= 5 ms, p95 <= 15 ms", or "p95 <= 50 ms" alone. */
function scaleVerdict({ result, budget, uncachedP95 }: ScaleRow) {
  const limit = (name: string) => Number(new RegExp(`${name} <= (\\d+)`).exec(budget)?.[1] ?? Number.NaN);
  const [p50, p95] = [limit("p50"), limit("p95")];
  if (Number.isNaN(p95)) return "—";
  const within = Math.max(result.p97_5, uncachedP95 ?? 0) <= p95 && (Number.isNaN(p50) || result.p50 <= p50);
  return within ? "within" : "**over budget**";
}

/** Budgets are checked here, not in tests: a miss is reported as a bug with its figure. */
function verdict(measured: number, budget: number) {
  return measured <= budget ? "within" : "**over budget**";
}

function row(what: string, result: LoadResult, baseline: number | undefined): string[] {
  return [
    what,
    String(result.rps),
    `${result.p50} / ${result.p95} / ${result.p99}`,
    result.cpuMs.toFixed(2),
    String(result.errors),
    baseline === undefined ? "—" : `${baseline} SELECT 1/s`,
  ];
}

/** CPU time (user + system) the server and its HTTP processes have used so far, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const own = (Number(fields[11]) + Number(fields[12])) * 10;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuMs(Number(child)), 0);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * Up to 5 minutes: a first start on a fresh machine makes the demo pictures (412, 1-2 minutes on 2 cores)
 * before it listens, and a minute was not enough for it.
 */
async function waitForHealth(url = `${origin}/api/health`) {
  for (let i = 0; i < 3000; i++) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy");
}

function writeResults(
  rows: string[][],
  rendering: Rendering,
  memory: Memory,
  weights: Record<"home" | "listing" | "lot", { js: number; css: number; html: number }>,
  bulk: BulkLoad,
  atScale: ScaleRow[],
  lighthouse: LighthouseScores[],
  uploads: UploadFigures,
  judged: JudgedQueries | undefined,
) {
  const bulkSection = bulk
    ? `| ${bulk.lots.toLocaleString("en")} lots with owners, photos, indexes, foreign keys and counts | ${bulk.seconds.toFixed(1)} s | <= 120 s (1M lots) | ${bulk.lots === 1_000_000 ? verdict(bulk.seconds, 120) : "not the budget's size"} |\n\nSteps: ${bulk.steps.join(", ")}. Before them the demo pictures (made once per data directory, whatever the number of lots, and not counted in the load) took ${bulk.pictures} s.`
    : "Not measured in this run (BENCH_BULK_LOTS=0).";
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const table = [
    "| what | requests/s | latency ms p50 / p97.5 / p99 | CPU ms per request (Node and PostgreSQL) | errors | baseline |",
    "|---|---|---|---|---|---|",
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
  ].join("\n");
  const text = `# Benchmark results

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"},
${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, production build, embedded PostgreSQL, 8 connections,
${seconds} s per row after a 2 s warm-up (autocannon and the server share the same 2 cores, so figures are conservative).

${table}

${renderingSection(rendering)}

## Page weight (first load, gzip)

| what | home | listing (${listingPath}) | lot page | budget (DESIGN.md section 9) | listing | lot page |
|---|---|---|---|---|---|---|
| JavaScript | ${kb(weights.home.js)} | ${kb(weights.listing.js)} | ${kb(weights.lot.js)} | <= 110 KB | ${verdict(weights.listing.js, 110 * 1024)} | ${verdict(weights.lot.js, 110 * 1024)} |
| CSS | ${kb(weights.home.css)} | ${kb(weights.listing.css)} | ${kb(weights.lot.css)} | <= 15 KB | ${verdict(weights.listing.css, 15 * 1024)} | ${verdict(weights.lot.css, 15 * 1024)} |
| HTML | ${kb(weights.home.html)} | ${kb(weights.listing.html)} | ${kb(weights.lot.html)} | <= 30 KB (20 cards) | ${verdict(weights.listing.html, 30 * 1024)} | ${verdict(weights.lot.html, 30 * 1024)} |

## Lighthouse, mobile (Lighthouse 13, system Chromium, the demo data's real pictures, the median of 3 runs per page)

${lighthouseTable(lighthouse)}

The host index is Lighthouse's \`benchmarkIndex\` of the machine it ran on (a Pixel 5 scores about 1,000). Lighthouse
slows the host's CPU 4x whatever the host is, so the same build's total blocking time, and its score, follows the
host: on 2026-11-29 the same pages scored 92-93 on a machine whose reference render made 2,243 pages/s and 99-100
on one that made 3,340.

## Memory of the server process (RSS)

| when | measured | budget | |
|---|---|---|---|
| idle after start | ${memory.idleRss} MB | <= 150 MB | ${verdict(memory.idleRss, 150)} |
| after the load above | ${memory.loadedRss} MB | <= 250 MB | ${verdict(memory.loadedRss, 250)} |
| ${settleSeconds} s later, quiet again | ${memory.settledRss} MB | — | |

## Bulk load of demo lots (\`npm run seed -- --lots N --replace\`, one transaction)

| what | measured | budget | |
|---|---|---|---|
${bulkSection}

${uploadsSection(uploads, "the machine above")}
## Lists at scale (the bulk-loaded data set, 8 connections)

${
  atScale.length === 0
    ? "Not measured in this run (BENCH_BULK_LOTS=0)."
    : [
        "| what | requests/s | latency ms p50 / p97.5 / p99 | errors | budget | | baseline |",
        "|---|---|---|---|---|---|---|",
        ...atScale.map(
          (row) =>
            `| ${row.what} | ${row.result.rps} | ${row.result.p50} / ${row.result.p97_5} / ${row.result.p99} | ${row.result.errors} | ${row.budget} | ${scaleVerdict(row)} | ${row.baseline} |`,
        ),
      ].join("\n")
}

Latency is measured by autocannon through HTTP; p97.5 stands in for the budgets' p95 (autocannon reports no
p95), so a row within budget is within it with room. Each process keeps list and search answers for 5 s
(decision 18), at most 8 MB of them: the search and list rows ask for 900-2,000 different addresses, more than
that keeps, so they measure the database path; the page-500 row's 4 addresses mostly measure the cache, and its
raw SQL column is the database path. Autocomplete texts repeat (many words share their first 3 letters), so
part of that row is answered from the cache too. At 8 connections a row's p50 is about 8 / its requests per
second: the latency budgets are throughput budgets on these 2 cores, which autocannon shares.

## Search quality

${judgedQueriesSection(judged)}

Budgets of later features get their rows when those features land.
`;
  writeFileSync("bench/RESULTS.md", text);
  process.stdout.write(text);
}
