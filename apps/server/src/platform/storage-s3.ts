import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import { checkedKey, type MediaStorage, storageIdPrefix } from "./storage.ts";
import {
  emptyPayloadHash,
  type SigningKeys,
  sha256Hex,
  signRequest,
  unsignedPayload,
} from "./storage-s3-signing.ts";

/** An S3-compatible bucket (MEDIA_STORAGE=s3); `pathStyle` puts the bucket in the path, as MinIO needs. */
export type S3Settings = {
  kind: "s3";
  /** e.g. https://s3.eu-north-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
};

/** Stored versions never change under their key, so a CDN or the bucket itself may keep them for good. */
const objectCacheControl = "public, max-age=31536000, immutable";

type Answer = { status: number; headers: IncomingMessage["headers"]; body: IncomingMessage };

/**
 * Media in an S3-compatible bucket, over plain HTTP requests signed with SigV4. Keys are the same as on
 * local disk (`ab/cd/{storageId}/med.webp`); this server still answers `/storage/...` by reading the object,
 * unless a CDN in front of the bucket (CDN_URL) serves them.
 */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const keys: SigningKeys = { ...settings, service: "s3" };
  const endpoint = new URL(settings.endpoint);
  const objectUrl = (key = "") =>
    settings.pathStyle
      ? new URL(`${endpoint.pathname.replace(/\/$/, "")}/${settings.bucket}/${key}`, endpoint)
      : new URL(`/${key}`, `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`);

  async function send(
    method: string,
    url: URL,
    options: { headers?: Record<string, string>; body?: Buffer | Readable; payloadHash?: string } = {},
  ): Promise<Answer> {
    const headers = signRequest(
      { method, url, headers: options.headers ?? {}, payloadHash: options.payloadHash ?? emptyPayloadHash },
      keys,
      new Date(),
    );
    const client = url.protocol === "https:" ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(url, { method, headers: { ...headers, host: url.host } }, (response) =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response }),
      );
      request.once("error", reject);
      const { body } = options;
      if (body === undefined || Buffer.isBuffer(body)) request.end(body);
      else body.once("error", (error) => request.destroy(error)).pipe(request);
    });
  }

  /** Anything but the expected status is a failure that names the call (the bucket's answer is XML). */
  async function expectStatus(answer: Answer, expected: number[], what: string): Promise<Answer> {
    if (expected.includes(answer.status)) return answer;
    const detail = (await text(answer.body)).slice(0, 300);
    throw new Error(`S3 ${what} answered ${answer.status}: ${detail}`);
  }

  async function upload(
    key: string,
    body: Buffer | Readable,
    size: number,
    contentType: string,
    hash: string,
  ) {
    const headers = {
      "content-type": contentType,
      "content-length": String(size),
      "cache-control": objectCacheControl,
      "x-amz-content-sha256": hash,
    };
    const answer = await send("PUT", objectUrl(checkedKey(key)), { headers, body, payloadHash: hash });
    (await expectStatus(answer, [200], `PUT ${key}`)).body.resume();
  }

  async function keysUnder(prefix: string): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const url = objectUrl();
      url.searchParams.set("list-type", "2");
      url.searchParams.set("prefix", prefix);
      if (token) url.searchParams.set("continuation-token", token);
      const answer = await expectStatus(await send("GET", url, { headers: contentHash() }), [200], "list");
      const listing = await text(answer.body);
      found.push(...[...listing.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlText(match[1] ?? "")));
      token = /<IsTruncated>true<\/IsTruncated>/.test(listing)
        ? xmlText(/<NextContinuationToken>([^<]*)</.exec(listing)?.[1] ?? "")
        : undefined;
    } while (token);
    return found;
  }

  async function remove(key: string) {
    const answer = await send("DELETE", objectUrl(checkedKey(key)), { headers: contentHash() });
    (await expectStatus(answer, [200, 204, 404], `DELETE ${key}`)).body.resume();
  }

  return {
    settings,

    put: (key, body, contentType) => upload(key, body, body.length, contentType, sha256Hex(body)),

    async moveIn(key, filePath, contentType) {
      const { size } = await stat(filePath);
      // Streamed, so not hashed in advance: S3 accepts an unsigned payload over the signed headers.
      await upload(key, createReadStream(filePath), size, contentType, unsignedPayload);
      await rm(filePath, { force: true });
    },

    async read(key) {
      const answer = await send("GET", objectUrl(checkedKey(key)), { headers: contentHash() });
      if (answer.status === 404) {
        answer.body.resume();
        return null;
      }
      await expectStatus(answer, [200], `GET ${key}`);
      return {
        body: answer.body,
        size: Number(answer.headers["content-length"]),
        contentType: answer.headers["content-type"] ?? "application/octet-stream",
        etag: answer.headers.etag ?? `"${Number(answer.headers["content-length"]).toString(36)}"`,
      };
    },

    async exists(key) {
      const answer = await send("HEAD", objectUrl(checkedKey(key)), { headers: contentHash() });
      answer.body.resume();
      if (answer.status === 404) return false;
      await expectStatus(answer, [200], `HEAD ${key}`);
      return true;
    },

    remove,

    async deleteStorageId(storageId) {
      for (const key of await keysUnder(`${storageIdPrefix(storageId)}/`)) await remove(key);
    },
  };
}

/** S3 wants the payload hash as a header of every call, an empty body's included. */
const contentHash = () => ({ "x-amz-content-sha256": emptyPayloadHash });

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const xmlEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const xmlText = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => xmlEntities[name] ?? "");
