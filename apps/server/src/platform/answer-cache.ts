import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply } from "fastify";
import type { z } from "zod";

export type Encoding = "br" | "gzip";
type Answer = { json: string; etag: string; expires: number; encoded: Partial<Record<Encoding, Buffer>> };

/**
 * Catalogue answers are large (the cars filters carry 700 values), asked for by every listing and form, and
 * change only when the catalogue is reloaded or, for ad counts, when lots change. Each process keeps the
 * serialised answer for a few seconds, so repeated asks cost no queries and no serialisation; the answer is
 * checked against its schema once, when it is built. Compressed forms are kept too: compressing 100 KB of
 * tree on every request cost more CPU than everything else the request did (bench/RESULTS.md).
 */
export function createAnswerCache(ttlMs = 5_000, now: () => number = Date.now) {
  const answers = new Map<string, Answer>();
  const building = new Map<string, Promise<Answer | null>>();

  async function build(key: string, schema: z.ZodType, load: () => Promise<unknown>): Promise<Answer | null> {
    const value = await load();
    if (value === null) return null;
    const json = JSON.stringify(schema.parse({ content: value }));
    const answer = {
      json,
      etag: `"${createHash("sha1").update(json).digest("base64url")}"`,
      expires: now() + ttlMs,
      encoded: {},
    };
    if (answers.size > 5_000) answers.clear();
    answers.set(key, answer);
    return answer;
  }

  return {
    /** The answer for `key`, built with `load` when missing or stale; null when `load` finds nothing. */
    async get(key: string, schema: z.ZodType, load: () => Promise<unknown>): Promise<Answer | null> {
      const cached = answers.get(key);
      if (cached && cached.expires > now()) return cached;
      // Concurrent asks for the same stale answer share one build.
      let pending = building.get(key);
      if (!pending) {
        pending = build(key, schema, load).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
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
  if (!encoding || answer.json.length < 1024) {
    return reply.serializer((payload) => payload as string).send(answer.json as never);
  }
  answer.encoded[encoding] ??= compress(answer.json, encoding);
  return reply.header("content-encoding", encoding).send(answer.encoded[encoding]);
}

export const compress = (json: string | Buffer, encoding: Encoding): Buffer =>
  encoding === "br"
    ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(json, { level: 9 });

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
