import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { refreshUsedFilterValuesInTransaction } from "./repository.ts";

let test: TestApp;
/** A leaf category with a select filter, its parent, and two values of that filter. */
let leaf: { id: number; parentId: number; filterId: number; values: number[] };

beforeAll(async () => {
  test = await buildTestApp();
  const { rows } = await test.db.pool.query<{
    category_id: number;
    parent_id: number;
    filter_id: number;
    values: number[];
  }>(
    `SELECT cf.category_id, c.parent_id, cf.filter_id,
       (SELECT array_agg(v.id ORDER BY v.sequence) FROM filter_values v WHERE v.filter_id = cf.filter_id) AS values
     FROM category_filters cf JOIN categories c ON c.id = cf.category_id JOIN filters f ON f.id = cf.filter_id
     WHERE c.key = 'cars' AND f.key = 'fuel'`,
  );
  const row = rows[0];
  if (!row) throw new Error("the catalogue has no cars fuel filter");
  leaf = { id: row.category_id, parentId: row.parent_id, filterId: row.filter_id, values: row.values };
  const [petrol, diesel] = leaf.values;
  const lot = (status: number, valueId: number | undefined) =>
    test.db.pool.query(
      "INSERT INTO lots (category_id, action_id, status, publish_date, filter_value_ids) VALUES ($1, 1, $2, now(), $3)",
      [leaf.id, status, [valueId]],
    );
  await lot(2, petrol);
  await lot(2, petrol);
  await lot(2, diesel);
  await lot(1, diesel); // a draft does not count
  await refreshUsedFilterValuesInTransaction(test.db.pool);
});
afterAll(() => test.close());

describe("GET /api/categories/:id/used-filters", () => {
  it("counts the values published lots carry, per filter", async () => {
    const response = await test.app.inject(`/api/categories/${leaf.id}/used-filters`);
    expect(response.statusCode).toBe(200);
    const [petrol, diesel] = leaf.values;
    expect(response.json()).toEqual({
      content: {
        count: 1,
        data: [
          {
            filterId: leaf.filterId,
            values: [
              { id: petrol, lots: 2 },
              { id: diesel, lots: 1 },
            ],
          },
        ],
      },
    });
  });

  it("adds the lots of subcategories up to their parents", async () => {
    const response = await test.app.inject(`/api/categories/${leaf.parentId}/used-filters`);
    const fuel = response
      .json()
      .content.data.find((used: { filterId: number }) => used.filterId === leaf.filterId);
    expect(fuel.values.reduce((sum: number, value: { lots: number }) => sum + value.lots, 0)).toBe(3);
  });

  it("answers an empty list for a category without published lots, and 404 for an unknown one", async () => {
    const { rows } = await test.db.pool.query<{ id: number }>("SELECT id FROM categories WHERE key = 'dogs'");
    const empty = await test.app.inject(`/api/categories/${rows[0]?.id}/used-filters`);
    expect(empty.json()).toEqual({ content: { count: 0, data: [] } });
    const unknown = await test.app.inject("/api/categories/999999/used-filters");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBeTypeOf("string");
  });

  it("refuses a bad id and unknown parameters", async () => {
    expect((await test.app.inject("/api/categories/abc/used-filters")).statusCode).toBe(400);
    expect((await test.app.inject(`/api/categories/${leaf.id}/used-filters?x=1`)).statusCode).toBe(400);
  });

  it("answers 304 to a browser that holds the same answer", async () => {
    const first = await test.app.inject(`/api/categories/${leaf.id}/used-filters`);
    const again = await test.app.inject({
      url: `/api/categories/${leaf.id}/used-filters`,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
