import { describe, expect, it } from "vitest";
import { keptBuffer } from "./kept-buffer.ts";

describe("a buffer to keep", () => {
  it("holds exactly its own bytes, not a shared pool chunk", () => {
    const text = JSON.stringify({ content: "Rīga, Centrs" });
    expect(Buffer.from(text).buffer.byteLength).toBeGreaterThan(text.length);
    const kept = keptBuffer(text);
    expect(kept.toString()).toBe(text);
    expect(kept.buffer.byteLength).toBe(kept.length);
    const slice = Buffer.from("a pooled slice");
    const copy = keptBuffer(slice);
    expect(copy.equals(slice)).toBe(true);
    expect(copy.buffer.byteLength).toBe(slice.length);
  });

  it("takes a buffer that already owns its memory as it is", () => {
    const own = Buffer.allocUnsafeSlow(100).fill(7);
    expect(keptBuffer(own).buffer).toBe(own.buffer);
  });
});
