import { describe, expect, it } from "vitest";
import { editDistance, fleetingVowelForm, likelyMeant } from "./typos.ts";

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

  it("stops counting past a limit, as limit + 1", () => {
    expect(editDistance("volkswagen", "toyota", 2)).toBe(3);
    expect(editDistance("folksvagen", "volkswagen", 2)).toBe(2);
    expect(editDistance("a", "abcdef", 1)).toBe(2);
    // A word longer than any before it: the rows grow to fit.
    expect(editDistance(`${"a".repeat(40)}b`, `${"a".repeat(40)}c`)).toBe(1);
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

  it("keeps the first letter: a word that differs there is another word, not a typo", () => {
    expect(likelyMeant("носки", ["доски"])).toBeUndefined();
    expect(likelyMeant("носки", ["доски", "носик"])).toBe("носик");
    expect(likelyMeant("volksvagen", ["wolkswagen", "volkswagen"])).toBe("volkswagen");
  });
});

describe("fleeting vowels", () => {
  it("drop the vowel a Russian stem loses in its other cases", () => {
    expect(fleetingVowelForm("щенок")).toBe("щенк");
    expect(fleetingVowelForm("участок")).toBe("участк");
    expect(fleetingVowelForm("ребенок")).toBe("ребенк");
    expect(fleetingVowelForm("котёнок")).toBe("котёнк");
    expect(fleetingVowelForm("огурец")).toBe("огурц");
    expect(fleetingVowelForm("конец")).toBe("конц");
    // After л, and after н before к, a soft sign takes the vowel's place.
    expect(fleetingVowelForm("кошелёк")).toBe("кошельк");
    expect(fleetingVowelForm("кошелек")).toBe("кошельк");
    expect(fleetingVowelForm("огонёк")).toBe("огоньк");
    expect(fleetingVowelForm("палец")).toBe("пальц");
  });

  it("bring it back to a stem without it: о before к, е after a soft sign and before ц", () => {
    expect(fleetingVowelForm("щенк")).toBe("щенок");
    expect(fleetingVowelForm("молотк")).toBe("молоток");
    expect(fleetingVowelForm("носк")).toBe("носок");
    expect(fleetingVowelForm("кошельк")).toBe("кошелек");
    expect(fleetingVowelForm("пальц")).toBe("палец");
    expect(fleetingVowelForm("огурц")).toBe("огурец");
  });

  it("leave other words alone", () => {
    for (const stem of ["golf", "volkswagen", "квартир", "рига", "дом", "коврик", "урка", "шкаф"])
      expect(fleetingVowelForm(stem), stem).toBeNull();
  });
});
