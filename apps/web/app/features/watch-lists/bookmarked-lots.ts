/*
 * The lots the signed-in user bookmarked, as this browser tab knows them, for the hearts on list cards: asked
 * once (`GET /api/favorites`) when the first heart shows, then kept by every addition and removal made here,
 * on a card, on a lot's page or on the bookmarks page.
 */

type Known = { userId: number; ids: ReadonlySet<number> };

let known: Known | null = null;
let asked: number | null = null;
const listeners = new Set<() => void>();

function changed(next: Known) {
  known = next;
  for (const listener of listeners) listener();
}

export function subscribeBookmarkedLots(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's bookmarked lots; null until they are known (or for another user than the one asked for). */
export function bookmarkedLotsOf(userId: number): ReadonlySet<number> | null {
  return known?.userId === userId ? known.ids : null;
}

/** Asks for the user's bookmarked lots once; a failed answer is asked again by the next heart that shows. */
export function askBookmarkedLots(userId: number, fetchIds: () => Promise<number[]>): void {
  if (asked === userId) return;
  asked = userId;
  fetchIds().then(
    (ids) => {
      if (asked === userId) changed({ userId, ids: new Set(ids) });
    },
    () => {
      if (asked === userId) asked = null;
    },
  );
}

/** A lot bookmarked or removed in this tab (a list not yet known is asked for in full later). */
export function noteBookmark(lotId: number, listed: boolean): void {
  if (known === null) return;
  const ids = new Set(known.ids);
  if (listed) ids.add(lotId);
  else ids.delete(lotId);
  changed({ userId: known.userId, ids });
}
