import { readdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import { ShownText } from "@tirgus/domain/errors";
import { videoMaxBytes } from "@tirgus/domain/limits";
import { UploadMessage } from "@tirgus/domain/media";
import type { OwnFile } from "@tirgus/domain/media-upload-api";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heic, photo } from "../../../test/media-fixtures.ts";
import { mediaKey } from "../../platform/storage.ts";
import { buildUploadTestApp, type UploadTestApp } from "./test-uploads.ts";

/*
 * The hostile-file corpus (issue 7): files made to fool a type check, a decoder or a path. Each is refused
 * with a clear error or comes out re-encoded with nothing of its payload left; nothing lands outside the
 * storage root. The files are made here, none is committed.
 */

let test: UploadTestApp;
let seller: Awaited<ReturnType<UploadTestApp["seller"]>>;
beforeAll(async () => {
  test = await buildUploadTestApp();
  seller = await test.seller("seller@hostile.lv");
}, 60_000);
afterAll(() => test.close());

const errorsOf = (response: { json(): unknown }) => (response.json() as { errors: unknown[] }).errors;

/** Everything stored for a file, each object's bytes. */
async function storedObjects(file: OwnFile): Promise<Map<string, Buffer>> {
  const objects = new Map<string, Buffer>();
  for (const name of await test.storedPaths()) {
    if (!name.includes(file.storageId)) continue;
    const stored = await test.storage.read(mediaKey(file.storageId, path.basename(name)));
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    objects.set(path.basename(name), Buffer.concat(chunks));
  }
  return objects;
}

/** Uploads, processes, and answers what was stored: the payload must be gone from every object. */
async function reencoded(data: Buffer, name: string): Promise<Map<string, Buffer>> {
  const response = await test.upload(seller.headers, data, { name });
  expect(response.statusCode, response.body).toBe(201);
  const file = response.json().content as OwnFile;
  await test.processFile(file);
  const objects = await storedObjects(file);
  expect([...objects.keys()]).toContain("original.jpeg");
  // The upload itself (the only object that held the payload) is removed once the versions exist.
  expect([...objects.keys()].some((key) => key.startsWith("source."))).toBe(false);
  return objects;
}

/** A PNG chunk: length, type, data and the CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

describe("hostile files", () => {
  it("re-encodes a JPEG with a ZIP archive and a script appended: none of it is stored", async () => {
    const zip = Buffer.concat([
      Buffer.from("PK\x03\x04", "latin1"),
      Buffer.from("payload.sh#!/bin/sh\nrm -rf /\n"),
    ]);
    const objects = await reencoded(Buffer.concat([await photo(1000, 800), zip]), "holiday.jpg");
    for (const [name, data] of objects) {
      expect(data.includes("PK\x03\x04"), name).toBe(false);
      expect(data.includes("rm -rf"), name).toBe(false);
    }
  });

  it("re-encodes a PNG that is also an HTML page with a script: the page is not stored", async () => {
    const png = await sharp(await photo(1000, 800))
      .png()
      .toBuffer();
    const html = pngChunk(
      "tEXt",
      Buffer.from("Comment\0<html><script>alert(document.cookie)</script></html>"),
    );
    const iend = png.length - 12;
    const objects = await reencoded(
      Buffer.concat([png.subarray(0, iend), html, png.subarray(iend)]),
      "page.png",
    );
    for (const [name, data] of objects) expect(data.includes("<script"), name).toBe(false);
  });

  it("refuses an SVG with a script, and an HTML page named like a picture", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><script>alert(1)</script></svg>';
    const html = "<!doctype html><html><body><script>alert(1)</script></body></html>";
    for (const [data, name, type] of [
      [svg, "drawing.svg", "image/svg+xml"],
      [html, "photo.png", "image/png"],
    ] as const) {
      const response = await test.upload(seller.headers, Buffer.from(data), { name, type });
      expect(response.statusCode).toBe(415);
      expect(errorsOf(response)).toEqual([{ message: UploadMessage.unsupportedType, field: "file" }]);
    }
  });

  it("refuses a HEIC photo cut short", async () => {
    const whole = await heic(1024, 768);
    const response = await test.upload(seller.headers, whole.subarray(0, Math.floor(whole.length * 0.7)), {
      name: "IMG_0002.HEIC",
      type: "image/heic",
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ message: UploadMessage.imageUnreadable, field: "file" }]);
  });

  it("refuses a decompression bomb: a small PNG that declares 40000x40000 pixels", async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(40_000, 0);
    header.writeUInt32BE(40_000, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, not interlaced
    const { deflateSync } = await import("node:zlib");
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(Buffer.alloc(1 + 40_000 * 3))),
      pngChunk("IEND", Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(1000);
    const response = await test.upload(seller.headers, bomb, { name: "small.png", type: "image/png" });
    expect(response.statusCode).toBe(413);
    expect(errorsOf(response)).toEqual([
      { message: UploadMessage.imageTooManyPixels, values: [50], field: "file" },
    ]);
  });

  /** A streamed video: a real first box (ftyp), then zeros up to `size` bytes, made as they are read. */
  function videoStream(size: number) {
    const header = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypisom\0\0\x02\0isomiso2", "latin1"),
    ]);
    const chunk = Buffer.alloc(1024 * 1024);
    const progress = { sent: 0 };
    const content = Readable.from(
      (function* () {
        yield header;
        progress.sent = header.length;
        while (progress.sent < size) {
          const part = chunk.subarray(0, Math.min(chunk.length, size - progress.sent));
          progress.sent += part.length;
          yield part;
        }
      })(),
    );
    return { content, progress };
  }

  it("refuses a video of 1 GB and 1 byte, never holding it in memory", async () => {
    const { content, progress } = videoStream(videoMaxBytes + 1);
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    }, 50);
    const response = await test.uploadStream(seller.headers, content).finally(() => clearInterval(sampler));
    expect(progress.sent).toBe(videoMaxBytes + 1);
    expect(response.statusCode, response.body).toBe(413);
    expect(errorsOf(response)).toEqual([{ message: ShownText.videoTooLarge, field: "file" }]);
    expect(response.headers.connection).toBe("close");
    // The gigabyte passed through: the process grew by a small fraction of it.
    expect(rssPeak - rssBefore).toBeLessThan(150 * 1024 ** 2);
    expect(await readdir(path.join(test.dataDir, "uploads"))).toEqual([]);
  }, 120_000);

  it("stops reading a video that goes on past 1 GB once it crosses the limit: the connection closes", async () => {
    // Over a real socket: closing the connection with the answer is what stops the browser sending the rest.
    const address = await test.app.listen({ port: 0, host: "127.0.0.1" });
    const { content, progress } = videoStream(4 * videoMaxBytes);
    const boundary = "----tirgus-endless";
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${address}/api/files`, {
        method: "POST",
        headers: { ...seller.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      });
      request.once("response", (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
      });
      request.once("error", reject);
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.mp4"\r\n\r\n`,
      );
      content.pipe(request);
    });
    content.destroy();
    expect(status).toBe(413);
    expect(progress.sent).toBeGreaterThan(videoMaxBytes);
    expect(progress.sent).toBeLessThan(videoMaxBytes + 64 * 1024 ** 2);
  }, 120_000);

  it("never uses the file's name: a path out of the storage root lands inside it like any other", async () => {
    for (const name of ["../../etc/passwd.jpg", "..\\..\\windows\\win.ini.jpg", "/etc/shadow.jpg"]) {
      const response = await test.upload(seller.headers, await photo(1000, 800 + name.length), { name });
      expect(response.statusCode).toBe(201);
      await test.processFile(response.json().content as OwnFile);
    }
    const everything = await readdir(test.dataDir, { recursive: true });
    expect(everything.filter((entry) => /passwd|shadow|win\.ini/.test(entry))).toEqual([]);
    for (const stored of await test.storedPaths())
      expect(stored).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{16}\/[a-z0-9]+\.[a-z0-9]+$/);
  });
});
