import { useEffect, useState, useSyncExternalStore } from "react";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useHashModal } from "../../ui/hash-modal";
import { HeartIcon } from "../../ui/icons";
import type { LotCardView } from "../lot-card/card-view";
import { askBookmarkedLots, bookmarkedLotsOf, subscribeBookmarkedLots } from "./bookmarked-lots";
import { rememberPendingBookmark } from "./pending-bookmark-trigger";

/*
 * The calls load with the first heart a signed-in user sees, or the first press: a list's first load carries
 * only the button (about 2 KB less script for every visitor of home and the listings).
 */
const loadClient = () => import("./watch-list-client");

async function askedBookmarkedIds(): Promise<number[]> {
  // A lot remembered before signing in is bookmarked first, so its heart shows it.
  const { settlePendingBookmark } = await import("./pending-bookmark");
  await settlePendingBookmark();
  return (await loadClient()).bookmarkedLotIds();
}

/** The signed-in user's bookmarked lots once known: null while asked, and always for signed-out visitors. */
function useBookmarkedLots(userId: number | null): ReadonlySet<number> | null {
  const ids = useSyncExternalStore(
    subscribeBookmarkedLots,
    () => (userId === null ? null : bookmarkedLotsOf(userId)),
    () => null,
  );
  useEffect(() => {
    // A failed answer leaves the hearts as they are: a press asks again (`toggle`).
    if (userId !== null) askBookmarkedLots(userId, askedBookmarkedIds).catch(() => {});
  }, [userId]);
  return ids;
}

/**
 * The heart in a list card's corner (spec 1 sections 4 and 6): it bookmarks a published lot, or removes it, at
 * once, and the header's count follows. It is not offered on the visitor's own lots. A signed-out visitor is
 * asked to sign in and the lot is bookmarked after, as on the lot's page. Lists shared by the page cache are the
 * same for every signed-out visitor: whether a lot is bookmarked is asked in the browser.
 */
export function CardBookmark({ card }: { card: LotCardView }) {
  const { t } = useI18n();
  const userId = useRootData()?.shell.session?.userId ?? null;
  const bookmarked = useBookmarkedLots(userId);
  const signIn = useHashModal("signin");
  const [busy, setBusy] = useState(false);
  if (!card.published || card.ownerId === userId) return null;

  const listed = bookmarked?.has(card.id) ?? false;
  async function toggle() {
    if (busy) return;
    if (userId === null) {
      rememberPendingBookmark(card.id);
      signIn.openModal();
      return;
    }
    setBusy(true);
    // Pressed before the user's bookmarks are known (asked, or their answer failed): asked now. If they stay
    // unknown the press adds the lot, which is right whatever the list holds (adding twice keeps it once).
    if (bookmarked === null) await askBookmarkedLots(userId, askedBookmarkedIds).catch(() => {});
    const wasListed = bookmarkedLotsOf(userId)?.has(card.id) ?? false;
    await (await loadClient()).setListed("favorites", card.id, !wasListed, true);
    setBusy(false);
  }

  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-label={`${t("Add to favorites")}: ${card.title}`}
      title={listed ? t("In favorites") : t("Add to favorites")}
      // aria-disabled while a call is on its way: disabled would drop the keyboard's focus.
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
      className={`card-corner-button ${listed ? "text-danger" : "text-fg"}`}
    >
      <HeartIcon size={20} fill={listed ? "currentColor" : "none"} />
    </button>
  );
}
