import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ShownText } from "@tirgus/domain/errors";
import { FileFailureMessage, UploadMessage } from "@tirgus/domain/media";
import type { OwnFile } from "@tirgus/domain/media-upload-api";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasGpsInfo, heic, photo, video } from "../../../test/media-fixtures.ts";
import { HttpMessage } from "../../platform/api-error.ts";
import { startJobWorkers } from "../../platform/jobs.ts";
import { mediaKey } from "../../platform/storage.ts";
import { loadDictionary } from "../i18n/dictionaries.ts";
import { processImage, processImageJob, processVideo, processVideoJob, rotateFileJob } from "./jobs.ts";
import { buildUploadTestApp, type UploadTestApp } from "./test-uploads.ts";
import { posterFrame } from "./video.ts";

let test: UploadTestApp;
let seller: Awaited<ReturnType<UploadTestApp["seller"]>>;
let other: Awaited<ReturnType<UploadTestApp["seller"]>>;
beforeAll(async () => {
  test = await buildUploadTestApp();
  seller = await test.seller("seller@uploads.lv");
  other = await test.seller("other@uploads.lv");
}, 60_000);
afterAll(() => test.close());

const uploaded = async (response: Awaited<ReturnType<UploadTestApp["upload"]>>) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().content as OwnFile;
};
const fileById = async (id: number, headers = seller.headers) =>
  (await test.app.inject({ url: `/api/files/${id}`, headers })).json().content as OwnFile;
const storedImage = async (storageId: string, name: string) => {
  const stored = await test.storage.read(mediaKey(storageId, name));
  if (!stored) throw new Error(`${name} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** The colour at a point of a stored picture, as [r, g, b]. */
const colourAt = async (data: Buffer, x: number, y: number) => {
  const { data: pixel } = await sharp(data)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...pixel.subarray(0, 3)];
};
const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 0) < 60 && (b ?? 0) < 60;

describe("POST /api/files", () => {
  it("answers the file at once, unconverted, and queues its processing", async () => {
    const file = await uploaded(
      await test.upload(seller.headers, await photo(1200, 900), { lot: seller.lotId }),
    );
    expect(file).toMatchObject({ outputType: "image", extension: "jpeg", width: 1200, height: 900 });
    expect(file).toMatchObject({
      converted: false,
      versions: {},
      lotId: seller.lotId,
      rotation: null,
      failure: null,
    });
    const { rows } = await test.db.pool.query("SELECT data FROM pgboss.job WHERE name = 'media-image'");
    expect(rows.map((row) => row.data)).toContainEqual({ fileId: file.id });
  });

  it("makes the thumbnail first, then every version, and marks the file converted", async () => {
    const file = await uploaded(
      await test.upload(seller.headers, await photo(1600, 1200), { lot: seller.lotId }),
    );
    const listedWhenPut: string[][] = [];
    const watching = {
      ...test.services,
      storage: {
        ...test.storage,
        async put(key: string, body: Buffer, type: string) {
          listedWhenPut.push(Object.keys((await fileById(file.id)).versions));
          await test.storage.put(key, body, type);
        },
      },
    };
    await processImage(file.id, watching);
    // The first two writes are the thumbnail's webp and jpeg; every later one finds it listed on the file.
    expect(listedWhenPut.slice(0, 2)).toEqual([[], []]);
    expect(listedWhenPut.slice(2).every((listed) => listed.includes("thumbnail"))).toBe(true);
    const done = await fileById(file.id);
    expect(done.converted).toBe(true);
    expect(Object.keys(done.versions).sort()).toEqual(
      ["4k", "aspect32", "aspect34", "aspect43", "hd", "med", "original", "preview", "qhd", "thumbnail"]
        .filter((size) => size !== "4k" && size !== "qhd")
        .sort(),
    );
    expect(done.versions.thumbnail).toEqual({ width: 200, height: 150 });
    // The upload itself is gone once its versions exist.
    expect(await test.storage.exists(mediaKey(file.storageId, "source.jpeg"))).toBe(false);
  });

  it("reads the type from the content, not from the name or the browser's type", async () => {
    const png = await sharp(await photo(900, 700))
      .png()
      .toBuffer();
    const file = await uploaded(
      await test.upload(seller.headers, png, { name: "clip.mp4", type: "video/mp4" }),
    );
    expect(file).toMatchObject({ outputType: "image", extension: "png" });
    const text = await test.upload(seller.headers, Buffer.from("just some words ".repeat(400)), {
      name: "photo.jpg",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().errors).toEqual([{ message: UploadMessage.unsupportedType, field: "file" }]);
  });

  it("refuses pictures under 800x600 either way round, with the minimum as values", async () => {
    for (const [width, height] of [
      [799, 600],
      [800, 599],
      [590, 1000],
    ] as const) {
      const response = await test.upload(seller.headers, await photo(width, height));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { message: UploadMessage.imageTooSmall, values: [800, 600], field: "file" },
      ]);
    }
    await uploaded(await test.upload(seller.headers, await photo(600, 800)));
  });

  it("refuses a picture over 50 MB as soon as it crosses the limit", async () => {
    const header = await photo(1000, 800);
    const padded = Buffer.concat([header, Buffer.alloc(50 * 1024 * 1024 + 1 - header.length)]);
    const response = await test.upload(seller.headers, padded);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual([{ message: ShownText.imageTooLarge, field: "file" }]);
    expect(response.headers.connection).toBe("close");
    const exactly = Buffer.concat([header, Buffer.alloc(50 * 1024 * 1024 - header.length)]);
    expect((await test.upload(seller.headers, exactly)).statusCode).toBe(201);
  });

  it("refuses the same file twice in one lot with the spec's words, also before the lot exists", async () => {
    const data = await photo(1000, 750);
    await uploaded(await test.upload(seller.headers, data, { lot: seller.lotId }));
    const again = await test.upload(seller.headers, data, { lot: seller.lotId });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ message: "File exyst for this lot", field: "file" }]);
    // Another lot, and the files waiting for a lot, may have it.
    await uploaded(await test.upload(seller.headers, data, { lot: await test.addLot(seller.userId) }));
    await uploaded(await test.upload(seller.headers, data));
    expect((await test.upload(seller.headers, data)).statusCode).toBe(409);
  });

  it("takes files only for the caller's own lots, checked wherever the lot field comes", async () => {
    const data = await photo(1000, 760);
    for (const lotAfterFile of [false, true]) {
      const foreign = await test.upload(seller.headers, data, { lot: other.lotId, lotAfterFile });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().errors).toEqual([{ message: UploadMessage.notYourLot, field: "lot" }]);
    }
    expect((await test.upload(seller.headers, data, { lot: 99_999_999 })).statusCode).toBe(404);
    expect((await test.upload(seller.headers, data, { lot: "abc" })).statusCode).toBe(400);
    expect((await test.upload({}, data)).statusCode).toBe(401);
    const json = await test.app.inject({
      method: "POST",
      url: "/api/files",
      headers: seller.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    // Nothing of the refused uploads was left behind in the upload folder.
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(`${test.dataDir}/uploads`)).toEqual([]);
  });
});

describe("POST /api/files from the QR page", () => {
  it("takes a signed-out phone's upload for the lot of the token, as its owner, and for that lot only", async () => {
    const qr = await test.app.inject({
      method: "POST",
      url: `/api/lots/${seller.lotId}/qr`,
      headers: seller.headers,
    });
    expect(qr.statusCode, qr.body).toBe(200);
    const { hash } = qr.json().content as { hash: string };
    const fromPhone = (query: string, options: { lot?: number } = {}) =>
      photo(1000, 900).then((data) =>
        test.app.inject({ method: "POST", url: `/api/files${query}`, payload: form(data, options) }),
      );
    const file = await uploaded(await fromPhone(`?qr=${hash}&lot=${seller.lotId}`));
    expect(file.lotId).toBe(seller.lotId);
    const listed = (
      await test.app.inject({ url: `/api/files?lot=${seller.lotId}`, headers: seller.headers })
    ).json();
    expect(listed.content.data.map((item: OwnFile) => item.id)).toContain(file.id);
    expect((await fromPhone(`?qr=${hash}&lot=${other.lotId}`)).statusCode).toBe(401);
    expect((await fromPhone(`?qr=1.forged&lot=${seller.lotId}`)).statusCode).toBe(401);
    expect((await fromPhone(`?qr=${hash}`)).statusCode).toBe(400);
    const elsewhere = await test.addLot(seller.userId);
    const moved = await fromPhone(`?qr=${hash}&lot=${seller.lotId}`, { lot: elsewhere });
    expect(moved.statusCode).toBe(403);
  });
});

/** The multipart body of one upload (see test-uploads.ts `upload`), for requests built by hand. */
function form(data: Buffer, options: { lot?: number } = {}): FormData {
  const body = new FormData();
  if (options.lot !== undefined) body.append("lot", String(options.lot));
  body.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), "photo.jpg");
  return body;
}

describe("processing a picture", () => {
  it.each([3, 5])("turns a photo with EXIF orientation %i upright", async (orientation) => {
    // Stored 1200x900 with the marker in its top-left corner. Orientation 3 is a half turn, so upright the
    // marker is bottom-right; 5 is a transpose, so upright the picture is 900x1200 with the marker top-left.
    const file = await uploaded(await test.upload(seller.headers, await photo(1200, 900, { orientation })));
    await test.processFile(file);
    const original = await storedImage(file.storageId, "original.jpeg");
    const { width, height } = await sharp(original).metadata();
    if (orientation === 3) {
      expect([width, height]).toEqual([1200, 900]);
      expect(isRed(await colourAt(original, 1190, 890))).toBe(true);
      expect(isRed(await colourAt(original, 10, 10))).toBe(false);
    } else {
      expect([width, height]).toEqual([900, 1200]);
      expect(isRed(await colourAt(original, 10, 10))).toBe(true);
    }
    expect((await fileById(file.id)).versions.original).toEqual({ width, height });
  });

  it("keeps no EXIF, GPS above all, in any version", async () => {
    const withGps = await photo(1200, 900, { gps: true });
    expect(hasGpsInfo((await sharp(withGps).metadata()).exif)).toBe(true);
    const file = await uploaded(await test.upload(seller.headers, withGps));
    await test.processFile(file);
    const names = (await test.storedPaths()).filter((name) => name.includes(file.storageId));
    expect(names.length).toBe(13);
    for (const name of names) {
      const data = await storedImage(file.storageId, name.split("/").pop() ?? "");
      expect((await sharp(data).metadata()).exif, name).toBeUndefined();
    }
  });

  it("decodes HEIC photos, which sharp alone cannot", async () => {
    const file = await uploaded(
      await test.upload(seller.headers, await heic(1024, 768), { name: "IMG_0001.HEIC", type: "image/heic" }),
    );
    expect(file).toMatchObject({ outputType: "image", extension: "heic", width: 1024, height: 768 });
    await test.processFile(file);
    const done = await fileById(file.id);
    expect(done.converted).toBe(true);
    expect(done.versions.med).toEqual({ width: 667, height: 500 });
    expect((await sharp(await storedImage(file.storageId, "med.webp")).metadata()).format).toBe("webp");
  });

  it("cancels a file whose thumbnail cannot be made: a picture header over broken data", async () => {
    const header = (await photo(1000, 800)).subarray(0, 700);
    const broken = Buffer.concat([header, Buffer.alloc(20_000, 0x55)]);
    const file = await uploaded(await test.upload(seller.headers, broken));
    await test.processFile(file);
    expect(
      (await test.app.inject({ url: `/api/files/${file.id}`, headers: seller.headers })).statusCode,
    ).toBe(404);
    expect((await test.storedPaths()).some((name) => name.includes(file.storageId))).toBe(false);
    expect(
      test.logged.some(
        (line) => line.level === "warn" && (line.object as { fileId?: number }).fileId === file.id,
      ),
    ).toBe(true);
  });
});

describe("processing a video", () => {
  it("transcodes it to an H.264 MP4 of at most 1280x720 with a poster, thumbnail first", async () => {
    const clip = await video("clip.mov", "1920x1080");
    const file = await uploaded(
      await test.upload(seller.headers, clip, { name: "clip.mov", type: "video/quicktime" }),
    );
    expect(file).toMatchObject({ outputType: "video", extension: "mov", converted: false });
    await test.processFile(file);
    const done = await fileById(file.id);
    expect(done).toMatchObject({
      converted: true,
      extension: "mp4",
      width: 1280,
      height: 720,
      failure: null,
    });
    expect(done.versions).toMatchObject({
      thumbnail: { width: 200, height: 113 },
      med: { width: 889, height: 500 },
    });
    expect(done.versions.original).toEqual({ width: 1280, height: 720 });
    const mp4 = await storedImage(file.storageId, "original.mp4");
    expect(mp4.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(mp4.includes("avc1")).toBe(true);
    expect(await test.storage.exists(mediaKey(file.storageId, "source.mov"))).toBe(false);
  }, 60_000);

  it("turns a video: the poster's versions and the video itself, a quarter clockwise", async () => {
    const clip = await video("clip.mp4", "640x360");
    const file = await uploaded(
      await test.upload(seller.headers, clip, { name: "clip.mp4", type: "video/mp4" }),
    );
    await test.processFile(file);
    const turned = await test.app.inject({
      method: "PATCH",
      url: `/api/files/${file.id}`,
      headers: seller.headers,
      payload: { rotation: 1 },
    });
    expect(turned.json().content).toMatchObject({ rotation: 1, converted: false });
    await test.rotate(file.id);
    expect(await fileById(file.id)).toMatchObject({ rotation: 1, converted: true });
    expect(await sharp(await storedImage(file.storageId, "med1.webp")).metadata()).toMatchObject({
      width: 360,
      height: 640,
    });
    const folder = await mkdtemp(path.join(tmpdir(), "tirgus-turned-"));
    try {
      const turnedVideo = path.join(folder, "original1.mp4");
      await writeFile(turnedVideo, await storedImage(file.storageId, "original1.mp4"));
      const frame = await posterFrame(test.config.ffmpegPath, turnedVideo);
      expect(await sharp(frame).metadata()).toMatchObject({ width: 360, height: 640 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps a video unconverted, marked and logged, when the server has no ffmpeg", async () => {
    const clip = await video("clip.mp4", "320x240");
    const file = await uploaded(
      await test.upload(seller.headers, clip, { name: "clip.mp4", type: "video/mp4" }),
    );
    await processVideo(file.id, { ...test.services, ffmpeg: "/nonexistent/ffmpeg" });
    expect(await fileById(file.id)).toMatchObject({
      converted: false,
      failure: "converterMissing",
      versions: {},
    });
    expect(await test.storage.exists(mediaKey(file.storageId, "source.mp4"))).toBe(true);
    expect(test.logged.at(-1)?.message).toMatch(/ffmpeg is not installed.*apt-get install -y ffmpeg/);
  }, 30_000);
});

describe("the caller's files", () => {
  it("lists a lot's files and those waiting for a lot, to their owner only", async () => {
    const lotId = await test.addLot(seller.userId);
    const first = await uploaded(await test.upload(seller.headers, await photo(1000, 800), { lot: lotId }));
    const second = await uploaded(await test.upload(seller.headers, await photo(1000, 801), { lot: lotId }));
    const listed = await test.app.inject({ url: `/api/files?lot=${lotId}`, headers: seller.headers });
    expect(listed.headers["cache-control"]).toBe("private, no-store");
    expect(listed.json().content.data.map((file: OwnFile) => [file.id, file.sequence])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
    expect(
      (await test.app.inject({ url: `/api/files?lot=${lotId}`, headers: other.headers })).statusCode,
    ).toBe(403);
    expect(
      (await test.app.inject({ url: `/api/files/${first.id}`, headers: other.headers })).statusCode,
    ).toBe(403);
    const waiting = await uploaded(await test.upload(other.headers, await photo(1000, 802)));
    const unattached = (await test.app.inject({ url: "/api/files", headers: other.headers })).json().content;
    expect(unattached.data.map((file: OwnFile) => file.id)).toEqual([waiting.id]);
  });

  it("orders a lot's files (the first is the cover) and takes in those uploaded before the lot", async () => {
    const lotId = await test.addLot(seller.userId);
    const inLot = await uploaded(await test.upload(seller.headers, await photo(1000, 810), { lot: lotId }));
    const waiting = await uploaded(await test.upload(seller.headers, await photo(1000, 811)));
    const order = (files: number[], headers = seller.headers) =>
      test.app.inject({ method: "PATCH", url: `/api/lots/${lotId}/files`, headers, payload: { files } });
    const answer = await order([waiting.id, inLot.id]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().content.data.map((file: OwnFile) => [file.id, file.sequence, file.lotId])).toEqual([
      [waiting.id, 0, lotId],
      [inLot.id, 1, lotId],
    ]);
    const cover = (await test.app.inject({ url: `/api/lots/${lotId}/files`, headers: seller.headers })).json()
      .content.data[0];
    expect(cover.id).toBe(waiting.id);
    expect((await order([inLot.id], other.headers)).statusCode).toBe(403);
    const foreign = await uploaded(await test.upload(other.headers, await photo(1000, 812)));
    const withForeign = await order([inLot.id, foreign.id]);
    expect(withForeign.statusCode).toBe(400);
    expect(withForeign.json().errors).toEqual([{ message: "Wrong value", field: "files" }]);
    expect((await order([inLot.id, inLot.id])).statusCode).toBe(400);
  });

  it("refuses a waiting file that duplicates one already in the lot it joins", async () => {
    const lotId = await test.addLot(seller.userId);
    const data = await photo(1000, 820);
    await uploaded(await test.upload(seller.headers, data, { lot: lotId }));
    const twin = await uploaded(await test.upload(seller.headers, data));
    const answer = await test.app.inject({
      method: "PATCH",
      url: `/api/lots/${lotId}/files`,
      headers: seller.headers,
      payload: { files: [twin.id] },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errors[0].message).toBe("File exyst for this lot");
  });

  it("turns a file in quarter turns, stores the turned versions, and keeps no rotation for 0", async () => {
    const file = await uploaded(await test.upload(seller.headers, await photo(1200, 900)));
    await test.processFile(file);
    const turn = (rotation: number, headers = seller.headers) =>
      test.app.inject({ method: "PATCH", url: `/api/files/${file.id}`, headers, payload: { rotation } });
    const turned = await turn(1);
    expect(turned.json().content).toMatchObject({ rotation: 1, converted: false });
    await test.rotate(file.id);
    expect(await fileById(file.id)).toMatchObject({ rotation: 1, converted: true });
    // Every version the pages ask for with the rotation exists: the upright one turned a quarter clockwise
    // (the lot page swaps a version's width and height for odd turns), the marker now top-right.
    const med = await storedImage(file.storageId, "med1.webp");
    expect(await sharp(med).metadata()).toMatchObject({ width: 500, height: 667 });
    const sizes = Object.keys((await fileById(file.id)).versions);
    expect(sizes).toHaveLength(7);
    for (const size of sizes) {
      const formats = size === "original" ? ["jpeg"] : ["webp", "jpeg"];
      for (const format of formats) {
        expect(await test.storage.exists(mediaKey(file.storageId, `${size}1.${format}`)), size).toBe(true);
      }
    }
    expect(isRed(await colourAt(await storedImage(file.storageId, "original1.jpeg"), 890, 10))).toBe(true);
    expect((await turn(0)).json().content).toMatchObject({ rotation: null, converted: true });
    expect((await turn(4)).statusCode).toBe(400);
    expect((await turn(2, other.headers)).statusCode).toBe(403);
  });

  it("makes the rotation a seller chose while the file was still being processed", async () => {
    const file = await uploaded(await test.upload(seller.headers, await photo(1200, 901)));
    await test.app.inject({
      method: "PATCH",
      url: `/api/files/${file.id}`,
      headers: seller.headers,
      payload: { rotation: 3 },
    });
    // The rotation job finds the file unprocessed and leaves it to the processing job, which ends with it.
    await test.rotate(file.id);
    expect(await test.storage.exists(mediaKey(file.storageId, "med3.webp"))).toBe(false);
    await test.processFile(file);
    expect(await fileById(file.id)).toMatchObject({ rotation: 3, converted: true });
    expect(await test.storage.exists(mediaKey(file.storageId, "med3.webp"))).toBe(true);
  });

  it("deletes a file with its stored versions, for its owner only", async () => {
    const file = await uploaded(await test.upload(seller.headers, await photo(1000, 830)));
    await test.processFile(file);
    const remove = (headers: Record<string, string>) =>
      test.app.inject({ method: "DELETE", url: `/api/files/${file.id}`, headers });
    expect((await remove(other.headers)).statusCode).toBe(403);
    const removed = await remove(seller.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ content: null });
    expect((await test.storedPaths()).some((name) => name.includes(file.storageId))).toBe(false);
    expect((await remove(seller.headers)).statusCode).toBe(404);
  });
});

describe("the media workers", () => {
  it("process an upload queued by the API, as ROLE=worker does", async () => {
    const file = await uploaded(
      await test.upload(seller.headers, await photo(1000, 840), { lot: seller.lotId }),
    );
    const workers = await startJobWorkers(test.db, test.services.log, {
      config: test.config,
      definitions: [processImageJob, processVideoJob, rotateFileJob] as never,
    });
    try {
      for (let attempt = 0; attempt < 250 && !(await fileById(file.id)).converted; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await fileById(file.id)).toMatchObject({ converted: true });
    } finally {
      await workers.stop();
    }
  }, 40_000);
});

describe("upload messages", () => {
  it.each(["lv", "ru"] as const)("are all translated in %s", (language) => {
    const dictionary = loadDictionary(language);
    const keys = [
      ...Object.values(UploadMessage),
      ...Object.values(FileFailureMessage),
      HttpMessage.forbidden,
    ];
    keys.push(
      ShownText.imageTooLarge,
      ShownText.videoTooLarge,
      ShownText.duplicateFile,
      ShownText.slowConnection,
    );
    expect(keys.filter((key) => !dictionary[key])).toEqual([]);
  });
});
