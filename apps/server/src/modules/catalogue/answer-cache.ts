import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { z } from "zod";

type Answer = { json: string; etag: string; expires: number };

/**
 * Catalogue answers are large (the cars filters carry 700 values), asked for by every listing and form, and
 * change only when the catalogue is reloaded or, for ad counts, when lots change. Each process keeps the
 * serialised answer for a few seconds, so repeated asks cost no queries and no serialisation; the answer is
 * checked against its schema once, when it is built.
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

/** Sends a cached answer as it is: its ETag lets @fastify/etag answer 304 without sending it again. */
export function sendAnswer(reply: FastifyReply, answer: Answer, cacheControl: string) {
  return reply
    .header("etag", answer.etag)
    .header("cache-control", cacheControl)
    .type("application/json; charset=utf-8")
    .serializer((payload) => payload as string)
    .send(answer.json as never);
}
