import { describe, expect, it } from "vitest";
import { boxReadingOf, type WordLots } from "./repository.ts";

/** 700,000 published lots, as the 1M bench set holds; the box ranks the newest 100 matches. */
const lots = (likely: number, surely: number): WordLots => ({ likely, surely, documents: 700_000 });
const candidates = 100;

describe("how the search box reads a text's newest matches (decision 16, 'Words counted')", () => {
  it("walks the newest lots for words in a large share of them", () => {
    // "dzi": 69,054 matches; a walk of about a thousand lots finds 100.
    expect(boxReadingOf(lots(69_054, 40_000), candidates)).toEqual({ via: "walk", lots: 10_000 });
  });

  it("takes a window of the newest lots, twice the expected walk, for words of thousands of lots", () => {
    // "volvo": 8,060 lots; 100 of them among about 8,700 newest lots.
    const reading = boxReadingOf(lots(8_060, 8_060), candidates);
    expect(reading).toEqual({ via: "window", lots: 2 * Math.ceil((candidates * 700_000) / 8_060) });
  });

  it("caps the window, and reads every match of rare words and of words never counted", () => {
    const prefix = boxReadingOf(lots(6_300, 3_100), candidates);
    expect(prefix.via === "window" && prefix.lots).toBe(30_000);
    expect(boxReadingOf(lots(900, 900), candidates)).toEqual({ via: "matches" });
    expect(boxReadingOf(lots(0, 0), candidates)).toEqual({ via: "matches" });
  });
});
