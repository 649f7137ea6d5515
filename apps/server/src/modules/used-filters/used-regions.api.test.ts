import type { UsedRegion } from "@tirgus/domain/used-filters";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { idByKey } from "../../../test/catalogue.ts";
import { insertTestLot } from "../../../test/lots.ts";

let test: TestApp;
const ids = { flats: 0, realEstate: 0, riga: 0, centre: 0, jelgava: 0 };

const idOf = (table: "categories" | "regions", key: string) => idByKey(test.db.pool, table, key);

beforeAll(async () => {
  test = await buildTestApp();
  ids.flats = await idOf("categories", "flats");
  ids.realEstate = await idOf("categories", "real-estate");
  ids.riga = await idOf("regions", "riga");
  ids.centre = await idOf("regions", "riga/centrs");
  ids.jelgava = await idOf("regions", "jelgava");
  const lot = (categoryKey: string, status: number, regionId: number) =>
    insertTestLot(test.db.pool, { categoryKey, status, regionId });
  await lot("flats", 2, ids.centre);
  await lot("flats", 2, ids.centre);
  await lot("flats", 2, ids.riga);
  await lot("flats", 1, ids.jelgava); // a draft is not counted
  await lot("houses", 2, ids.jelgava);
});
afterAll(() => test.close());

const usedRegions = async (category: number): Promise<UsedRegion[]> => {
  const response = await test.app.inject(`/api/categories/${category}/used-regions`);
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toContain("public");
  return (response.json() as { content: { data: UsedRegion[] } }).content.data;
};

describe("GET /api/categories/:id/used-regions", () => {
  it("counts a category's published lots by region, a city's parts within the city", async () => {
    expect(await usedRegions(ids.flats)).toEqual([
      { id: ids.riga, lots: 3 },
      { id: ids.centre, lots: 2 },
    ]);
    const whole = await usedRegions(ids.realEstate);
    expect(whole).toContainEqual({ id: ids.riga, lots: 3 });
    expect(whole).toContainEqual({ id: ids.jelgava, lots: 1 });
  });

  it("answers 404 for an unknown category and 400 for a malformed one or another parameter", async () => {
    expect((await test.app.inject("/api/categories/999999/used-regions")).statusCode).toBe(404);
    expect((await test.app.inject("/api/categories/flats/used-regions")).statusCode).toBe(400);
    expect((await test.app.inject(`/api/categories/${ids.flats}/used-regions?region=1`)).statusCode).toBe(
      400,
    );
  });
});
