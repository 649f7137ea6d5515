import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { priceRatingMinComparables } from "@tirgus/domain/price-rating";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot, type TestLot } from "../../../test/lots.ts";
import { refreshPriceRatingSamplesInTransaction } from "./price-rating.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** The rating as a page shows it once the refresh job has run over the lots as they are now. */
const ratingOf = async (id: number) => {
  await refreshPriceRatingSamplesInTransaction(test.db.pool);
  return ratingAsKept(id);
};
const ratingAsKept = async (id: number) => {
  const response = await test.app.inject({ method: "GET", url: `/api/lots/${id}` });
  expect(response.statusCode).toBe(200);
  return (response.json().content as LotDetail).priceRating;
};
/**
 * One at a time: inserts into lots at once can deadlock on the rows their triggers update (the categories'
 * ad counts, the search rows), as one CI run on PostgreSQL 15 showed.
 */
async function insertMany(lots: TestLot[]): Promise<number[]> {
  const ids: number[] = [];
  for (const lot of lots) ids.push(await insertTestLot(test.db.pool, lot));
  return ids;
}

// Alfa Romeo 147: the model is a child value of the make filter, so the match is on "make".
const alfa147 = { categoryKey: "cars", values: [10000, 10001] } as const;
const comparableCars = (prices: number[], year = 2015): TestLot[] =>
  prices.map((priceEuros) => ({ ...alfa147, values: [...alfa147.values], priceEuros, numbers: { year } }));

describe("price rating of GET /api/lots/{id}", () => {
  it("rates a price against the median of the same make, model and years within two", async () => {
    await insertMany(comparableCars([9000, 9500, 10_000, 10_500, 11_000], 2014));
    // Not comparable: another model, a year out of range, renting out, an ended lot.
    await insertMany([
      { categoryKey: "cars", values: [10000, 10002], priceEuros: 1000, numbers: { year: 2015 } },
      { ...alfa147, values: [...alfa147.values], priceEuros: 1000, numbers: { year: 2010 } },
      { ...alfa147, values: [...alfa147.values], priceEuros: 1000, numbers: { year: 2015 }, actionId: 5 },
      { ...alfa147, values: [...alfa147.values], priceEuros: 1000, numbers: { year: 2015 }, status: 4 },
    ]);
    const cases: [number, string, number][] = [
      [7000, "veryGood", 5],
      [9300, "good", 4],
      [10_200, "fair", 3],
      [11_000, "increased", 2],
      [14_000, "high", 1],
    ];
    for (const [price, name, value] of cases) {
      const [lot] = await insertMany([
        { ...alfa147, values: [...alfa147.values], priceEuros: price, numbers: { year: 2016 } },
      ]);
      const rating = await ratingOf(lot as number);
      expect(rating, `${price}`).toMatchObject({
        name,
        value,
        comparables: { median: 10_000, min: 9000, max: 11_000 },
        matchedOn: ["make", "year"],
        sameRegion: false,
      });
      // The lots rated before are comparables of the next one; keep the sample to the five above.
      await test.db.pool.query("UPDATE lots SET status = 4 WHERE id = $1", [lot]);
      expect(rating?.comparables.count).toBe(5);
    }
  });

  it("shows no rating with fewer than five comparables, for ended lots, or without a price", async () => {
    const few = comparableCars([5000, 5100, 5200, 5300], 2000);
    await insertMany(few.map((lot) => ({ ...lot, values: [10000, 10003] })));
    const [lot] = await insertMany([
      { categoryKey: "cars", values: [10000, 10003], priceEuros: 5000, numbers: { year: 2000 } },
    ]);
    expect(priceRatingMinComparables).toBe(5);
    expect(await ratingOf(lot as number)).toBeNull();

    await insertTestLot(test.db.pool, {
      categoryKey: "cars",
      values: [10000, 10003],
      priceEuros: 5000,
      numbers: { year: 2000 },
    });
    expect(await ratingOf(lot as number)).toMatchObject({ name: "fair", comparables: { count: 5 } });
    await test.db.pool.query("UPDATE lots SET status = 4 WHERE id = $1", [lot]);
    expect(await ratingOf(lot as number)).toBeNull();

    const [free] = await insertMany([
      { categoryKey: "cars", values: [10000, 10003], numbers: { year: 2000 } },
    ]);
    expect(await ratingOf(free as number)).toBeNull();
  });

  it("rates no wanted ads, however many compare", async () => {
    const wanted = comparableCars([3000, 3100, 3200, 3300, 3400, 3500], 1990).map((lot) => ({
      ...lot,
      actionId: 2,
    }));
    const [lot] = await insertMany(wanted);
    expect(await ratingOf(lot as number)).toBeNull();
    // The same lots offered for sale compare.
    await test.db.pool.query("UPDATE lots SET action_id = 1 WHERE action_id = 2");
    expect(await ratingOf(lot as number)).toMatchObject({ comparables: { count: 5 } });
  });

  it("compares property with the same rooms in the same top-level region", async () => {
    const { rows } = await test.db.pool.query<{ id: number; top: number }>(
      `SELECT DISTINCT ON (path[1]) id, path[1] AS top FROM regions WHERE cardinality(path) >= 2
       ORDER BY path[1], id LIMIT 2`,
    );
    const [here, there] = rows;
    if (!here || !there) throw new Error("The regions need two top levels with parts");
    const flat = (priceEuros: number, rooms: number, regionId: number): TestLot => ({
      categoryKey: "flats",
      priceEuros,
      numbers: { rooms, area: 50 },
      regionId,
    });
    await insertMany([50, 52, 54, 56, 58].map((k) => flat(k * 1000, 2, here.id)));
    // Cheaper elsewhere, and bigger flats here: neither is compared.
    await insertMany([10, 11, 12, 13, 14].map((k) => flat(k * 1000, 2, there.id)));
    await insertMany([90, 91, 92, 93, 94].map((k) => flat(k * 1000, 3, here.id)));
    const [lot] = await insertMany([flat(54_000, 2, here.id)]);
    expect(await ratingOf(lot as number)).toMatchObject({
      name: "fair",
      comparables: { count: 5, median: 54_000, min: 50_000, max: 58_000 },
      matchedOn: ["rooms"],
      sameRegion: true,
    });
  });

  it("compares with the lots as the last refresh found them", async () => {
    const oldCars = comparableCars([20_000, 20_000, 20_000, 20_000, 20_000], 1980);
    const [lot] = await insertMany(oldCars);
    expect(await ratingOf(lot as number)).toBeNull();
    await insertTestLot(test.db.pool, { ...oldCars[0], categoryKey: "cars" } as TestLot);
    expect(await ratingAsKept(lot as number)).toBeNull();
    expect(await ratingOf(lot as number)).toMatchObject({ name: "fair", comparables: { count: 5 } });
  });
});
