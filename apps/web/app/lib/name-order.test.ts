import { describe, expect, it } from "vitest";
import { nameOrder } from "./name-order";

describe("nameOrder", () => {
  it("orders names in the language's alphabet (Ā after A, Ķ after K), numbers by their value", () => {
    expect(["Ogre", "Ķekava", "Kuldīga", "Ādaži", "Aizpute"].sort(nameOrder("lv"))).toEqual([
      "Aizpute",
      "Ādaži",
      "Kuldīga",
      "Ķekava",
      "Ogre",
    ]);
    expect(["10. līnija", "2. līnija"].sort(nameOrder("lv"))).toEqual(["2. līnija", "10. līnija"]);
    expect(["Юрмала", "Елгава", "Айзпуте"].sort(nameOrder("ru"))).toEqual(["Айзпуте", "Елгава", "Юрмала"]);
  });
});
