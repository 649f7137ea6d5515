import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, encodedBody, type KeptPage, keyCookies, pageKey } from "./page-cache.ts";

const request = (url: string, more: { cookie?: string; method?: string; authorization?: string } = {}) => ({
  method: more.method ?? "GET",
  url,
  cookie: more.cookie,
  authorization: more.authorization,
  isBot: false,
});
const page = (text: string): KeptPage => ({ status: 200, headers: [], body: Buffer.from(text), encoded: {} });

describe("which pages are shared", () => {
  it("shares a signed-out visitor's page by address, crawler or not, and the cookies pages read", () => {
    const plain = pageKey(request("/lv/transports?page=2"));
    expect(plain).not.toBeNull();
    expect(pageKey(request("/lv/transports?page=2", { cookie: "watch=abc; csrf=x" }))).toBe(plain);
    expect(pageKey(request("/lv/transports?page=3"))).not.toBe(plain);
    expect(pageKey({ ...request("/lv/transports?page=2"), isBot: true })).not.toBe(plain);
    expect(keyCookies).toEqual(["theme", "adultContent", "lots_view_type", "lots_sort", "visitedLots"]);
    for (const cookie of [
      "theme=dark",
      "adultContent=allowed",
      "lots_view_type=list",
      "lots_sort=priceAsc",
      "visitedLots=1,2",
    ]) {
      expect(pageKey(request("/lv/transports?page=2", { cookie })), cookie).not.toBe(plain);
    }
  });

  it("never shares a signed-in visitor's page, nor anything but a GET", () => {
    expect(pageKey(request("/lv", { cookie: "theme=dark; session=1.secret" }))).toBeNull();
    expect(pageKey(request("/lv", { authorization: "Bearer x" }))).toBeNull();
    expect(pageKey(request("/lv", { method: "HEAD" }))).toBeNull();
  });

  it("never shares the page of a signed-out visitor whose favourites or compare list hold something", () => {
    // Its header counts (and the compare page) are read through the visitor's own watch cookie.
    expect(pageKey(request("/lv", { cookie: "watch=abc; watchLists=1" }))).toBeNull();
    expect(pageKey(request("/lv/compare", { cookie: "watch=abc; watchLists=1" }))).toBeNull();
  });
});

describe("the page cache", () => {
  it("keeps a page for its time, then renders it again", async () => {
    let clock = 0;
    const cache = createPageCache({ ttlMs: 5_000, now: () => clock });
    let renders = 0;
    const render = async () => page(`<p>${++renders}</p>`);
    expect(String((await cache.get("a", render))?.body)).toBe("<p>1</p>");
    clock = 4_999;
    expect(String((await cache.get("a", render))?.body)).toBe("<p>1</p>");
    clock = 5_000;
    expect(String((await cache.get("a", render))?.body)).toBe("<p>2</p>");
  });

  it("lets visitors asking for the same missing page at once share one render", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page("<p>shared</p>");
    };
    const answers = await Promise.all([
      cache.get("a", render),
      cache.get("a", render),
      cache.get("a", render),
    ]);
    expect(renders).toBe(1);
    expect(answers.map((answer) => String(answer?.body))).toEqual(Array(3).fill("<p>shared</p>"));
  });

  it("keeps nothing a render refuses to share", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      return null;
    };
    expect(await cache.get("a", render)).toBeNull();
    expect(await cache.get("a", render)).toBeNull();
    expect(renders).toBe(2);
  });

  it("stays within its bytes, dropping the oldest pages first", async () => {
    const cache = createPageCache({ maxBytes: 4_000 });
    // 400 bytes count 800 (room for compressed forms): five pages fill it, the sixth pushes the first out.
    for (const key of ["a", "b", "c", "d", "e"]) await cache.get(key, async () => page("x".repeat(400)));
    expect(cache.size()).toBe(4_000);
    await cache.get("f", async () => page("y".repeat(400)));
    expect(cache.size()).toBeLessThanOrEqual(4_000);
    let rendered = false;
    await cache.get("a", async () => {
      rendered = true;
      return page("x");
    });
    expect(rendered).toBe(true);
  });

  it("compresses a kept page once per encoding", () => {
    const kept = page("<p>".repeat(1_000));
    const gzip = encodedBody(kept, "gzip");
    expect(gunzipSync(gzip).toString()).toBe("<p>".repeat(1_000));
    expect(encodedBody(kept, "gzip")).toBe(gzip);
    expect(encodedBody(kept, undefined)).toBe(kept.body);
  });
});
