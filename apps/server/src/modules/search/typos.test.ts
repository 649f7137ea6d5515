import { describe, expect, it } from "vitest";
import { editDistance, likelyMeant } from "./typos.ts";

describe("typos", () => {
  it("counts an inserted, dropped or changed letter and two swapped neighbours as one edit each", () => {
    expect(editDistance("mersedes", "mercedes")).toBe(1);
    expect(editDistance("toyta", "toyota")).toBe(1);
    expect(editDistance("samsnug", "samsung")).toBe(1);
    expect(editDistance("volksvagen", "volkswagen")).toBe(1);
    expect(editDistance("passat", "pasi")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("golf", "golf")).toBe(0);
  });

  it("takes the closest candidate within a typo of a short word or two of a longer one", () => {
    expect(likelyMeant("passat", ["pasi", "passats"])).toBe("passats");
    expect(likelyMeant("passat", ["pasi"])).toBeUndefined();
    expect(likelyMeant("klepjdators", ["dators"])).toBeUndefined();
    expect(likelyMeant("kultivtors", ["kultivators"])).toBe("kultivators");
    expect(likelyMeant("golf", ["gold", "golfs"])).toBe("gold");
    expect(likelyMeant("bmv", ["bmw"])).toBe("bmw");
    expect(likelyMeant("bmv", ["bm"])).toBe("bm");
    expect(likelyMeant("audo", ["audi", "auto"])).toBe("audi");
    // The fewest edits win over the order of similarity.
    expect(likelyMeant("pasat", ["pasi", "passat"])).toBe("passat");
    expect(likelyMeant("риге", ["ригель", "рига"])).toBe("рига");
  });
});
