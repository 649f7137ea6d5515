import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/app.ts";
import { createMediaStorage, mediaKey } from "../../platform/storage.ts";

const storageId = "ab12cd34ef56";
const webp = Buffer.from("RIFF....WEBPVP8 fake picture bytes");
let dataDir: string;
let subject: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tirgus-media-"));
  subject = await buildTestApp({ DATA_DIR: dataDir });
  const storage = createMediaStorage({ dataDir });
  await storage.put(mediaKey(storageId, "med.webp"), webp, "image/webp");
  await storage.put(mediaKey(storageId, "hd2.jpeg"), Buffer.from("jpeg bytes"), "image/jpeg");
});
afterAll(async () => {
  await subject.close();
  await rm(dataDir, { recursive: true, force: true });
});

const address = (file: string, id = storageId) =>
  `/storage/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}/${file}`;

describe("GET /storage/{a}/{b}/{storageId}/{file}", () => {
  it("serves a stored version with its type, for a year, immutable", async () => {
    const response = await subject.app.inject({ url: address("med.webp") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-length"]).toBe(String(webp.length));
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.rawPayload.equals(webp)).toBe(true);
  });

  it("serves rotated versions under their rotation digit", async () => {
    const response = await subject.app.inject({ url: address("hd2.jpeg") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.body).toBe("jpeg bytes");
  });

  it("answers 304 without the bytes when the browser has the same version", async () => {
    const first = await subject.app.inject({ url: address("med.webp") });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await subject.app.inject({
        url: address("med.webp"),
        headers: { "if-none-match": ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await subject.app.inject({
      url: address("med.webp"),
      headers: { "if-none-match": '"other"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await subject.app.inject({ method: "HEAD", url: address("med.webp") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["content-length"]).toBe(String(webp.length));
    expect(response.body).toBe("");
  });

  it("answers 404 in the error shape for a version that is not stored", async () => {
    for (const url of [address("hd.webp"), address("med.webp", "ffff0000")]) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: "Not found" }] });
    }
  });

  it("answers 400 for an address that does not have the shape of a media address", async () => {
    const invalid = [
      `/storage/zz/12/${storageId}/med.webp`,
      `/storage/ab/cd/${storageId}/med.webp`,
      `/storage/ab/12/..%2F..%2Fetc/med.webp`,
      `/storage/ab/12/${storageId}/..%2Fmed.webp`,
      `/storage/ab/12/${storageId}/big.webp`,
      `/storage/ab/12/${storageId}/med.gif`,
      `/storage/ab/12/${storageId}/med4.webp`,
      `/storage/ab/12/${storageId}/med0.webp`,
      `/storage/ab/12/${storageId}/med.webp.tmp`,
      `/storage/a/b1/a${"b1"}2/med.webp`,
    ];
    for (const url of invalid) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].message, url).toBe("This field contains invalid data!");
    }
  });
});

describe("CDN_URL", () => {
  it("starts media addresses at this server unless a CDN is set", () => {
    expect(testConfig({ PUBLIC_URL: "https://tirgus.lv/" }).cdnUrl).toBe("https://tirgus.lv");
    expect(testConfig({ PUBLIC_URL: "https://tirgus.lv", CDN_URL: "https://cdn.tirgus.lv/" }).cdnUrl).toBe(
      "https://cdn.tirgus.lv",
    );
    expect(() => testConfig({ CDN_URL: "ftp://cdn.tirgus.lv" })).toThrow(
      /CDN_URL="ftp:\/\/cdn.tirgus.lv": expected an http\(s\) address/,
    );
  });
});

describe("the Open Graph picture", () => {
  it("is cut to 1200x630 from a picture's versions on first request, then kept", async () => {
    const { default: sharp } = await import("sharp");
    const { storeImageVersions } = await import("./versions.ts");
    const storage = createMediaStorage({ dataDir });
    const photo = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    await storeImageVersions(storage, "og0picture01", photo);
    expect(await storage.read(mediaKey("og0picture01", "og.jpeg"))).toBeNull();

    const first = await subject.app.inject({ url: address("og.jpeg", "og0picture01") });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    const size = await sharp(first.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([1200, 630]);
    const kept = await storage.read(mediaKey("og0picture01", "og.jpeg"));
    expect(kept?.size).toBe(first.rawPayload.length);
    kept?.body.destroy();

    expect((await subject.app.inject({ url: address("og.jpeg", "og0nothing01") })).statusCode).toBe(404);
  });

  it("is turned as the seller turned the cover: `og1.jpeg` is cut from the picture a quarter turn clockwise", async () => {
    const { default: sharp } = await import("sharp");
    const { storeImageVersions } = await import("./versions.ts");
    const storage = createMediaStorage({ dataDir });
    // Red above, blue below: turned clockwise, blue is on the left and red on the right.
    const half = { width: 2000, height: 750, channels: 3 } as const;
    const red = await sharp({ create: { ...half, background: { r: 255, g: 0, b: 0 } } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { ...half, height: 1500, background: { r: 0, g: 0, b: 255 } } })
      .composite([{ input: red, top: 0, left: 0 }])
      .jpeg()
      .toBuffer();
    // Only the upright versions: the rotation job has not made the turned ones yet.
    await storeImageVersions(storage, "og0turned01", photo);

    const turned = await subject.app.inject({ url: address("og1.jpeg", "og0turned01") });
    expect(turned.statusCode).toBe(200);
    const { data, info } = await sharp(turned.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [leftRed, , leftBlue] = pixel(100, 315);
    const [rightRed, , rightBlue] = pixel(1100, 315);
    expect(leftBlue).toBeGreaterThan(200);
    expect(leftRed).toBeLessThan(60);
    expect(rightRed).toBeGreaterThan(200);
    expect(rightBlue).toBeLessThan(60);
    const kept = await storage.read(mediaKey("og0turned01", "og1.jpeg"));
    expect(kept?.size).toBe(turned.rawPayload.length);
    kept?.body.destroy();
  });
});
