import { describe, expect, it } from "vitest";
import { inLatinLetters } from "./latin-letters.ts";

describe("inLatinLetters", () => {
  it("writes Latvian and Russian letters in ASCII Latin, lower-cased, and keeps everything else", () => {
    expect(inLatinLetters("Ķengarags")).toBe("kengarags");
    expect(inLatinLetters("Юрмала")).toBe("yurmala");
    expect(inLatinLetters("Тойота")).toBe("toyota");
    expect(inLatinLetters("мерседес")).toBe("mersedes");
    expect(inLatinLetters("опель")).toBe("opel");
    expect(inLatinLetters("Audi A6, 2015")).toBe("audi a6, 2015");
  });
});
