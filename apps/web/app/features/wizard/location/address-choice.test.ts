import { describe, expect, it } from "vitest";
import { addressProblem, leftUnchosen } from "./address-choice";

describe("the address box on blur", () => {
  it("says 'Please select value from the list!' for typed text that was not chosen", () => {
    expect(leftUnchosen("Brīvības", null)).toBe(true);
    expect(addressProblem(leftUnchosen("Brīvības", null), null)).toBe("Please select value from the list!");
    // A chosen option edited afterwards is no choice any more.
    expect(leftUnchosen("Brīvības iela, Rīg", "Brīvības iela, Rīga")).toBe(true);
  });

  it("says nothing for the chosen option's label or an empty box, which keeps the form's own problem", () => {
    expect(leftUnchosen("Brīvības iela, Rīga", "Brīvības iela, Rīga")).toBe(false);
    expect(leftUnchosen("   ", null)).toBe(false);
    expect(addressProblem(false, null)).toBeNull();
    expect(addressProblem(false, "This field is required")).toBe("This field is required");
    expect(addressProblem(true, "This field is required")).toBe("Please select value from the list!");
  });
});
