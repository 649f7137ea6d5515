import { landAreaFilterKey, squareMetresPerHectare } from "./catalogue.ts";
import type { Language } from "./languages.ts";
import { Fees } from "./money.ts";

export const currencySuffix = " €";
/** A plain space, as the spec says; Intl would give a locale-dependent no-break space. */
export const thousandsSeparator = " ";

/** An amount in euros with spaces between thousands and without a trailing ".00": 1 234, 1 234.50. */
export function formatAmount(euros: number): string {
  const fixed = euros.toFixed(2);
  const whole = fixed.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, thousandsSeparator);
  const cents = fixed.slice(-2);
  return cents === "00" ? whole : `${whole}.${cents}`;
}

export const formatPrice = (euros: number): string => `${formatAmount(euros)}${currencySuffix}`;

/**
 * A measured number (engine volume, area, mileage): thousands spaced as amounts are, but with the decimals it
 * has, up to 3 (engine volumes have 3), not a price's two: "1.6 l", not "1.60 l".
 */
export function formatQuantity(value: number): string {
  const [whole = "0", decimals] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, "")
    .split(".");
  const sign = value < 0 && (whole !== "0" || decimals) ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, thousandsSeparator)}${decimals ? `.${decimals}` : ""}`;
}

/** Years are not amounts: "2015", not "2 015". */
const yearKeys = /year/i;
/** The hectare's short name (spec 2 section 9: area units m² and ha). */
export const hectareUnit: Readonly<Record<Language, string>> = { lv: "ha", ru: "га", en: "ha" };

/**
 * A lot's measured attribute with its filter's unit, as cards, the lot page and the form's preview show it:
 * years bare; an engine's litres with their one decimal as sellers and titles write them ("2.0 l", not
 * "2 l"); land from one hectare on in hectares to two decimals, as land is sold ("5.94 ha", not "59 400 m²";
 * the filter keeps square metres); anything else as a quantity with its own decimals.
 */
export function formatMeasure(key: string, value: number, unit: string | undefined, lang: Language): string {
  if (key === landAreaFilterKey && value >= squareMetresPerHectare)
    return `${formatQuantity(Math.round(value / (squareMetresPerHectare / 100)) / 100)} ${hectareUnit[lang]}`;
  const number = yearKeys.test(key)
    ? String(value)
    : key === "engine-volume" && Number.isInteger(value)
      ? value.toFixed(1)
      : formatQuantity(value);
  return unit ? `${number} ${unit}` : number;
}

/** Credits are whole numbers, so euros are computed in integers and always show 2 decimals. */
export function formatCreditsAsEuros(credits: number): string {
  const cents = Math.abs(Math.round(credits));
  const perEuro = Fees.oneEuroCreditsCount;
  const sign = credits < 0 && cents > 0 ? "-" : "";
  return `${sign}${Math.floor(cents / perEuro)}.${String(cents % perEuro).padStart(2, "0")}`;
}

/** The spec's text for anything under a minute, and the translation key for it (typo included). */
export const fewSecondsAgo = "A few second ago";
export type RelativeTimeKey = typeof fewSecondsAgo | "minutes" | "hours" | "days" | "months" | "years";
export type RelativeTime = { key: RelativeTimeKey; count: number };

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** Largest first; a month is 30 days and a year 365, as the spec counts them. */
const relativeTimeUnits = [
  { key: "years", ms: 365 * dayMs },
  { key: "months", ms: 30 * dayMs },
  { key: "days", ms: dayMs },
  { key: "hours", ms: 60 * minuteMs },
  { key: "minutes", ms: minuteMs },
] as const;

/** How long ago `then` was, as a key and a whole count; the web app words it per language. */
export function relativeTime(then: Date, now: Date): RelativeTime {
  const elapsed = now.getTime() - then.getTime();
  const unit = relativeTimeUnits.find(({ ms }) => elapsed >= ms);
  return unit ? { key: unit.key, count: Math.floor(elapsed / unit.ms) } : { key: fewSecondsAgo, count: 0 };
}

/**
 * An amount with its price type's short form: "12 500 €" for a plain price, "450 €/mēn." for a rent. The
 * short forms carry the euro sign themselves, so the plain " €" suffix is left off when one follows.
 */
export function formatPriceWithType(euros: number, short: string): string {
  return short === "" || short === "€" ? formatPrice(euros) : `${formatAmount(euros)} ${short}`;
}
