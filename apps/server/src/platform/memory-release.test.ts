import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { releaseFreedMemory, releaseMemoryWhenQuiet } from "./memory-release.ts";

const mb = 1024 * 1024;

describe("releasing freed memory when the server is quiet", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watch(start: { rss: number; busy: number }) {
    const state = { ...start, releases: 0 };
    const quiet = releaseMemoryWhenQuiet({
      everyMs: 1_000,
      growthBytes: 32 * mb,
      idleBelow: 0.05,
      rss: () => state.rss,
      utilization: () => state.busy,
      release: async () => {
        state.releases++;
        state.rss = 150 * mb;
      },
    });
    return { state, quiet };
  }

  it("releases once the process grew and its event loop has been nearly idle since the last look", async () => {
    const { state, quiet } = watch({ rss: 140 * mb, busy: 0.9 });
    state.rss = 300 * mb;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(state.releases).toBe(0);
    state.busy = 0.01;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.releases).toBe(1);
    // Measured again from what the release left: no growth since, nothing more to do.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.releases).toBe(1);
    quiet.stop();
  });

  it("leaves a quiet process that did not grow alone", async () => {
    const { state, quiet } = watch({ rss: 140 * mb, busy: 0 });
    state.rss = 160 * mb;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.releases).toBe(0);
    quiet.stop();
  });
});

describe("a memory-reducing collection", () => {
  it("runs in process and frees what is no longer reachable", async () => {
    const holder = { arrays: Array.from({ length: 200 }, () => new Array(10_000).fill(1)) };
    const before = process.memoryUsage().heapUsed;
    holder.arrays = [];
    await releaseFreedMemory();
    // 200 arrays of 10,000 numbers: 16 MB the collection took back.
    expect(before - process.memoryUsage().heapUsed).toBeGreaterThan(10 * mb);
  });
});
