import { searchStem } from "@tirgus/domain/search";
import type pg from "pg";
import { autocomplete } from "../apps/server/src/modules/search/repository.ts";

/*
 * Search cases on the bulk-loaded data set (decision 0016): a text with a category and a filter value, as
 * the budget's row says, and the header box's autocomplete on word starts. Texts are words of published
 * lots' titles, so each search finds something; every request asks for a different one, so the 5 s answer
 * cache hardly ever answers.
 */

type Case = { paths: string[]; raw: { text: string; values: unknown[] }[] };

/**
 * The statement of GET /api/lots/search (modules/search/repository.ts, bestMatchPage) for a leaf category and
 * one value: the matches found once (a prefix shared by few words read as those words: search_match_query,
 * worked out before the statement as the API does, $5),
 * the newest 1,000 ranked for the page, the matches per category and the count. The API leaves out words the
 * category's own name implies; this baseline always matches every word.
 */
const searchSql = `WITH matched AS (
    SELECT l.lot_id, l.publish_date, l.category_id FROM lot_search l
    WHERE l.document @@ $5::tsquery AND l.status = 2 AND l.category_id = $2 AND l.filter_value_ids && $3::int[]),
  counted AS (SELECT category_id FROM matched LIMIT 10001)
  SELECT 0 AS kind, p.lot_id AS id, p.ordinal AS n FROM (
    SELECT c.lot_id, row_number() OVER (
        ORDER BY ts_rank('{0.1,0.2,0.4,1.0}', s.rank_document, search_query($1::text[]))
          + ts_rank('{0.1,0.2,0.4,1.0}', s.rank_document, search_words($4::text[])) DESC,
          c.publish_date DESC, c.lot_id DESC)::int AS ordinal
    FROM (SELECT lot_id, publish_date FROM matched ORDER BY publish_date DESC NULLS LAST, lot_id DESC LIMIT 1000) c
    JOIN lot_search s ON s.lot_id = c.lot_id
    ORDER BY ordinal LIMIT 20) p
  UNION ALL SELECT 1, category_id, count(*)::int FROM counted GROUP BY category_id
  UNION ALL SELECT 2, NULL, (SELECT count(*)::int FROM matched)`;

/** A sample of published lots with a filter value: a title word, the lot's category and its first value. */
async function sample(pool: pg.Pool) {
  const { rows } = await pool.query<{ title: string; category: number; value: number; filter: number }>(
    `SELECT l.texts #>> '{lv,title}' AS title, l.category_id AS category, l.filter_value_ids[1] AS value, v.filter_id AS filter
     FROM lots l TABLESAMPLE SYSTEM (1) REPEATABLE (11)
     JOIN filter_values v ON v.id = l.filter_value_ids[1]
     WHERE l.status = 2 LIMIT 2000`,
  );
  return rows.flatMap((row) => {
    const word = row.title.split(/[\s,:/-]+/).find((candidate) => /^\p{L}{4,}$/u.test(candidate));
    return word ? [{ ...row, word: word.toLowerCase() }] : [];
  });
}

export async function searchCase(pool: pg.Pool): Promise<Case> {
  const rows = await sample(pool);
  const { rows: matches } = await pool.query<{ query: string }>(
    "SELECT search_match_query(ARRAY[w.word])::text AS query FROM unnest($1::text[]) WITH ORDINALITY AS w(word, n) ORDER BY w.n",
    [rows.map((row) => searchStem(row.word))],
  );
  return {
    paths: rows.map(
      (row) =>
        `/api/lots/search?query=${encodeURIComponent(row.word)}&category=${row.category}&fV[${row.filter}]=${row.value}`,
    ),
    raw: rows.map((row, index) => ({
      text: searchSql,
      values: [[searchStem(row.word)], row.category, [row.value], [row.word], matches[index]?.query ?? ""],
    })),
  };
}

/**
 * Deep pages of searches everywhere for words in a large share of the lots (at 1M lots "auto" 99,572 matches,
 * "dzīvoklis" 23,000, the others 240,000-495,000), most viewed, by views per day and cheapest first: orders
 * no index keeps for the matches (decision 0016, "Other orders"). Pages 100, 250 and 499 of each.
 */
export function deepSearchCase(): { paths: string[] } {
  const words = ["auto", "pārdod", "dzīvoklis", "jauns", "продаю"];
  const orders = [
    "orderColumn=views&orderDirection=desc",
    "orderColumn=viewsPerDay&orderDirection=desc",
    "orderColumn=price&orderDirection=asc",
  ];
  const paths = words.flatMap((word) =>
    orders.flatMap((order) =>
      [100, 250, 499].map(
        (page) => `/api/lots/search?query=${encodeURIComponent(word)}&${order}&page=${page}`,
      ),
    ),
  );
  return { paths };
}

/** The autocomplete of the first 3 to 6 letters of title words, as a person types them. */
export async function autocompleteCase(pool: pg.Pool): Promise<Case> {
  const rows = await sample(pool);
  return {
    paths: rows.map(
      (row, index) =>
        `/api/search/autocomplete?query=${encodeURIComponent(row.word.slice(0, 3 + (index % 4)))}`,
    ),
    raw: [],
  };
}

/**
 * The autocomplete's own cost, without the 5 s answer cache that answers most of the HTTP row (its texts repeat,
 * and the faster it answers the more of them come back within 5 s): each different text once, `connections`
 * at a time, straight through the repository on the bench's pool.
 */
export async function uncachedAutocomplete(
  pool: pg.Pool,
  paths: readonly string[],
  connections: number,
): Promise<{ p50: number; p95: number; texts: number }> {
  const texts = [...new Set(paths.map((path) => new URL(path, "http://x").searchParams.get("query") ?? ""))];
  for (const text of texts.slice(0, 50)) await autocomplete(pool, text, undefined); // warm-up, as the rows get
  const timings: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let text = texts[next++]; text !== undefined; text = texts[next++]) {
        const started = performance.now();
        await autocomplete(pool, text, undefined);
        timings.push(performance.now() - started);
      }
    }),
  );
  timings.sort((a, b) => a - b);
  const at = (share: number) => Number((timings[Math.floor(timings.length * share)] ?? 0).toFixed(1));
  return { p50: at(0.5), p95: at(0.95), texts: texts.length };
}
