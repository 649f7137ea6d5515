import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceUpperBound } from "./limits.ts";
import {
  cleanEngineVolume,
  cleanVehiclePlate,
  contactPattern,
  emailPattern,
  engineVolumePattern,
  futureMotDate,
  isContact,
  isEmail,
  isIsoDate,
  isLatvianPhone,
  isoDatePattern,
  isPriceText,
  isWebAddress,
  latvianDialCode,
  latvianPhonePattern,
  pageJumpPattern,
  pageJumpTarget,
  priceFilterValue,
  pricePattern,
  vehiclePlateSeparator,
  webAddressPattern,
} from "./patterns.ts";

const exported = {
  pricePattern,
  emailPattern,
  contactPattern,
  latvianPhonePattern,
  webAddressPattern,
  engineVolumePattern,
  isoDatePattern,
  vehiclePlateSeparator,
  pageJumpPattern,
};

describe("every exported pattern", () => {
  it.each(Object.entries(exported))(
    "%s can be an HTML pattern attribute (compiles in v mode)",
    (_, pattern) => {
      expect(() => new RegExp(pattern.source, "v")).not.toThrow();
    },
  );

  it.each(Object.entries(exported))("%s is stateless (no g or y flag)", (_, pattern) => {
    expect(pattern.global || pattern.sticky).toBe(false);
  });
});

describe("price pattern", () => {
  it.each(["1", "123456789", "123456789.99", "12,5", "12.5", "0,99", "100.00"])("accepts %s", (text) => {
    expect(isPriceText(text)).toBe(true);
  });

  it.each([
    ["1234567890", "ten digits"],
    ["12.345", "three decimals"],
    ["12.", "a separator without decimals"],
    [",5", "no whole digits"],
    ["1 000", "a space"],
    ["-5", "a sign"],
    ["12.5.1", "two separators"],
    ["", "nothing"],
  ])("rejects %s (%s)", (text) => {
    expect(isPriceText(text)).toBe(false);
  });
});

describe("e-mail pattern", () => {
  it.each(["a@b.lv", "janis.berzins@inbox.lv", "first+tag@mail.example.com", "x_y-z%1@sub-domain.museum"])(
    "accepts %s",
    (text) => {
      expect(isEmail(text)).toBe(true);
    },
  );

  it.each([
    ["janis.inbox.lv", "no at sign"],
    ["@inbox.lv", "no local part"],
    ["janis@inbox", "no dot ending"],
    ["janis@inbox.l", "a 1-character ending"],
    ["janis@inbox.abcdefg", "a 7-character ending"],
    ["jā@inbox.lv", "a non-ASCII local part"],
    ["jan is@inbox.lv", "a space"],
    [`${"a".repeat(250)}@inbox.lv`, "more than 255 characters"],
  ])("rejects %s (%s)", (text) => {
    expect(isEmail(text)).toBe(false);
  });

  it("accepts exactly 255 characters", () => {
    const address = `${"a".repeat(246)}@inbox.lv`;
    expect(address).toHaveLength(255);
    expect(isEmail(address)).toBe(true);
  });
});

describe("contact pattern", () => {
  it.each([
    "janis@inbox.lv",
    "29123456",
    "371 29123456",
    "37129123456",
    "+371 29123456",
    "+37129123456",
    "1 20123456",
  ])("accepts %s", (text) => {
    expect(isContact(text)).toBe(true);
  });

  it.each([
    ["2912345", "7 digits"],
    ["371291234567", "12 digits, a prefix longer than 3"],
    ["3712 29123456", "a 4-digit prefix"],
    ["29 12 34 56", "spaces inside the number"],
    ["+371-29123456", "a hyphen"],
    ["janis@inbox", "an e-mail without an ending"],
  ])("rejects %s (%s)", (text) => {
    expect(isContact(text)).toBe(false);
  });
});

describe("Latvian phone", () => {
  it("has dial code 371", () => {
    expect(latvianDialCode).toBe("371");
  });

  it("is exactly 8 digits", () => {
    expect(isLatvianPhone("29123456")).toBe(true);
    expect(isLatvianPhone("2912345")).toBe(false);
    expect(isLatvianPhone("291234567")).toBe(false);
    expect(isLatvianPhone("37129123456")).toBe(false);
    expect(isLatvianPhone("2912345a")).toBe(false);
  });
});

describe("web address", () => {
  it("must begin with http or https", () => {
    expect(isWebAddress("https://x.lv")).toBe(true);
    expect(isWebAddress("http://www.tirgus.lv/path?q=1")).toBe(true);
    expect(isWebAddress("ftp://x.lv")).toBe(false);
    expect(isWebAddress("www.x.lv")).toBe(false);
    expect(isWebAddress("https://")).toBe(false);
    expect(isWebAddress("https://x .lv")).toBe(false);
  });
});

describe("price filter value", () => {
  it("strips spaces and converts to a number", () => {
    expect(priceFilterValue("15 000")).toBe(15_000);
    expect(priceFilterValue(" 5 ")).toBe(5);
    expect(priceFilterValue("60\u00a0000")).toBe(60_000);
    // A decimal comma, as Latvian and Russian write it.
    expect(priceFilterValue("1,5")).toBe(1.5);
    expect(priceFilterValue("12 500,99")).toBe(12_500.99);
    expect(priceFilterValue("1,2,3")).toBeUndefined();
  });

  it("holds a bound past any lot's price at the price limit", () => {
    expect(priceFilterValue("99999999999999999999")).toBe(priceUpperBound);
    expect(priceFilterValue(`-${"9".repeat(400)}`)).toBe(-priceUpperBound);
    expect(priceFilterValue("99 999 999.99")).toBe(99_999_999.99);
  });

  it("drops zero, empty and non-numeric values", () => {
    expect(priceFilterValue("0")).toBeUndefined();
    expect(priceFilterValue("0 000")).toBeUndefined();
    expect(priceFilterValue("")).toBeUndefined();
    expect(priceFilterValue("abc")).toBeUndefined();
  });

  it("reads decimal digits only: no hexadecimal, exponent or infinity", () => {
    expect(priceFilterValue("0x10")).toBeUndefined();
    expect(priceFilterValue("1e3")).toBeUndefined();
    expect(priceFilterValue("Infinity")).toBeUndefined();
    expect(priceFilterValue("12.")).toBe(12);
    expect(priceFilterValue(",5")).toBe(0.5);
  });
});

describe("engine volume", () => {
  it.each([
    ["2.0 TDI", "2.0"],
    ["1.9876", "1.987"],
    ["1..6", "1.6"],
    ["1.2.3", "1.23"],
    ["1600cm3", "16003"],
    ["abc", ""],
    ["3.", "3."],
  ])("cleans %s to %s", (text, clean) => {
    expect(cleanEngineVolume(text)).toBe(clean);
  });

  it("keeps digits and one dot with up to 3 decimals", () => {
    expect(engineVolumePattern.test("1.998")).toBe(true);
    expect(engineVolumePattern.test("1.9987")).toBe(false);
    expect(engineVolumePattern.test("1.9.9")).toBe(false);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(engineVolumePattern.test(cleanEngineVolume(text))).toBe(true);
      }),
    );
  });
});

describe("dates", () => {
  it("a date filter value is year-month-day and a real day", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-02-30")).toBe(false);
    expect(isIsoDate("2024-13-01")).toBe(false);
    expect(isIsoDate("29-02-2024")).toBe(false);
    expect(isIsoDate("2024-2-29")).toBe(false);
  });

  it("a mot date is kept only if it is in the future", () => {
    const now = new Date("2025-06-15T10:00:00Z");
    expect(futureMotDate("2026-06-01", now)).toBe("2026-06-01");
    expect(futureMotDate("2025-06-16", now)).toBe("2025-06-16");
    expect(futureMotDate("2025-06-15", now)).toBe("");
    expect(futureMotDate("2024-01-01", now)).toBe("");
    expect(futureMotDate("not a date", now)).toBe("");
  });
});

describe("vehicle plate", () => {
  it("strips spaces, hyphens and the moto line break", () => {
    expect(cleanVehiclePlate("AB-1234")).toBe("AB1234");
    expect(cleanVehiclePlate(" LV 12 34 ")).toBe("LV1234");
    expect(cleanVehiclePlate("AB\n123")).toBe("AB123");
  });

  it("keeps letters and digits as typed", () => {
    expect(cleanVehiclePlate("ab1234")).toBe("ab1234");
  });
});

describe("page jump", () => {
  it("accepts digits only", () => {
    expect(pageJumpPattern.test("12")).toBe(true);
    expect(pageJumpPattern.test("1a")).toBe(false);
    expect(pageJumpTarget("1a2", 50)).toBe(12);
    expect(pageJumpTarget("abc", 50)).toBeNull();
    expect(pageJumpTarget("", 50)).toBeNull();
  });

  it("clamps between 1 and the last page", () => {
    expect(pageJumpTarget("0", 50)).toBe(1);
    expect(pageJumpTarget("7", 50)).toBe(7);
    expect(pageJumpTarget("999", 50)).toBe(50);
    expect(pageJumpTarget("3", 0)).toBe(1);
  });
});
