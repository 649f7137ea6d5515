import { ShownText } from "@tirgus/domain/shown-texts";
import type { BookmarkOrderColumn } from "@tirgus/domain/watch-lists";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { useI18n } from "../../lib/i18n";
import { homePath } from "../../lib/language";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { HeartIcon } from "../../ui/icons";
import { Pagination } from "../listing/pagination";
import { useListTop } from "../listing/use-list-top";
import type { LotCardView } from "../lot-card/card-view";
import { classifiedsText } from "../lot-card/count-text";
import { LotCard } from "../lot-card/lot-card";
import { useVisitedLots } from "../lot-card/use-visited-lots";
import { type ListSource, rememberListOnLotClick } from "../lot-page/list-context";
import { setListed } from "./watch-list-client";

export type BookmarksPage = {
  cards: LotCardView[];
  count: number;
  page: number;
  lastPage: number;
  orderColumn: BookmarkOrderColumn;
  /** When the list was loaded (ms): cards word "5 minutes ago" from it, alike on the server and in the browser. */
  now: number;
};

const orderColumns: readonly BookmarkOrderColumn[] = ["createDate", "addedDate"];

const headingId = "bookmarks-heading";

/** The bookmarks' query, for previous / next on the page of a lot opened from them. */
function bookmarksSource(list: BookmarksPage): ListSource {
  const query = new URLSearchParams({ page: String(list.page), orderColumn: list.orderColumn });
  return { source: "bookmarks", query: query.toString() };
}

/**
 * Where the keyboard goes on once a removed card's button is gone: the button of the card that took its
 * place, else the one before it, else the page's heading (the list is empty).
 */
function focusAfterRemoval(index: number) {
  const buttons = document.querySelectorAll<HTMLElement>("[data-unbookmark]");
  const next = buttons[index] ?? buttons[index - 1] ?? document.getElementById(headingId);
  next?.focus();
}

/**
 * `/my/bookmarks` (spec 1 sections 2 and 4): the user's bookmarked lots as cards, sorted by when the lots
 * were created (newest first, the default) or by when they were added, a page at a time. Removing one here
 * asks first ("Remove from favorites?"): the bookmark cannot be restored.
 */
export function BookmarksView({ list }: { list: BookmarksPage }) {
  const { t, lang } = useI18n();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const [asking, setAsking] = useState<LotCardView | null>(null);
  const visited = useVisitedLots();
  const listTop = useListTop<HTMLUListElement>(list.page);
  const search = new URLSearchParams(location.search);

  // A removed card, whose button had the keyboard, until the list without it is on the page.
  const removed = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const gone = removed.current;
    if (gone === null || list.cards.some((card) => card.id === gone.id)) return;
    removed.current = null;
    focusAfterRemoval(gone.index);
  }, [list.cards]);

  async function remove(card: LotCardView) {
    setAsking(null);
    const answer = await setListed("favorites", card.id, false, true);
    if (!answer) return;
    removed.current = { id: card.id, index: list.cards.indexOf(card) };
    await revalidate();
  }

  const sortHref = (column: BookmarkOrderColumn) => {
    const next = new URLSearchParams(search);
    next.delete("page");
    if (column === "createDate") next.delete("orderColumn");
    else next.set("orderColumn", column);
    const query = next.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-12 lg:px-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1
          id={headingId}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none md:text-3xl"
        >
          {t("Favorites")}
        </h1>
        <span className="text-muted" data-testid="bookmarks-count">
          {classifiedsText(t, lang, list.count)}
        </span>
      </div>
      {list.count === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-14 text-center">
          <HeartIcon size={36} className="text-muted" />
          <p className="font-semibold">{t("You have no favorites yet")}</p>
          <p className="max-w-md text-sm text-muted">
            {t("Press the heart on a classified's page to keep it here.")}
          </p>
          <Link
            to={homePath(lang)}
            className="mt-2 inline-flex h-10 items-center rounded-xl bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-hover"
          >
            {t("Browse classifieds")}
          </Link>
        </div>
      ) : (
        <>
          <nav aria-label={t("Sort")} className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            {/* On a phone the label takes its own line, so that both choices stay side by side. */}
            <span className="w-full text-muted sm:w-auto">{t("Sort")}:</span>
            {orderColumns.map((column) => (
              <Link
                key={column}
                to={sortHref(column)}
                preventScrollReset
                aria-current={column === list.orderColumn ? "true" : undefined}
                className={`inline-flex h-9 items-center rounded-xl border px-3 ${
                  column === list.orderColumn
                    ? "border-accent bg-accent-soft font-semibold text-accent"
                    : "border-line bg-surface hover:border-accent"
                }`}
              >
                {column === "addedDate" ? t("Date added") : t("Date created")}
              </Link>
            ))}
          </nav>
          <ul
            ref={listTop}
            tabIndex={-1}
            className="card-grid mt-4 scroll-mt-20 outline-none"
            data-testid="lot-list"
            onClickCapture={(event) => rememberListOnLotClick(event, bookmarksSource(list))}
          >
            {list.cards.map((card, index) => (
              <li key={card.id}>
                <LotCard
                  card={card}
                  layout="grid"
                  now={list.now}
                  eager={index < 4}
                  visited={visited.has(card.id)}
                  corner={
                    <button
                      type="button"
                      data-unbookmark
                      onClick={() => setAsking(card)}
                      aria-label={`${t("Remove from favorites")}: ${card.title}`}
                      title={t("Remove from favorites")}
                      className="card-corner-button text-danger"
                    >
                      <HeartIcon size={20} fill="currentColor" />
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination path={location.pathname} search={search} page={list.page} lastPage={list.lastPage} />
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        question={t(ShownText.removeFromFavorites)}
        detail={t("Removed data will not be restored.")}
        confirmLabel={t("Remove (from a list)")}
        onConfirm={() => asking && void remove(asking)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
