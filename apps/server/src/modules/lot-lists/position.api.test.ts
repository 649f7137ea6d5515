import type { LotList } from "@tirgus/domain/lot-list";
import type { LotPosition } from "@tirgus/domain/lot-position";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { stubDemoPhotos } from "../../../test/demo-photos.ts";
import { loadDemoLots } from "../lots/demo/load-demo-lots.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await loadDemoLots(test.db.pool, {
    count: 120,
    seed: 3,
    now: new Date(),
    chunkSize: 120,
    photos: stubDemoPhotos(),
  });
}, 120_000);
afterAll(() => test.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await test.app.inject({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as T;
};
const listQuery = "orderColumn=price&orderDirection=asc&itemsPerPage=5";

describe("GET /api/lots/{id}/position", () => {
  it("names the neighbours on the same page and across both page boundaries", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => get<LotList>(`/api/lots?${listQuery}&page=${page}`).then((list) => list.data)),
    );
    const [first, second, third] = pages.map((data) => data.map((card) => card.id));
    if (!first || !second || !third) throw new Error("three pages expected");
    const middle = await get<LotPosition>(`/api/lots/${second[2]}/position?${listQuery}&page=2`);
    expect(middle.position).toBe(8);
    expect([middle.previous?.id, middle.next?.id]).toEqual([second[1], second[3]]);
    expect(middle.previous?.page).toBe(2);

    const firstOnPage = await get<LotPosition>(`/api/lots/${second[0]}/position?${listQuery}&page=2`);
    expect(firstOnPage.previous).toMatchObject({ id: first[4], page: 1 });
    const lastOnPage = await get<LotPosition>(`/api/lots/${second[4]}/position?${listQuery}&page=2`);
    expect(lastOnPage.next).toMatchObject({ id: third[0], page: 3 });
    expect(lastOnPage.next?.frontUrl.lv).toMatch(/^\/lv\/.+\/!\d+$/);

    const veryFirst = await get<LotPosition>(`/api/lots/${first[0]}/position?${listQuery}&page=1`);
    expect(veryFirst.previous).toBeNull();
    expect(veryFirst.position).toBe(1);
  });

  it("ends at the list's last lot", async () => {
    const { count } = await get<LotList>(`/api/lots?${listQuery}`);
    const lastPage = Math.ceil(count / 5);
    const data = (await get<LotList>(`/api/lots?${listQuery}&page=${lastPage}`)).data;
    const last = data[data.length - 1];
    const position = await get<LotPosition>(`/api/lots/${last?.id}/position?${listQuery}&page=${lastPage}`);
    expect(position.next).toBeNull();
    expect(position.position).toBe(count);
  });

  it("walks search results too", async () => {
    const title = (
      await test.db.pool.query<{ word: string }>(
        "SELECT split_part(texts->'lv'->>'title', ' ', 1) AS word FROM lots WHERE status = 2 ORDER BY id LIMIT 1",
      )
    ).rows[0]?.word;
    const query = `query=${encodeURIComponent(title ?? "")}&itemsPerPage=1`;
    const found = await get<LotList>(`/api/lots/search?${query}&page=1`);
    expect(found.count).toBeGreaterThan(1);
    const position = await get<LotPosition>(
      `/api/lots/${found.data[0]?.id}/position?source=search&${query}&page=1`,
    );
    const second = await get<LotList>(`/api/lots/search?${query}&page=2`);
    expect(position.next?.id).toBe(second.data[0]?.id);
  });

  it("answers null for a lot that is not on the named page, and 400 for a bad list", async () => {
    const first = (await get<LotList>(`/api/lots?${listQuery}&page=1`)).data[0];
    expect(await get(`/api/lots/${first?.id}/position?${listQuery}&page=3`)).toBeNull();
    const bad = await test.app.inject({ method: "GET", url: `/api/lots/${first?.id}/position?source=other` });
    expect(bad.statusCode).toBe(400);
    const badPage = await test.app.inject({ method: "GET", url: `/api/lots/${first?.id}/position?page=-1` });
    expect(badPage.statusCode).toBe(400);
  });
});
