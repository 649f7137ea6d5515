import { describe, expect, it } from "vitest";
import * as timing from "./timing.ts";

describe("timing", () => {
  it("holds every time constant of both specs in milliseconds, and nothing else", () => {
    expect({ ...timing }).toEqual({
      apiOfflineMarkingMs: 10_000,
      toastMs: 5_000,
      successToastMs: 10_000,
      headerSearchDebounceMs: 300,
      searchSuggestionDebounceMs: 1_000,
      searchHintRotationMs: 4_000,
      addressSearchDebounceMs: 1_000,
      dateEmissionDebounceMs: 200,
      unconvertedVideoPollMs: 5_000,
      pictureVersionsPollMs: 5_000,
      fileListPollMs: 5_000,
      messagingPollMs: 5_000,
      pendingPaymentPollMs: 5_000,
      tokenRefreshIntervalMs: 60_000,
      tokenLoopWindowMs: 10_000,
      aiLabelStepMs: 1_500,
      aiLabelDotMs: 800,
      chunkLoadTimeoutMs: 120_000,
    });
  });

  it("names every constant with its unit", () => {
    expect(Object.keys(timing).every((name) => name.endsWith("Ms"))).toBe(true);
  });
});
