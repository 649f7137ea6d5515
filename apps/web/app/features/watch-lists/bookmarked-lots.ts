/*
 * The lots the signed-in user bookmarked, as this browser tab knows them, for the hearts on list cards: asked
 * once (`GET /api/favorites`) when the first heart shows, then kept by every addition and removal made here,
 * on a card, on a lot's page or on the bookmarks page, and by those made in the user's other tabs.
 */

type Known = { userId: number; ids: ReadonlySet<number> };
/** A change, with the user it was made for when this tab knows (a tab that has shown no heart does not). */
type Note = { userId: number | null; lotId: number; listed: boolean };

let known: Known | null = null;
let asked: { userId: number; answer: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function changed(next: Known) {
  known = next;
  for (const listener of listeners) listener();
}

/** The other tabs of this browser: a bookmark made in one shows in the others' hearts. */
let otherTabs: BroadcastChannel | null = null;
function tabsChannel(): BroadcastChannel | null {
  if (otherTabs === null && typeof BroadcastChannel === "function") {
    otherTabs = new BroadcastChannel("tirgus-bookmarks");
    otherTabs.onmessage = (event: MessageEvent<Note>) => apply(event.data);
  }
  return otherTabs;
}

export function subscribeBookmarkedLots(listener: () => void): () => void {
  tabsChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's bookmarked lots; null until they are known (or for another user than the one asked for). */
export function bookmarkedLotsOf(userId: number): ReadonlySet<number> | null {
  return known?.userId === userId ? known.ids : null;
}

/**
 * Asks for the user's bookmarked lots once; the answer settles when they are known. A failed answer is asked
 * again by the next heart that shows or is pressed.
 */
export function askBookmarkedLots(userId: number, fetchIds: () => Promise<number[]>): Promise<void> {
  if (asked?.userId === userId) return asked.answer;
  const answer = fetchIds().then(
    (ids) => {
      if (asked?.answer === answer) changed({ userId, ids: new Set(ids) });
    },
    (error: unknown) => {
      if (asked?.answer === answer) asked = null;
      throw error;
    },
  );
  asked = { userId, answer };
  return answer;
}

/** A lot bookmarked or removed in this tab (a list not yet known is asked for in full later). */
export function noteBookmark(lotId: number, listed: boolean): void {
  const note = { userId: known?.userId ?? null, lotId, listed };
  apply(note);
  tabsChannel()?.postMessage(note);
}

function apply({ userId, lotId, listed }: Note) {
  if (known === null || (userId !== null && known.userId !== userId)) return;
  const ids = new Set(known.ids);
  if (listed) ids.add(lotId);
  else ids.delete(lotId);
  changed({ userId: known.userId, ids });
}
