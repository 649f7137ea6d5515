import { priceChangesAllowed } from "./money.ts";

/*
 * How many times a lot's price may change (selling spec sections 4 and 9: "Price change allowed 3 times";
 * decision 0028, "Price changes"). The rule keeps a seller from re-pricing a published classified again and again to look new
 * or cheaper, so only a change that buyers could see counts: a new value of a lot that has gone public (been
 * published or approved once). Prices set while the lot is a draft, or before it first went public, and saves
 * of the same price do not count. The server counts; pages only show what is left.
 */

/** Translation keys of the rule's answers. */
export const PriceChangeMessage = {
  noneLeft: "The price can no longer be changed: all allowed price changes are used",
} as const;

/** The changes a lot has left after `used` counted ones. */
export const priceChangesLeft = (used: number): number => Math.max(0, priceChangesAllowed - used);

/**
 * The wizard saves a lot as its owner types (after each pause), so one re-pricing in it arrives as several
 * saves ("15", "150", "1500"): a save of the form within this many minutes of the last counted change is a
 * correction of that change, not another one. The lot page's price edit saves once, on Save: each of its
 * changes counts.
 */
export const priceCorrectionMinutes = 15;

/** A stored price: its type and list value in cents (a discount follows the value and is no change of its own). */
export type PriceValue = { priceTypeId: number; valueCents: number };

/** Whether a save changes the lot's prices: another value for a price type, or a price added or taken away. */
export function pricesChanged(before: readonly PriceValue[], after: readonly PriceValue[]): boolean {
  if (before.length !== after.length) return true;
  return before.some((price, index) => {
    const other = after[index];
    return other?.priceTypeId !== price.priceTypeId || other.valueCents !== price.valueCents;
  });
}
