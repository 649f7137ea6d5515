import { ShownText } from "@tirgus/domain/shown-texts";
import { compareMaximum } from "@tirgus/domain/watch-lists";
import { useEffect, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { signedOutShell } from "../../lib/session";
import { useShellCounts } from "../../lib/shell-counts";
import { toastStore } from "../../lib/toast-store";
import { useHashModal } from "../../ui/hash-modal";
import { CompareIcon, HeartIcon } from "../../ui/icons";
import { settlePendingBookmark } from "./pending-bookmark";
import { rememberPendingBookmark } from "./pending-bookmark-trigger";
import { type LotWatchState, lotWatchState, setListed } from "./watch-list-client";

/**
 * The lot page's bookmark (heart) and compare toggles (spec 1 sections 2, 4 and 6). Whether the visitor
 * bookmarked or compares the lot is asked in the browser: signed-out pages are shared by the page cache, so
 * per-visitor state never goes into their HTML. Bookmarking is offered on published lots and never to their
 * owner; a signed-out visitor is asked to sign in and the lot is bookmarked after. Compare works for everyone,
 * up to the list's maximum, on the lots everyone can see: published or ended ones, not the owner's draft, one
 * waiting for approval or a blocked one (the list would refuse it).
 */
export function LotWatchButtons({
  lotId,
  ownerId,
  published,
  comparable,
}: {
  lotId: number;
  ownerId: number;
  published: boolean;
  comparable: boolean;
}) {
  const { t } = useI18n();
  const shell = useRootData()?.shell ?? signedOutShell;
  const counts = useShellCounts(shell.counts);
  const userId = shell.session?.userId ?? null;
  const signedIn = userId !== null;
  const signIn = useHashModal("signin");
  const [state, setState] = useState<LotWatchState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setState(null);
    const load = async () => {
      // A lot remembered before signing in is bookmarked first, so the heart shows it.
      if (userId !== null) await settlePendingBookmark();
      const loaded = await lotWatchState(lotId, userId !== null).catch(() => null);
      if (current) setState(loaded ?? { favoriteCount: 0, isBookmarked: false, inCompare: false });
    };
    void load();
    return () => {
      current = false;
    };
  }, [lotId, userId]);

  const canBookmark = published && userId !== ownerId;
  const compareFull = state !== null && !state.inCompare && counts.compare >= compareMaximum;

  // While a call is on its way a button is aria-disabled, not disabled: that would drop the keyboard's focus.
  async function toggleBookmark() {
    if (!state || busy) return;
    if (!signedIn) {
      rememberPendingBookmark(lotId);
      signIn.openModal();
      return;
    }
    setBusy(true);
    const answer = await setListed("favorites", lotId, !state.isBookmarked, true);
    setBusy(false);
    if (!answer) return;
    setState({
      ...state,
      isBookmarked: answer.listed,
      favoriteCount: Math.max(
        0,
        state.favoriteCount + (answer.listed === state.isBookmarked ? 0 : answer.listed ? 1 : -1),
      ),
    });
  }

  async function toggleCompare() {
    if (!state || busy) return;
    setBusy(true);
    const answer = await setListed("compare", lotId, !state.inCompare, signedIn);
    setBusy(false);
    if (!answer) return;
    setState({ ...state, inCompare: answer.listed });
    toastStore.show({
      kind: "success",
      message: answer.listed ? ShownText.addedToCompare : ShownText.removedFromCompare,
    });
  }

  const buttonClass =
    "inline-flex h-10 items-center gap-2 rounded-xl border px-3.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60";
  const idle = "border-line bg-surface text-fg hover:border-accent hover:text-accent";
  const active = "border-accent bg-accent-soft text-accent";
  return (
    // Its buttons join the row of the page's buttons (share, report), and the words after them all.
    <div className="contents" data-testid="lot-watch-buttons">
      {canBookmark && (
        <button
          type="button"
          aria-pressed={state?.isBookmarked ?? false}
          disabled={state === null}
          aria-disabled={busy || undefined}
          onClick={() => void toggleBookmark()}
          className={`${buttonClass} ${state?.isBookmarked ? active : idle}`}
        >
          <HeartIcon size={20} fill={state?.isBookmarked ? "currentColor" : "none"} />
          {state?.isBookmarked ? t("In favorites") : t("Add to favorites")}
        </button>
      )}
      {comparable && (
        <button
          type="button"
          aria-pressed={state?.inCompare ?? false}
          disabled={state === null || compareFull}
          aria-disabled={busy || undefined}
          onClick={() => void toggleCompare()}
          className={`${buttonClass} ${state?.inCompare ? active : idle}`}
        >
          <CompareIcon size={20} />
          {state?.inCompare ? t("In comparison") : t("Add to compare")}
        </button>
      )}
      {state !== null && state.favoriteCount > 0 && (
        <span className="order-last text-sm text-muted">{t("Bookmarked: %s", [state.favoriteCount])}</span>
      )}
      {compareFull && (
        <p role="status" className="order-last basis-full text-sm text-muted">
          {t("The compare list is full: at most %s classifieds", [compareMaximum])}
        </p>
      )}
    </div>
  );
}
