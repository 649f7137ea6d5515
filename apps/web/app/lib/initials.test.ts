import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letter of each word, up to the count", () => {
    expect(initialsOf("Jeļena Ozola", 2)).toBe("JO");
    expect(initialsOf("jānis bērziņš kalniņš", 2)).toBe("JB");
    expect(initialsOf("Jeļena Ozola", 1)).toBe("J");
  });

  it("leaves out a company's legal form and the quotes round its name", () => {
    expect(initialsOf('SIA "Latgales Nami"', 2)).toBe("LN");
    expect(initialsOf("ООО «Северный ветер»", 1)).toBe("С");
    expect(initialsOf("AS Tilts", 2)).toBe("T");
    // A name that only starts like a legal form keeps its letters.
    expect(initialsOf("Asnāte Liepa", 2)).toBe("AL");
    // Legal forms are written in capitals; "Sia" is a first name.
    expect(initialsOf("Sia Liepa", 2)).toBe("SL");
  });

  it("gives nothing for a name without letters", () => {
    expect(initialsOf("+371 2000 0000", 2)).toBe("");
    expect(initialsOf("", 1)).toBe("");
  });
});
