/*
 * Validation patterns shared by zod schemas, HTML inputs and form code. Whole-value patterns are
 * anchored; no exported RegExp has a `g` flag (so `test` is stateless), and each also compiles in the
 * `v` mode browsers use for the HTML `pattern` attribute (hence `\-` inside character classes).
 */

import { priceUpperBound } from "./limits.ts";

/** Up to 9 whole digits, optionally a comma or a dot with 1 or 2 decimals: both marks are typed in Latvia. */
export const pricePattern = /^\d{1,9}(?:[.,]\d{1,2})?$/;
export const isPriceText = (text: string): boolean => pricePattern.test(text);

/*
 * The spec names only the parts of an e-mail address. The local part and the domain labels take the
 * conventional ASCII set (letters, digits, and . _ % + - in the local part, hyphens in labels).
 */
const emailSource = String.raw`(?=.{4,255}$)[\w.%+\-]+@(?:[A-Za-z0-9\-]+\.)+[A-Za-z]{2,6}`;
/** An optional country prefix of 1 to 3 digits (with optional "+" and one space), then 8 digits. */
const phoneSource = String.raw`(?:\+?\d{1,3} ?)?\d{8}`;

export const emailPattern = new RegExp(`^${emailSource}$`);
export const isEmail = (text: string): boolean => emailPattern.test(text);

/** A contact is an e-mail-like text or a phone number. */
export const contactPattern = new RegExp(`^(?:${emailSource}|${phoneSource})$`);
export const isContact = (text: string): boolean => contactPattern.test(text);

export const latvianDialCode = "371";
export const latvianPhonePattern = /^\d{8}$/;
export const isLatvianPhone = (text: string): boolean => latvianPhonePattern.test(text);

/** Lowercase scheme only: the HTML `pattern` attribute cannot carry the `i` flag. */
export const webAddressPattern = /^https?:\/\/\S+$/;
export const isWebAddress = (text: string): boolean => webAddressPattern.test(text);

/**
 * Spaces are thousands separators in price filters, a comma may be the decimal point; zero (and anything not
 * a number written in decimal digits, such as "0x10" or "1e3") means no filter. A bound past any price a lot
 * can have stands at that limit: "to 99999999999" lists every lot, "from 99999999999" none, and the cents
 * never overflow the database's integer.
 */
export function priceFilterValue(text: string): number | undefined {
  const typed = text.replace(/\s/g, "");
  if (!/^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/.test(typed)) return undefined;
  // Hundreds of digits make Infinity, which the limit holds like any other bound past it.
  const value = Number(typed.replace(",", "."));
  if (value === 0) return undefined;
  return Math.max(-priceUpperBound, Math.min(value, priceUpperBound));
}

/** Accepts the cleaned value and every prefix of it that a user types ("1", "1.", "1.99"). */
export const engineVolumePattern = /^\d*(?:\.\d{0,3})?$/;

export function cleanEngineVolume(text: string): string {
  const [whole = "", ...fractions] = text.replace(/[^\d.]/g, "").split(".");
  return fractions.length === 0 ? whole : `${whole}.${fractions.join("").slice(0, 3)}`;
}

/** Year-month-day, the form a date filter emits once all three parts are chosen. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A matching text that is also a real calendar day (`Date` would roll 2024-02-30 over to March). */
export function isIsoDate(text: string): boolean {
  if (!isoDatePattern.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** An inspection date that is not after `now` is worth nothing to a buyer, so it is emptied. */
export function futureMotDate(value: string, now: Date): string {
  return isIsoDate(value) && Date.parse(value) > now.getTime() ? value : "";
}

// Whitespace includes the line break the two-line moto plate input inserts.
// biome-ignore lint/complexity/noUselessEscapeInRegex: v mode (HTML pattern) requires "-" escaped in a class
export const vehiclePlateSeparator = /[\s\-]/;
const vehiclePlateSeparators = new RegExp(vehiclePlateSeparator.source, "g");
export const cleanVehiclePlate = (text: string): string => text.replace(vehiclePlateSeparators, "");

export const pageJumpPattern = /^\d+$/;

/** The page a page-jump input leads to: its digits, clamped to 1..lastPage; null while it has none. */
export function pageJumpTarget(text: string, lastPage: number): number | null {
  const digits = text.replace(/\D/g, "");
  if (digits === "") return null;
  return Math.min(Math.max(Number(digits), 1), Math.max(lastPage, 1));
}
