import { daysInMonth } from "@tirgus/domain/periods";

/** A date filter's three selects, dd-mm-yyyy (spec 2 section 5); empty strings while unchosen. */
export type DateParts = { day: string; month: string; year: string };

export const emptyDateParts: DateParts = { day: "", month: "", year: "" };

export function datePartsOf(value: string | undefined): DateParts {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return match ? { year: match[1] ?? "", month: match[2] ?? "", day: match[3] ?? "" } : emptyDateParts;
}

/** The days the day select offers: 28 to 31 by month, February 29 in leap years; 31 before a month is chosen. */
export function dayCount(parts: DateParts): number {
  if (parts.month === "") return 31;
  // A leap year until the year is chosen, so 29 February can be picked first.
  return daysInMonth(parts.year === "" ? 2024 : Number(parts.year), Number(parts.month));
}

/** The parts after one changed: a day the new month or year does not have is cleared. */
export function changeDatePart(parts: DateParts, part: keyof DateParts, value: string): DateParts {
  const next = { ...parts, [part]: value };
  return next.day !== "" && Number(next.day) > dayCount(next) ? { ...next, day: "" } : next;
}

/** YYYY-MM-DD once all three parts are chosen, else null: an incomplete date is never emitted. */
export function completeDate(parts: DateParts): string | null {
  if (parts.day === "" || parts.month === "" || parts.year === "") return null;
  return `${parts.year}-${parts.month.padStart(2, "0")}-${parts.day.padStart(2, "0")}`;
}

/** Years a date select offers: mot dates look ahead, other dates (birth, availability) both ways. */
export function yearOptions(now: Date, future: boolean): number[] {
  const year = now.getFullYear();
  const first = future ? year : year - 30;
  const last = year + (future ? 3 : 5);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
