import { deferredPart } from "../../lib/split-view";

/*
 * The parts of a list of lots that hydrate on their own, after the cards (lib/split-view.tsx): the filters and
 * the pagination, on the listing and on the search results. The server renders them with the page; their code
 * is not among its first scripts.
 */
export const filterPanelPart = deferredPart(() =>
  import("./filter-panel").then((module) => module.FilterPanel),
);

export const paginationPart = deferredPart(() => import("./pagination").then((module) => module.Pagination));

/** Both parts loaded: what a route showing them awaits before it renders (its loaders, server and client). */
export async function loadListParts(): Promise<void> {
  await Promise.all([filterPanelPart.load(), paginationPart.load()]);
}
