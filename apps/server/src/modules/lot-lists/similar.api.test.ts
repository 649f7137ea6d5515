import type { LotList } from "@tirgus/domain/lot-list";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestLot } from "../../../test/lots.ts";
import { type AccountsTestApp, bearer, buildAccountsTestApp } from "../auth/test-accounts.ts";

let test: AccountsTestApp;
beforeAll(async () => {
  test = await buildAccountsTestApp();
});
afterAll(() => test.close());

const similarTo = async (id: number, headers: Record<string, string> = {}) => {
  const response = await test.app.inject({ method: "GET", url: `/api/lots/${id}/similar`, headers });
  return {
    status: response.statusCode,
    list: response.json().content as LotList,
    cacheControl: response.headers["cache-control"],
  };
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

  it("leaves out the lots the visitor keeps in favourites or the compare list, and still shows 12", async () => {
    const lot = await insertTestLot(test.db.pool, { categoryKey: "motorcycles", priceEuros: 3000 });
    for (let day = 1; day <= 16; day++)
      await insertTestLot(test.db.pool, {
        categoryKey: "motorcycles",
        priceEuros: 3000,
        publishedDaysAgo: day,
      });
    const ids = (list: LotList) => list.data.map((card) => card.id);
    const everyone = await similarTo(lot);
    expect(ids(everyone.list)).toHaveLength(12);
    expect(everyone.cacheControl).toBe("private, no-cache");
    const [first, second, third] = ids(everyone.list);

    // An anonymous visitor: a favourite through the identifier, a compared lot through the cookie.
    const identifier = (await test.app.inject({ method: "POST", url: "/api/watch" })).json().content
      .identifier;
    const keep = (list: string, id: unknown, headers: Record<string, string>, query = "") =>
      test.app.inject({ method: "POST", url: `/api/${list}${query}`, headers, payload: { lot: String(id) } });
    expect((await keep("favorites", first, {}, `?identifier=${identifier}`)).statusCode).toBe(200);
    expect((await keep("compare", second, { cookie: `watch=${identifier}` })).statusCode).toBe(200);
    const visitor = await similarTo(lot, { cookie: `watch=${identifier}` });
    expect(ids(visitor.list)).toHaveLength(12);
    expect(ids(visitor.list)).not.toContain(first);
    expect(ids(visitor.list)).not.toContain(second);
    expect(ids(visitor.list).slice(0, 10)).toEqual(ids(everyone.list).slice(2));
    expect(visitor.cacheControl).toBe("private, no-cache");
    const named = await test.app.inject({ url: `/api/lots/${lot}/similar?identifier=${identifier}` });
    expect((named.json().content as LotList).data.map((card) => card.id)).toEqual(ids(visitor.list));

    // A signed-in user's favourites; other visitors still see every lot.
    const { access_token } = await test.signedUpUser("similar-keeper@example.lv");
    expect((await keep("favorites", third, bearer(access_token))).statusCode).toBe(200);
    expect(ids((await similarTo(lot, bearer(access_token))).list)).not.toContain(third);
    expect(ids((await similarTo(lot)).list)).toEqual(ids(everyone.list));
  });

  it("ignores an unknown watch identifier, and answers 404 for drafts and unknown lots and 400 for bad ids", async () => {
    const lot = await insertTestLot(test.db.pool, { categoryKey: "cars", priceEuros: 1000 });
    const withWatch = await test.app.inject({
      method: "GET",
      url: `/api/lots/${lot}/similar?identifier=abc123`,
    });
    expect(withWatch.statusCode).toBe(200);
    expect(withWatch.json().content).toEqual((await similarTo(lot)).list);
    const draft = await insertTestLot(test.db.pool, { categoryKey: "cars", status: 1 });
    expect((await similarTo(draft)).status).toBe(404);
    expect((await similarTo(99_999_999)).status).toBe(404);
    for (const url of ["/api/lots/abc/similar", "/api/lots/0/similar", `/api/lots/${lot}/similar?x=1`]) {
      const response = await test.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
    }
  });
});
