import { SortOption } from "@tirgus/domain/sorting";
import autocannon from "autocannon";
import type pg from "pg";
import { orderBy, orderedLotsSql } from "../apps/server/src/modules/lot-lists/ordering.ts";

/*
 * Measures on the bulk-loaded data set (1M lots): list endpoints under concurrent load, with the raw SQL of
 * the same queries beside them. Every request asks for a different list (category, filter value, page), as
 * real traffic does, so the 5 s answer cache of the list endpoints hardly ever answers and the figures are
 * those of the database path.
 */

/** `requests`: how many were answered in the measured seconds. */
export type ScaleResult = {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  requests: number;
};
/**
 * `uncachedP95`: the p95 of the endpoint's own work without its answer cache, where the HTTP row is mostly
 * answered from it; the row is within budget only if both are.
 */
export type ScaleRow = {
  what: string;
  result: ScaleResult;
  budget: string;
  baseline: string;
  uncachedP95?: number;
};

/** Load over a rotating set of paths: each request takes the next one. `measuring` is called after the warm-up. */
export async function loadRotating(
  origin: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  measuring: () => void = () => {},
): Promise<ScaleResult> {
  let next = 0;
  const requests: autocannon.Request[] = [
    { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? "/" }) },
  ];
  await autocannon({ url: origin, connections, duration: 2, requests });
  measuring();
  return scaleResult(await autocannon({ url: origin, connections, duration: seconds, requests }));
}

export function scaleResult(result: autocannon.Result): ScaleResult {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** Latency percentiles of running `queries` (each with its parameters) round-robin from `connections` clients. */
export async function rawSqlLatency(
  pool: pg.Pool,
  queries: readonly { text: string; values: unknown[] }[],
  connections: number,
  seconds: number,
): Promise<{ p50: number; p95: number }> {
  // One pass first, as the HTTP rows get a warm-up: the figures are of the data in memory, not of the
  // first reads after the bulk load.
  for (const query of queries) await pool.query(query.text, query.values);
  const timings: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const query = queries[next++ % queries.length];
        if (!query) return;
        const started = performance.now();
        await pool.query(query.text, query.values);
        timings.push(performance.now() - started);
      }
    }),
  );
  timings.sort((a, b) => a - b);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.floor(timings.length * share))] ?? 0;
  return { p50: Number(at(0.5).toFixed(2)), p95: Number(at(0.95).toFixed(2)) };
}

type ListCase = { paths: string[]; raw: { text: string; values: unknown[] }[] };

/**
 * Category listings of the budget's shape: 20 lots of a category (leaf, second level or top level) with one
 * select filter value that its lots carry, newest first, pages 1 to 5.
 */
export async function categoryListingCase(pool: pg.Pool): Promise<ListCase> {
  // A sample of what published lots carry: each (category, value) pair exists, at every level of the tree.
  const { rows } = await pool.query<{
    category: number;
    level: number;
    second: number | null;
    leaf: boolean;
    value: number;
  }>(
    `SELECT DISTINCT ON (pick.category, pick.value) pick.category, array_length(c.path, 1) AS level,
       c.path[2] AS second,
       NOT EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id) AS leaf, pick.value
     FROM (SELECT l.category_path[1 + (l.id % array_length(l.category_path, 1))::int] AS category,
             l.filter_value_ids[1] AS value
           FROM lots l TABLESAMPLE SYSTEM (1) REPEATABLE (7)
           WHERE l.status = 2 AND cardinality(l.filter_value_ids) > 0 LIMIT 3000) pick
     JOIN categories c ON c.id = pick.category`,
  );
  const paths: string[] = [];
  const raw: ListCase["raw"] = [];
  const filterOf = await pool.query<{ id: number; filter_id: number }>(
    "SELECT id, filter_id FROM filter_values WHERE id = ANY ($1::int[])",
    [rows.map((row) => row.value)],
  );
  const filterIds = new Map(filterOf.rows.map((row) => [row.id, row.filter_id]));
  rows.forEach((row, index) => {
    const page = (index % 5) + 1;
    paths.push(
      `/api/lots?category=${row.category}&fV[${filterIds.get(row.value)}]=${row.value}&page=${page}`,
    );
    const match = categoryMatch(row, "$1", "$4");
    raw.push({
      text: `SELECT id FROM lots WHERE status = 2 AND ${match} AND filter_value_ids && $2::int[]
             ORDER BY publish_date DESC, id DESC LIMIT 20 OFFSET $3`,
      values: [row.category, [row.value], (page - 1) * 20, ...(match.includes("$4") ? [row.second] : [])],
    });
  });
  return { paths, raw };
}

/**
 * How the API matches a category at each level (lot-lists/conditions.ts, migrations 0012 and 0027): a leaf by
 * its id, the first two levels by their stored columns, a deeper one in its path within its second level.
 */
function categoryMatch(
  category: { level: number; leaf: boolean },
  categoryParam: string,
  secondParam: string,
): string {
  if (category.leaf) return `category_id = ${categoryParam}`;
  const column = ["category_top", "category_second"][category.level - 1];
  if (column) return `${column} = ${categoryParam}`;
  return `category_second = ${secondParam}::int AND category_path[${category.level}] = ${categoryParam}`;
}

/** The deepest page a list offers (page 500 of 20) of the biggest categories, newest first. */
export async function deepPageCase(pool: pg.Pool): Promise<ListCase> {
  const { rows } = await pool.query<{ id: number }>(
    "SELECT id FROM categories WHERE parent_id IS NULL ORDER BY ad_count DESC LIMIT 4",
  );
  return {
    paths: rows.map((row) => `/api/lots?category=${row.id}&page=500`),
    raw: rows.map((row) => ({
      text: `SELECT id FROM lots WHERE status = 2 AND category_top = $1
             ORDER BY publish_date DESC, id DESC LIMIT 20 OFFSET 9980`,
      values: [row.id],
    })),
  };
}

/**
 * Big lists sorted by price, cheapest and dearest first, pages 1 to 5: the 3 biggest top-level and second-level
 * categories and every category at once (the widest list the API offers). Without an index in price order,
 * each sorted every published lot of the category (decision 0018, "Price sorts and highlighted lots").
 */
export async function priceSortCase(pool: pg.Pool): Promise<ListCase> {
  const rows = await biggestCategories(pool);
  const adultRoots = await pool.query<{ id: number }>(
    // The roots of adult subtrees, which an unnarrowed list leaves out (lot-lists/catalogue-cache.ts).
    `SELECT c.id FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
     WHERE c.adult AND NOT coalesce(p.adult, false)`,
  );
  const lists = [...rows, { id: undefined, level: 0 }];
  const paths: string[] = [];
  const raw: ListCase["raw"] = [];
  for (const list of lists) {
    for (const direction of ["asc", "desc"] as const) {
      for (let page = 1; page <= 5; page++) {
        const category = list.id === undefined ? "" : `category=${list.id}&`;
        paths.push(`/api/lots?${category}orderColumn=price&orderDirection=${direction}&page=${page}`);
        // The statement of lot-lists/repository.ts with the conditions of lot-lists/conditions.ts.
        const condition =
          list.id === undefined
            ? "NOT (l.category_path && $1::int[])"
            : `${list.level === 1 ? "l.category_top" : "l.category_second"} = $1`;
        raw.push({
          text: orderedLotsSql(`l.status = 2 AND ${condition}`, "price", direction, 20, (page - 1) * 20),
          values: [list.id ?? adultRoots.rows.map((row) => row.id)],
        });
      }
    }
  }
  return { paths, raw };
}

/** The 3 biggest top-level categories and the 3 biggest second-level ones with subcategories. */
async function biggestCategories(pool: pg.Pool): Promise<{ id: number; level: number }[]> {
  const { rows } = await pool.query<{ id: number; level: number }>(
    `(SELECT id, 1 AS level FROM categories WHERE parent_id IS NULL ORDER BY ad_count DESC LIMIT 3)
     UNION ALL
     (SELECT c.id, 2 FROM categories c JOIN categories p ON p.id = c.parent_id
      WHERE p.parent_id IS NULL AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
      ORDER BY c.ad_count DESC LIMIT 3)`,
  );
  return rows;
}

/**
 * Big lists in the other orders every public list offers (views, views per day, private sellers first,
 * highlighted first), pages 1 to 5: the categories of the price case and the biggest deeper category with
 * subcategories. Each read every lot of the category from the heap before their index carried the columns
 * (decision 0018, "Sorts by views, seller and numbers").
 */
export async function otherSortsCase(pool: pg.Pool): Promise<ListCase> {
  const deeper = await pool.query<{ id: number; second: number; level: number }>(
    `SELECT c.id, c.path[2] AS second, array_length(c.path, 1) AS level FROM categories c
     WHERE array_length(c.path, 1) > 2 AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
     ORDER BY c.ad_count DESC LIMIT 1`,
  );
  const lists = [
    ...(await biggestCategories(pool)).map((list) => ({ ...list, second: null as number | null })),
    ...deeper.rows,
  ];
  const paths: string[] = [];
  const raw: ListCase["raw"] = [];
  for (const list of lists) {
    for (const sort of ["viewsDesc", "viewsPerDay", "latestPersonal", "recommended"] as const) {
      const { orderColumn, orderDirection } = SortOption[sort];
      for (let page = 1; page <= 5; page++) {
        paths.push(
          `/api/lots?category=${list.id}&orderColumn=${orderColumn}&orderDirection=${orderDirection}&page=${page}`,
        );
        const match = categoryMatch({ level: list.level, leaf: false }, "$1", "$3");
        raw.push({
          text: `SELECT l.id FROM lots l WHERE l.status = 2 AND ${match}
                 ORDER BY ${orderBy(orderColumn, orderDirection)} LIMIT 20 OFFSET $2`,
          values: [list.id, (page - 1) * 20, ...(list.second === null ? [] : [list.second])],
        });
      }
    }
  }
  return { paths, raw };
}

/**
 * Lists narrowed by the fields of decision 0037, pages 1 to 25 (750 addresses, more than the answer cache
 * keeps): the biggest leaf categories whose lots carry several main price types, each by each of its types up
 * to that type's median price; and real estate (whose lists have the map) with its 2 biggest subcategories,
 * each within the map area of a zoomed-in view of six towns (Rīga's centre and Purvciems, Daugavpils, Liepāja,
 * Jelgava and Jūrmala).
 */
export async function narrowedListsCase(pool: pg.Pool): Promise<ListCase> {
  const { rows: typed } = await pool.query<{ category: number; type: number; median: number }>(
    `SELECT category_id AS category, price_type_id AS type,
       percentile_disc(0.5) WITHIN GROUP (ORDER BY price_cents) AS median
     FROM lots WHERE status = 2 AND price_type_id IS NOT NULL AND category_id IN (
       SELECT category_id FROM lots WHERE status = 2 AND price_type_id IS NOT NULL
       GROUP BY category_id HAVING count(DISTINCT price_type_id) > 1 ORDER BY count(*) DESC LIMIT 3)
     GROUP BY category_id, price_type_id HAVING count(*) >= 100`,
  );
  const realEstate = await realEstateLists(pool);
  const areas = [
    { south: 56.93, west: 24.05, north: 56.98, east: 24.18 },
    { south: 56.95, west: 24.19, north: 56.98, east: 24.26 },
    { south: 55.85, west: 26.47, north: 55.9, east: 26.58 },
    { south: 56.49, west: 20.98, north: 56.54, east: 21.06 },
    { south: 56.63, west: 23.68, north: 56.67, east: 23.77 },
    { south: 56.95, west: 23.6, north: 56.99, east: 23.8 },
  ];
  const paths: string[] = [];
  const raw: ListCase["raw"] = [];
  for (let page = 1; page <= 25; page++) {
    const offset = (page - 1) * 20;
    for (const row of typed) {
      const maxEuros = Math.ceil(Number(row.median) / 100);
      paths.push(
        `/api/lots?category=${row.category}&priceType=${row.type}&maxPrice=${maxEuros}&page=${page}`,
      );
      raw.push({
        text: `SELECT id FROM lots WHERE status = 2 AND category_id = $1 AND price_type_id = $2
                 AND price_cents <= $3 ORDER BY publish_date DESC, id DESC LIMIT 20 OFFSET $4`,
        values: [row.category, row.type, maxEuros * 100, offset],
      });
    }
    for (const category of realEstate) {
      for (const area of areas) {
        paths.push(
          `/api/lots?category=${category.id}&area=${area.south},${area.west},${area.north},${area.east}&page=${page}`,
        );
        const match = categoryMatch(category, "$1", "$7");
        raw.push({
          text: `SELECT id FROM lots WHERE status = 2 AND ${match}
                   AND point(lng, lat) <@ box(point($2, $3), point($4, $5))
                 ORDER BY publish_date DESC, id DESC LIMIT 20 OFFSET $6`,
          values: [
            category.id,
            area.west,
            area.south,
            area.east,
            area.north,
            offset,
            ...(match.includes("$7") ? [category.second] : []),
          ],
        });
      }
    }
  }
  return { paths, raw };
}

/**
 * Real estate and its 2 biggest subcategories within six places (Rīga, its Purvciems, Daugavpils, Liepāja,
 * Jelgava and Jūrmala), newest first, pages 1-25 (450 addresses, more than the answer cache keeps): how
 * real-estate lists are browsed (`/{category}/!{region}`). Their counts are kept per category and region
 * (migration 0044); the raw SQL is the page alone.
 */
export async function regionListsCase(pool: pg.Pool): Promise<ListCase> {
  const realEstate = await realEstateLists(pool);
  const { rows: places } = await pool.query<{ id: number }>(
    `SELECT id FROM regions
     WHERE key IN ('riga', 'riga/purvciems', 'daugavpils', 'liepaja', 'jelgava', 'jurmala') ORDER BY id`,
  );
  const paths: string[] = [];
  const raw: ListCase["raw"] = [];
  for (let page = 1; page <= 25; page++) {
    for (const category of realEstate) {
      for (const place of places) {
        paths.push(`/api/lots?category=${category.id}&region=${place.id}&page=${page}`);
        const match = categoryMatch(category, "$1", "$4");
        raw.push({
          text: `SELECT id FROM lots WHERE status = 2 AND ${match}
                   AND region_id IN (SELECT r.id FROM regions r WHERE $2 = ANY (r.path))
                 ORDER BY publish_date DESC, id DESC LIMIT 20 OFFSET $3`,
          values: [
            category.id,
            place.id,
            (page - 1) * 20,
            ...(match.includes("$4") ? [category.second] : []),
          ],
        });
      }
    }
  }
  return { paths, raw };
}

/** Real estate and its 2 biggest subcategories, as their lists are matched (categoryMatch). */
async function realEstateLists(pool: pg.Pool) {
  const { rows } = await pool.query<{ id: number; level: number; leaf: boolean; second: number }>(
    `SELECT c.id, array_length(c.path, 1) AS level, c.path[2] AS second,
       NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS leaf
     FROM categories c WHERE c.key = 'real-estate'
       OR c.id IN (SELECT k.id FROM categories k JOIN categories r ON r.id = k.parent_id
                   WHERE r.key = 'real-estate' ORDER BY k.ad_count DESC LIMIT 2)`,
  );
  return rows;
}
