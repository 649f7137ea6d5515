import {
  type Autocomplete,
  type LotListQuery,
  type LotSearchResult,
  listCountCap,
} from "@tirgus/domain/lot-list";
import { LotStatus } from "@tirgus/domain/lots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { autocomplete as autocompleteOf, recountSearchWords, searchLots } from "./repository.ts";

/*
 * Searches whose words are in thousands of lots, in a database of their own: the search box's "All results
 * (N)", counted up to 1,000 or known to be past it from the counts of the words' lots when one is in twice as
 * many (repository.ts, autocompleteMatch); the search page in other orders than best
 * match, whose page is taken from the matches when there are up to 5,000 and otherwise by a walk of the sort
 * bounded by their number, the matches sorted when the walk found too few (sortedPage); and the search page
 * for words the statistics put in five times the lists' cap or more, which says "past the cap" without
 * counting, its facets estimated from the newest matches (bestMatchOfMany, sortedOfMany; tested with a
 * smaller figure than 50,005, which would take 50,000 lots here).
 */
let subject: TestApp;
const carsCategory = 1001;
const commonWordLots = 5_200;
/** Older and cheaper than every other lot: the first lots of a walk by price, none of them a match. */
const cheapLots = 2_000;

beforeAll(async () => {
  subject = await buildTestApp();
  const insert = (title: string, count: number, category: number, price = 100000, ageMinutes = 0) =>
    subject.db.pool.query(
      `INSERT INTO lots (status, category_id, action_id, texts, filter_value_ids, price_cents, prices, publish_date)
       SELECT 2, $3, 1, jsonb_build_object('lv', jsonb_build_object('title', $1 || ' ' || g, 'text', ''),
                                           'ru', jsonb_build_object('title', $1 || ' ' || g, 'text', '')),
              '{}', $4::bigint, jsonb_build_array(jsonb_build_object('priceTypeId', 1, 'valueCents', $4::bigint)),
              timestamptz '2026-11-20T10:00:00Z' - ($5::int + g) * interval '1 minute'
       FROM generate_series(1, $2::int) AS g`,
      [title, count, category, price, ageMinutes],
    );
  const otherLeaf = await subject.db.pool.query<{ id: number }>(
    `SELECT id FROM categories c WHERE NOT adult AND id <> ${carsCategory}
       AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY id LIMIT 1`,
  );
  await insert("Zilonis", commonWordLots, carsCategory);
  await insert("Žirafe", 150, otherLeaf.rows[0]?.id ?? carsCategory);
  await insert("Kamielis", cheapLots, carsCategory, 100, 10_000);
  await subject.db.pool.query("UPDATE lots SET views = 5 WHERE texts -> 'lv' ->> 'title' LIKE 'Zilonis %'");
  await subject.db.pool.query("ANALYZE lot_search");
  // As the hourly job does: lots written one by one add their words to search_lexemes uncounted.
  await recountSearchWords(subject.db.pool);
}, 120_000);
afterAll(() => subject.close());

async function autocomplete(text: string, more = ""): Promise<Autocomplete> {
  const url = `/api/search/autocomplete?query=${encodeURIComponent(text)}${more}`;
  const answer = await subject.app.inject({ method: "GET", url });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { content: Autocomplete }).content;
}

describe("the search box's total", () => {
  it("says 1 000+ for words in thousands of lots, with the newest six and the category they are in", async () => {
    const answer = await autocomplete("zilon");
    expect(answer.total).toBe(1_000);
    expect(answer.totalCapped).toBe(true);
    expect(answer.lots.map((lot) => lot.title.lv)).toEqual([
      "Zilonis 1",
      "Zilonis 2",
      "Zilonis 3",
      "Zilonis 4",
      "Zilonis 5",
      "Zilonis 6",
    ]);
    expect(answer.detectedCategory).toBe(carsCategory);
  });

  it("counts more than a hundred matches exactly below the cap", async () => {
    const answer = await autocomplete("žiraf");
    expect(answer.total).toBe(150);
    expect(answer.totalCapped).toBe(false);
  });

  it("counts within a category, where the statistics of the words alone say nothing", async () => {
    const inCars = await autocomplete("zilon", `&category=${carsCategory}`);
    expect(inCars.total).toBe(1_000);
    expect(inCars.totalCapped).toBe(true);
    const elsewhere = await autocomplete("žiraf", `&category=${carsCategory}`);
    expect(elsewhere.total).toBe(0);
  });
});

describe("the counts of the search words' lots", () => {
  it("are set again from the search documents by the recount: lowered when lots end", async () => {
    const client = await subject.db.pool.connect();
    const lotsOf = async (word: string) =>
      (await client.query<{ lots: number }>("SELECT lots FROM search_lexemes WHERE word = $1", [word]))
        .rows[0]?.lots;
    try {
      await client.query("BEGIN");
      expect(await lotsOf("zilonis")).toBe(commonWordLots);
      expect(await lotsOf("zirafe")).toBe(150);
      await client.query("UPDATE lots SET status = $1 WHERE texts -> 'lv' ->> 'title' LIKE 'Žirafe %'", [
        LotStatus.closed,
      ]);
      expect(await lotsOf("zirafe")).toBe(150);
      await client.query("SELECT search_lexemes_recount()");
      expect(await lotsOf("zirafe")).toBe(0);
      expect(await lotsOf("zilonis")).toBe(commonWordLots);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});

describe("the search box's newest matches everywhere", () => {
  it("are the same whether a walk of the newest lots, a window of them or the word index found them", async () => {
    const pool = subject.db.pool;
    const box = (text: string, reading: Parameters<typeof autocompleteOf>[4]) =>
      autocompleteOf(pool, text, undefined, false, reading);
    // Zilonis's newest 150 lots alternate with Žirafe's 150, so the newest 150 lots hold 75 of either, too
    // few, and the word index answers instead; Kamielis's 2,000 are the oldest lots, which no walk or window
    // here reaches.
    for (const text of ["zilon", "žiraf", "kamiel"]) {
      const indexed = await box(text, { via: "matches" });
      for (const lots of [10_000, 150, 10]) {
        expect(await box(text, { via: "walk", lots })).toEqual(indexed);
        expect(await box(text, { via: "window", lots })).toEqual(indexed);
      }
      // As the counts choose.
      expect(await box(text, undefined)).toEqual(indexed);
    }
    for (const via of ["walk", "window"] as const) {
      const zilonis = await box("zilon", { via, lots: 150 });
      expect(zilonis.lots.map((lot) => lot.title.lv)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Zilonis ${n}`));
      expect(zilonis.totalCapped).toBe(true);
      const kamielis = await box("kamiel", { via, lots: 150 });
      expect(kamielis.lots.map((lot) => lot.title.lv)).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => `Kamielis ${n}`),
      );
      expect(kamielis.total).toBe(1_000);
      const zirafe = await box("žiraf", { via, lots: 150 });
      expect(zirafe.total).toBe(150);
      expect(zirafe.lots.map((lot) => lot.title.lv)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Žirafe ${n}`));
    }
  });
});

describe("a search in another order than best match", () => {
  const page = async (text: string, order: string) => {
    const url = `/api/lots/search?query=${encodeURIComponent(text)}&${order}`;
    const answer = await subject.app.inject({ method: "GET", url });
    expect(answer.statusCode, answer.body).toBe(200);
    const content = (answer.json() as { content: LotSearchResult }).content;
    return { count: content.count, titles: content.data.map((lot) => lot.title.lv) };
  };

  it("sorts thousands of matches by walking the sort, and fewer from the matches", async () => {
    const newest = await page("zilon", "orderColumn=publishDate&orderDirection=desc&page=2");
    expect(newest.count).toBe(commonWordLots);
    expect(newest.titles.slice(0, 2)).toEqual(["Zilonis 21", "Zilonis 22"]);
    const oldest = await page("zilon", "orderColumn=publishDate&orderDirection=asc");
    expect(oldest.titles[0]).toBe(`Zilonis ${commonWordLots}`);
    const few = await page("žiraf", "orderColumn=publishDate&orderDirection=asc");
    expect(few.count).toBe(150);
    expect(few.titles.slice(0, 3)).toEqual(["Žirafe 150", "Žirafe 149", "Žirafe 148"]);
    const none = await page("qqxqqxqq", "orderColumn=views&orderDirection=desc");
    expect(none).toEqual({ count: 0, titles: [] });
  });

  it("sorts the matches when the walk's first lots hold too few of them", async () => {
    // By price, and by views least first, the walk meets the 2,000 cheaper and less viewed "Kamielis" lots
    // first, more than 5,200 matches allow it to walk (1,040); the page then comes from the matches, sorted in
    // lot_search (price) or among their lots (views, which lot_search has not). Equal prices and views: newest
    // first.
    const expected = ["Zilonis 1", "Zilonis 2", "Zilonis 3"];
    const cheapest = await page("zilon", "orderColumn=price&orderDirection=asc");
    expect(cheapest.count).toBe(commonWordLots);
    expect(cheapest.titles.slice(0, 3)).toEqual(expected);
    const third = await page("zilon", "orderColumn=price&orderDirection=asc&page=3");
    expect(third.titles[0]).toBe("Zilonis 41");
    // Past the walk's 1,040 lots the page is taken from the matches at once, newest first by date too.
    const deep = await page("zilon", "orderColumn=publishDate&orderDirection=desc&page=60");
    expect(deep.titles.slice(0, 2)).toEqual(["Zilonis 1181", "Zilonis 1182"]);
    const leastViewed = await page("zilon", "orderColumn=views&orderDirection=asc");
    expect(leastViewed.titles.slice(0, 3)).toEqual(expected);
    const dearest = await page("kamiel", "orderColumn=price&orderDirection=desc");
    expect(dearest.count).toBe(cheapLots);
    expect(dearest.titles[0]).toBe("Kamielis 1");
  });
});

describe("words in a large share of all lots", () => {
  const query = (extra: Partial<LotListQuery> = {}): LotListQuery => ({
    query: "zilonis",
    page: 1,
    itemsPerPage: 20,
    values: {},
    ranges: {},
    ...extra,
  });
  // The words are in 5,200 lots; the server's own figure is 50,005, five times the cap, which is why such a
  // search says "past the cap" without counting (here, with the figure lowered, it says so of 5,200).
  const search = (extra: Partial<LotListQuery> = {}) =>
    searchLots(subject.db.pool, query(extra), new Date(), 2_000);

  it("ranks the newest matches and says past the cap, with each category's share of them estimated", async () => {
    const first = await search();
    expect(first.count).toBe(listCountCap);
    expect(first.countCapped).toBe(true);
    // Equal ranks: newest first, and a later page goes on from there.
    expect(first.data.map((lot) => lot.title.lv).slice(0, 3)).toEqual([
      "Zilonis 1",
      "Zilonis 2",
      "Zilonis 3",
    ]);
    expect((await search({ page: 3 })).data[0]?.title.lv).toBe("Zilonis 41");
    expect(first.detectedCategory).toBe(carsCategory);
    // Every match is a car: the facet is the estimate of all of them, not the 1,000 candidates read.
    const cars = first.facets.find((facet) => facet.category.id === carsCategory);
    expect(cars?.count).toBeGreaterThan(2_000);
    expect(await search({ page: 501 })).toMatchObject({ data: [], countCapped: true });
  });

  it("says past the cap in other orders too, with the facets estimated and the page sorted", async () => {
    const cheapest = await search({ orderColumn: "price", orderDirection: "asc" });
    expect(cheapest.countCapped).toBe(true);
    expect(cheapest.facets.find((facet) => facet.category.id === carsCategory)?.count).toBeGreaterThan(2_000);
    expect(cheapest.data.map((lot) => lot.title.lv).slice(0, 2)).toEqual(["Zilonis 1", "Zilonis 2"]);
    const oldest = await search({ orderColumn: "publishDate", orderDirection: "asc", page: 2 });
    expect(oldest.data[0]?.title.lv).toBe(`Zilonis ${commonWordLots - 20}`);
    // Deep by views (all Zilonis lots have 5, more than any other lot): the page the sorted matches give,
    // whether a walk of the most viewed lots or the matches joined to the published lots' index found it.
    for (const page of [2, 100, 250]) {
      const mostViewed = await search({ orderColumn: "views", orderDirection: "desc", page });
      expect(mostViewed.data.map((lot) => lot.title.lv).slice(0, 2)).toEqual([
        `Zilonis ${(page - 1) * 20 + 1}`,
        `Zilonis ${(page - 1) * 20 + 2}`,
      ]);
    }
    expect(await search({ orderColumn: "price", orderDirection: "asc", page: 501 })).toMatchObject({
      data: [],
      countCapped: true,
    });
  });

  it("counts exactly within a category, where the words' statistics say nothing of the category", async () => {
    const inCars = await search({ category: carsCategory });
    expect(inCars.count).toBe(commonWordLots);
    expect(inCars.countCapped).toBe(false);
    expect(inCars.data[0]?.title.lv).toBe("Zilonis 1");
  });
});
