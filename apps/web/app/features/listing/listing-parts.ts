import { deferredPart } from "../../lib/split-view";

/*
 * The listing's parts that hydrate on their own, after the cards (lib/split-view.tsx): the filters and the
 * pagination. The server renders them with the page; their code is not among its first scripts.
 */
export const filterPanelPart = deferredPart(() =>
  import("./filter-panel").then((module) => module.FilterPanel),
);

export const paginationPart = deferredPart(() => import("./pagination").then((module) => module.Pagination));
