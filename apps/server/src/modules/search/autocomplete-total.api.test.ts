import type { Autocomplete } from "@tirgus/domain/lot-list";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";

/*
 * The search box's "All results (N)": counted up to 1,000, or known to be past it from PostgreSQL's statistics
 * of the words when they are in five times as many lots (repository.ts, autocompleteMatch). Its own database,
 * since the statistics must see thousands of lots with one word.
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
