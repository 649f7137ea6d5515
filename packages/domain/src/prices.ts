import { ValidationMessage, type ValidationText } from "./errors.ts";
import { priceEditMax, priceEditStep, priceUpperBound } from "./limits.ts";
import { pricePattern } from "./patterns.ts";

/** Spaces of any kind (users paste "1 234" with no-break spaces) are thousands separators, never part of a price. */
export const stripPriceSeparators = (text: string): string => text.replace(/\s/g, "");

/** The euros a price text stands for, or null when it does not match the price pattern. */
export function parsePrice(text: string): number | null {
  const clean = stripPriceSeparators(text);
  return pricePattern.test(clean) ? Number(clean.replace(",", ".")) : null;
}

/** The message for one filled-in or required price field, or null when it is valid. */
export function priceError(text: string): ValidationText | null {
  if (stripPriceSeparators(text) === "") return ValidationMessage.fieldRequired;
  const value = parsePrice(text);
  if (value === 0) return ValidationMessage.priceMustBePositive;
  if (value === null || value >= priceUpperBound) return ValidationMessage.wrongPriceFormat;
  return null;
}

export type PricesValidation = { form: ValidationText | null; fields: (ValidationText | null)[] };

/**
 * The prices of a lot, one text per price type. A single price type is simply required; with several,
 * any may stay empty as long as one is filled in.
 */
export function validatePrices(texts: readonly string[]): PricesValidation {
  const empty = texts.map((text) => stripPriceSeparators(text) === "");
  if (texts.length > 1 && empty.every(Boolean)) {
    return { form: ValidationMessage.atLeastOnePrice, fields: texts.map(() => null) };
  }
  const fields = texts.map((text, index) => (texts.length > 1 && empty[index] ? null : priceError(text)));
  return { form: null, fields };
}

/** The lot page's inline price edit: nonzero, at most 10000.00, in whole cents. */
export function isValidPriceEdit(euros: number): boolean {
  const steps = euros / priceEditStep;
  return euros > 0 && euros <= priceEditMax && Math.abs(steps - Math.round(steps)) < 1e-6;
}
