import { deferredPart } from "../../lib/split-view";

/*
 * The shell's part that hydrates on its own, after the page (lib/split-view.tsx): the header's search box. The
 * server renders it on every page (the root loader loads it); its code is not among the first scripts. The
 * shell stays mounted across client navigations, so it hydrates once.
 */
export const searchBoxPart = deferredPart(() =>
  import("../search-box/search-box").then((module) => module.SearchBox),
);
