import { ActionType } from "./catalogue.ts";
import type { PublishAsOwner } from "./lot-form.ts";
import { offersWinterBeaters } from "./money.ts";
import { parsePrice } from "./prices.ts";

/*
 * The winter-beaters checkbox of the price step (spec 2 section 4: "offered when the first price is under 3000,
 * depending on user eligibility"). Who is eligible is decided in docs/decisions/0030: a private seller selling
 * a car. The server stores the flag only while the rule holds; the wizard shows the box by the same rule.
 */

/** Cars, by the catalogue's stable id (apps/server/src/modules/catalogue/data/categories/transport.ts). */
export const winterBeaterCategoryId = 1001;

export type WinterBeaterLot = {
  /** Category ids from the top level down to the lot's category. */
  categoryPath: readonly number[];
  action: number | null;
  owner: PublishAsOwner;
  /** The first price type's price as typed, if any. */
  firstPrice: string | undefined;
};

/** A private seller selling a car: a dealer's cheap stock or a car wanted are not winter beaters. */
export const winterBeaterEligible = (lot: Omit<WinterBeaterLot, "firstPrice">): boolean =>
  lot.owner === "me" && lot.action === ActionType.sell && lot.categoryPath.includes(winterBeaterCategoryId);

/** Whether the checkbox is offered: an eligible lot whose first price is filled in, above 0 and under 3000. */
export function offersWinterBeaterChoice(lot: WinterBeaterLot): boolean {
  const euros = parsePrice(lot.firstPrice ?? "");
  return euros !== null && euros > 0 && offersWinterBeaters(euros, winterBeaterEligible(lot));
}
