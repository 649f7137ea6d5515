import { splitView } from "../../lib/split-view";
import type { ListingTarget } from "./listing-path";

/*
 * The listing route shows a category listing or a lot page (`.../!{id}`): each is a chunk of its own, so a
 * lot page does not load the filters and pagination, nor a listing the lot page.
 */
export const listingView = splitView(
  "features/listing/listing-view.tsx",
  () => import("./listing-view").then((module) => module.ListingView),
  () => import("./listing-parts").then((parts) => [parts.filterPanelPart, parts.paginationPart]),
);

export const lotPageView = splitView(
  "features/lot-page/lot-view.tsx",
  () => import("../lot-page/lot-view").then((module) => module.LotView),
  // Every part lot-parts.ts declares, so a new one cannot be left out of the loaders.
  () => import("../lot-page/lot-parts").then((parts) => Object.values(parts)),
);

export function viewOf(target: ListingTarget) {
  return target.kind === "lot" ? lotPageView : listingView;
}
