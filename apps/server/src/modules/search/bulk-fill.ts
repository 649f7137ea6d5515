import { setImmediate as nextTurn } from "node:timers/promises";
import { ActionType } from "@tirgus/domain/catalogue";
import type pg from "pg";
import {
  type BinaryTsvector,
  type BinaryType,
  type BinaryValue,
  CopyBinary,
  tsvectorWeights,
} from "../../db/copy-binary.ts";

/*
 * The search rows of a bulk load (decision 0016, "Bulk loads"), built in Node while PostgreSQL takes the
 * previous chunk, and copied in like the lots: the rows search_reindex writes, without its work in
 * PostgreSQL (folding, parsing and assembling the documents took most of PostgreSQL's time in a 1M-lot
 * load, and PostgreSQL is the busier process then).
 *
 * PostgreSQL still decides every word, so the documents are the same: each distinct word of the texts (a
 * run between spaces, which search_fold keeps as separators) is folded and parsed once by search_fold and
 * to_tsvector('simple') themselves; the names of a set of filter values and of a category come from the
 * subqueries search_reindex runs. Node only assembles: positions run on from word to word as to_tsvector
 * numbers a whole text, the parts follow each other as tsvector's `||` joins them (the right part's
 * positions after the left part's highest), and the matched words are the ranked lexemes with the
 * descriptions', the region's and the action's folded words, as search_match_document takes them.
 */

type LotTexts = { title: string; text: string };

/** The lots columns lot_search copies (migration 0011), and the texts its documents are made of. */
export type SearchSource = {
  id: number;
  categoryId: number;
  categoryPath: readonly number[];
  actionId: number;
  ownerId: number | null;
  ownerType: number;
  companyId: number | null;
  priceCents: number | undefined;
  /** The main price's type (lots.price_type_id, migration 0041). */
  priceTypeId: number | undefined;
  filterValueIds: readonly number[];
  /** The lot's `numbers` as the JSON text copied into lots. */
  numbers: string;
  regionId: number | undefined;
  highlighted: boolean;
  publishDate: Date | undefined;
  texts: { lv: LotTexts; ru: LotTexts };
};

/** lot_search's columns as the fill writes them, with their types for binary COPY. */
const searchRowTypes = {
  lot_id: "int8",
  category_id: "int4",
  category_path: "int4[]",
  action_id: "int2",
  owner_id: "int8",
  owner_type: "int2",
  company_id: "int8",
  price_cents: "int8",
  price_type_id: "int2",
  filter_value_ids: "int4[]",
  numbers: "jsonb",
  region_id: "int4",
  highlighted: "bool",
  publish_date: "timestamptz",
  rank_document: "tsvector",
  document: "tsvector",
} satisfies Record<string, BinaryType>;

export const searchRowColumns = Object.keys(searchRowTypes);

export type SearchFill = {
  /**
   * The lot_search rows of published lots in binary COPY's format (columns `searchRowColumns`), sorted by
   * top category, category and id as search_reindex writes them (decision 0016: a word's matches on few
   * pages).
   */
  rowsOf(lots: readonly SearchSource[]): Promise<CopyBinary>;
  /**
   * Adds the words of the rows made so far to the typo fallback's vocabulary (search_terms) and every word of
   * their documents to search_lexemes, with the number of those documents outside adult subtrees that hold it
   * (migrations 0025 and 0030); lot_search's trigger and the recount job keep them outside bulk loads.
   * `intoEmpty`: lot_search held no rows before the load, so the kept counts are replaced, not added to.
   */
  saveVocabulary(client: pg.PoolClient, options: { intoEmpty: boolean }): Promise<void>;
};

/**
 * A lexeme, one object per distinct text in a load, with its bytes as binary COPY writes them. `row` is the
 * last document it was put in: checking it is how a document takes each word once, cheaper than a set per
 * document. `order` is its place among all lexemes in PostgreSQL's order (see WordFolding.reorder). `lots`:
 * the documents of the load that hold it.
 */
type Lexeme = { text: string; bytes: Buffer; row: number; order: number; lots: number };

/** What PostgreSQL made of one word: to_tsvector's lexemes with their positions, and search_fold's words. */
type Folded = {
  lexemes: readonly (readonly [lexeme: Lexeme, position: number])[];
  /** Its highest position: how far the next word's positions are moved on in a longer text. */
  span: number;
  /** The folded words search_match_document takes (it leaves out those over 200 characters). */
  matched: readonly Lexeme[];
};

/** A category's words (the C part) as unnest(tsvector) answers: lexeme, positions, weights. */
type CategoryWords = readonly (readonly [lexeme: Lexeme, positions: number[], weights: string[]])[];

/** Lots whose words are folded together when one has a word not seen before (a load's first lots have many). */
const foldAhead = 200;

/**
 * Lots made between two looks at the socket (under a millisecond of work): the rows of the previous chunk
 * stream to PostgreSQL only while the event loop runs, and its socket buffer lasts it a few milliseconds.
 */
const lotsPerTurn = 20;

/**
 * `pool` answers the word folding on a connection of its own, since the loading connection is busy
 * copying. Create the fill before the load locks the catalogue: it reads the categories' words first.
 */
export async function createSearchFill(pool: pg.Pool): Promise<SearchFill> {
  const folding = new WordFolding(pool);
  const categoryWords = await loadCategoryWords(pool, folding);
  const adultCategories = await loadAdultCategories(pool);
  const regionWords = await loadMatchedWords(
    pool,
    folding,
    "SELECT id, search_region_words(id) AS words FROM regions",
  );
  const actionWords = await loadMatchedWords(
    pool,
    folding,
    "SELECT id, search_action_words(id) AS words FROM unnest($1::int[]) AS id",
    [Object.values(ActionType)],
  );
  folding.reorder();
  const valueWords = new ValueWords(pool, folding);
  const vocabulary = new Set<Lexeme>();
  let documents = 0;

  const rowOf = (lot: SearchSource): BinaryValue[] | undefined => {
    const rank = new WeightedVector();
    if (!rank.appendText(folding, [lot.texts.lv.title, lot.texts.ru.title], "A")) return undefined;
    rank.appendWords(valueWords.of(lot), "B");
    rank.appendVector(categoryWords.get(lot.categoryId) ?? []);
    const matched = new MatchedWords(++documents);
    for (const lexeme of rank.lexemes()) matched.add(lexeme);
    if (!matched.addText(folding, lot.texts.lv.text) || !matched.addText(folding, lot.texts.ru.text))
      return undefined;
    for (const lexeme of regionWords.get(lot.regionId ?? 0) ?? []) matched.add(lexeme);
    for (const lexeme of actionWords.get(lot.actionId) ?? []) matched.add(lexeme);
    // Counted as the recount counts them: lots of adult subtrees left out (migration 0030).
    if (!lot.categoryPath.some((id) => adultCategories.has(id))) matched.countDocument();
    for (const lexeme of rank.lexemes()) vocabulary.add(lexeme);
    return searchRow(lot, rank.tsvector(folding), matched.tsvector(folding));
  };

  return {
    async rowsOf(lots) {
      const sorted = [...lots].sort(byCategory);
      await valueWords.fetch(sorted);
      const rows = new CopyBinary(Object.values(searchRowTypes));
      for (const [index, lot] of sorted.entries()) {
        if (index % lotsPerTurn === 0) await nextTurn();
        let row = rowOf(lot);
        if (!row) {
          // Words not seen before, in this lot or the next ones: folded together.
          await folding.fold(sorted.slice(index, index + foldAhead).flatMap(textWordsOf));
          row = rowOf(lot);
          if (!row) throw new Error(`the words of lot ${lot.id} were not folded`);
        }
        rows.add(row);
      }
      return rows;
    },
    async saveVocabulary(client, { intoEmpty }) {
      const words = [...vocabulary]
        .map((lexeme) => lexeme.text)
        .filter((word) => word.length >= 3 && word.length <= 40);
      await client.query("INSERT INTO search_terms (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING", [
        words,
      ]);
      if (intoEmpty) await client.query("UPDATE search_lexemes SET lots = 0 WHERE lots <> 0");
      const counted = folding.documentLexemes().filter((lexeme) => lexeme.text.length >= 3);
      await client.query(
        `INSERT INTO search_lexemes (word, lots) SELECT * FROM unnest($1::text[], $2::int[])
         ON CONFLICT (word) DO UPDATE SET lots = search_lexemes.lots + excluded.lots`,
        [counted.map((lexeme) => lexeme.text), counted.map((lexeme) => lexeme.lots)],
      );
    },
  };
}

function byCategory(a: SearchSource, b: SearchSource): number {
  return (a.categoryPath[0] ?? 0) - (b.categoryPath[0] ?? 0) || a.categoryId - b.categoryId || a.id - b.id;
}

// Spaces, tabs and line breaks separate words for search_fold too; every other character is left to it.
const separators = /[ \t\n\r]+/;
const wordsOf = (text: string): string[] => text.split(separators).filter((word) => word !== "");

const textWordsOf = (lot: SearchSource): string[] =>
  [lot.texts.lv.title, lot.texts.ru.title, lot.texts.lv.text, lot.texts.ru.text].flatMap(wordsOf);

function searchRow(lot: SearchSource, rankDocument: BinaryTsvector, document: BinaryTsvector): BinaryValue[] {
  return [
    lot.id,
    lot.categoryId,
    lot.categoryPath,
    lot.actionId,
    lot.ownerId,
    lot.ownerType,
    lot.companyId,
    lot.priceCents,
    lot.priceTypeId,
    lot.filterValueIds,
    lot.numbers,
    lot.regionId,
    lot.highlighted,
    lot.publishDate,
    rankDocument,
    document,
  ];
}

/**
 * tsvector's limits (MAXENTRYPOS, MAXNUMPOS): a generated lot's titles, values and category names have a
 * few dozen positions, so the limits are checked, not emulated.
 */
const maxPosition = 16_383;
const maxPositions = 255;

/** A weighted tsvector being assembled: each lexeme with its positions (WordEntryPos: position and weight). */
class WeightedVector {
  private readonly positions = new Map<Lexeme, number[]>();
  private count = 0;
  /** The highest position so far: `||` moves the next part's positions on by it. */
  private highest = 0;

  /**
   * setweight(to_tsvector('simple', search_fold(concat_ws(' ', ...texts))), weight), appended; false when
   * a word is not folded yet.
   */
  appendText(folding: WordFolding, texts: readonly string[], weight: string): boolean {
    const words: Folded[] = [];
    for (const text of texts) {
      for (const word of text.split(separators)) {
        if (word === "") continue;
        const folded = folding.get(word);
        if (!folded) return false;
        words.push(folded);
      }
    }
    this.appendWords(words, weight);
    return true;
  }

  /** One to_tsvector of the text of these words: positions run on from word to word. */
  appendWords(words: readonly Folded[], weight: string): void {
    let at = this.highest;
    for (const word of words) {
      for (const [lexeme, position] of word.lexemes) this.add(lexeme, at + position, weight);
      at += word.span;
    }
    this.highest = at;
  }

  /** A vector PostgreSQL made (a category's words), appended. */
  appendVector(lexemes: CategoryWords): void {
    const offset = this.highest;
    for (const [lexeme, positions, weights] of lexemes) {
      positions.forEach((position, index) => {
        this.add(lexeme, offset + position, weights[index] ?? "D");
        this.highest = Math.max(this.highest, offset + position);
      });
    }
  }

  lexemes(): IterableIterator<Lexeme> {
    return this.positions.keys();
  }

  tsvector(folding: WordFolding): BinaryTsvector {
    if (this.highest > maxPosition || this.count > maxPositions)
      throw new Error(`a search document beyond tsvector's position limits (${this.count} positions)`);
    const lexemes = folding.inOrder([...this.positions.keys()]);
    return { lexemes, positions: lexemes.map((lexeme) => this.positions.get(lexeme) ?? []) };
  }

  private add(lexeme: Lexeme, position: number, weight: string): void {
    const entry = position | ((tsvectorWeights[weight] ?? 0) << 14);
    const positions = this.positions.get(lexeme);
    if (positions) positions.push(entry);
    else this.positions.set(lexeme, [entry]);
    this.count++;
  }
}

/** search_match_document of one row: its ranked lexemes, its descriptions' and its region's words, each once. */
class MatchedWords {
  private readonly lexemes: Lexeme[] = [];
  private readonly row: number;

  constructor(row: number) {
    this.row = row;
  }

  add(lexeme: Lexeme): void {
    if (lexeme.row === this.row) return;
    lexeme.row = this.row;
    this.lexemes.push(lexeme);
  }

  /** A description's folded words; false when one of its words is not folded yet. */
  addText(folding: WordFolding, text: string): boolean {
    for (const word of text.split(separators)) {
      if (word === "") continue;
      const folded = folding.get(word);
      if (!folded) return false;
      for (const lexeme of folded.matched) this.add(lexeme);
    }
    return true;
  }

  /** Counts the document in each of its words, once it is whole (a document missing words is made again). */
  countDocument(): void {
    for (const lexeme of this.lexemes) lexeme.lots++;
  }

  /** The words without positions, as array_to_tsvector makes them. */
  tsvector(folding: WordFolding): BinaryTsvector {
    return { lexemes: folding.inOrder(this.lexemes) };
  }
}

/** Each distinct word folded and parsed by PostgreSQL once, then remembered for the rest of the load. */
class WordFolding {
  private readonly words = new Map<string, Folded>();
  private readonly lexemes = new Map<string, Lexeme>();
  /** All lexemes in PostgreSQL's order, each at its `order`. */
  private ordered: Lexeme[] = [];
  /** Room to sort a document's order numbers in (typed arrays sort numbers natively). */
  private orders = new Int32Array(256);
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  get(word: string): Folded | undefined {
    return this.words.get(word);
  }

  all(words: readonly string[]): Folded[] {
    return words.map((word) => {
      const folded = this.words.get(word);
      if (!folded) throw new Error(`"${word}" was not folded first`);
      return folded;
    });
  }

  /** The lexemes put in a document so far (each lexeme's `row` says the last one), counted or not. */
  documentLexemes(): Lexeme[] {
    return [...this.lexemes.values()].filter((lexeme) => lexeme.row > 0);
  }

  /** The lexeme of a text; `reorder` places new ones among the others. */
  lexeme(text: string): Lexeme {
    let lexeme = this.lexemes.get(text);
    if (!lexeme) {
      lexeme = { text, bytes: Buffer.from(text), row: 0, order: -1, lots: 0 };
      this.lexemes.set(text, lexeme);
    }
    return lexeme;
  }

  /**
   * Numbers every lexeme by its place in PostgreSQL's order of lexemes (their bytes compared, the shorter
   * first on a tie), after new ones came: a document's lexemes are then sorted as small numbers, and
   * PostgreSQL, finding them in order, skips its own sort of every tsvector it receives.
   */
  reorder(): void {
    if (this.ordered.length === this.lexemes.size) return;
    this.ordered = [...this.lexemes.values()].sort((a, b) => Buffer.compare(a.bytes, b.bytes));
    for (const [order, lexeme] of this.ordered.entries()) lexeme.order = order;
  }

  inOrder(lexemes: readonly Lexeme[]): Lexeme[] {
    if (this.orders.length < lexemes.length) this.orders = new Int32Array(lexemes.length * 2);
    const orders = this.orders.subarray(0, lexemes.length);
    for (let index = 0; index < lexemes.length; index++) orders[index] = (lexemes[index] as Lexeme).order;
    orders.sort();
    const sorted = new Array<Lexeme>(orders.length);
    for (let index = 0; index < orders.length; index++)
      sorted[index] = this.ordered[orders[index] as number] as Lexeme;
    return sorted;
  }

  async fold(words: readonly string[]): Promise<void> {
    const unknown = [...new Set(words.filter((word) => !this.words.has(word)))];
    if (unknown.length === 0) return;
    const { rows } = await this.pool.query<{ folded: string; lexemes: [string, number[]][] }>(
      `SELECT search_fold(w.word) AS folded,
         (SELECT coalesce(json_agg(json_build_array(u.lexeme, u.positions)), '[]')
          FROM unnest(to_tsvector('simple', search_fold(w.word))) u) AS lexemes
       FROM unnest($1::text[]) WITH ORDINALITY AS w(word, n) ORDER BY w.n`,
      [unknown],
    );
    rows.forEach((row, index) => {
      this.words.set(unknown[index] as string, this.foldedOf(row.folded, row.lexemes));
    });
    this.reorder();
  }

  private foldedOf(folded: string, lexemes: [string, number[]][]): Folded {
    const positioned = lexemes
      .flatMap(([text, positions]) => positions.map((position) => [this.lexeme(text), position] as const))
      .sort((a, b) => a[1] - b[1]);
    return {
      lexemes: positioned,
      span: positioned.at(-1)?.[1] ?? 0,
      matched: folded
        .split(" ")
        .filter((word) => word !== "" && word.length <= 200)
        .map((word) => this.lexeme(word)),
    };
  }
}

/**
 * The B part's words per set of filter values. search_reindex's subquery orders the names as its scan
 * finds them (by id for an index scan, by place in the table for a bitmap scan), so PostgreSQL is asked
 * through that same subquery, once for every set of values the load meets (about 120,000 in 1M lots).
 */
class ValueWords {
  private readonly known = new Map<string, readonly Folded[]>();
  private readonly pool: pg.Pool;
  private readonly folding: WordFolding;

  constructor(pool: pg.Pool, folding: WordFolding) {
    this.pool = pool;
    this.folding = folding;
  }

  async fetch(lots: readonly SearchSource[]): Promise<void> {
    const unknown = [...new Set(lots.map(valueSetOf))].filter((values) => !this.known.has(values));
    if (unknown.length === 0) return;
    const { rows } = await this.pool.query<{ words: string | null }>(
      `SELECT (SELECT string_agg(search_names(v.names), ' ') FROM filter_values v WHERE v.id = ANY (s.ids)) AS words
       FROM (SELECT ids::integer[] AS ids, n FROM unnest($1::text[]) WITH ORDINALITY AS s(ids, n) OFFSET 0) s
       ORDER BY s.n`,
      [unknown.map((values) => `{${values}}`)],
    );
    const words = rows.map((row) => wordsOf(row.words ?? ""));
    await this.folding.fold(words.flat());
    for (const [index, values] of unknown.entries())
      this.known.set(values, this.folding.all(words[index] ?? []));
  }

  of(lot: SearchSource): readonly Folded[] {
    const words = this.known.get(valueSetOf(lot));
    if (!words) throw new Error(`the filter values of lot ${lot.id} were not fetched first`);
    return words;
  }
}

const valueSetOf = (lot: SearchSource): string => lot.filterValueIds.join(",");

/** Every category of adult subtrees (the category's own flag): their lots are not counted in search_lexemes. */
async function loadAdultCategories(pool: pg.Pool): Promise<Set<number>> {
  const { rows } = await pool.query<{ id: number }>("SELECT id FROM categories WHERE adult");
  return new Set(rows.map((row) => row.id));
}

/**
 * search_category_words of every category (the C part), through the subquery search_reindex computes
 * them with (the order of the names is that of its scan).
 */
async function loadCategoryWords(pool: pg.Pool, folding: WordFolding): Promise<Map<number, CategoryWords>> {
  const { rows } = await pool.query<{ id: number; words: [string, number[], string[]][] }>(
    `SELECT c.id, coalesce(json_agg(json_build_array(u.lexeme, u.positions, u.weights))
       FILTER (WHERE u.lexeme IS NOT NULL), '[]') AS words
     FROM (SELECT id, search_category_words(path) AS words FROM categories OFFSET 0) c
     LEFT JOIN LATERAL unnest(c.words) u ON true
     GROUP BY c.id`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      row.words.map(([lexeme, positions, weights]) => [folding.lexeme(lexeme), positions, weights] as const),
    ]),
  );
}

/**
 * Words a lot is matched by for what it holds, folded, by id: search_region_words of every region (migration
 * 0032), search_action_words of every action (migration 0037).
 */
async function loadMatchedWords(
  pool: pg.Pool,
  folding: WordFolding,
  sql: string,
  params: unknown[] = [],
): Promise<Map<number, readonly Lexeme[]>> {
  const { rows } = await pool.query<{ id: number; words: string | null }>(sql, params);
  const words = rows.map((row) => wordsOf(row.words ?? ""));
  await folding.fold(words.flat());
  return new Map(
    rows.map((row, index) => [row.id, folding.all(words[index] ?? []).flatMap((folded) => folded.matched)]),
  );
}
