import type { Autocomplete, LotSearchResult } from "@tirgus/domain/lot-list";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";

/*
 * Searches whose words are in thousands of lots, in a database of their own: the search box's "All results
 * (N)", counted up to 1,000 or known to be past it from PostgreSQL's statistics of the words when they are in
 * five times as many lots (repository.ts, autocompleteMatch), and the search page in other orders than best
 * match, whose page is taken from the matches when there are up to 5,000 and by walking the sort otherwise
 * (sortedPage).
 */
let subject: TestApp;
const carsCategory = 1001;
const commonWordLots = 5_200;

beforeAll(async () => {
  subject = await buildTestApp();
  const insert = (title: string, count: number, category: number) =>
    subject.db.pool.query(
      `INSERT INTO lots (status, category_id, action_id, texts, filter_value_ids, price_cents, prices, publish_date)
       SELECT 2, $3, 1, jsonb_build_object('lv', jsonb_build_object('title', $1 || ' ' || g, 'text', ''),
                                           'ru', jsonb_build_object('title', $1 || ' ' || g, 'text', '')),
              '{}', 100000, '[{"priceTypeId": 1, "valueCents": 100000}]',
              timestamptz '2026-11-20T10:00:00Z' - g * interval '1 minute'
       FROM generate_series(1, $2::int) AS g`,
      [title, count, category],
    );
  const otherLeaf = await subject.db.pool.query<{ id: number }>(
    `SELECT id FROM categories c WHERE NOT adult AND id <> ${carsCategory}
       AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY id LIMIT 1`,
  );
  await insert("Zilonis", commonWordLots, carsCategory);
  await insert("Žirafe", 150, otherLeaf.rows[0]?.id ?? carsCategory);
  await subject.db.pool.query("ANALYZE lot_search");
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
});
