import { describe, expect, it } from "vitest";
import {
  activeUntil,
  calendarDate,
  daysInMonth,
  digestPeriod,
  EndDateOption,
  isEndDateOption,
  isPeriodFilter,
  marketTimeZone,
  packageDurationOptions,
  periodFilterSince,
  periodFilterValues,
  prolongOptionsDays,
} from "./periods.ts";

describe("period filter", () => {
  it("offers 24h, 7d, 30d and all", () => {
    expect(periodFilterValues).toEqual(["24h", "7d", "30d", "all"]);
    expect(isPeriodFilter("7d")).toBe(true);
    expect(isPeriodFilter("1y")).toBe(false);
  });

  it("admits lots published since the start of the period", () => {
    const now = new Date("2025-06-15T12:00:00Z");
    expect(periodFilterSince("24h", now)).toEqual(new Date("2025-06-14T12:00:00Z"));
    expect(periodFilterSince("7d", now)).toEqual(new Date("2025-06-08T12:00:00Z"));
    expect(periodFilterSince("30d", now)).toEqual(new Date("2025-05-16T12:00:00Z"));
    expect(periodFilterSince("all", now)).toBeNull();
  });
});

describe("lot periods", () => {
  it("prolong by 7, 14 or 21 days", () => {
    expect(prolongOptionsDays).toEqual([7, 14, 21]);
  });

  it("end date options P1W to P4W are 7 to 28 days", () => {
    expect(EndDateOption).toEqual({ P1W: 7, P2W: 14, P3W: 21, P4W: 28 });
    expect(isEndDateOption("P3W")).toBe(true);
    expect(isEndDateOption("P5W")).toBe(false);
  });

  it("the digest period is P4W and packages last 1, 3, 5, 7 or 10", () => {
    expect(digestPeriod).toBe("P4W");
    expect(packageDurationOptions).toEqual([1, 3, 5, 7, 10]);
  });
});

describe("active until", () => {
  it("adds the option's days to today", () => {
    expect(activeUntil("P1W", "2025-06-15")).toBe("2025-06-22");
    expect(activeUntil("P4W", "2025-06-15")).toBe("2025-07-13");
  });

  it("crosses month, year and leap-day boundaries", () => {
    expect(activeUntil("P2W", "2024-02-20")).toBe("2024-03-05");
    expect(activeUntil("P2W", "2025-02-20")).toBe("2025-03-06");
    expect(activeUntil("P3W", "2025-12-20")).toBe("2026-01-10");
  });

  it("refuses a today that is not a calendar date", () => {
    expect(() => activeUntil("P1W", "2025-02-30")).toThrow(RangeError);
  });

  it("takes today in Riga, where the day starts before it does in UTC", () => {
    expect(marketTimeZone).toBe("Europe/Riga");
    expect(calendarDate(new Date("2025-03-29T22:30:00Z"))).toBe("2025-03-30");
    expect(calendarDate(new Date("2025-10-24T21:30:00Z"))).toBe("2025-10-25");
    expect(calendarDate(new Date("2025-10-24T21:30:00Z"), "UTC")).toBe("2025-10-24");
  });

  it("is a day count that no daylight-saving change shifts", () => {
    const today = calendarDate(new Date("2025-10-24T21:30:00Z"));
    expect(activeUntil("P1W", today)).toBe("2025-11-01");
  });
});

describe("days in a month", () => {
  it("follow leap years", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 1)).toBe(31);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
});
