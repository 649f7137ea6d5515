import { describe, expect, it } from "vitest";
import { presetSearchOn, slugSegments } from "./catalogue-api.ts";

describe("presetSearchOn", () => {
  it("replaces a date bound of today with the given day, and nothing else", () => {
    expect(presetSearchOn("category=1001&action=1&fV[11][min]=today", "2026-11-22")).toBe(
      "category=1001&action=1&fV[11][min]=2026-11-22",
    );
    expect(presetSearchOn("category=1001&fV[5]=10638", "2026-11-22")).toBe("category=1001&fV[5]=10638");
  });
});

describe("slugSegments", () => {
  it("splits a slug path and ignores a trailing slash", () => {
    expect(slugSegments("transports/vieglie-auto/")).toEqual(["transports", "vieglie-auto"]);
  });
});
