import { stripPriceSeparators } from "@tirgus/domain/prices";

/*
 * The price input takes only text that is empty or on its way to the price pattern (spec 2 section 5: up to
 * 9 digits, a comma or a dot, 1 or 2 decimals). "12," is accepted while typed, since every price with
 * decimals passes through it; anything else (letters, a third decimal, a tenth digit) is refused as typed.
 * Spaces are thousand separators and are stripped.
 */
const typedPricePattern = /^\d{0,9}(?:[.,]\d{0,2})?$/;

/** The text the input keeps after a keystroke, or null to refuse the keystroke. */
export function acceptedPriceText(text: string): string | null {
  const clean = stripPriceSeparators(text);
  return typedPricePattern.test(clean) && !/^[.,]/.test(clean) ? clean : null;
}
