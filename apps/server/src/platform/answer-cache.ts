import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createBytesBoundedMap } from "@tirgus/domain/bytes-bounded-map";
import type { FastifyReply } from "fastify";
import type pg from "pg";
import type { z } from "zod";
import { keptBuffer } from "./kept-buffer.ts";

export type Encoding = "br" | "gzip";
type Answer = {
  /** The answer's JSON as UTF-8: sent as it is, and half the memory of the string for Latvian or Russian. */
  body: Buffer;
  etag: string;
  expires: number;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Memory the answer holds: its body and, once made, its compressed forms. */
  bytes: number;
  /** Keeps a compressed form, counted against the cache while the answer is in it. */
  addEncoded(encoding: Encoding, body: Buffer): void;
};

/**
 * Catalogue answers are large (the cars filters carry 700 values), asked for by every listing and form, and
 * change only when the catalogue is reloaded or, for ad counts, when lots change. Each process keeps the
 * serialised answer for a few seconds, so repeated asks cost no queries and no serialisation; the answer is
 * checked against its schema once, when it is built. Compressed forms are kept too: compressing 100 KB of
 * tree on every request cost more CPU than everything else the request did (bench/RESULTS.md).
 * What one cache holds is bounded by bytes, not by a count of answers: a list answer is 15-35 KB, a
 * category's filters up to 100 KB. The oldest answers, the first to go stale anyway, make room for new ones.
 */
export type AnswerCacheOptions = {
  /** How long an answer is kept. */
  ttlMs?: number;
  now?: () => number;
  /** What the kept answers (and their compressed forms) may hold together. */
  maxBytes?: number;
  /**
   * Whether each answer is checked against its schema when built. On outside production (development, tests):
   * in production the types are what keep answers in shape, since checking a 20-card list cost a sixth of
   * what the whole request did (bench/RESULTS.md, category listing at 1M lots).
   */
  checkAnswers?: boolean;
};

/**
 * What an answer's loader must give: the `content` of the answer's schema. Where answers are not checked at
 * run time (production), this is what keeps them in shape.
 */
type ContentOf<Schema extends z.ZodType> =
  z.input<Schema> extends { content: infer Content } ? Content : never;

/** What a plugin of routes answering from a cache is registered with. */
export type AnswerRoutesOptions = { pool: pg.Pool; checkAnswers: boolean };

export function createAnswerCache({
  ttlMs = 5_000,
  now = Date.now,
  maxBytes = 8 * 1024 * 1024,
  checkAnswers = true,
}: AnswerCacheOptions = {}) {
  const answers = createBytesBoundedMap<Answer>(maxBytes);
  const building = new Map<string, Promise<Answer | null>>();

  async function build(key: string, schema: z.ZodType, load: () => Promise<unknown>): Promise<Answer | null> {
    const value = await load();
    if (value === null) return null;
    const body = keptBuffer(
      JSON.stringify(checkAnswers ? schema.parse({ content: value }) : { content: value }),
    );
    const answer: Answer = {
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      expires: now() + ttlMs,
      encoded: {},
      bytes: body.length,
      addEncoded(encoding, body) {
        answer.encoded[encoding] = body;
        answer.bytes += body.length;
        answers.grow(key, answer, body.length);
      },
    };
    // An answer bigger than a quarter of the cache is sent, not kept.
    if (answer.bytes <= maxBytes / 4) answers.set(key, answer, answer.bytes);
    return answer;
  }

  return {
    /** The answer for `key`, built with `load` when missing or stale; null when `load` finds nothing. */
    async get<Schema extends z.ZodType>(
      key: string,
      schema: Schema,
      load: () => Promise<ContentOf<Schema> | null>,
    ): Promise<Answer | null> {
      const cached = answers.get(key);
      if (cached && cached.expires > now()) return cached;
      if (cached) answers.delete(key);
      // Concurrent asks for the same stale answer share one build.
      let pending = building.get(key);
      if (!pending) {
        pending = build(key, schema, load).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
    /** Bytes the kept answers hold, for tests. */
    size: answers.size,
  };
}

/**
 * Sends a cached answer as it is, compressed once per encoding the client accepts (@fastify/compress leaves
 * a body with a Content-Encoding alone); its ETag lets @fastify/etag answer 304 without sending it again.
 */
export function sendAnswer(reply: FastifyReply, answer: Answer, cacheControl: string) {
  reply
    .header("etag", answer.etag)
    .header("cache-control", cacheControl)
    .header("vary", "accept-encoding")
    .type("application/json; charset=utf-8");
  const encoding = acceptedEncoding(reply.request.headers["accept-encoding"]);
  // Sent as it is (a buffer skips the route's serializer): the client takes no compression, or the answer is
  // too small to be worth it.
  if (!encoding || answer.body.length < 1024) return reply.send(answer.body);
  let encoded = answer.encoded[encoding];
  if (!encoded) {
    encoded = compress(answer.body, encoding);
    answer.addEncoded(encoding, encoded);
  }
  return reply.header("content-encoding", encoding).send(encoded);
}

/**
 * The body compressed, in a buffer of its own: compressed forms are kept with what they compress. A kept
 * page or answer lives 5 s, so most are compressed for one or two visitors: brotli 5 and gzip 6 cost
 * 0.6-1.3 ms for a 37-120 KB page and come within 1-2 % of the highest levels' size, where brotli 9 cost
 * 13-15 ms and gzip 9 up to 15 % more time (measured on a lot page and a listing page).
 */
export const compress = (body: Buffer, encoding: Encoding): Buffer =>
  keptBuffer(
    encoding === "br"
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: 6 }),
  );

/** br when the client takes it, else gzip; none for `identity` only or `q=0` on both. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return undefined;
}
