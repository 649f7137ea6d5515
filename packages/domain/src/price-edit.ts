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
  // Spaces between thousands are how prices are written here ("9 999").
  const text = input.replace(/\s/g, "");
  if (text === "") return { error: PriceEditError.required };
  if (!pricePattern.test(text)) return { error: PriceEditError.format };
  const [euros = "0", decimals = ""] = text.split(/[.,]/);
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, "0"));
  if (cents === 0) return { error: PriceEditError.zero };
  if (cents > priceEditMax * 100) return { error: PriceEditError.tooHigh };
  return { cents };
}
