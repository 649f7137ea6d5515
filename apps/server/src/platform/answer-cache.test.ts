import { describe, expect, it } from "vitest";
import { z } from "zod";
import { acceptedEncoding, createAnswerCache } from "./answer-cache.ts";

const schema = z.object({ content: z.object({ n: z.number() }) });

describe("the catalogue answer cache", () => {
  it("serves a built answer until it is stale, then builds it again", async () => {
    let time = 0;
    let builds = 0;
    const cache = createAnswerCache(5_000, () => time);
    const load = async () => ({ n: ++builds });
    const first = await cache.get("k", schema, load);
    time = 4_999;
    expect(await cache.get("k", schema, load)).toBe(first);
    time = 5_001;
    const fresh = await cache.get("k", schema, load);
    expect(fresh?.json).toBe('{"content":{"n":2}}');
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

  it("refuses an answer that does not match its schema", async () => {
    const cache = createAnswerCache();
    await expect(cache.get("bad", schema, async () => ({ n: "one" }))).rejects.toThrow();
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
