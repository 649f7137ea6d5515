import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chunkReloadGuardMs, isChunkLoadError, reloadOnce } from "./chunk-reload";

let reloads = 0;
beforeEach(() => {
  reloads = 0;
  const storage = new Map<string, string>();
  Object.assign(globalThis, {
    window: {
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      location: { reload: () => reloads++ },
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "window");
});

describe("a chunk that fails to load", () => {
  it.each([
    "Loading chunk failed",
    "Loading CSS chunk failed",
    "Failed to fetch dynamically imported module: https://tirgus.lv/assets/menu-x1.js",
  ])("is recognised from %j", (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it("is not confused with other errors", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Loading chunk failed")).toBe(false);
  });

  it("reloads the page once, and not again while the guard lasts", () => {
    expect(reloadOnce(1_000_000)).toBe(true);
    expect(reloadOnce(1_000_000 + chunkReloadGuardMs - 1)).toBe(false);
    expect(reloads).toBe(1);
  });

  it("reloads again after the guard has passed", () => {
    reloadOnce(1_000_000);
    expect(reloadOnce(1_000_000 + chunkReloadGuardMs + 1)).toBe(true);
    expect(reloads).toBe(2);
  });
});
