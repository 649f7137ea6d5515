import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import type { LotList } from "@tirgus/domain/lot-list";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { stubDemoPhotos } from "../../../test/demo-photos.ts";
import { loadDemoLots } from "./demo/load-demo-lots.ts";

const photos = stubDemoPhotos();

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await loadDemoLots(test.db.pool, { count: 400, seed: 5, now: new Date(), chunkSize: 400, photos });
}, 120_000);
afterAll(() => test.close());

const lotWithStatus = async (status: number) =>
  (await test.db.pool.query<{ id: string }>("SELECT id FROM lots WHERE status = $1 LIMIT 1", [status]))
    .rows[0]?.id;

describe("GET /api/lots/{id}", () => {
  it("answers a listed lot with the same address, title and price the list shows", async () => {
    const listed = (await test.app.inject({ method: "GET", url: "/api/lots?itemsPerPage=5" })).json()
      .content as LotList;
    for (const card of listed.data) {
      const response = await test.app.inject({ method: "GET", url: `/api/lots/${card.id}` });
      expect(response.statusCode).toBe(200);
      const lot = response.json().content as LotDetail;
      expect(lot.frontUrl).toEqual(card.frontUrl);
      expect(lot.title).toEqual(card.title);
      expect(lot.prices[0]?.value ?? null).toBe(card.price?.value ?? null);
      expect(lot.category.parents.length).toBeGreaterThan(0);
      expect(lot.text.lv.length).toBeGreaterThan(lot.title.lv.length);
    }
  });

  it("lists attributes in the category's filter order with their values", async () => {
    const { rows } = await test.db.pool.query<{ id: string }>(
      "SELECT l.id FROM lots l JOIN categories c ON c.id = l.category_id WHERE c.key = 'cars' AND l.status = 2 LIMIT 1",
    );
    const lot = (await test.app.inject({ method: "GET", url: `/api/lots/${rows[0]?.id}` })).json()
      .content as LotDetail;
    const keys = lot.attributes.map((attribute) => attribute.filter.key);
    expect(keys).toContain("year");
    expect(new Set(keys).size).toBe(keys.length);
    const make = lot.attributes.find((attribute) => attribute.filter.key === "make");
    expect(make?.values[0]?.name.lv).toBeTruthy();
  });

  it("shows ended lots, refuses blocked ones and hides drafts", async () => {
    const closed = await lotWithStatus(4);
    expect((await test.app.inject({ method: "GET", url: `/api/lots/${closed}` })).statusCode).toBe(200);
    const blocked = await lotWithStatus(6);
    const refused = await test.app.inject({ method: "GET", url: `/api/lots/${blocked}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe("FORBIDDEN");
    const draft = await lotWithStatus(1);
    expect((await test.app.inject({ method: "GET", url: `/api/lots/${draft}` })).statusCode).toBe(404);
    expect((await test.app.inject({ method: "GET", url: "/api/lots/99999999" })).statusCode).toBe(404);
    expect((await test.app.inject({ method: "GET", url: "/api/lots/abc" })).statusCode).toBe(400);
  });
});
