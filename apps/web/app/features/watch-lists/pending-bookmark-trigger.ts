import { pendingBookmarkKey } from "@tirgus/domain/watch-lists";

/**
 * Once a visitor is signed in, the lot they asked to bookmark while signed out is added (spec 1 section 4).
 * The shell calls this on every page; the code that adds it loads only when there is such a lot.
 */
export function settlePendingBookmarkSoon(): void {
  if (window.localStorage.getItem(pendingBookmarkKey) === null) return;
  void import("./pending-bookmark").then((module) => module.settlePendingBookmark());
}
