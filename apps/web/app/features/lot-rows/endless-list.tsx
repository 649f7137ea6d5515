import type { LotList } from "@tirgus/domain/lot-list";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { LotCard, LotCardSkeletonItems } from "../lot-card/lot-card";
import { visitedLotsIn } from "../lot-card/visited-lots";
import { CardBookmark } from "../watch-lists/card-bookmark";
import { type RowCard, rowCards } from "./row-data";
import { useNearScreen } from "./use-near-screen";

export type EndlessListView = {
  /** The page the server rendered (`?page=N` of the page's address). */
  page: number;
  pageSize: number;
  /** Lots in the whole list. */
  count: number;
  cards: RowCard[];
};

/**
 * A grid of lots that grows as the visitor scrolls (home's newest lots): the server renders one page, the
 * browser fetches the next ones as the end of the grid nears the screen. The "More classifieds" link goes
 * to the next page's own address, so visitors without JavaScript and crawlers follow it page by page.
 */
export function EndlessList({
  list,
  now,
  sourceOf,
  hrefOf,
}: {
  list: EndlessListView;
  now: number;
  /** The API call answering a page. */
  sourceOf: (page: number) => string;
  /** The page's own address showing that page first. */
  hrefOf: (page: number) => string;
}) {
  const { t, lang } = useI18n();
  const [cards, setCards] = useState(list.cards);
  const [lastPage, setLastPage] = useState(list.page);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setCards(list.cards);
    setLastPage(list.page);
  }, [list]);

  const lastPageOfList = Math.max(1, Math.ceil(list.count / list.pageSize));
  const more = lastPage < lastPageOfList;
  const loadNext = useCallback(() => {
    setState("loading");
    loadBrowserApi()
      .then((api) => api.get<LotList>(sourceOf(lastPage + 1), undefined, { silent: true }))
      .then((next) => {
        const visited = visitedLotsIn(document.cookie);
        const fresh = next ? rowCards(next, lang, visited) : [];
        // New lots published meanwhile shift the pages: a lot may come again, and is shown once.
        setCards((shown) => {
          const ids = new Set(shown.map((item) => item.card.id));
          return [...shown, ...fresh.filter((item) => !ids.has(item.card.id))];
        });
        setLastPage((page) => (fresh.length === 0 ? lastPageOfList : page + 1));
        setState("idle");
      })
      .catch(() => setState("failed"));
  }, [sourceOf, lastPage, lastPageOfList, lang]);
  useNearScreen(end, more && state === "idle", loadNext);

  return (
    <>
      <ul className="card-grid-wide">
        {cards.map((item) => (
          <li key={item.card.id}>
            <LotCard
              card={item.card}
              layout="grid"
              now={now}
              visited={item.visited}
              corner={<CardBookmark card={item.card} />}
            />
          </li>
        ))}
        {state === "loading" && <LotCardSkeletonItems layout="grid" />}
      </ul>
      <div ref={end} className="mt-6 flex flex-col items-center gap-2">
        {state === "failed" && <p className="text-sm text-muted">{t("Could not load these classifieds.")}</p>}
        {more && (
          <Link
            to={hrefOf(lastPage + 1)}
            onClick={(event) => {
              event.preventDefault();
              if (state !== "loading") loadNext();
            }}
            className="inline-flex h-10 items-center rounded-xl border border-line bg-surface px-5 text-sm font-semibold transition-colors hover:border-accent/50 hover:text-accent"
          >
            {state === "failed" ? t("Try again") : t("More classifieds")}
          </Link>
        )}
      </div>
    </>
  );
}
