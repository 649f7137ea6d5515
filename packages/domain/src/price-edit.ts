import { priceEditMax } from "./limits.ts";
import { pricePattern } from "./patterns.ts";

/*
 * The owner's inline price edit on the lot page (spec 1 section 5): numeric, at most 10000.00, step 0.01 (two
 * decimals at most), nonzero; saved only when changed. The same rule runs in the browser, which says what is
 * wrong before anything is sent, and on the server, which trusts nothing it is sent.
 */

/** Message keys of the dictionaries; the maximum goes in as the value of "%s". */
export const PriceEditError = {
  required: "Field is required",
  format: "Wrong price format",
  zero: "Price must be greater than 0",
  tooHigh: "The price can be at most %s",
} as const;
export type PriceEditError = (typeof PriceEditError)[keyof typeof PriceEditError];

export type PriceEdit = { cents: number } | { error: PriceEditError };

export function parsePriceEdit(input: string): PriceEdit {
  const typed = typedCents(input);
  if ("error" in typed) return typed;
  if (typed.cents === 0) return { error: PriceEditError.zero };
  if (typed.cents > priceEditMax * 100) return { error: PriceEditError.tooHigh };
  return typed;
}

/** The amount typed, in cents, when it is written as a price; not yet checked against the edit's limits. */
function typedCents(input: string): PriceEdit {
  // Spaces between thousands are how prices are written here ("9 999").
  const text = input.replace(/\s/g, "");
  if (text === "") return { error: PriceEditError.required };
  if (!pricePattern.test(text)) return { error: PriceEditError.format };
  const [euros = "0", decimals = ""] = text.split(/[.,]/);
  return { cents: Number(euros) * 100 + Number(decimals.padEnd(2, "0")) };
}

/**
 * What the edit does with `input` when the price is `currentCents` now: refuses it, leaves it (the same price:
 * nothing is sent, spec 1 section 5 "saved only when changed") or saves the new one.
 */
export type PriceEditDecision = { error: PriceEditError } | { unchanged: true } | { save: number };

export function decidePriceEdit(input: string, currentCents: number): PriceEditDecision {
  // The price as it is, even one above the edit's maximum (set in the lot's form, which allows more), is left
  // as it is: the owner who opened the edit and closed it changed nothing.
  const typed = typedCents(input);
  if ("cents" in typed && typed.cents === currentCents) return { unchanged: true };
  const parsed = parsePriceEdit(input);
  return "error" in parsed ? parsed : { save: parsed.cents };
}

/**
 * The price to pay of a discounted lot: the edit changes the list price and the lot keeps its discount, so
 * what buyers pay follows (the server stores it, the edit's form shows it before saving).
 */
export const discountedCents = (cents: number, percent: number): number =>
  Math.round((cents * (100 - percent)) / 100);

/**
 * A discounted lot's prices after its owner saved new list prices (the wizard): the lot keeps its discount, so
 * each price's price to pay follows its list price. Without a discount the prices are as given.
 */
export function discountedPrices<Price extends { valueCents: number }>(
  prices: readonly Price[],
  percent: number | null,
): (Price & { discountedCents?: number })[] {
  if (percent === null) return [...prices];
  return prices.map((price) => ({ ...price, discountedCents: discountedCents(price.valueCents, percent) }));
}

/** What buyers will pay for the list price typed, the lot's discount taken off; null while the text is no price. */
export function priceToPayCents(input: string, discountPercent: number): number | null {
  const parsed = parsePriceEdit(input);
  return "error" in parsed ? null : discountedCents(parsed.cents, discountPercent);
}
