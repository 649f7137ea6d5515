import { pendingBookmarkKey, WatchListMessage } from "@tirgus/domain/watch-lists";
import { toastStore } from "../../lib/toast-store";
import { setListed } from "./watch-list-client";

/*
 * Bookmarking while signed out (spec 1 section 4): the lot is remembered, the visitor signs in, and the lot
 * is bookmarked then and forgotten. The shell and the lot's own button both wait for the same settling.
 */

let settling: Promise<number | null> | null = null;

/** Bookmarks the remembered lot for the signed-in user, once; answers its id (null when there was none). */
export function settlePendingBookmark(): Promise<number | null> {
  settling ??= settle().finally(() => {
    settling = null;
  });
  return settling;
}

async function settle(): Promise<number | null> {
  const remembered = Number(window.localStorage.getItem(pendingBookmarkKey));
  // Forgotten first: a refused lot (the user's own) must not be tried on every page.
  window.localStorage.removeItem(pendingBookmarkKey);
  if (!Number.isSafeInteger(remembered) || remembered <= 0) return null;
  const state = await setListed("favorites", remembered, true, true);
  if (!state) return null;
  toastStore.show({ kind: "success", message: WatchListMessage.addedToFavorites });
  return remembered;
}
