import { createHash } from "node:crypto";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MediaStorage, mediaKey, openStorage } from "./storage.ts";
import type { S3Settings } from "./storage-s3.ts";
import { signRequest } from "./storage-s3-signing.ts";

/*
 * The S3 adapter against a small S3 written here: path-style buckets, PutObject, GetObject, HeadObject,
 * DeleteObject and ListObjectsV2 in pages of two, and every request's signature checked by signing it again
 * (the signer itself is pinned to AWS's published examples in storage-s3-signing.test.ts).
 */

type StoredObject = { body: Buffer; type: string };
const objects = new Map<string, StoredObject>();
const refusedSignatures: string[] = [];
let settings: S3Settings;
let server: http.Server;
let storage: MediaStorage;

const keys = { accessKeyId: "test-key", secretAccessKey: "test-secret", region: "eu-north-1" };

function signedCorrectly(request: http.IncomingMessage, url: URL): boolean {
  const authorization = request.headers.authorization ?? "";
  const names = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(";") ?? [];
  const signed = Object.fromEntries(
    names
      .filter((name) => name !== "host" && name !== "x-amz-date")
      .map((name) => [name, String(request.headers[name])]),
  );
  const amzDate = String(request.headers["x-amz-date"]);
  const at = new Date(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
  );
  const again = signRequest(
    {
      method: request.method ?? "",
      url,
      headers: signed,
      payloadHash: String(request.headers["x-amz-content-sha256"]),
    },
    { ...keys, service: "s3" },
    at,
  );
  return again.authorization === authorization;
}

async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
  const body = await buffer(request);
  if (!signedCorrectly(request, url)) {
    refusedSignatures.push(`${request.method} ${url.pathname}`);
    return response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
  }
  const [, bucket, ...rest] = url.pathname.split("/");
  const key = rest.join("/");
  if (bucket !== settings.bucket)
    return response.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
  const declaredHash = request.headers["x-amz-content-sha256"];
  if (request.method === "PUT") {
    if (
      declaredHash !== "UNSIGNED-PAYLOAD" &&
      declaredHash !== createHash("sha256").update(body).digest("hex")
    ) {
      return response.writeHead(400).end("<Error><Code>XAmzContentSHA256Mismatch</Code></Error>");
    }
    objects.set(key, { body, type: String(request.headers["content-type"]) });
    return response.writeHead(200).end();
  }
  if (request.method === "GET" && key === "") return list(url, response);
  const object = objects.get(key);
  if (request.method === "DELETE") {
    objects.delete(key);
    return response.writeHead(204).end();
  }
  if (!object)
    return response
      .writeHead(404)
      .end(request.method === "HEAD" ? undefined : "<Error><Code>NoSuchKey</Code></Error>");
  const etag = `"${createHash("md5").update(object.body).digest("hex")}"`;
  response.writeHead(200, { "content-type": object.type, "content-length": object.body.length, etag });
  response.end(request.method === "HEAD" ? undefined : object.body);
}

/** ListObjectsV2, two keys a page, so the adapter has to follow continuation tokens. */
function list(url: URL, response: http.ServerResponse) {
  const prefix = url.searchParams.get("prefix") ?? "";
  const all = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
  const start = Number(url.searchParams.get("continuation-token") ?? 0);
  const page = all.slice(start, start + 2);
  const truncated = start + 2 < all.length;
  response
    .writeHead(200, { "content-type": "application/xml" })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${truncated}</IsTruncated>` +
        page.map((key) => `<Contents><Key>${key}</Key></Contents>`).join("") +
        (truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : "") +
        "</ListBucketResult>",
    );
}

beforeAll(async () => {
  server = http.createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  settings = {
    kind: "s3",
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "tirgus-media",
    pathStyle: true,
    ...keys,
  };
  storage = openStorage(settings);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("S3 storage", () => {
  it("puts, reads back with type, size and validator, and tells what exists", async () => {
    const key = mediaKey("abcd1234", "med.webp");
    await storage.put(key, Buffer.from("picture bytes"), "image/webp");
    const stored = await storage.read(key);
    if (!stored) throw new Error("nothing read back");
    expect(stored).toMatchObject({ size: 13, contentType: "image/webp" });
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await buffer(stored.body)).toString()).toBe("picture bytes");
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.exists(mediaKey("abcd1234", "hd.webp"))).toBe(false);
    expect(await storage.read(mediaKey("abcd1234", "hd.webp"))).toBeNull();
    expect(refusedSignatures).toEqual([]);
  });

  it("moves a local file in, streamed, and removes it from the disk", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "tirgus-s3-"));
    const file = path.join(folder, "clip.mp4");
    await writeFile(file, Buffer.alloc(3 * 1024 * 1024, 7));
    const key = mediaKey("abcd1234", "original.mp4");
    await storage.moveIn(key, file, "video/mp4");
    expect(objects.get(`${key}`)?.body.length).toBe(3 * 1024 * 1024);
    expect(await storage.exists(key)).toBe(true);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
    await rm(folder, { recursive: true, force: true });
  });

  it("removes one object, and every object of a storage id across listing pages", async () => {
    for (const name of ["a.webp", "b.webp", "c.webp", "d.jpeg", "e.jpeg"]) {
      await storage.put(mediaKey("wxyz5678", name), Buffer.from(name), contentTypeOf(name));
    }
    await storage.put(mediaKey("wxyz9999", "med.webp"), Buffer.from("another file"), "image/webp");
    await storage.remove(mediaKey("wxyz5678", "a.webp"));
    expect(await storage.exists(mediaKey("wxyz5678", "a.webp"))).toBe(false);
    await storage.deleteStorageId("wxyz5678");
    expect([...objects.keys()].filter((key) => key.includes("wxyz5678"))).toEqual([]);
    expect(await storage.exists(mediaKey("wxyz9999", "med.webp"))).toBe(true);
  });

  it("fails loudly, naming the call, when the bucket refuses", async () => {
    const wrong = openStorage({ ...settings, secretAccessKey: "not-the-secret" });
    await expect(wrong.put(mediaKey("abcd1234", "x.webp"), Buffer.from("x"), "image/webp")).rejects.toThrow(
      /S3 PUT ab\/cd\/abcd1234\/x\.webp answered 403: .*SignatureDoesNotMatch/,
    );
    refusedSignatures.length = 0;
  });

  it("refuses keys that could leave the bucket's media prefix", async () => {
    await expect(storage.read("../secrets")).rejects.toThrow(RangeError);
  });
});

const contentTypeOf = (name: string) => (name.endsWith(".webp") ? "image/webp" : "image/jpeg");
