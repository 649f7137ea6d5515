import { describe, expect, it } from "vitest";
import { createSharedAnswers, sharedLifetimeMs } from "./shared-answers";

const headers = (init: Record<string, string>) => new Headers(init);

describe("how long server rendering may share an API answer", () => {
  it("follows a public answer's max-age, less its age", () => {
    expect(sharedLifetimeMs(headers({ "cache-control": "public, max-age=60, must-revalidate" }))).toBe(
      60_000,
    );
    expect(sharedLifetimeMs(headers({ "cache-control": "public, max-age=60", age: "20" }))).toBe(40_000);
    expect(sharedLifetimeMs(headers({ "cache-control": "public, max-age=60, s-maxage=10" }))).toBe(10_000);
  });

  it("shares nothing private, uncached, cookie-setting or varying on more than the encoding", () => {
    expect(sharedLifetimeMs(headers({ "cache-control": "max-age=60" }))).toBe(0);
    expect(sharedLifetimeMs(headers({ "cache-control": "private, max-age=60" }))).toBe(0);
    expect(sharedLifetimeMs(headers({ "cache-control": "public, no-cache, max-age=60" }))).toBe(0);
    expect(sharedLifetimeMs(headers({ "cache-control": "private, no-cache" }))).toBe(0);
    expect(sharedLifetimeMs(headers({}))).toBe(0);
    const public60 = { "cache-control": "public, max-age=60" };
    expect(sharedLifetimeMs(headers({ ...public60, "set-cookie": "a=1" }))).toBe(0);
    expect(sharedLifetimeMs(headers({ ...public60, vary: "Accept-Encoding, Cookie" }))).toBe(0);
    expect(sharedLifetimeMs(headers({ ...public60, vary: "accept-encoding" }))).toBe(60_000);
  });
});

describe("the answers server rendering shares", () => {
  const catalogue = headers({ "cache-control": "public, max-age=60", vary: "accept-encoding" });

  it("keeps a catalogue answer until it is stale", () => {
    let time = 0;
    const answers = createSharedAnswers({ now: () => time });
    const filters = { content: [{ id: 1 }] };
    answers.offer("json /api/categories/1/filters", catalogue, filters, 20);
    time = 59_999;
    expect(answers.get("json /api/categories/1/filters")).toBe(filters);
    time = 60_000;
    expect(answers.get("json /api/categories/1/filters")).toBeUndefined();
    expect(answers.size()).toBe(0);
  });

  it("leaves out a list's few seconds: the page cache keeps that page", () => {
    const answers = createSharedAnswers();
    answers.offer("json /api/lots?category=1", headers({ "cache-control": "public, max-age=5" }), {}, 20);
    expect(answers.get("json /api/lots?category=1")).toBeUndefined();
  });

  it("freezes what it keeps, so no render can change another visitor's page", () => {
    const answers = createSharedAnswers();
    answers.offer("json /api/regions", catalogue, { content: [{ id: 1, name: { lv: "Rīga" } }] }, 40);
    const kept = answers.get("json /api/regions") as { content: { name: { lv: string } }[] };
    expect(() => {
      (kept.content[0] as { name: { lv: string } }).name.lv = "Riga";
    }).toThrow(TypeError);
    expect(() => kept.content.push({ name: { lv: "Ogre" } })).toThrow(TypeError);
  });

  it("holds at most its bytes, the oldest answers making room", () => {
    const answers = createSharedAnswers({ maxBytes: 1_000 });
    for (let id = 1; id <= 9; id++) answers.offer(`json /api/categories/${id}`, catalogue, { id }, 120);
    expect(answers.size()).toBe(8 * 120);
    expect(answers.get("json /api/categories/1")).toBeUndefined();
    expect(answers.get("json /api/categories/2")).toEqual({ id: 2 });
    expect(answers.get("json /api/categories/9")).toEqual({ id: 9 });
    // An answer bigger than an eighth of the room is not kept at all.
    answers.offer("json /api/categories/10", catalogue, { id: 10 }, 200);
    expect(answers.get("json /api/categories/10")).toBeUndefined();
  });
});
