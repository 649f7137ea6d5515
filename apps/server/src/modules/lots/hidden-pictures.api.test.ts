import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { HiddenLotFile, LotDetail, LotFile, ShownLotFile } from "@tirgus/domain/lot-detail-api";
import type { LotCard } from "@tirgus/domain/lot-list";
import { LotStatus } from "@tirgus/domain/lots";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { insertTestLot } from "../../../test/lots.ts";
import { bearer, passwordAccount } from "../../../test/social-accounts.ts";
import { createMediaStorage, type MediaStorage, mediaKey } from "../../platform/storage.ts";

/*
 * Spec 1 section 4: "Closed premium lots: non-owners see only the first picture unblurred." No answer may
 * carry a hidden picture's storage id, from which the address of any of its versions follows (`preview.webp`
 * swapped for `hd.webp`); only its blurred preview reaches the viewer, inline. The owner still gets them all.
 */

const cover = { storageId: "cover0001", rotation: null };
const hidden = [
  { storageId: "second002", outputType: "image", rotation: null },
  { storageId: "turned003", outputType: "image", rotation: 1 },
  { storageId: "video0004", outputType: "video", rotation: null },
] as const;
const previewBytes = (storageId: string) => Buffer.from(`RIFF blurred preview of ${storageId}`);

let dataDir: string;
let test: TestApp;
let storage: MediaStorage;
let lotId: number;
let owner: { userId: number; headers: Record<string, string> };
let buyer: { userId: number; headers: Record<string, string> };
let visitor: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-hidden-pictures-"));
  test = await buildTestApp({ DATA_DIR: dataDir });
  storage = createMediaStorage({ dataDir });
  const account = (email: string) =>
    passwordAccount(test, email).then(({ userId, accessToken }) => ({
      userId,
      headers: bearer(accessToken),
    }));
  owner = await account("premium-seller@example.lv");
  buyer = await account("premium-buyer@example.lv");
  visitor = (await test.app.inject({ method: "POST", url: "/api/watch" })).json().content.identifier;

  lotId = await insertTestLot(test.db.pool, { categoryKey: "phones", ownerId: owner.userId });
  await test.db.pool.query("UPDATE lots SET highlighted = true WHERE id = $1", [lotId]);
  await addFile(cover.storageId, "image", null, 0);
  for (const [at, file] of hidden.entries()) {
    await addFile(file.storageId, file.outputType, file.rotation, at + 1);
    const name = `preview${file.rotation ?? ""}.webp`;
    await storage.put(mediaKey(file.storageId, name), previewBytes(file.storageId), "image/webp");
  }
  // Bookmarked and compared while it was for sale; then the seller closed it.
  expect((await addTo("favorites", buyer.headers)).statusCode).toBe(200);
  expect((await addTo("compare", buyer.headers)).statusCode).toBe(200);
  expect((await addTo("compare", {}, `?identifier=${visitor}`)).statusCode).toBe(200);
  expect((await addTo("compare", owner.headers)).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await test.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => setLot(LotStatus.closed, true));

async function addFile(storageId: string, outputType: string, rotation: number | null, sequence: number) {
  await test.db.pool.query(
    `INSERT INTO files (storage_id, lot_id, owner_id, output_type, extension, width, height, rotation, sequence,
       versions, converted)
     VALUES ($1, $2, $3, $4, 'jpeg', 1600, 1200, $5, $6, $7, true)`,
    [
      storageId,
      lotId,
      owner.userId,
      outputType,
      rotation,
      sequence,
      JSON.stringify({ hd: { width: 1440, height: 1080 }, preview: { width: 24, height: 18 } }),
    ],
  );
}

const setLot = (status: number, highlighted: boolean) =>
  test.db.pool.query("UPDATE lots SET status = $2, highlighted = $3 WHERE id = $1", [
    lotId,
    status,
    highlighted,
  ]);
const addTo = (list: "favorites" | "compare", headers: Record<string, string>, query = "") =>
  test.app.inject({ method: "POST", url: `/api/${list}${query}`, headers, payload: { lot: String(lotId) } });
const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers });

/** Not one hidden picture's storage id anywhere in the answer: no address of any of its versions follows. */
function expectNoHiddenStorageIds(body: string) {
  for (const file of hidden) expect(body).not.toContain(file.storageId);
}

/** The cover whole; every other file hidden, with nothing but its shape and its blurred preview inline. */
function expectCoverOnly(files: readonly ShownLotFile[]) {
  const [first, ...others] = files;
  expect((first as LotFile).storageId).toBe(cover.storageId);
  expect(others).toHaveLength(hidden.length);
  for (const [at, file] of others.entries()) {
    const source = hidden[at];
    expect(Object.keys(file).sort()).toEqual(["blurred", "height", "id", "preview", "width"]);
    expect((file as HiddenLotFile).preview).toBe(
      `data:image/webp;base64,${previewBytes(source?.storageId ?? "").toString("base64")}`,
    );
  }
  // A quarter turn shows the picture upright-turned: its box is as tall as the picture is wide.
  expect(others[1]).toMatchObject({ width: 1200, height: 1600 });
}

function expectAllWhole(files: readonly ShownLotFile[]) {
  expect(files.map((file) => (file as LotFile).storageId)).toEqual([
    cover.storageId,
    ...hidden.map((file) => file.storageId),
  ]);
}

describe("a sold premium lot's pictures beyond the first", () => {
  it("reach a signed-out visitor and a signed-in buyer on the lot and its files as inline previews only", async () => {
    for (const headers of [{}, buyer.headers]) {
      for (const url of [`/api/lots/${lotId}`, `/api/lots/${lotId}/files`]) {
        const answer = await get(url, headers);
        expect(answer.statusCode, url).toBe(200);
        expectNoHiddenStorageIds(answer.body);
        const content = answer.json().content;
        expectCoverOnly(url.endsWith("/files") ? content.data : (content as LotDetail).files);
      }
    }
  });

  it("stay off the cards of the buyer's bookmarks: the card carries the cover alone", async () => {
    const answer = await get("/api/favorites/detailed", buyer.headers);
    expectNoHiddenStorageIds(answer.body);
    const [card] = answer.json().content.data as LotCard[];
    expect(card?.id).toBe(lotId);
    expect(card?.images).toEqual([cover]);
    expect(card?.fileCount).toBe(1 + hidden.length);
  });

  it("are hidden in the detailed compare list, signed in or by watch identifier", async () => {
    for (const [url, headers] of [
      ["/api/compare/detailed", buyer.headers],
      [`/api/compare/detailed?identifier=${visitor}`, {}],
    ] as const) {
      const answer = await get(url, headers);
      expectNoHiddenStorageIds(answer.body);
      const [lot] = answer.json().content.data as LotDetail[];
      expectCoverOnly(lot?.files ?? []);
    }
  });

  it("stay whole for the owner: on the lot, its files, the compare list and their own list", async () => {
    const lot = (await get(`/api/lots/${lotId}`, owner.headers)).json().content as LotDetail;
    expectAllWhole(lot.files);
    expectAllWhole((await get(`/api/lots/${lotId}/files`, owner.headers)).json().content.data);
    const [compared] = (await get("/api/compare/detailed", owner.headers)).json().content.data as LotDetail[];
    expectAllWhole(compared?.files ?? []);
    const mine = (await get("/api/me/lots?status[]=4", owner.headers)).json().content.data as LotCard[];
    expect(mine.find((card) => card.id === lotId)?.images).toEqual([
      cover,
      ...hidden
        .filter((file) => file.outputType === "image")
        .map(({ storageId, rotation }) => ({ storageId, rotation })),
    ]);
  });

  it("stay hidden once the sold lot is deleted, and show whole on a premium lot for sale or a plain sold one", async () => {
    await setLot(LotStatus.deleted, true);
    expectNoHiddenStorageIds((await get(`/api/lots/${lotId}`)).body);
    for (const [status, highlighted] of [
      [LotStatus.published, true],
      [LotStatus.closed, false],
    ] as const) {
      await setLot(status, highlighted);
      expectAllWhole(((await get(`/api/lots/${lotId}`)).json().content as LotDetail).files);
      const [card] = (await get("/api/favorites/detailed", buyer.headers)).json().content.data as LotCard[];
      expect(card?.images).toHaveLength(1 + 2);
    }
  });
});
