import { describe, expect, it } from "vitest";
import { brandMeant } from "./latin-brands.ts";

const brands = new Set([
  "audi",
  "a6",
  "x5",
  "c200",
  "mercedes",
  "benz",
  "toyota",
  "volkswagen",
  "passat",
  "golf",
  "octavia",
  "corolla",
  "citroen",
  "opel",
  "bmw",
  "samsung",
  "polo",
  "ford",
]);
const meant = (word: string) => brandMeant(word, brands);

describe("brands in Cyrillic", () => {
  it("are sure of the Russian spellings of brands, and of model codes typed in look-alike letters", () => {
    expect(meant("ауди")).toEqual({ brand: "audi", sure: true });
    expect(meant("Мерседес")).toEqual({ brand: "mercedes", sure: true });
    expect(meant("мерс")).toEqual({ brand: "mercedes", sure: true });
    expect(meant("фольксваген")).toEqual({ brand: "volkswagen", sure: true });
    expect(meant("айфон")).toEqual({ brand: "iphone", sure: true });
    expect(meant("хендай")).toEqual({ brand: "hyundai", sure: true });
    expect(meant("А6")).toEqual({ brand: "a6", sure: true });
    expect(meant("х5")).toEqual({ brand: "x5", sure: true });
    expect(meant("с200")).toEqual({ brand: "c200", sure: true });
  });

  it("take other words for a model their letters read as, or an edit from it from 6 letters on, two from 8", () => {
    expect(meant("пассат")).toEqual({ brand: "passat", sure: false });
    expect(meant("поло")).toEqual({ brand: "polo", sure: false });
    // к reads k where the model is written with c, and я reads ya.
    expect(meant("королла")).toEqual({ brand: "corolla", sure: false });
    expect(meant("октавия")).toEqual({ brand: "octavia", sure: false });
    // Shorter words must read as the model exactly: "пасат" is a typo of one.
    expect(meant("пасат")).toBeNull();
  });

  it("leave other words, near misses and Latin words alone", () => {
    for (const word of ["квартира", "дом", "шины", "форма", "гольфы", "х9", "audi", "Mercedes", "dzīvoklis"])
      expect(meant(word), word).toBeNull();
  });
});
