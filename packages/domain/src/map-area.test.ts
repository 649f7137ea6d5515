import { describe, expect, it } from "vitest";
import { mapAreaText, parseMapArea } from "./map-area.ts";

describe("map areas", () => {
  it("reads south, west, north and east in degrees", () => {
    expect(parseMapArea("56.9,24.05,57.01,24.2")).toEqual({
      south: 56.9,
      west: 24.05,
      north: 57.01,
      east: 24.2,
    });
    expect(parseMapArea("-33.9,-70.7,-33.4,-70.5")).toEqual({
      south: -33.9,
      west: -70.7,
      north: -33.4,
      east: -70.5,
    });
  });

  it("refuses what is malformed, upside down or off the globe", () => {
    for (const text of [
      "",
      "56.9,24.05,57.01",
      "56.9,24.05,57.01,24.2,1",
      "57.01,24.05,56.9,24.2",
      "56.9,24.2,57.01,24.05",
      "56.9,24.05,56.9,24.2",
      "91,24,92,25",
      "56,181,57,182",
      "56.9, 24.05,57.01,24.2",
      "5e1,24,57,25",
      "56.12345678,24,57,25",
    ])
      expect(parseMapArea(text), text).toBeUndefined();
  });

  it("writes an area rounded outwards to five decimals and kept on the globe", () => {
    expect(mapAreaText({ south: 56.912344, west: 24.0500049, north: 57.0100001, east: 24.2 })).toBe(
      "56.91234,24.05,57.01001,24.2",
    );
    expect(mapAreaText({ south: -95, west: -200.5, north: 89.999999, east: 359 })).toBe("-90,-180,90,180");
    const text = mapAreaText({ south: 56.95, west: 24.1, north: 56.96, east: 24.12 });
    expect(parseMapArea(text)).toEqual({ south: 56.95, west: 24.1, north: 56.96, east: 24.12 });
  });
});
