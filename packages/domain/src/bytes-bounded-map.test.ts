import { describe, expect, it } from "vitest";
import { createBytesBoundedMap } from "./bytes-bounded-map.ts";

describe("a map bounded by bytes", () => {
  it("drops the oldest entries to make room, and counts what it keeps", () => {
    const map = createBytesBoundedMap<string>(10);
    map.set("a", "A", 4);
    map.set("b", "B", 4);
    map.set("c", "C", 4);
    expect(map.get("a")).toBeUndefined();
    expect([map.get("b"), map.get("c")]).toEqual(["B", "C"]);
    expect(map.size()).toBe(8);
    map.set("b", "B2", 2);
    expect(map.get("b")).toBe("B2");
    expect(map.size()).toBe(6);
    map.delete("c");
    expect(map.size()).toBe(2);
  });

  it("lets a kept entry grow, and ignores growth of one no longer kept", () => {
    const map = createBytesBoundedMap<{ n: number }>(100);
    const first = { n: 1 };
    map.set("a", first, 10);
    map.grow("a", first, 5);
    expect(map.size()).toBe(15);
    map.set("a", { n: 2 }, 10);
    map.grow("a", first, 5);
    map.grow("gone", first, 5);
    expect(map.size()).toBe(10);
  });
});
