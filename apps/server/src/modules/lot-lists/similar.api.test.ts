import type { LotList } from "@tirgus/domain/lot-list";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const similarTo = async (id: number) => {
  const response = await test.app.inject({ method: "GET", url: `/api/lots/${id}/similar` });
  return { status: response.statusCode, list: response.json().content as LotList };
};

// Alfa Romeo (10000): 147 (10001) and 156 (10002); BMW-like other make for contrast.
const alfa = 10000;
const alfa147 = 10001;
const alfa156 = 10002;

describe("GET /api/lots/{id}/similar", () => {
  it("lists published lots of the category, never the lot itself, same make and model first", async () => {
    const lot = await insertTestLot(test.db.pool, {
      categoryKey: "cars",
      priceEuros: 5000,
      values: [alfa, alfa147],
    });
    const sameModel = await insertTestLot(test.db.pool, {
      categoryKey: "cars",
      priceEuros: 5200,
      values: [alfa, alfa147],
      publishedDaysAgo: 3,
    });
    const sameMake = await insertTestLot(test.db.pool, {
      categoryKey: "cars",
      priceEuros: 5100,
      values: [alfa, alfa156],
      publishedDaysAgo: 2,
    });
    const newestOther = await insertTestLot(test.db.pool, { categoryKey: "cars", priceEuros: 5000 });
    const draft = await insertTestLot(test.db.pool, {
      categoryKey: "cars",
      status: 1,
      values: [alfa, alfa147],
    });
    const closed = await insertTestLot(test.db.pool, {
      categoryKey: "cars",
      status: 4,
      values: [alfa, alfa147],
    });

    const { status, list } = await similarTo(lot);
    expect(status).toBe(200);
    const ids = list.data.map((card) => card.id);
    expect(ids).not.toContain(lot);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(closed);
    expect(ids.slice(0, 3)).toEqual([sameModel, sameMake, newestOther]);
    expect(list.data.every((card) => card.status === 2)).toBe(true);
    expect(list.count).toBe(list.data.length);
  });

  it("ranks a closer price first among lots that share as many values", async () => {
    const lot = await insertTestLot(test.db.pool, { categoryKey: "vans", priceEuros: 10_000 });
    const far = await insertTestLot(test.db.pool, { categoryKey: "vans", priceEuros: 90_000 });
    const near = await insertTestLot(test.db.pool, {
      categoryKey: "vans",
      priceEuros: 10_500,
      publishedDaysAgo: 5,
    });
    const { list } = await similarTo(lot);
    expect(list.data.map((card) => card.id).slice(0, 2)).toEqual([near, far]);
  });

  it("tops up from the parent category when the category has too few lots", async () => {
    const lot = await insertTestLot(test.db.pool, { categoryKey: "tractors", priceEuros: 20_000 });
    const sibling = await insertTestLot(test.db.pool, { categoryKey: "combines", priceEuros: 90_000 });
    const elsewhere = await insertTestLot(test.db.pool, { categoryKey: "boats", priceEuros: 20_000 });
    const { list } = await similarTo(lot);
    const ids = list.data.map((card) => card.id);
    expect(ids).toContain(sibling);
    expect(ids).not.toContain(elsewhere);
    expect(ids).not.toContain(lot);
  });

  it("answers an empty list when nothing is similar", async () => {
    const lot = await insertTestLot(test.db.pool, { categoryKey: "campers", priceEuros: 30_000 });
    await test.db.pool.query(
      "UPDATE lots SET status = 4 WHERE id <> $1 AND category_path && (SELECT path FROM categories WHERE key = 'campers')",
      [lot],
    );
    const { status, list } = await similarTo(lot);
    expect(status).toBe(200);
    expect(list).toEqual({ count: 0, countCapped: false, data: [] });
  });

  it("accepts the watch identifier, and answers 404 for drafts and unknown lots and 400 for bad ids", async () => {
    const lot = await insertTestLot(test.db.pool, { categoryKey: "cars", priceEuros: 1000 });
    const withWatch = await test.app.inject({
      method: "GET",
      url: `/api/lots/${lot}/similar?identifier=abc123`,
    });
    expect(withWatch.statusCode).toBe(200);
    const draft = await insertTestLot(test.db.pool, { categoryKey: "cars", status: 1 });
    expect((await similarTo(draft)).status).toBe(404);
    expect((await similarTo(99_999_999)).status).toBe(404);
    for (const url of ["/api/lots/abc/similar", "/api/lots/0/similar", `/api/lots/${lot}/similar?x=1`]) {
      const response = await test.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
    }
  });
});
