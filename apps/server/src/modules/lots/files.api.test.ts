import type { ApiList } from "@tirgus/domain/api-contract";
import type { LotDetail, LotFile } from "@tirgus/domain/lot-detail-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { stubDemoPhotos } from "../../../test/demo-photos.ts";
import { passwordAccount } from "../../../test/social-accounts.ts";
import { loadDemoLots } from "./demo/load-demo-lots.ts";

const photos = stubDemoPhotos();

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await loadDemoLots(test.db.pool, { count: 200, seed: 6, now: new Date(), chunkSize: 200, photos });
}, 120_000);
afterAll(() => test.close());

const lotWithStatus = async (status: number) =>
  (await test.db.pool.query<{ id: string }>("SELECT id FROM lots WHERE status = $1 LIMIT 1", [status]))
    .rows[0]?.id;

const filesOf = async (lotId: string | undefined) => {
  const response = await test.app.inject({ method: "GET", url: `/api/lots/${lotId}/files` });
  return { status: response.statusCode, body: response.json() };
};

describe("GET /api/lots/{id}/files", () => {
  it("answers the lot's files in gallery order with their versions, as the lot itself lists them", async () => {
    const id = await lotWithStatus(2);
    const { status, body } = await filesOf(id);
    expect(status).toBe(200);
    const files = body.content as ApiList<LotFile>;
    expect(files.count).toBeGreaterThan(0);
    expect(files.data).toHaveLength(files.count);
    expect(files.data[0]?.versions.med).toEqual({ width: 667, height: 500 });
    const lot = (await test.app.inject({ method: "GET", url: `/api/lots/${id}` })).json()
      .content as LotDetail;
    expect(lot.files).toEqual(files.data);
  });

  it("tells when a video is converted, so the page polling it can play it", async () => {
    const id = await lotWithStatus(2);
    const { rows } = await test.db.pool.query<{ id: string }>(
      `INSERT INTO files (storage_id, lot_id, output_type, extension, width, height, sequence, converted)
       VALUES ('video001', $1, 'video', 'mp4', 1280, 720, 99, false) RETURNING id`,
      [id],
    );
    const video = (files: ApiList<LotFile>) => files.data.find((file) => String(file.id) === rows[0]?.id);
    const listed = (await filesOf(id)).body.content as ApiList<LotFile>;
    // Its sequence puts it after the pictures.
    expect(listed.data.at(-1)).toBe(video(listed));
    expect(video(listed)).toMatchObject({ outputType: "video", converted: false, extension: "mp4" });

    await test.db.pool.query("UPDATE files SET converted = true WHERE id = $1", [rows[0]?.id]);
    expect(video((await filesOf(id)).body.content)?.converted).toBe(true);
  });

  it("follows the lot's visibility: ended lots answer, blocked ones are refused, drafts are not found", async () => {
    expect((await filesOf(await lotWithStatus(4))).status).toBe(200);
    const blocked = await filesOf(await lotWithStatus(6));
    expect(blocked.status).toBe(403);
    expect(blocked.body.errors[0].message).toBe("FORBIDDEN");
    expect((await filesOf(await lotWithStatus(1))).status).toBe(404);
    expect((await filesOf("99999999")).status).toBe(404);
    expect((await filesOf("abc")).status).toBe(400);
  });

  it("shows a blocked lot's files to its owner, as the lot itself", async () => {
    const account = await passwordAccount(test, "files-owner@example.lv");
    const { rows } = await test.db.pool.query<{ id: string }>(
      "UPDATE lots SET owner_id = $1 WHERE id = (SELECT id FROM lots WHERE status = 6 LIMIT 1) RETURNING id",
      [account.userId],
    );
    const response = await test.app.inject({
      method: "GET",
      url: `/api/lots/${rows[0]?.id}/files`,
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
