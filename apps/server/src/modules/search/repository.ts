import {
  type Autocomplete,
  askedCategories,
  type LotCard,
  type LotListQuery,
  type LotSearchResult,
  listCountCap,
  type SearchFacet,
} from "@tirgus/domain/lot-list";
import { foldDiacritics, sanitizeSearchQuery, searchStem, searchTerms } from "@tirgus/domain/search";
import type pg from "pg";
import { prepared } from "../../db/prepared.ts";
import { inTransaction } from "../../db/transaction.ts";
import { lotCards } from "../lot-lists/cards.ts";
import { type ListCatalogue, listCatalogue } from "../lot-lists/catalogue-cache.ts";
import { listConditions, SqlParams } from "../lot-lists/conditions.ts";
import {
  orderBy,
  orderByKeys,
  orderedLotsSql,
  orderKeys,
  sortableInSearchIndex,
} from "../lot-lists/ordering.ts";
import { brandNamesAmong, brandWordsAmong, withLatinBrands } from "./latin-brands.ts";
import { namedCategory } from "./named-category.ts";
import { fleetingVowelForm, likelyMeant } from "./typos.ts";

/*
 * Search over the index of decision 0016 (migrations 0009, 0011): `lot_search` holds per published lot the
 * words matched (`document`), the small weighted vector ranked (`rank_document`: titles, filter values,
 * category names) and copies of the lot's filter columns; the filters, sorts and cards are the listings'
 * own (lot-lists/), run on `lot_search l` or, for sorts other than best match, on `lots l`.
 */

/**
 * ts_rank's weights in its order {D, C, B, A}: category names 0.2, filter values 0.4, titles 1 (the ranked
 * vector has no D part: descriptions match but do not rank, decision 0016).
 */
const rankWeights = "'{0.1,0.2,0.4,1.0}'";
/**
 * Best match ranks the newest this many matches (or as many as the page asked for needs): the search page
 * 1,000 (50 pages of 20 ranked over one set, so pages neither repeat nor skip a lot), the autocomplete (6
 * lots) 100, which are also the matches it detects the category in.
 */
const rankedCandidates = { search: 1_000, autocomplete: 100 };
/**
 * The autocomplete counts up to this many matches ("All results (1 000+)" past it): counting to the lists' cap
 * of 10,000 read 6,125 pages and took 350 ms for "dzi" at 1M lots, ten times its budget.
 */
const autocompleteCountCap = 1_000;
/**
 * The autocomplete does not count a text whose words are known to be in at least this many lots (twice the
 * cap, for the lots written or ended since the words were last counted): counting a common prefix to the cap
 * cost 5-13 ms at 1M lots (decision 0016, "Words counted").
 */
const plentyOfMatches = 2 * (autocompleteCountCap + 1);
/** At most this many facet rows (categories of every level) are answered, most matches first. */
const facetLimit = 20;
/** A category is "detected" when at least this share of the matches is in it (its deepest such one). */
const detectedShare = 0.6;
/**
 * A search everywhere whose words the statistics put in at least this many lots (five times the count's cap)
 * shows "10 000+" without counting, as the box does past its own cap (decision 0016, "The box's total"),
 * and ranks the newest matches found by a walk (bestMatchOfMany). Tests pass a smaller figure to searchLots.
 */
const plentyOfSearchMatches = 5 * (listCountCap + 1);

/** Lots the autocomplete shows. */
const autocompleteLotCount = 6;
/**
 * How the box reads the newest matches of a text everywhere: the cheapest of three readings by what each costs
 * at 1M lots (decision 0016, "Words counted"), in µs:
 * - `walkedLot`: walking the newest lots down lot_search_newest, each lot's document read and matched; the walk
 *   that finds enough matches is candidates × lots / matches long ("dzi", 69,054 matches: about a thousand),
 *   walked only when it is at most half of `walkedAtMost`, where it stops;
 * - `wordEntry`: an entry of the word index read into a bitmap, as many as the words' lots added up; then either
 *   `tableMatch`, each match read from the table (a page of its own: five lots fill a page), or
 * - `windowEntry`: an entry of lot_search_newest read into a bitmap, for a window of the newest lots twice as
 *   long as the walk (at most `windowAtMost`), so only the matches in the window are read from the table
 *   ("volvo", 8,060 matches: 180 of them read instead of 8,060).
 * How many lots match lies between the counts' bounds (WordLots), taken as their geometric mean. Words never
 * counted are read through the word index (the planner walked every lot for a rare prefix, "bīg", 31 matches:
 * 1.5 s). A walk or window that holds too few matches falls back to reading them all. The figures were measured
 * one at a time and then set to those that chose best for the bench's 614 texts, each read all three ways:
 * within 4 % of always the fastest reading, in total and at p95.
 */
const boxReading = { walkedAtMost: 10_000, windowAtMost: 30_000 };
const readingCosts = { walkedLot: 1.7, wordEntry: 0.2, windowEntry: 0.3, tableMatch: 2.7 };
/** How the box reads its newest matches: chosen from the words' counts, or set by tests. */
export type BoxReading = { via: "walk" | "window"; lots: number } | { via: "matches" };

export const emptySearch = (usedQuery: string): LotSearchResult => ({
  count: 0,
  countCapped: false,
  data: [],
  facets: [],
  detectedCategory: null,
  usedQuery,
});

/** `sampled`: the matches the category counts are of (all of them up to the count's cap). */
type Matched = {
  ids: number[];
  count: number;
  countCapped: boolean;
  categoryCounts: Map<number, number>;
  sampled: number;
  /** The matches of a sample with a searched word in their titles, filter values or category names. */
  titled: CategorySample;
};

/** Matches per category of every level, and how many matches they count. */
type CategorySample = { counts: Map<number, number>; sampled: number };

const noTitledMatches: CategorySample = { counts: new Map(), sampled: 0 };

/** The sample of matches per lot category (rows of category id and matches). */
function categorySample(byCategory: (readonly [number, number])[], catalogue: ListCatalogue): CategorySample {
  return {
    counts: countsUpThePaths(byCategory, catalogue),
    sampled: byCategory.reduce((sum, [, n]) => sum + n, 0),
  };
}

/**
 * A page of search results with facets. A query that finds nothing is read again (firstReadingThatFinds);
 * the answer's `usedQuery` then says what was searched for instead.
 */
export async function searchLots(
  pool: pg.Pool,
  query: LotListQuery,
  now = new Date(),
  plentyFrom = plentyOfSearchMatches,
): Promise<LotSearchResult> {
  const text = sanitizeSearchQuery(query.query ?? "");
  const words = await withLatinBrands(pool, queryWords(text));
  if (words.length === 0) return emptySearch(text);
  const catalogue = await listCatalogue(pool);
  const matchWords = async (words: string[]) => {
    const brandNames = await brandNamesAmong(pool, words);
    const matched = await match(pool, catalogue, query, words, now, plentyFrom, brandNames);
    // A brand's name that no lot has as a word: perhaps the start of one after all.
    if (matched?.count === 0 && brandNames.size > 0)
      return (await match(pool, catalogue, query, words, now, plentyFrom)) ?? matched;
    return matched;
  };
  const found = await firstReadingThatFinds(pool, text, words, (_text, words) => matchWords(words));
  if (found === null) return emptySearch(text);
  const { matched, words: usedWords, text: usedQuery } = found;
  const data = await lotCards(pool, matched.ids, catalogue);
  const detected = detectedCategory(matched, catalogue, usedWords);
  return {
    count: matched.count,
    countCapped: matched.countCapped,
    data,
    facets: facetsOf(matched.categoryCounts, catalogue, detected),
    detectedCategory: detected,
    usedQuery,
  };
}

type Reading<T> = { matched: T; text: string; words: string[] };

/**
 * What a text finds, as the search page and the search box read it: as typed and, while that finds nothing,
 * with its typos corrected (correctedWords), without a short last word still being typed
 * (withoutShortLastWord), then both. The first reading that finds something, else the text as typed; null
 * when the filters cannot match.
 */
async function firstReadingThatFinds<T extends { count: number }>(
  pool: pg.Pool,
  text: string,
  words: string[],
  find: (text: string, words: string[]) => Promise<T | null>,
): Promise<Reading<T> | null> {
  const typed = await find(text, words);
  if (typed === null || typed.count > 0) return typed && { matched: typed, text, words };
  const typosCorrected = async (text: string, words: string[]) => {
    const corrections = await correctedWords(pool, words);
    if (corrections.size === 0) return null;
    const corrected = words.map((word) => corrections.get(word) ?? word);
    const correctedText = text
      .split(" ")
      .map((word) => corrections.get(word.toLowerCase()) ?? word)
      .join(" ");
    const matched = await find(correctedText, corrected);
    return matched && { matched, text: correctedText, words: corrected };
  };
  const corrected = await typosCorrected(text, words);
  if (corrected && corrected.matched.count > 0) return corrected;
  const shorter = withoutShortLastWord(text);
  if (shorter !== null) {
    const shorterWords = await withLatinBrands(pool, queryWords(shorter));
    const matched = await find(shorter, shorterWords);
    if (matched && matched.count > 0) return { matched, text: shorter, words: shorterWords };
    const both = await typosCorrected(shorter, shorterWords);
    if (both && both.matched.count > 0) return both;
  }
  return { matched: typed, text, words };
}

/**
 * The text without its last word, when that word has 1 or 2 characters and others come before it; null
 * otherwise. Such a word is matched whole (only words of 3 or more match as prefixes), so a word still being
 * typed ("volkswagen go") matched nothing: a search that finds nothing tries again without it, the search box
 * and the search page alike, and the page says what it searched for instead.
 */
export function withoutShortLastWord(text: string): string | null {
  const words = sanitizeSearchQuery(text)
    .split(/[ /-]+/)
    .filter((word) => word !== "");
  const last = words.at(-1);
  if (words.length < 2 || last === undefined || last.length >= 3) return null;
  return words.slice(0, -1).join(" ");
}

/**
 * The words behind the domain's search terms (searchTerms: split at spaces, slashes and hyphens, one per
 * stem, at most searchTermLimit), lower-cased and not stemmed: the typo fallback compares whole words, and
 * ranking rewards a word matched whole over one only sharing its stem ("audi" over "audio").
 */
export function queryWords(text: string): string[] {
  const byStem = new Map<string, string>();
  for (const word of sanitizeSearchQuery(text)
    .toLowerCase()
    .split(/[ /-]+/)) {
    if (word !== "" && !byStem.has(searchStem(word))) byStem.set(searchStem(word), word);
  }
  const terms = searchTerms(text);
  return terms.map((term) => byStem.get(term) ?? term);
}

/**
 * A search's WHERE over `lot_search l` with its parameters, and the terms and words best match ranks by.
 * `wordsMatch` and `listed` are its two parts: the words over `l.document` ("true" when the category implies
 * them all) and the list conditions, which `lots l` answers too. `everywhere`: no category and no filter
 * narrows it, so the words' statistics estimate its matches.
 */
type MatchSql = {
  where: string;
  wordsMatch: string;
  listed: string;
  params: SqlParams;
  stems: string[];
  words: string[];
  everywhere: boolean;
  /** What the counts of the matched words' lots say (unknownWordLots when no word is matched). */
  lots: WordLots;
};

/** What each word is matched as: its stem, or itself when it is among `whole` (brand names: brandNamesAmong). */
function termsOf(words: string[], whole: ReadonlySet<string>): string[] {
  return words.map((word) => (whole.has(word) ? word : searchStem(word)));
}

/**
 * The conditions of a search: its words and the list conditions; null when the filters cannot match. Each
 * word is matched by its stem as the start of words, but `wholeWords` (brand names: brandNamesAmong) whole.
 */
async function matchSql(
  pool: pg.Pool,
  catalogue: ListCatalogue,
  query: LotListQuery,
  words: string[],
  now: Date,
  known?: { stems: string[]; words: MatchedWords },
  wholeWords: ReadonlySet<string> = new Set(),
): Promise<MatchSql | null> {
  const params = new SqlParams();
  const stems = termsOf(words, wholeWords);
  const conditions = listConditions(query, catalogue, params, now);
  if (conditions.empty) return null;
  const implied = await termsImpliedByCategory(pool, query, stems);
  const matchedStems = stems.filter((stem) => !implied.has(stem));
  const matched =
    matchedStems.length === 0
      ? null
      : known && known.stems.join(" ") === matchedStems.join(" ")
        ? known.words
        : await matchedWords(pool, matchedStems, wholeWords);
  const wordsMatch = matched ? [`l.document @@ ${params.add(matched.query)}::tsquery`] : [];
  const everywhere = askedCategories(query).length === 0 && !conditions.narrowed;
  return {
    where: [...wordsMatch, ...conditions.where].join(" AND "),
    wordsMatch: wordsMatch[0] ?? "true",
    listed: conditions.where.join(" AND "),
    params,
    stems,
    words,
    everywhere,
    lots: matched?.lots ?? unknownWordLots,
  };
}

/**
 * search_match_query of the terms (a prefix shared by few words read as those words, which GIN finds faster
 * than the prefix: migration 0025), with the counts of the lots of each term's words (migration 0030), in one
 * statement. Worked out before the statement that matches with it: it reads search_lexemes, so PostgreSQL would
 * not fold it into a constant, and a bitmap too large for work_mem rechecks every row of its lossy pages,
 * calling it per row ("pārdod", 496,655 matches at 1M lots: 18 s instead of 0.7). As a constant the planner
 * also estimates each of its words from their statistics. A term of 1-2 characters is matched as a word and
 * has no count (search_lexemes keeps words of 3 or more). A term marked whole ($2) is matched and counted as
 * the word itself: its range of words ends right after it (`chr(1)`), not after every word it starts.
 */
const matchedWordsSqlWith = (whole: string) => `SELECT CASE WHEN true = ANY (${whole}::bool[]) THEN
      search_match_query(ARRAY(SELECT u.term FROM unnest($1::text[], ${whole}::bool[]) AS u(term, whole) WHERE NOT u.whole))
      && (SELECT string_agg(quote_literal(f.word), ' & ') FROM unnest($1::text[], ${whole}::bool[]) AS u(term, whole),
            unnest(string_to_array(trim(search_fold(u.term)), ' ')) AS f(word) WHERE u.whole AND f.word <> '')::tsquery
    ELSE search_match_query($1::text[]) END::text AS query,
    count(*)::int AS terms,
    coalesce(array_agg(w.lots) FILTER (WHERE length(q.folded) >= 3), '{}') AS lots,
    coalesce(array_agg(w.most) FILTER (WHERE length(q.folded) >= 3), '{}') AS most,
    (SELECT reltuples FROM pg_class WHERE oid = 'lot_search'::regclass) AS documents
  FROM unnest($1::text[], ${whole}::bool[]) AS t(term, whole),
    unnest(string_to_array(trim(search_fold(t.term)), ' ')) AS q(folded),
    LATERAL (SELECT coalesce(sum(s.lots), 0)::float8 AS lots, coalesce(max(s.lots), 0)::float8 AS most
             FROM search_lexemes s
             WHERE length(q.folded) >= 3 AND s.word >= q.folded COLLATE "C"
               AND s.word < (q.folded || CASE WHEN t.whole THEN chr(1) ELSE chr(1114111) END) COLLATE "C") w
  WHERE q.folded <> ''`;
const matchedWordsSql = matchedWordsSqlWith("$2");

type MatchedWordsRow = { query: string; terms: number; lots: number[]; most: number[]; documents: number };
type MatchedWords = { query: string; lots: WordLots };

async function matchedWords(
  pool: pg.Pool,
  terms: string[],
  wholeWords: ReadonlySet<string>,
): Promise<MatchedWords> {
  const whole = terms.map((term) => wholeWords.has(term));
  const { rows } = await pool.query<MatchedWordsRow>(prepared(matchedWordsSql, [terms, whole]));
  return matchedWordsOf(rows[0]);
}

function matchedWordsOf(row: MatchedWordsRow | undefined): MatchedWords {
  if (!row || row.lots.length === 0) return { query: row?.query ?? "", lots: unknownWordLots };
  // reltuples is -1 before the table's first ANALYZE.
  const documents = Math.max(row.documents, ...row.lots, 1);
  const independent = (termLots: number[]) =>
    termLots.reduce((product, lots) => product * (Math.min(lots, documents) / documents), documents);
  return {
    query: row.query,
    lots: {
      likely: independent(row.lots),
      surely: row.lots.length === row.terms ? independent(row.most) : 0,
      documents,
    },
  };
}

/**
 * Best match's order over `alias.rank_document`: the ranked vector against each searched word as a prefix
 * (`search_any`, every word weighed on its own: the match already requires them all), plus a bonus for words
 * matched whole; with the statement's values, the two it ranks by appended (a statement must use
 * every parameter it is given, so only one that ranks gets them).
 */
function bestMatchOrder(sql: MatchSql, alias: string): { values: unknown[]; rank: string } {
  const values = [...sql.params.values, sql.stems, sql.words];
  const [stems, words] = [values.length - 1, values.length];
  return {
    values,
    rank: `ts_rank(${rankWeights}, ${alias}.rank_document, search_any($${stems}::text[]))
     + ts_rank(${rankWeights}, ${alias}.rank_document, search_words($${words}::text[]))`,
  };
}

/**
 * The candidates (`lot_id`, `publish_date`, `category_id`) with their `rank` (bestMatchOrder's, over `s`) and
 * `ordinal` in best-match order, each rank computed once.
 */
function rankedSql(rank: string, candidates: string): string {
  return `SELECT r.lot_id, r.category_id, r.rank,
            row_number() OVER (ORDER BY r.rank DESC, r.publish_date DESC, r.lot_id DESC)::int AS ordinal
          FROM (SELECT c.lot_id, c.category_id, c.publish_date, ${rank} AS rank
                FROM (${candidates}) c JOIN lot_search s ON s.lot_id = c.lot_id) r`;
}

/**
 * A match is "titled" when a searched word starts a word of its titles, filter values or category names (its
 * ranked vector), not only of its description. The category is detected among those (detectedCategory):
 * "работа" starts "работает" ("all works") in the descriptions of most cars, and the search detected Vehicles.
 * `titledSql` tests it on `alias.rank_document`; a ranked candidate is titled when its rank is above 0
 * (`rankedAsTitled`: ts_rank of a vector the query does not match is 0), the same test at no extra cost.
 */
function titledSql(sql: MatchSql, alias: string): { values: unknown[]; condition: string } {
  const values = [...sql.params.values, sql.stems];
  return { values, condition: `${alias}.rank_document @@ search_any($${values.length}::text[])` };
}
const rankedAsTitled = "rank > 0";

/** The search page's ids, the count (capped) and the matches per category; null when nothing can match. */
async function match(
  pool: pg.Pool,
  catalogue: ListCatalogue,
  query: LotListQuery,
  words: string[],
  now: Date,
  plentyFrom: number,
  brandNames: ReadonlySet<string> = new Set(),
): Promise<Matched | null> {
  const sql = await matchSql(pool, catalogue, query, words, now, undefined, brandNames);
  if (!sql) return null;
  const offset = (query.page - 1) * query.itemsPerPage;
  const estimate = sql.everywhere ? await estimatedMatches(pool, sql) : 0;
  if (query.orderColumn === undefined || query.orderColumn === "bestMatch") {
    const page = { ...sql, offset, itemsPerPage: query.itemsPerPage };
    return estimate >= plentyFrom
      ? bestMatchOfMany(pool, catalogue, page, estimate)
      : bestMatchPage(pool, catalogue, page);
  }
  if (estimate >= plentyFrom) return sortedOfMany(pool, catalogue, sql, query, estimate);
  // One pass over at most cap + 1 matches counts them per category; past the cap the facet counts are
  // those of the first matches read. lot_search carries copies of the columns the list conditions read
  // (migration 0011), so it stands in for `lots l`.
  const titled = titledSql(sql, "l");
  const { rows } = await pool.query<{ id: number; n: number; titled: number }>(
    `WITH matched AS (SELECT l.category_id, ${titled.condition} AS titled FROM lot_search l
                      WHERE ${sql.where} LIMIT ${listCountCap + 1})
     SELECT category_id AS id, count(*)::int AS n, count(*) FILTER (WHERE titled)::int AS titled
     FROM matched GROUP BY category_id`,
    titled.values,
  );
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  const byCategory = rows.map((row) => [row.id, row.n] as const);
  const ids = await sortedPage(pool, sql, query, total, sql.everywhere ? estimate : undefined);
  const titledSample = categorySample(
    rows.map((row) => [row.id, row.titled] as const),
    catalogue,
  );
  return matchedOf(ids, countsUpThePaths(byCategory, catalogue), total, listCountCap, titledSample);
}

/**
 * Best match for words in a large share of all lots ("pārdod", "auto" at 1M lots: 100,000-500,000 matches).
 * Finding every match to count them and rank the newest 1,000 took 1-1.4 s: the page's candidates are
 * instead the newest matches found by walking `lot_search_newest` (a few thousand lots for 1,000 such
 * matches), and the total is "past the cap" unless fewer turned up. A category's facet count is its share
 * of those candidates times the estimate: a count of the candidates alone would show a few hundred lots in a
 * category that has tens of thousands of them.
 */
async function bestMatchOfMany(
  pool: pg.Pool,
  catalogue: ListCatalogue,
  sql: BestMatchSql,
  estimate: number,
): Promise<Matched> {
  if (sql.offset >= listCountCap)
    return matchedOf([], new Map(), listCountCap + 1, listCountCap, noTitledMatches);
  const order = bestMatchOrder(sql, "s");
  const candidates = Math.max(rankedCandidates.search, sql.offset + sql.itemsPerPage);
  const { rows } = await pool.query<{ kind: number; id: string | null; n: number }>(
    `WITH ${newestMatchesSql(sql, candidates)},
       ranked AS (${rankedSql(order.rank, "SELECT lot_id, publish_date, category_id FROM newest")})
     SELECT 0 AS kind, p.lot_id AS id, p.ordinal AS n FROM (
       SELECT lot_id, ordinal FROM ranked ORDER BY ordinal LIMIT ${sql.itemsPerPage} OFFSET ${sql.offset}) p
     UNION ALL SELECT 1, category_id, count(*)::int FROM newest GROUP BY category_id
     UNION ALL SELECT 2, category_id, count(*)::int FROM ranked WHERE ${rankedAsTitled} GROUP BY category_id`,
    order.values,
  );
  const ranked = rows.filter((row) => row.kind === 0).sort((a, b) => a.n - b.n);
  const perCategory = (kind: number) =>
    rows.filter((row) => row.kind === kind).map((row) => [Number(row.id), row.n] as const);
  return sampledMatches(
    ranked.map((row) => Number(row.id)),
    perCategory(1),
    perCategory(2),
    candidates,
    estimate,
    catalogue,
  );
}

/** `newest`: the newest `candidates` matches, found by walking `lot_search_newest`. */
function newestMatchesSql(sql: MatchSql, candidates: number): string {
  return `newest AS (SELECT l.lot_id, l.publish_date, l.category_id FROM lot_search l WHERE ${sql.where}
                     ORDER BY l.publish_date DESC, l.lot_id DESC LIMIT ${candidates})`;
}

/**
 * The matches per category of a sample of the newest `candidates`: exact when fewer turned up, otherwise
 * each category's share of them times the estimate, and the total past the cap.
 */
function sampledMatches(
  ids: number[],
  byCategory: (readonly [number, number])[],
  titledByCategory: (readonly [number, number])[],
  candidates: number,
  estimate: number,
  catalogue: ListCatalogue,
): Matched {
  const titled = categorySample(titledByCategory, catalogue);
  const found = byCategory.reduce((sum, [, n]) => sum + n, 0);
  if (found < candidates)
    return matchedOf(ids, countsUpThePaths(byCategory, catalogue), found, listCountCap, titled);
  const scale = estimate / found;
  const estimated = byCategory.map(([id, n]) => [id, Math.round(n * scale)] as const);
  return {
    ...matchedOf(ids, countsUpThePaths(estimated, catalogue), listCountCap + 1, listCountCap, titled),
    sampled: estimate,
  };
}

/**
 * Another order than best match for words in a large share of all lots: counting their first 10,001 matches
 * for "10 000+" and the facets took 140-170 ms of the page ("auto" at 1M lots), as long as the page itself
 * when the walk finds it. The facets come from the newest matches, as best match's do (bestMatchOfMany), and
 * the page is found at the same time: it does not depend on the count being exact.
 */
async function sortedOfMany(
  pool: pg.Pool,
  catalogue: ListCatalogue,
  sql: MatchSql,
  query: LotListQuery,
  estimate: number,
): Promise<Matched> {
  const candidates = rankedCandidates.search;
  const titled = titledSql(sql, "s");
  const [sample, ids] = await Promise.all([
    pool.query<{ id: number; n: number; titled: number }>(
      `WITH ${newestMatchesSql(sql, candidates)}
       SELECT n.category_id AS id, count(*)::int AS n, count(*) FILTER (WHERE ${titled.condition})::int AS titled
       FROM newest n JOIN lot_search s ON s.lot_id = n.lot_id GROUP BY n.category_id`,
      titled.values,
    ),
    sortedPage(pool, sql, query, listCountCap + 1, estimate),
  ]);
  const byCategory = sample.rows.map((row) => [row.id, row.n] as const);
  const titledByCategory = sample.rows.map((row) => [row.id, row.titled] as const);
  return sampledMatches(ids, byCategory, titledByCategory, candidates, estimate, catalogue);
}

/**
 * A search in another order than best match sorts by lots' columns (views, dates, numbers). With up to this
 * many matches their page is taken from the matches, found through the word index and sorted.
 */
const sortedFromMatches = 5_000;
/**
 * Checking one lot of a walk for the words (a lookup in lot_search by id and its document) costs about what
 * sorting this many matches costs (about 25 µs against 5 µs at 1M lots).
 */
const matchesSortedPerLotWalked = 5;

/**
 * The page's ids in a sort other than best match. A common word's page is usually among the first lots in
 * the sort's order, so the lots are walked in that order and each is checked for the words; but a word
 * whose lots sort late ("dzīvoklis" cheapest first: 53 flats among the 73,280 cheapest lots) walked hundreds
 * of thousands of lots, 1 s warm and 104 s from disk. The walk is therefore bounded by what sorting every
 * match would cost, and when it has not filled the page the matches are sorted: never much more than twice
 * the cheaper way. A word with no match at all walked every lot (41.8 s for "zzzvv"); the count, taken
 * first, says how many there are. `estimate`: the planner's estimate of the matches, when the caller has it.
 */
async function sortedPage(
  pool: pg.Pool,
  sql: MatchSql,
  query: LotListQuery,
  total: number,
  estimate?: number,
): Promise<number[]> {
  const offset = (query.page - 1) * query.itemsPerPage;
  const wanted = Math.min(query.itemsPerPage, Math.min(total, listCountCap) - offset);
  if (wanted <= 0) return [];
  if (total <= sortedFromMatches) return sortedMatches(pool, sql, query);
  const matches =
    total > listCountCap ? Math.max(total, estimate ?? (await estimatedMatches(pool, sql))) : total;
  const walkLimit = Math.ceil(matches / matchesSortedPerLotWalked);
  if (walkLimit < lotsWalkedToReach(offset + wanted, matches, sql)) return sortedMatches(pool, sql, query);
  const walked = await walkedPage(pool, sql, query, walkLimit);
  return walked.length >= wanted ? walked : sortedMatches(pool, sql, query);
}

/**
 * How many lots a walk reads before it has met `pageEnd` matches: at least the page's end (deep pages of a word
 * with fewer matches), and for a search everywhere, where the share of matches among the published lots is
 * known, the page's end over that share ("auto", 99,572 of 700,000 lots at 1M, by views page 499: about 70,000
 * lots, where the bound lets a walk read 33,000; walked anyway, they took 1.1 s before the matches were sorted).
 */
export function lotsWalkedToReach(
  pageEnd: number,
  matches: number,
  sql: Pick<MatchSql, "everywhere" | "lots">,
): number {
  if (!sql.everywhere || sql.lots.documents <= matches) return pageEnd;
  return Math.ceil((walkMargin * pageEnd * sql.lots.documents) / matches);
}

/**
 * The planner's estimate of a prefix's matches counts lots with several of its words more than once ("auto"
 * 165,000, really 99,572 at 1M lots): a walk planned from it is taken only when it would reach the page with
 * twice the lots the estimate says, since a walk that falls short costs its lots and the sort after it.
 */
const walkMargin = 2;

/**
 * The page of the matches found through the word index, sorted: in lot_search where it has the order's
 * columns, otherwise among their lots (views change by the minute and are not copied to lot_search).
 * `l.status = 2` (true of every match) lets the join read the published lots' date index, which carries views
 * and dates: for a few thousand matches the planner looks each lot up by id, for a word in a large share of the
 * lots it reads that index whole and hashes the matches against it ("auto" at 1M lots, 99,753 matches, most
 * viewed: 99,753 lookups 3.6 s, the index 0.13 s and the hash join 0.3 s).
 */
async function sortedMatches(pool: pg.Pool, sql: MatchSql, query: LotListQuery): Promise<number[]> {
  const page = `LIMIT ${query.itemsPerPage} OFFSET ${(query.page - 1) * query.itemsPerPage}`;
  const statement = sortableInSearchIndex(query.orderColumn)
    ? `SELECT l.lot_id AS id FROM lot_search l WHERE ${sql.where}
       ORDER BY ${orderBy(query.orderColumn, query.orderDirection, "l.lot_id")} ${page}`
    : // OFFSET 0 keeps the matches a subquery of their own, found before any lot is read.
      `SELECT l.id FROM (SELECT l.lot_id FROM lot_search l WHERE ${sql.where} OFFSET 0) m
       JOIN lots l ON l.id = m.lot_id AND l.status = 2
       ORDER BY ${orderBy(query.orderColumn, query.orderDirection)} ${page}`;
  const { rows } = await inTransaction(pool, async (client) => {
    await client.query(matchesThroughTheWordIndex);
    return client.query<{ id: string }>(statement, sql.params.values);
  });
  return rows.map((row) => Number(row.id));
}

/**
 * All of a word's matches are read through the word index. The planner costs checking a document for the
 * words like any comparison, so for a word it expects in a tenth of the lots or more it reads the whole of
 * lot_search instead ("auto" at 1M lots, 99,753 matches: 1.06-1.8 s against 0.13-0.36 s through the index;
 * cheapest first, page 499, 1.1 s -> 0.17 s). Scans of whole tables are therefore off for this statement. Only
 * for words in most lots is the whole table cheaper ("pārdod", 71 %: 0.75-0.82 against 0.92-1.02 s), and their
 * pages are found by walking the sort (sortedPage).
 */
const matchesThroughTheWordIndex = "SET LOCAL enable_seqscan = off";

/**
 * The page taken from the first `walkLimit` listed lots in the sort's order that match the words; shorter than
 * a page when they hold too few matches. The walk's lots carry their sort keys out of the subquery, so the
 * page is read in their order and the walk stops at the page's last match.
 */
async function walkedPage(
  pool: pg.Pool,
  sql: MatchSql,
  query: LotListQuery,
  walkLimit: number,
): Promise<number[]> {
  const keys = orderKeys(query.orderColumn, query.orderDirection);
  const walk = orderedLotsSql(sql.listed, query.orderColumn, query.orderDirection, walkLimit);
  const { rows } = await pool.query<{ id: string }>(
    `SELECT w.id FROM (${walk}) w
     JOIN lot_search s ON s.lot_id = w.id AND ${sql.wordsMatch.replaceAll("l.document", "s.document")}
     ORDER BY ${orderByKeys(keys, "w")}
     LIMIT ${query.itemsPerPage} OFFSET ${(query.page - 1) * query.itemsPerPage}`,
    sql.params.values,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Matches per category of every level from matches per lot category: each counts for every category on its
 * path. Done here from the catalogue's paths, since PostgreSQL unnesting each match's path cost the search
 * page 6 ms for 4,069 matches ("ziemas" in winter tyres at 1M lots).
 */
function countsUpThePaths(
  byCategory: Iterable<readonly [number, number]>,
  catalogue: ListCatalogue,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [id, n] of byCategory) {
    for (const step of catalogue.categories.get(id)?.path ?? [])
      counts.set(step, (counts.get(step) ?? 0) + n);
  }
  return counts;
}

/**
 * The query's terms that every lot of the searched category matches through its category's names: a lot's
 * document holds the words of every category on its path (decision 0016, the C part), so "dzīvokl" within
 * Dzīvokļi, or "transport" within a transport category, narrows nothing. Left out of the match, such a term
 * no longer makes the index collect every lot the word starts a word of (about 20 ms for a category's name
 * at 1M lots); it still ranks. Empty unless the search is narrowed to one category.
 */
async function termsImpliedByCategory(
  pool: pg.Pool,
  query: LotListQuery,
  stems: string[],
): Promise<Set<string>> {
  const categories = askedCategories(query);
  if (categories.length !== 1) return new Set();
  // A term is folded and split as search_query does it; each of its words must start a category word (or be
  // one, under 3 letters, as search_query matches those whole).
  const { rows } = await pool.query<{ term: string }>(
    `WITH category_words AS (
       SELECT w.lexeme FROM categories c, unnest(search_category_words(c.path)) w
       WHERE c.id = coalesce((SELECT shortcut_to FROM categories WHERE id = $2), $2))
     SELECT term FROM unnest($1::text[]) AS term
     WHERE NOT EXISTS (
       SELECT 1 FROM unnest(string_to_array(trim(search_fold(term)), ' ')) AS word
       WHERE word <> '' AND NOT EXISTS (
         SELECT 1 FROM category_words c
         WHERE CASE WHEN length(word) >= 3 THEN starts_with(c.lexeme, word) ELSE c.lexeme = word END))`,
    [stems, categories[0]],
  );
  return new Set(rows.map((row) => row.term));
}

function matchedOf(
  ids: number[],
  categoryCounts: Map<number, number>,
  total: number,
  countCap: number,
  titled: CategorySample,
): Matched {
  return {
    ids,
    count: Math.min(total, countCap),
    countCapped: total > countCap,
    categoryCounts,
    sampled: Math.min(total, countCap + 1),
    titled,
  };
}

type BestMatchSql = MatchSql & { offset: number; itemsPerPage: number };

/**
 * The search page in best-match order, in one statement that finds the matches once: the page (the newest
 * 1,000 matches ranked, see rankedCandidates), the count and the facets (over the first cap + 1 matches)
 * are all read from that one set. Finding the matches is most of a search's cost (a common prefix builds a
 * bitmap of every lot it starts a word of), and two statements found them twice.
 */
async function bestMatchPage(pool: pg.Pool, catalogue: ListCatalogue, sql: BestMatchSql): Promise<Matched> {
  const pastTheEnd = sql.offset >= listCountCap;
  const order = bestMatchOrder(sql, "s");
  const values = pastTheEnd ? sql.params.values : order.values;
  const candidates = Math.max(rankedCandidates.search, sql.offset + sql.itemsPerPage);
  const rankedMatches = pastTheEnd
    ? "SELECT NULL::bigint AS lot_id, NULL::int AS category_id, 0::real AS rank, 0 AS ordinal WHERE false"
    : rankedSql(
        order.rank,
        `SELECT lot_id, publish_date, category_id FROM matched
         ORDER BY publish_date DESC NULLS LAST, lot_id DESC LIMIT ${candidates}`,
      );
  const { rows } = await pool.query<{ kind: number; id: string | null; n: number }>(
    `WITH matched AS (SELECT l.lot_id, l.publish_date, l.category_id FROM lot_search l WHERE ${sql.where}),
       counted AS (SELECT category_id FROM matched LIMIT ${listCountCap + 1}),
       ranked AS (${rankedMatches})
     SELECT 0 AS kind, p.lot_id AS id, p.ordinal AS n FROM (
       SELECT lot_id, ordinal FROM ranked ORDER BY ordinal LIMIT ${sql.itemsPerPage} OFFSET ${sql.offset}) p
     UNION ALL SELECT 1, category_id, count(*)::int FROM counted GROUP BY category_id
     UNION ALL SELECT 2, NULL, (SELECT count(*)::int FROM matched)
     UNION ALL SELECT 3, category_id, count(*)::int FROM ranked WHERE ${rankedAsTitled} GROUP BY category_id`,
    values,
  );
  const ranked: { id: number; ordinal: number }[] = [];
  const byCategory: [number, number][] = [];
  const titledByCategory: [number, number][] = [];
  let total = 0;
  for (const row of rows) {
    if (row.kind === 0) ranked.push({ id: Number(row.id), ordinal: row.n });
    else if (row.kind === 1) byCategory.push([Number(row.id), row.n]);
    else if (row.kind === 2) total = row.n;
    else titledByCategory.push([Number(row.id), row.n]);
  }
  const ids = ranked.sort((a, b) => a.ordinal - b.ordinal).map((entry) => entry.id);
  const titled = categorySample(titledByCategory, catalogue);
  return matchedOf(ids, countsUpThePaths(byCategory, catalogue), total, listCountCap, titled);
}

/**
 * For each word whose stem no vocabulary word starts with, the word it stands for: the same Russian word in
 * another case when the vocabulary has that (fleetingVowelForm: "молотка" is "молоток"), else the closest
 * vocabulary word by trigram similarity (pg_trgm's `%` threshold, 0.3 by default), compared whole: "mersedes"
 * is near "mercedes", its stem "mersed" is not. Words that are known, or have no close word, are left out, and
 * so are the words of brands' and models' names (brandWordsAmong).
 */
export async function correctedWords(pool: pg.Pool, typed: string[]): Promise<Map<string, string>> {
  const brandWords = await brandWordsAmong(pool, typed);
  const words = typed.filter((word) => !brandWords.has(word));
  if (words.length === 0) return new Map();
  const stems = words.map(searchStem);
  const { rows } = await pool.query<{
    word: string;
    folded: string;
    inflected: string | null;
    candidates: string[];
  }>(
    `SELECT q.word, f.folded,
       (SELECT w.word FROM search_terms w
        WHERE f.folded_form <> '' AND w.word LIKE f.folded_form || '%'
        ORDER BY length(w.word), w.word LIMIT 1) AS inflected,
       ARRAY(SELECT w.word FROM search_terms w WHERE w.word % f.folded
             ORDER BY w.word <-> f.folded, w.word LIMIT 5) AS candidates
     FROM unnest($1::text[], $2::text[], $3::text[]) AS q(word, stem, form),
       LATERAL (SELECT trim(search_fold(q.word)) AS folded, trim(search_fold(q.stem)) AS folded_stem,
                       trim(search_fold(q.form)) AS folded_form) f
     WHERE length(f.folded) >= 3
       AND NOT EXISTS (SELECT 1 FROM search_terms w WHERE w.word LIKE f.folded_stem || '%')`,
    [words, stems, stems.map((stem) => fleetingVowelForm(stem) ?? "")],
  );
  return new Map(
    rows.flatMap((row) => {
      const meant = row.inflected ?? likelyMeant(row.folded, row.candidates);
      return meant ? [[row.word, meant] as const] : [];
    }),
  );
}

/**
 * The categories with the most matches, at most `facetLimit`, and the detected category with the categories
 * above it when they are not among them: "работа" detects Jobs (10 of its demo matches) while descriptions
 * that say "работает" put twenty categories of vehicles ahead of it.
 */
function facetsOf(
  counts: Map<number, number>,
  catalogue: ListCatalogue,
  detected: number | null,
): SearchFacet[] {
  const largest = [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a - b)
    .slice(0, facetLimit)
    .map(([id]) => id);
  const detectedPath = detected === null ? [] : (catalogue.categories.get(detected)?.path ?? []);
  return [...new Set([...largest, ...detectedPath])].flatMap((id) => {
    const category = catalogue.categories.get(id);
    const count = counts.get(id);
    if (!category || count === undefined) return [];
    return [
      {
        category: { id, name: category.names, slug: category.slug, parentIds: category.path.slice(0, -1) },
        count,
      },
    ];
  });
}

/**
 * The category the query's words name when it holds matches (namedCategory); otherwise the deepest category
 * holding at least `detectedShare` of the titled matches (titledSql), or of all matches counted when none is
 * titled; null when there is none.
 */
function detectedCategory(
  matched: Matched,
  catalogue: ListCatalogue,
  words: readonly string[],
): number | null {
  const named = namedCategory(words, catalogue);
  if (named !== null && (matched.categoryCounts.get(named) ?? 0) > 0) return named;
  const { counts, sampled: sample } =
    matched.titled.sampled > 0
      ? matched.titled
      : { counts: matched.categoryCounts, sampled: matched.sampled };
  if (sample === 0) return null;
  let found: { id: number; level: number } | null = null;
  for (const [id, count] of counts) {
    const category = catalogue.categories.get(id);
    if (!category || count < sample * detectedShare) continue;
    if (!found || category.path.length > found.level) found = { id, level: category.path.length };
  }
  return found?.id ?? null;
}

/** Stores a suggestion once (spec 1 section 5); the text is already sanitised and lower-cased. */
/**
 * Stores a suggestion, or counts it once more: each browser session sends a text once, so `searches` is about
 * how many visitors searched it (migration 0038). Whether its words are words of the lots is worked out now and
 * again with every hourly recount.
 */
export async function storeSuggestion(pool: pg.Pool, text: string): Promise<void> {
  await pool.query(
    `INSERT INTO search_suggestions (text, known) VALUES ($1, search_words_known($1))
     ON CONFLICT (text) DO UPDATE SET searches = search_suggestions.searches + 1, last_searched = now(),
       known = excluded.known`,
    [text],
  );
}

/** Recent searches a user keeps. */
export const recentSearchLimit = 10;

/** Records a search of a signed-in user: a text searched again moves up instead of repeating. */
export async function recordRecentSearch(pool: pg.Pool, userId: number, text: string): Promise<void> {
  await pool.query(
    `INSERT INTO recent_searches (user_id, query) VALUES ($1, $2)
     ON CONFLICT (user_id, lower(query)) DO UPDATE SET query = excluded.query, create_date = now()`,
    [userId, text],
  );
  await pool.query(
    `DELETE FROM recent_searches WHERE user_id = $1 AND query IN (
       SELECT query FROM recent_searches WHERE user_id = $1 ORDER BY create_date DESC, query OFFSET ${recentSearchLimit})`,
    [userId],
  );
}

export async function recentSearches(
  pool: pg.Pool,
  userId: number,
): Promise<{ query: string; createDate: string }[]> {
  const { rows } = await pool.query<{ query: string; create_date: Date }>(
    `SELECT query, create_date FROM recent_searches WHERE user_id = $1
     ORDER BY create_date DESC, query LIMIT ${recentSearchLimit}`,
    [userId],
  );
  return rows.map((row) => ({ query: row.query, createDate: row.create_date.toISOString() }));
}

const emptyAutocomplete: Autocomplete = {
  suggestions: [],
  regionCategories: [],
  categories: [],
  lots: [],
  total: 0,
  totalCapped: false,
  detectedCategory: null,
};

/** Real-estate root: its subcategories combine with regions ("Dzīvokļi, Rīga"). */
const realEstateKey = "real-estate";

/** Whether a word of the names (lv, ru, en) starts with one of the stems ("dzīvokl" names "Dzīvokļi"). */
function namesAnyOf(names: Names, stems: readonly string[]): boolean {
  const words = [names.lv, names.ru, names.en].flatMap((name) =>
    foldDiacritics(name).split(/[^\p{L}\p{N}]+/u),
  );
  return stems.some(
    (stem) =>
      stem.length >= regionWordMinLength && words.some((word) => word.startsWith(foldDiacritics(stem))),
  );
}

/**
 * The header search box's answer for a text: stored suggestions starting with it, real-estate subcategories
 * in regions whose name starts with it, categories whose name has a word starting with it, and the best
 * matching lots with the total. `category` narrows the lots ("Search in this category").
 */
export async function autocomplete(
  pool: pg.Pool,
  text: string,
  category: number | undefined,
  adult = false,
  reading?: BoxReading,
): Promise<Autocomplete> {
  const clean = sanitizeSearchQuery(text);
  const words = await withLatinBrands(pool, queryWords(clean));
  if (words.length === 0) return emptyAutocomplete;
  const catalogue = await listCatalogue(pool);
  const query: LotListQuery = {
    query: clean,
    category,
    adult,
    page: 1,
    itemsPerPage: autocompleteLotCount,
    values: {},
    ranges: {},
  };
  const realEstate = [...catalogue.categories.values()].find(
    (candidate) => candidate.level === 0 && candidate.slug.en === realEstateKey,
  );
  const lookUp = async (whole: ReadonlySet<string>) => {
    const named = await boxWords(pool, clean, words, realEstate?.id ?? null, whole);
    // The suggestions and names stay those of the whole text ("volkswagen go" may complete to "volkswagen golf").
    const found = await firstReadingThatFinds(pool, clean, words, (text, textWords) =>
      autocompleteMatch(pool, catalogue, { ...query, query: text }, textWords, reading, named.matched, whole),
    );
    const matched = found?.matched ?? null;
    return { ...named, matched, usedWords: found?.words ?? words };
  };
  // A make's or brand's name is matched whole, as the search page matches it: "audi" counted and offered the
  // audio equipment it starts, and the box's "All results (81)" led to a page of 7 Audi cars. A name no lot has
  // as a word is the start of longer ones after all ("zetor").
  const brandNames = await brandNamesAmong(pool, words);
  let found = await lookUp(brandNames);
  if (brandNames.size > 0 && (found.matched?.count ?? 0) === 0) found = await lookUp(new Set());
  const { suggestions, regions, categoryIds, matched, usedWords } = found;
  const entry = (id: number) => {
    const found = catalogue.categories.get(id);
    if (!found) return [];
    const slugPath = (lang: "lv" | "ru" | "en") =>
      found.path.map((step) => catalogue.categories.get(step)?.slug[lang] ?? "").join("/");
    return [
      {
        id,
        name: found.names,
        slug: found.slug,
        path: { lv: slugPath("lv"), ru: slugPath("ru"), en: slugPath("en") },
      },
    ];
  };
  // Only open subcategories pair with a region: "Real estate abroad, Ventspils" led to a coming-soon page.
  const realEstateChildren = realEstate
    ? [...catalogue.categories.values()].filter(
        (candidate) =>
          candidate.path.length === 2 &&
          candidate.path[0] === realEstate.id &&
          candidate.status !== "comingSoon",
      )
    : [];
  // The category named by the words that found the lots: "dzivkli" detects Flats once read as "dzivokli".
  const detected = matched ? detectedCategory(matched, catalogue, usedWords) : null;
  const shownCategories =
    detected === null || categoryIds.includes(detected) ? categoryIds : [...categoryIds, detected];
  const cards = matched?.cards ?? [];
  // "dzīvokļi rīga": the words before the region choose the subcategories; otherwise the first three. Each
  // region pairs with those it has lots of: an entry never leads to an empty list.
  const named = realEstateChildren.filter((child) => namesAnyOf(child.names, words.map(searchStem)));
  const pairedIn = (region: RegionRow) => {
    const used = (named.length > 0 ? named : realEstateChildren).filter((child) =>
      region.used_category_ids.includes(child.id),
    );
    return named.length > 0 ? used : used.slice(0, 3);
  };
  return {
    suggestions,
    regionCategories: regions.flatMap((region) =>
      pairedIn(region).flatMap((child) =>
        entry(child.id).map((category) => ({
          category: { id: category.id, name: category.name, slug: category.slug, path: category.path },
          region: {
            id: region.id,
            name: region.names,
            slug: { lv: region.slug_lv, ru: region.slug_ru, en: region.slug_en },
            parent: region.parent_names,
          },
        })),
      ),
    ),
    categories: shownCategories.flatMap((id) =>
      entry(id).map((category) => ({
        ...category,
        parents: (catalogue.categories.get(id)?.path.slice(0, -1) ?? []).map(
          (parent) => catalogue.categories.get(parent)?.names ?? { lv: "", ru: "", en: "" },
        ),
      })),
    ),
    lots: cards.map((card) => ({
      id: card.id,
      title: card.title,
      image: card.images[0] ?? null,
      categoryPath: (catalogue.categories.get(card.category.id)?.path ?? []).map(
        (step) => catalogue.categories.get(step)?.names ?? { lv: "", ru: "", en: "" },
      ),
      price: card.price,
      action: card.action,
      frontUrl: card.frontUrl,
    })),
    total: matched?.count ?? 0,
    totalCapped: matched?.countCapped ?? false,
    detectedCategory: detected,
  };
}

/**
 * The box's six lots, its total and the matches per category. The newest 100 matches are ranked for the lots
 * and are the sample the category is detected in, read as `boxReading` says from the counts of the words'
 * lots (decision 0016, "Words counted"). The total: fewer than 100 matches are all there are; more
 * are counted up to the cap, unless the box searches everywhere and the words are known to be in
 * `plentyOfMatches` lots or more (within a category they may be rare, so it counts there).
 */
async function autocompleteMatch(
  pool: pg.Pool,
  catalogue: ListCatalogue,
  query: LotListQuery,
  words: string[],
  reading: BoxReading | undefined,
  known: { stems: string[]; words: MatchedWords },
  wholeWords: ReadonlySet<string>,
): Promise<(Matched & { cards: LotCard[] }) | null> {
  // Within a category the newest matches are read from the word index, never from the newest lots: a word
  // common elsewhere and absent from the category ("pārd" in short-term rent, 1M lots) walked them all, 1.7 s;
  // matched as its words there, 2 ms. The counts of the words' lots say nothing of a category either.
  const inCategory = query.category !== undefined;
  const sql = await matchSql(pool, catalogue, query, words, new Date(), known, wholeWords);
  if (!sql) return null;
  const lots = inCategory ? unknownWordLots : sql.lots;
  const order = bestMatchOrder(sql, "c");
  const candidates = rankedCandidates.autocomplete;
  const newestSql = boxNewestSql(sql.where, candidates, reading ?? boxReadingOf(lots, candidates));
  const newest = await pool.query<{ id: string; category_id: number; rank: number }>(
    `SELECT r.lot_id AS id, r.category_id, r.rank FROM (
       SELECT c.lot_id, c.category_id, c.publish_date, ${order.rank} AS rank FROM (${newestSql}) c) r
     ORDER BY r.rank DESC, r.publish_date DESC, r.lot_id DESC`,
    order.values,
  );
  const categoryCounts = countsUpThePaths(
    newest.rows.map((row) => [row.category_id, 1] as const),
    catalogue,
  );
  // rankedAsTitled, read here: a candidate ranked above 0 has a searched word in its ranked vector.
  const titled = categorySample(
    newest.rows.filter((row) => row.rank > 0).map((row) => [row.category_id, 1] as const),
    catalogue,
  );
  const cap = autocompleteCountCap;
  const ids = newest.rows.slice(0, autocompleteLotCount).map((row) => Number(row.id));
  const [total, cards] = await Promise.all([
    newest.rows.length < candidates
      ? newest.rows.length
      : lots.surely >= plentyOfMatches
        ? cap + 1
        : countedMatches(pool, sql, cap + 1),
    lotCards(pool, ids, catalogue),
  ]);
  return {
    ids,
    cards,
    count: Math.min(total, cap),
    countCapped: total > cap,
    categoryCounts,
    sampled: newest.rows.length,
    titled,
  };
}

/** How `boxReading` reads `candidates` matches of words counted in `lots`. */
export function boxReadingOf(lots: WordLots, candidates: number): BoxReading {
  if (lots.likely <= 0) return { via: "matches" };
  const matches = Math.sqrt(lots.likely * Math.max(lots.surely, 1));
  const walk = Math.ceil((candidates * lots.documents) / matches);
  const window = Math.min(2 * walk, boxReading.windowAtMost);
  const words = lots.likely * readingCosts.wordEntry;
  const costs = [
    [walk <= boxReading.walkedAtMost / 2 ? walk * readingCosts.walkedLot : Infinity, "walk"],
    [words + window * readingCosts.windowEntry + 2 * candidates * readingCosts.tableMatch, "window"],
    [words + matches * readingCosts.tableMatch, "matches"],
  ] as const;
  const [, cheapest] = costs.reduce((best, next) => (next[0] < best[0] ? next : best));
  if (cheapest === "matches") return { via: "matches" };
  return { via: cheapest, lots: cheapest === "walk" ? boxReading.walkedAtMost : window };
}

/**
 * What search_lexemes' counts (migration 0030) say of the lots matching a text's terms. `likely`: for each term
 * the lots of the words it matches added up (a lot holding two of a prefix's words counts twice, so at most
 * that many), the terms taken as independent. `surely`: the most lots of one word of each term, which at least
 * that many lots hold (for one term; of several, their product as independent, a guess). They choose how the
 * newest matches are read (boxReading), and `surely` spares counting. Terms of 1-2 characters have no count:
 * left out of `likely`, and `surely` is 0.
 * A word of lots written since the last recount counts 0; that errs toward the word index and counting.
 */
export type WordLots = { likely: number; surely: number; documents: number };
const unknownWordLots: WordLots = { likely: 0, surely: 0, documents: 0 };

/** Sets every search word's count of lots again, from the documents (migration 0030). */
export async function recountSearchWords(pool: pg.Pool): Promise<void> {
  await pool.query("SELECT search_lexemes_recount()");
  await pool.query("SELECT search_suggestions_refresh()");
}

const candidateColumns = "l.lot_id, l.publish_date, l.rank_document, l.category_id";

/** The newest `candidates` matches, found through the word index: `NULLS LAST` fits no index to walk. */
function newestMatchedSql(where: string, candidates: number): string {
  return `SELECT ${candidateColumns} FROM lot_search l WHERE ${where}
          ORDER BY l.publish_date DESC NULLS LAST, l.lot_id DESC LIMIT ${candidates}`;
}

/**
 * The newest `candidates` matches, read as `reading` says. A walk takes them from the newest `lots` lots in
 * order; a window from the matches among the newest `lots` lots, its index entries and the word index met as
 * bitmaps (`NULLS LAST` fits no index to walk, so the planner cannot walk instead). When the walk or the window
 * held fewer, they come from all the matches, found through the word index (OFFSET 0 keeps the planner from
 * walking again) and sorted; that part runs only then, and then only its rows count.
 */
function boxNewestSql(where: string, candidates: number, reading: BoxReading): string {
  if (reading.via === "matches") return newestMatchedSql(where, candidates);
  const first =
    reading.via === "walk"
      ? `SELECT ${candidateColumns}
         FROM (SELECT * FROM lot_search ORDER BY publish_date DESC, lot_id DESC LIMIT ${reading.lots}) l
         WHERE ${where} ORDER BY l.publish_date DESC, l.lot_id DESC LIMIT ${candidates}`
      : `SELECT ${candidateColumns} FROM lot_search l
         WHERE ${where} AND l.publish_date >= coalesce((SELECT publish_date FROM lot_search
           ORDER BY publish_date DESC, lot_id DESC OFFSET ${reading.lots - 1} LIMIT 1), '-infinity')
         ORDER BY l.publish_date DESC NULLS LAST, l.lot_id DESC LIMIT ${candidates}`;
  return `WITH first AS MATERIALIZED (${first})
          SELECT * FROM first WHERE (SELECT count(*) FROM first) = ${candidates}
          UNION ALL
          (SELECT * FROM (SELECT ${candidateColumns} FROM lot_search l WHERE ${where} OFFSET 0) matched
           WHERE (SELECT count(*) FROM first) < ${candidates}
           ORDER BY publish_date DESC, lot_id DESC LIMIT ${candidates})`;
}

/** The planner's estimate of a search's matches, from the statistics ANALYZE keeps of the words. */
async function estimatedMatches(pool: pg.Pool, sql: MatchSql): Promise<number> {
  const { rows } = await pool.query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM lot_search l WHERE ${sql.where}`,
    sql.params.values,
  );
  return rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}

/** The matches, counted up to `limit`. */
async function countedMatches(pool: pg.Pool, sql: MatchSql, limit: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM lot_search l WHERE ${sql.where} LIMIT ${limit}) m`,
    sql.params.values,
  );
  return rows[0]?.n ?? 0;
}

type Names = { lv: string; ru: string; en: string };
type RegionRow = {
  id: number;
  names: Names;
  slug_lv: string;
  slug_ru: string;
  slug_en: string;
  /** The region it is part of (a neighbourhood's city, a parish's municipality); null at the top. */
  parent_names: Names | null;
  /** The real-estate subcategories with published lots in the region (migration 0044). */
  used_category_ids: number[];
};

/**
 * The box's named entries for a text, in one statement over names folded once (migration 0024): the most
 * searched stored suggestions that start with it, are more than it and whose words the lots use (migration
 * 0038), the two most populous regions with real estate for sale or rent whose lv or ru name starts with it
 * (or, for a text of several words, with the first or the last word's stem: "dzīvokļi rīgā", "jūrmala māja"),
 * each with the real-estate subcategories it has lots of (migration 0044), and the five categories (top levels
 * first, then the fullest) with a word starting with it (a text of brand names alone: with it as a word).
 */
const namedEntriesSql = (
  lowered: string,
  text: string,
  edgeStems: string,
  realEstate: string,
  wholeText: string,
) => `SELECT
    ARRAY(SELECT text FROM search_suggestions WHERE known AND text LIKE ${lowered} || '%' AND text <> ${lowered}
          ORDER BY searches DESC, length(text), text LIMIT 5) AS suggestions,
    (SELECT coalesce(json_agg(r), '[]') FROM (
       SELECT r.id, r.names, r.slug_lv, r.slug_ru, r.slug_en, p.names AS parent_names,
         /* Of the two regions only: computed for every match before the order, it cost 3 ms for "r". */
         ARRAY(SELECT u.category_id FROM region_ad_counts u JOIN categories c ON c.id = u.category_id
               WHERE u.region_id = r.id AND u.ad_count > 0 AND c.parent_id = r.real_estate) AS used_category_ids
       FROM (
         SELECT r.*, ${realEstate}::int AS real_estate
         FROM regions r
         WHERE (r.folded_name_lv LIKE f.folded || '%' OR r.folded_name_ru LIKE f.folded || '%'
            OR EXISTS (SELECT 1 FROM unnest(${edgeStems}::text[]) w, LATERAL (SELECT trim(search_fold(w)) AS stem) e
                       WHERE r.folded_name_lv LIKE e.stem || '%' OR r.folded_name_ru LIKE e.stem || '%'))
           AND EXISTS (SELECT 1 FROM region_ad_counts u
                       WHERE u.region_id = r.id AND u.category_id = ${realEstate}::int AND u.ad_count > 0)
         ORDER BY r.population DESC NULLS LAST, r.sort LIMIT 2
       ) r LEFT JOIN regions p ON p.id = r.parent_id
       ORDER BY r.population DESC NULLS LAST, r.sort) r) AS regions,
    ARRAY(SELECT id FROM categories
          WHERE status <> 'comingSoon' AND CASE WHEN ${wholeText}::bool
            THEN folded_names || ' ' LIKE '% ' || trim(f.folded) || ' %' ELSE folded_names LIKE '% ' || trim(f.folded) || '%' END
          ORDER BY level, ad_count DESC LIMIT 5) AS category_ids
  FROM (SELECT search_fold(${text}) AS folded) f`;

/**
 * The box's named entries and its terms' matched words (matchedWordsSql) in one statement: the box is bound by
 * the CPU its statements cost, and each costs about a millisecond of PostgreSQL and Node beside its work.
 */
const boxWordsSql = `SELECT e.*, w.* FROM (${namedEntriesSql("$2", "$3", "$4", "$6", "$7")}) e, (${matchedWordsSqlWith("$5")}) w`;

/** A region is looked for by one word of several only when its stem has this many letters ("rīgā": "rīgā"). */
const regionWordMinLength = 4;

/** The stems of the first and the last of several words, either of which may name a region. */
function edgeWordStems(text: string): string[] {
  const words = text.split(" ").filter((word) => word !== "");
  if (words.length < 2) return [];
  return [words[0] ?? "", words.at(-1) ?? ""]
    .map(searchStem)
    .filter((stem) => stem.length >= regionWordMinLength);
}

/**
 * The box's named entries and the matched words of its terms. Every word is matched as the start of words (the
 * last one may still be being typed) but those in `whole`, brand names matched as the word itself, as matchSql
 * matches them; a text of brand names alone names only categories with those words whole.
 */
async function boxWords(
  pool: pg.Pool,
  text: string,
  words: string[],
  realEstate: number | null,
  whole: ReadonlySet<string>,
) {
  const stems = termsOf(words, whole);
  const { rows } = await pool.query<
    { suggestions: string[]; regions: RegionRow[]; category_ids: number[] } & MatchedWordsRow
  >(
    prepared(boxWordsSql, [
      stems,
      text.toLowerCase(),
      text,
      edgeWordStems(text),
      words.map((word) => whole.has(word)),
      // The places are those with real estate, paired with its subcategories.
      realEstate,
      words.every((word) => whole.has(word)),
    ]),
  );
  const row = rows[0];
  return {
    suggestions: row?.suggestions ?? [],
    regions: row?.regions ?? [],
    categoryIds: row?.category_ids ?? [],
    matched: { stems, words: matchedWordsOf(row) },
  };
}
