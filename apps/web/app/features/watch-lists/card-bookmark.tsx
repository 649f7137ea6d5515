import { useEffect, useState, useSyncExternalStore } from "react";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useHashModal } from "../../ui/hash-modal";
import { HeartIcon } from "../../ui/icons";
import type { LotCardView } from "../lot-card/card-view";
import { askBookmarkedLots, bookmarkedLotsOf, subscribeBookmarkedLots } from "./bookmarked-lots";
import { rememberPendingBookmark, settlePendingBookmark } from "./pending-bookmark";
import { bookmarkedLotIds, setListed } from "./watch-list-client";

/** The signed-in user's bookmarked lots once known: null while asked, and always for signed-out visitors. */
function useBookmarkedLots(userId: number | null): ReadonlySet<number> | null {
  const ids = useSyncExternalStore(
    subscribeBookmarkedLots,
    () => (userId === null ? null : bookmarkedLotsOf(userId)),
    () => null,
  );
  useEffect(() => {
    if (userId === null) return;
    // A lot remembered before signing in is bookmarked first, so its heart shows it.
    askBookmarkedLots(userId, () => settlePendingBookmark().then(bookmarkedLotIds));
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
    await setListed("favorites", card.id, !listed, true);
    setBusy(false);
  }

  return (
    <button
      type="button"
      aria-pressed={listed}
      aria-label={`${t("Add to favorites")}: ${card.title}`}
      title={listed ? t("In favorites") : t("Add to favorites")}
      // aria-disabled while a call is on its way: disabled would drop the keyboard's focus.
      disabled={userId !== null && bookmarked === null}
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
      className={`card-corner-button ${listed ? "text-danger" : "text-fg"}`}
    >
      <HeartIcon size={20} fill={listed ? "currentColor" : "none"} />
    </button>
  );
}
