import { describe, expect, it } from "vitest";
import { z } from "zod";
import { acceptedEncoding, createAnswerCache } from "./answer-cache.ts";

const schema = z.object({ content: z.object({ n: z.number() }) });

describe("the catalogue answer cache", () => {
  it("serves a built answer until it is stale, then builds it again", async () => {
    let time = 0;
    let builds = 0;
    const cache = createAnswerCache({ now: () => time });
    const load = async () => ({ n: ++builds });
    const first = await cache.get("k", schema, load);
    time = 4_999;
    expect(await cache.get("k", schema, load)).toBe(first);
    time = 5_001;
    const fresh = await cache.get("k", schema, load);
    expect(fresh?.body.toString()).toBe('{"content":{"n":2}}');
    expect(fresh?.etag).not.toBe(first?.etag);
  });

  it("lets concurrent asks share one build", async () => {
    let builds = 0;
    const cache = createAnswerCache();
    const load = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { n: 1 };
    };
    await Promise.all([
      cache.get("k", schema, load),
      cache.get("k", schema, load),
      cache.get("k", schema, load),
    ]);
    expect(builds).toBe(1);
  });

  it("keeps nothing for an answer that does not exist", async () => {
    let builds = 0;
    const cache = createAnswerCache();
    const load = async () => {
      builds++;
      return null;
    };
    expect(await cache.get("missing", schema, load)).toBeNull();
    expect(await cache.get("missing", schema, load)).toBeNull();
    expect(builds).toBe(2);
  });

  it("holds at most its bytes: the oldest answers make room for new ones", async () => {
    const textSchema = z.object({ content: z.object({ text: z.string() }) });
    // '{"content":{"text":"xxx…"}}' with 200 letters: 223 bytes, four fit in 1,000.
    const answerBytes = JSON.stringify({ content: { text: "x".repeat(200) } }).length;
    const cache = createAnswerCache({ maxBytes: 1_000 });
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return { text: "x".repeat(200) };
    };
    for (const key of ["a", "b", "c", "d", "e"]) await cache.get(key, textSchema, load(key));
    expect(cache.size()).toBe(4 * answerBytes);
    await cache.get("e", textSchema, load("e"));
    await cache.get("a", textSchema, load("a"));
    expect(loads).toEqual(["a", "b", "c", "d", "e", "a"]);
    expect(cache.size()).toBeLessThanOrEqual(1_000);
  });

  it("counts an answer's compressed forms while it is kept", async () => {
    let time = 0;
    const cache = createAnswerCache({ now: () => time, maxBytes: 10_000 });
    const answer = await cache.get("k", schema, async () => ({ n: 1 }));
    const textBytes = cache.size();
    answer?.addEncoded("gzip", Buffer.alloc(100));
    expect(cache.size()).toBe(textBytes + 100);
    time = 6_000;
    const fresh = await cache.get("k", schema, async () => ({ n: 2 }));
    answer?.addEncoded("br", Buffer.alloc(50));
    expect(fresh).not.toBe(answer);
    expect(cache.size()).toBe(textBytes);
  });

  it("refuses an answer that does not match its schema, unless told not to check (production)", async () => {
    // The types refuse it too: the cast stands for a loader whose data broke its promise at run time.
    const bad = async () => ({ n: "one" }) as never;
    await expect(createAnswerCache().get("bad", schema, bad)).rejects.toThrow();
    const unchecked = await createAnswerCache({ checkAnswers: false }).get("bad", schema, bad);
    expect(unchecked?.body.toString()).toBe('{"content":{"n":"one"}}');
  });
});

describe("the encoding a cached answer is sent in", () => {
  it("prefers br, falls back to gzip, and honours q=0", () => {
    expect(acceptedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(acceptedEncoding("gzip")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("*")).toBe("br");
    expect(acceptedEncoding("identity")).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
