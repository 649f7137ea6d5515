import { Session } from "node:inspector/promises";
import { performance } from "node:perf_hooks";

/*
 * Node 24's V8 keeps the pages its collections free in a pool and gives them back to the system only after a
 * collection asked to reduce memory. A server's isolate is never told it went to the background, and V8's
 * memory reducer decides from the allocation rate of the last collections, which an idle process no longer
 * updates: the process keeps the high-water mark of its heap for good. Measured: 345 MB resident after
 * 290 MB of garbage was collected, 61 MB after a memory-reducing collection; the server itself sat at 186 MB
 * after start-up (start-up's garbage, freed but kept) and 148 MB after one.
 * The one handle Node gives on that collection is the inspector's HeapProfiler.collectGarbage (V8's
 * LowMemoryNotification), in process and without a port. It stops the process for 0.1-0.2 s, so it runs once
 * start-up is done, and again only when a busy spell grew the process and the event loop has been nearly
 * idle since.
 */

/** Runs a memory-reducing collection: freed heap pages go back to the system. */
export async function releaseFreedMemory(): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await session.post("HeapProfiler.collectGarbage");
  } finally {
    session.disconnect();
  }
}

export type QuietRelease = { stop(): void };

/**
 * Every `everyMs`, when the process grew by `growthBytes` since the last release and its event loop was busy
 * less than `idleBelow` of the time since the last look, releases freed memory.
 */
export function releaseMemoryWhenQuiet({
  everyMs = 10_000,
  growthBytes = 32 * 1024 * 1024,
  idleBelow = 0.05,
  release = releaseFreedMemory,
  rss = () => process.memoryUsage.rss(),
  utilization = eventLoopUtilizationSince(),
}: {
  everyMs?: number;
  growthBytes?: number;
  idleBelow?: number;
  release?: () => Promise<void>;
  rss?: () => number;
  /** The share of time the event loop was busy since it was last asked. */
  utilization?: () => number;
} = {}): QuietRelease {
  let baseline = rss();
  let releasing = false;
  const timer = setInterval(async () => {
    const busy = utilization();
    if (releasing || busy >= idleBelow || rss() - baseline < growthBytes) return;
    releasing = true;
    try {
      await release();
    } finally {
      baseline = rss();
      releasing = false;
    }
  }, everyMs);
  // Never the reason the process stays up.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

function eventLoopUtilizationSince(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, last);
    last = now;
    return since.utilization;
  };
}
