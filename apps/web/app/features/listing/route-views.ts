import { splitView } from "../../lib/split-view";
import * as lotParts from "../lot-page/lot-parts";
import { filterPanelPart, paginationPart } from "./listing-parts";
import type { ListingTarget } from "./listing-path";

/*
 * The listing route shows a category listing or a lot page (`.../!{id}`): each is a chunk of its own, so a
 * lot page does not load the filters and pagination, nor a listing the lot page.
 */
export const listingView = splitView(
  "features/listing/listing-view.tsx",
  () => import("./listing-view").then((module) => module.ListingView),
  [filterPanelPart, paginationPart],
);

export const lotPageView = splitView(
  "features/lot-page/lot-view.tsx",
  () => import("../lot-page/lot-view").then((module) => module.LotView),
  // Every part lot-parts.ts declares, so a new one cannot be left out of the loaders.
  Object.values(lotParts),
);

export function viewOf(target: ListingTarget) {
  return target.kind === "lot" ? lotPageView : listingView;
}
