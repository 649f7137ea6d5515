import { oneOf } from "./enumeration.ts";
import { isIsoDate } from "./patterns.ts";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Values of the `period` list filter: lots published within the last 24 hours, 7 or 30 days, or any time. */
export const periodFilterValues = ["24h", "7d", "30d", "all"] as const;
export type PeriodFilter = (typeof periodFilterValues)[number];
export const isPeriodFilter = oneOf(periodFilterValues);

const periodFilterMs = { "24h": dayMs, "7d": 7 * dayMs, "30d": 30 * dayMs } as const;

/** The earliest publish time a period filter admits, or null when it admits all. */
export function periodFilterSince(period: PeriodFilter, now: Date): Date | null {
  return period === "all" ? null : new Date(now.getTime() - periodFilterMs[period]);
}

export const prolongOptionsDays = [7, 14, 21] as const;
export type ProlongOptionDays = (typeof prolongOptionsDays)[number];

/** End date options of a lot (ISO 8601 durations) and the days each stands for. */
export const EndDateOption = { P1W: 7, P2W: 14, P3W: 21, P4W: 28 } as const;
export type EndDateOptionName = keyof typeof EndDateOption;
export const isEndDateOption = oneOf(Object.keys(EndDateOption) as EndDateOptionName[]);

export const digestPeriod = "P4W" satisfies EndDateOptionName;

/** The spec lists the options without a unit. */
export const packageDurationOptions = [1, 3, 5, 7, 10] as const;

/** The market's time zone: "today" and "Active until" are Latvian calendar days. */
export const marketTimeZone = "Europe/Riga";

/** Making a formatter costs far more than using one (it was 2 % of a listing's CPU): one per time zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone`. */
export function calendarDate(now: Date, timeZone: string = marketTimeZone): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * The "Active until" day of a lot published on `today` (YYYY-MM-DD). Works on calendar days, not
 * on elapsed milliseconds, so a daylight-saving change in between cannot shift the day.
 */
export function activeUntil(option: EndDateOptionName, today: string): string {
  if (!isIsoDate(today)) throw new RangeError(`Not a calendar date: ${today}`);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + EndDateOption[option]);
  return date.toISOString().slice(0, 10);
}

/** Days in a month (1-12) of a year; the date filter's day list follows it, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
