import { describe, expect, it } from "vitest";
import { ActionType, DisplaySize, FilterDisplayType, FilterVisibility, PriceRating } from "./catalogue.ts";
import { idsOf, nameOf, oneOf } from "./enumeration.ts";
import { WizardStep } from "./lot-form.ts";
import { LotStatus, ModerationStatus } from "./lots.ts";
import { PackageProperty } from "./money.ts";
import { ContactVerification, LoginProvider, OwnerType, Role, UserStatus } from "./users.ts";

const Colour = { red: 1, green: 2, none: 0, minus: -1 } as const;

describe("enumeration helpers", () => {
  it("accepts only listed values and rejects look-alikes of another type", () => {
    const isSize = oneOf(["s", "m", 3]);
    expect(isSize("s")).toBe(true);
    expect(isSize(3)).toBe(true);
    expect(isSize("3")).toBe(false);
    expect(isSize(undefined)).toBe(false);
  });

  it("lists the ids of an id enumeration in declaration order", () => {
    expect(idsOf(Colour)).toEqual([1, 2, 0, -1]);
  });

  it("finds the spec name of an id, including zero and negative ids", () => {
    expect(nameOf(Colour, 2)).toBe("green");
    expect(nameOf(Colour, 0)).toBe("none");
    expect(nameOf(Colour, -1)).toBe("minus");
  });

  it("refuses an id the enumeration does not have", () => {
    expect(() => nameOf(Colour, 7 as never)).toThrow(RangeError);
  });
});

describe("the spec's id enumerations", () => {
  const enumerations = {
    LotStatus,
    ModerationStatus,
    UserStatus,
    Role,
    OwnerType,
    LoginProvider,
    ContactVerification,
    FilterDisplayType,
    FilterVisibility,
    DisplaySize,
    ActionType,
    PriceRating,
    PackageProperty,
    WizardStep,
  };

  it.each(Object.entries(enumerations))("%s has unique ids, so every id names one member", (_, named) => {
    const enumeration: Record<string, number> = named;
    const ids = idsOf(enumeration);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [name, id] of Object.entries(enumeration)) expect(nameOf(enumeration, id)).toBe(name);
  });
});
