import { reviewsBeforeCollapse } from "@tirgus/domain/limits";
import { mediaUrl } from "@tirgus/domain/media";
import { reviewListMax } from "@tirgus/domain/reviews";
import type { Review, ReviewList, ReviewPhoto, ReviewViewer } from "@tirgus/domain/reviews-api";
import { lazy, useCallback, useEffect, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { initialsOf } from "../../lib/initials";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { useRootData } from "../../lib/root-data";
import { HashModal, preloadDialog, useHashModal } from "../../ui/hash-modal";
import { CloseIcon } from "../../ui/icons";
import { UserIcon } from "../../ui/menu-icons";
import { loadLotReviews, loadReviewViewer, photoUrls, reviewDate, withNextPage } from "./review-data";
import { averageText, ratingWords, Stars } from "./stars";

/** The review form opens by URL hash like every modal (spec 2 section 5: "review"). */
export const reviewModal = "review";
const loadReviewForm = () => import("./review-form");
const ReviewForm = lazy(loadReviewForm);

const emptyList: ReviewList = { data: [], totalCount: 0, average: null };

/**
 * The lot's reviews (spec 1 sections 2, 5 and 9): the average in stars and the total, the newest five, then
 * "More reviews" / "Less reviews". The list comes with the page; whether the viewer may review is asked by
 * the browser once it knows someone is signed in: the button shows only when the server says they may
 * (published lot, not theirs), and stays, disabled, as "Already reviewed this lot" after their review.
 */
export function LotReviews({
  lotId,
  initial,
  published,
}: {
  lotId: number;
  initial: ReviewList | null;
  /** Only a published lot takes reviews: of any other the viewer's standing is not asked. */
  published: boolean;
}) {
  const { t, lang } = useI18n();
  const userId = useRootData()?.shell.session?.userId ?? null;
  const [list, setList] = useState(initial ?? emptyList);
  const [viewer, setViewer] = useState<ReviewViewer | null>(null);
  const [expanded, setExpanded] = useState(false);
  const modal = useHashModal(reviewModal);

  useEffect(() => {
    setViewer(null);
    if (userId === null || !published) return;
    let current = true;
    void loadBrowserApi()
      .then((api) => loadReviewViewer(api, lotId))
      .then((answer) => {
        if (current) setViewer(answer);
      });
    return () => {
      current = false;
    };
  }, [lotId, userId, published]);

  const saved = useCallback(async () => {
    modal.close();
    const api = await loadBrowserApi();
    const [fresh, state] = await Promise.all([loadLotReviews(api, lotId), loadReviewViewer(api, lotId)]);
    if (fresh) setList(fresh);
    setViewer(state);
  }, [modal.close, lotId]);

  // The page brings the first page of reviews; past it, "More reviews" on the open list reads the next one.
  const [loadingMore, setLoadingMore] = useState(false);
  const moreToLoad = expanded && list.data.length < list.totalCount;
  const loadMore = async () => {
    setLoadingMore(true);
    const api = await loadBrowserApi();
    const next = await loadLotReviews(api, lotId, Math.floor(list.data.length / reviewListMax) + 1);
    if (next) setList((current) => withNextPage(current, next));
    setLoadingMore(false);
  };

  const shown = expanded ? list.data : list.data.slice(0, reviewsBeforeCollapse);
  return (
    <section aria-labelledby="lot-reviews" className="mt-8 max-w-3xl">
      {/* The button beside the heading: pushed to the section's far edge it stood alone in mid-page. */}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <h2 id="lot-reviews" className="text-xl font-semibold">
          {t("Reviews")}
        </h2>
        {(viewer?.canReview || viewer?.refusal === "alreadyReviewed") && (
          <ReviewButton already={!viewer.canReview} onOpen={modal.openModal} />
        )}
      </div>
      {list.average === null ? (
        <p className="mt-2 text-muted">{t("No reviews yet")}</p>
      ) : (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
          <Stars rating={list.average} size={22} />
          <span className="text-lg font-semibold">
            <span className="sr-only">{t("Average rating")}: </span>
            {averageText(list.average, lang)}
          </span>
          <span className="text-muted">{t("Reviews: %s", [list.totalCount])}</span>
        </p>
      )}
      {shown.length > 0 && (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {shown.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {(moreToLoad || list.data.length > reviewsBeforeCollapse) && (
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          {moreToLoad && (
            <button
              type="button"
              disabled={loadingMore}
              onClick={() => void loadMore()}
              className="font-medium text-accent underline-offset-2 hover:underline disabled:opacity-60"
            >
              {t("More reviews")}
            </button>
          )}
          {list.data.length > reviewsBeforeCollapse && (
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              {expanded ? t("Less reviews") : t("More reviews")}
            </button>
          )}
        </div>
      )}
      {viewer?.canReview && (
        <HashModal name={reviewModal} title={t("Write a review")}>
          <ReviewForm lotId={lotId} onSaved={saved} />
        </HashModal>
      )}
    </section>
  );
}

/**
 * One button in both states, so focus stays on it when the form closes and it turns into "Already reviewed
 * this lot": aria-disabled keeps it focusable and announced, where `disabled` would drop focus to the page.
 */
function ReviewButton({ already, onOpen }: { already: boolean; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-haspopup={already ? undefined : "dialog"}
      aria-disabled={already || undefined}
      onClick={already ? undefined : onOpen}
      onPointerEnter={already ? undefined : preloadForm}
      onFocus={already ? undefined : preloadForm}
      className={
        already
          ? "inline-flex min-h-10 cursor-not-allowed items-center rounded-xl border border-line px-4 py-1.5 text-left font-medium text-muted"
          : "inline-flex h-10 items-center rounded-xl bg-accent px-4 font-semibold text-accent-fg shadow-sm transition-colors hover:bg-accent-hover"
      }
    >
      {already ? t("Already reviewed this lot") : t("Write a review")}
    </button>
  );
}

function preloadForm() {
  preloadDialog();
  void loadReviewForm();
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useI18n();
  const name = review.user.name || t("Buyer");
  return (
    <li className="flex gap-3 py-4">
      <Avatar name={name} storageId={review.pp} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold">{name}</span>
          <Stars rating={review.rating} size={16} />
          <span className="sr-only">{ratingWords(t, review.rating)}</span>
          <time dateTime={review.createDate} className="text-sm text-muted">
            {reviewDate(review.createDate)}
          </time>
        </p>
        <p className="mt-1.5 whitespace-pre-line break-words leading-relaxed">{review.text}</p>
        {review.files.length > 0 && <ReviewPhotos photos={review.files} author={name} />}
      </div>
    </li>
  );
}

/**
 * A review's thumbnails; a click shows the larger version in a modal <dialog> (Escape, the close button or a
 * click beside the picture closes it). The thumbnails are links to the larger versions, which is what they do
 * before the page's script runs.
 */
function ReviewPhotos({ photos, author }: { photos: readonly ReviewPhoto[]; author: string }) {
  const { t } = useI18n();
  const viewer = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<{ src: string; alt: string } | null>(null);
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2">
        {photos.map((photo, index) => {
          const urls = photoUrls(photo);
          const alt = t("Photo %s of the review by %s", [index + 1, author]);
          return (
            <li key={photo.id}>
              <a
                href={urls.large}
                onClick={(event) => {
                  event.preventDefault();
                  setShown({ src: urls.large, alt });
                  viewer.current?.showModal();
                }}
                className="block overflow-hidden rounded-lg border border-line hover:border-accent"
              >
                <img
                  src={urls.small}
                  alt={alt}
                  loading="lazy"
                  width={80}
                  height={80}
                  className="size-20 object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the picture is the mouse's shortcut; keys close it with Escape (native to <dialog>) or the close button */}
      <dialog
        ref={viewer}
        aria-label={shown?.alt}
        onClose={() => setShown(null)}
        onClick={(event) => {
          if (event.target === event.currentTarget) viewer.current?.close();
        }}
        className="m-auto max-h-[92vh] max-w-[94vw] overflow-visible bg-transparent p-0 backdrop:bg-black/80"
      >
        {shown && (
          <img
            src={shown.src}
            alt={shown.alt}
            className="max-h-[88vh] max-w-[94vw] rounded-lg object-contain"
          />
        )}
        <button
          type="button"
          onClick={() => viewer.current?.close()}
          aria-label={t("Close")}
          className="absolute -top-3 -right-3 grid size-10 place-items-center rounded-full bg-surface text-fg shadow-lg hover:text-accent"
        >
          <CloseIcon size={20} />
        </button>
      </dialog>
    </>
  );
}

function Avatar({ name, storageId }: { name: string; storageId: string | null }) {
  if (storageId) {
    return (
      <img
        src={mediaUrl({ cdn: "", storageId, size: "avatar128", rotation: 0, format: "webp" })}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft font-semibold text-accent"
    >
      {initialsOf(name, 1) || <UserIcon size={22} />}
    </span>
  );
}
