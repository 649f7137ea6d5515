import type { Language } from "@tirgus/domain/languages";
import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import { type LotPageData, type PriceView, priceViewOf } from "./lot-route";

/**
 * The lot's price as its page shows it and as the owner's inline edit works on it. The edit changes the list
 * price (`PATCH /api/lots/{id}/price` sets the first price; a discounted lot keeps its percent and the price
 * to pay follows), so the field starts at the list price, which a discounted lot shows struck through.
 * After a save the saved lot is the truth: the page's loader data still holds the price (and the count of
 * changes left) from before.
 */
export type EditablePrice = {
  /** What the page shows: the price to pay, with the list price struck through when discounted. */
  view: PriceView | null;
  /** The list price in euros: where the field starts, and what "unchanged" is judged against. */
  listValue: number | null;
  /** The discount the lot keeps through an edit; null when it has none. */
  discountPercent: number | null;
  /** How many more times the price may change (decision 0028); null when the answer did not say. */
  changesLeft: number | null;
};

export function editablePriceOfPage(page: LotPageData): EditablePrice {
  return {
    view: page.price,
    listValue: page.priceValue,
    discountPercent: page.price?.old ? page.price.percent : null,
    changesLeft: page.priceChangesLeft,
  };
}

export function editablePriceOfSaved(saved: LotDetail, lang: Language): EditablePrice {
  const first = saved.prices[0];
  return {
    view: priceViewOf(saved, lang),
    listValue: first?.value ?? null,
    discountPercent: first?.discountedValue != null ? saved.discountPercent : null,
    changesLeft: saved.priceChangesLeft ?? null,
  };
}
