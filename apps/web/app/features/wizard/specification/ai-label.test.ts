import { describe, expect, it } from "vitest";
import { aiRunningLabel } from "./ai-label";

describe("the AI description's running label", () => {
  it("steps Analyzing, Thinking, Generating every 1500 ms and stays on the last", () => {
    expect(aiRunningLabel(0).label).toBe("Analyzing");
    expect(aiRunningLabel(1_500).label).toBe("Thinking");
    expect(aiRunningLabel(3_000).label).toBe("Generating");
    expect(aiRunningLabel(30_000).label).toBe("Generating");
  });

  it("adds a dot every 800 ms, one to three", () => {
    expect(aiRunningLabel(0).dots).toBe(".");
    expect(aiRunningLabel(800).dots).toBe("..");
    expect(aiRunningLabel(1_600).dots).toBe("...");
    expect(aiRunningLabel(2_400).dots).toBe(".");
  });
});
