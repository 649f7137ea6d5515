import { describe, expect, it } from "vitest";
import {
  sanitizeSearchQuery,
  searchQueryMaxLength,
  searchStem,
  searchTermLimit,
  searchTerms,
  suggestionToStore,
} from "./search.ts";

describe("search text (spec 1 section 5)", () => {
  it("keeps digits, Latin and Cyrillic letters, Latvian diacritics, spaces, slash and hyphen", () => {
    expect(sanitizeSearchQuery("Škoda Octavia 1.9 TDI")).toBe("Škoda Octavia 1 9 TDI");
    expect(sanitizeSearchQuery("квартира в Риге")).toBe("квартира в Риге");
    expect(sanitizeSearchQuery("R16 205/55 vasaras-riepas")).toBe("R16 205/55 vasaras-riepas");
  });

  it("drops everything else and trims", () => {
    expect(sanitizeSearchQuery("  <script>alert(1)</script> ")).toBe("script alert 1 /script");
    expect(sanitizeSearchQuery("€%$#")).toBe("");
    expect(sanitizeSearchQuery("'; DROP TABLE lots; --")).toBe("DROP TABLE lots --");
    // Cyrillic signs that are not letters: the thousands sign and a combining titlo.
    expect(sanitizeSearchQuery("\u0482 \u0483")).toBe("");
    expect(sanitizeSearchQuery("ѐ ѓ ҋ ӿ")).toBe("ѐ ѓ ҋ ӿ");
  });

  it("keeps decomposed diacritics as the composed letter", () => {
    expect(sanitizeSearchQuery("Ri\u0304ga")).toBe("Rīga");
  });

  it("writes letters of other alphabets with marks as their base letters, as search documents are folded", () => {
    expect(sanitizeSearchQuery("Citroën C4")).toBe("Citroen C4");
    expect(sanitizeSearchQuery("Bosch Waschmaschine weiß, Größe")).toBe("Bosch Waschmaschine weiss Grosse");
    expect(sanitizeSearchQuery("Crème brûlée, Łódź, Ærø")).toBe("Creme brulee Lodz AEro");
    // Latvian letters keep their marks; full-width digits and ligatures are their plain forms.
    expect(sanitizeSearchQuery("Ķemeri Škoda ＶＷ １２ ﬁat")).toBe("Ķemeri Škoda VW 12 fiat");
    expect(sanitizeSearchQuery("ā\u0308")).toBe("ā");
  });

  it("cuts a long text at a word boundary", () => {
    const long = sanitizeSearchQuery("dzīvoklis ".repeat(1000));
    expect(long.length).toBeLessThanOrEqual(searchQueryMaxLength);
    expect(long.endsWith("dzīvoklis")).toBe(true);
  });
});

describe("the suggestion-store rule", () => {
  it("stores a suggestion only when allowed characters remain and it is not stored yet", () => {
    expect(suggestionToStore("  Golf 4! ", new Set())).toBe("golf 4");
    expect(suggestionToStore("Golf 4", new Set(["golf 4"]))).toBeNull();
    expect(suggestionToStore("%%%", new Set())).toBeNull();
  });
});

describe("search terms", () => {
  it("cuts one inflection ending of Latvian and Russian words, keeping short words whole", () => {
    expect(searchStem("dzīvoklis")).toBe("dzīvokl");
    expect(searchStem("dzīvokli")).toBe("dzīvokl");
    expect(searchStem("квартиры")).toBe("квартир");
    expect(searchStem("квартиру")).toBe("квартир");
    expect(searchStem("riepas")).toBe("riep");
    expect(searchStem("audi")).toBe("audi");
    expect(searchStem("Volkswagen")).toBe("volkswagen");
    expect(searchStem("R16")).toBe("r16");
  });

  it("leaves out prepositions and conjunctions between the words, unless there is nothing else", () => {
    expect(searchTerms("Квартира в Риге")).toEqual(["квартир", "риге"]);
    expect(searchTerms("шины на зиму")).toEqual(["шины", "зиму"]);
    expect(searchTerms("dzīvoklis ar balkonu")).toEqual(["dzīvokl", "balkon"]);
    expect(searchTerms("Jacket for a boy")).toEqual(["jacket", "a", "boy"]);
    expect(searchTerms("darbs līdz 1000")).toEqual(["darb", "1000"]);
    expect(searchTerms("LG un Samsung")).toEqual(["lg", "samsung"]);
    expect(searchTerms("par velti")).toEqual(["velt"]);
    expect(searchTerms("и")).toEqual(["и"]);
  });

  it("splits at spaces, slashes and hyphens, without repeats, up to the term limit", () => {
    expect(searchTerms("205/55 vasaras-riepas Riepas")).toEqual(["205", "55", "vasar", "riep"]);
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(searchTermLimit);
    expect(searchTerms("<<>>")).toEqual([]);
  });
});
