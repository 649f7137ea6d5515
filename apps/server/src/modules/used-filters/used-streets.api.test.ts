import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { idByKey } from "../../../test/catalogue.ts";

let test: TestApp;
const ids = { flats: 0, houses: 0, realEstate: 0, riga: 0, centre: 0, elsewhere: 0 };
/** Two streets of Riga's centre (A before B in Latvian order) and one street of a town elsewhere. */
const streets = { a: 0, b: 0, far: 0 };

const idOf = (table: "categories" | "regions", key: string) => idByKey(test.db.pool, table, key);

beforeAll(async () => {
  test = await buildTestApp();
  ids.flats = await idOf("categories", "flats");
  ids.houses = await idOf("categories", "houses");
  ids.realEstate = await idOf("categories", "real-estate");
  ids.riga = await idOf("regions", "riga");
  ids.centre = await idOf("regions", "riga/centrs");
  const centre = await test.db.pool.query<{ id: number }>(
    "SELECT id FROM streets WHERE region_id = $1 ORDER BY names->>'lv' COLLATE \"C\" LIMIT 2",
    [ids.centre],
  );
  [streets.a, streets.b] = centre.rows.map((row) => row.id) as [number, number];
  const far = await test.db.pool.query<{ id: number; region_id: number }>(
    "SELECT s.id, s.region_id FROM streets s JOIN regions r ON r.id = s.region_id WHERE NOT ($1 = ANY (r.path)) LIMIT 1",
    [ids.riga],
  );
  streets.far = far.rows[0]?.id ?? 0;
  ids.elsewhere = far.rows[0]?.region_id ?? 0;
  const lot = (category: number, status: number, region: number, street: number) =>
    test.db.pool.query(
      `INSERT INTO lots (category_id, action_id, status, publish_date, region_id, street_id)
       VALUES ($1, 1, $2, now(), $3, $4)`,
      [category, status, region, street],
    );
  await lot(ids.flats, 2, ids.centre, streets.a);
  await lot(ids.flats, 2, ids.centre, streets.a);
  await lot(ids.flats, 2, ids.centre, streets.b);
  await lot(ids.flats, 1, ids.centre, streets.b); // a draft is not counted
  await lot(ids.houses, 2, ids.centre, streets.a);
  await lot(ids.flats, 2, ids.elsewhere, streets.far);
});
afterAll(() => test.close());

const usedStreets = async (category: number, region: number) => {
  const response = await test.app.inject(`/api/categories/${category}/used-streets?region=${region}`);
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{
    content: { data: { id: number; lots: number; name: { lv: string } }[] };
  }>().content;
  return data.map((street) => [street.id, street.lots]);
};

describe("GET /api/categories/:id/used-streets", () => {
  it("counts a category's published lots in a region by street, in Latvian order", async () => {
    expect(await usedStreets(ids.flats, ids.centre)).toEqual([
      [streets.a, 2],
      [streets.b, 1],
    ]);
  });

  it("takes in a category's subcategories and a region's parts", async () => {
    expect(await usedStreets(ids.realEstate, ids.riga)).toEqual([
      [streets.a, 3],
      [streets.b, 1],
    ]);
    expect(await usedStreets(ids.houses, ids.riga)).toEqual([[streets.a, 1]]);
    expect(await usedStreets(ids.flats, ids.elsewhere)).toEqual([[streets.far, 1]]);
  });

  it("answers each street's names and place", async () => {
    const response = await test.app.inject(`/api/categories/${ids.houses}/used-streets?region=${ids.riga}`);
    const [street] = response.json().content.data;
    expect(street).toMatchObject({ id: streets.a, regionId: ids.centre, lots: 1 });
    expect(street.name.lv).not.toBe("");
    expect(street.name.ru).not.toBe("");
    expect(street.place).toMatchObject({ lv: "Centrs", ru: "Центр" });
  });

  it("refuses an unknown category or region and a missing or malformed region", async () => {
    const status = async (url: string) => (await test.app.inject(url)).statusCode;
    expect(await status(`/api/categories/999999/used-streets?region=${ids.riga}`)).toBe(404);
    expect(await status(`/api/categories/${ids.flats}/used-streets?region=999999`)).toBe(404);
    expect(await status(`/api/categories/${ids.flats}/used-streets`)).toBe(400);
    expect(await status(`/api/categories/${ids.flats}/used-streets?region=riga`)).toBe(400);
    expect(await status(`/api/categories/${ids.flats}/used-streets?region=1&x=2`)).toBe(400);
  });
});
