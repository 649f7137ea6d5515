import { describe, expect, it } from "vitest";
import { boxReadingOf, lotsWalkedToReach, type WordLots } from "./repository.ts";

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

describe("how far the search page's walk in another order must go (decision 16, 'Deep pages of common words')", () => {
  const everywhere = { everywhere: true, lots: lots(0, 0) };

  it("reads the page's end over the matches' share of the lots, twice over, for a search everywhere", () => {
    // "auto" estimated at 165,000 of 700,000: page 499 ends at the 9,980th match, past a walk of 33,000 lots.
    expect(lotsWalkedToReach(9_980, 165_000, everywhere)).toBe(Math.ceil((2 * 9_980 * 700_000) / 165_000));
    expect(lotsWalkedToReach(9_980, 165_000, everywhere)).toBeGreaterThan(165_000 / 5);
    // Page 2 is well within it.
    expect(lotsWalkedToReach(40, 165_000, everywhere)).toBeLessThan(165_000 / 5);
  });

  it("takes the page's end alone where the share is not known", () => {
    expect(lotsWalkedToReach(9_980, 165_000, { ...everywhere, everywhere: false })).toBe(9_980);
    expect(lotsWalkedToReach(9_980, 800_000, everywhere)).toBe(9_980);
  });
});
