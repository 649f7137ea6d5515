import { pendingBookmarkKey } from "@tirgus/domain/watch-lists";

/** A signed-out visitor asked to bookmark the lot: it is added once they have signed in. */
export function rememberPendingBookmark(lotId: number): void {
  window.localStorage.setItem(pendingBookmarkKey, String(lotId));
}

/**
 * Once a visitor is signed in, the lot they asked to bookmark while signed out is added (spec 1 section 4).
 * The shell calls this on every page; the code that adds it loads only when there is such a lot.
 */
export function settlePendingBookmarkSoon(): void {
  if (window.localStorage.getItem(pendingBookmarkKey) === null) return;
  void import("./pending-bookmark").then((module) => module.settlePendingBookmark());
}
