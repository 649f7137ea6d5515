import { describe, expect, it } from "vitest";
import { plateFieldText, plateForLookup } from "./plate";

describe("the number-plate field", () => {
  it("keeps a car plate to 8 characters, upper case", () => {
    expect(plateFieldText("car", "ab-1234xyz")).toBe("AB-1234X");
  });

  it("breaks a motorcycle plate after the 2nd character and keeps it to 7", () => {
    expect(plateFieldText("moto", "ab")).toBe("AB");
    expect(plateFieldText("moto", "ab1")).toBe("AB\n1");
    expect(plateFieldText("moto", "AB\n12345")).toBe("AB\n1234");
  });

  it("strips spaces, hyphens and line breaks for the lookup", () => {
    expect(plateForLookup("ab-12 34")).toBe("AB1234");
    expect(plateForLookup("AB\n123")).toBe("AB123");
  });
});
