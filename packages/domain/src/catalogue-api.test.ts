import { describe, expect, it } from "vitest";
import { slugSegments } from "./catalogue-api.ts";

describe("slugSegments", () => {
  it("splits a slug path and ignores a trailing slash", () => {
    expect(slugSegments("transports/vieglie-auto/")).toEqual(["transports", "vieglie-auto"]);
  });
});
