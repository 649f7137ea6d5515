import { skeletonCount } from "@tirgus/domain/limits";
import type { LotList } from "@tirgus/domain/lot-list";
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { useRootData } from "../../lib/root-data";
import { StructuredData } from "../../lib/seo";
import { Icon, type IconProps } from "../../ui/icons";
import { LotCard, LotCardSkeleton } from "../lot-card/lot-card";
import { visitedLotsIn } from "../lot-card/visited-lots";
import { CardBookmark } from "../watch-lists/card-bookmark";
import { itemListJsonLd, type LotRowView, type RowCard, rowCards } from "./row-data";
import { useNearScreen } from "./use-near-screen";

/** Cards of a page's first row whose pictures load at once, as a listing's first four do. */
const eagerCards = 4;

/*
 * Fixed card widths: a phone shows one card and the edge of the next (so the row reads as scrollable), wider
 * screens as many as fit. Snap points keep a card from stopping half cut.
 */
const itemClass = "w-[70vw] max-w-[16.5rem] shrink-0 snap-start sm:w-[15.5rem]";

/**
 * A titled horizontal row of lots (home's recently added and highlighted rows, the landings' carousels):
 * scrolled by swipe, by wheel, by the previous/next buttons, or by tabbing through its cards (focus
 * scrolls the focused card into view). A row the server did not load loads as it nears the screen and
 * shows skeletons meanwhile (without JavaScript, only its title, which links to its list); a row without lots
 * shows nothing.
 */
export function LotRow({
  row,
  now,
  onSettled,
  emptyText,
  eager = false,
}: {
  row: LotRowView;
  now: number;
  /**
   * The page's first row: its first cards' pictures are fetched at once, not lazily after layout (one of them
   * is often the page's largest paint; lazily, Lighthouse's largest paint on a landing swung from 1.0 to 2.6 s).
   */
  eager?: boolean;
  /** Said under the title when the row has no lots; without it such a row shows nothing. */
  emptyText?: string;
  /** Told once the row's lots are known (or failed to load): a chain of rows mounts the next one then. */
  onSettled?: () => void;
}) {
  const { t, lang } = useI18n();
  const [cards, setCards] = useState<RowCard[] | null>(row.cards);
  const [failed, setFailed] = useState(false);
  const section = useRef<HTMLElement>(null);
  const headingId = useId();
  const publicUrl = useRootData()?.publicUrl ?? "";

  // A language switch or another region brings other rows: take the server's cards again.
  useEffect(() => setCards(row.cards), [row.cards]);

  const load = useCallback(() => {
    setFailed(false);
    loadBrowserApi()
      .then((api) => api.get<LotList>(row.source, undefined, { silent: true }))
      .then((list) => setCards(list ? rowCards(list, lang, visitedLotsIn(document.cookie)) : []))
      .catch(() => setFailed(true));
  }, [row.source, lang]);
  useNearScreenOnce(section, cards === null && !failed, load);
  useEffect(() => {
    if (cards !== null || failed) onSettled?.();
  }, [cards, failed, onSettled]);

  if (cards?.length === 0) {
    if (!emptyText) return null;
    return (
      <section aria-labelledby={headingId} className="mx-auto max-w-[1440px] px-4 py-4 lg:px-6">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight md:text-xl">
          {row.title}
        </h2>
        <p className="mt-2 text-muted">{emptyText}</p>
      </section>
    );
  }
  return (
    <section ref={section} aria-labelledby={headingId} className="mx-auto max-w-[1440px] px-4 py-4 lg:px-6">
      <Scroller
        headingId={headingId}
        title={
          row.href ? (
            <Link to={row.href} className="group inline-flex items-center gap-1.5 hover:text-accent">
              {row.title}
              <ChevronIcon
                size={18}
                className="text-muted transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          ) : (
            row.title
          )
        }
      >
        {cards === null
          ? // The spec's skeleton count (spec 1 section 9): 10, of which phones show 8.
            Array.from({ length: skeletonCount.desktop }, (_, index) => `skeleton-${index}`).map(
              (key, index) => (
                <li
                  key={key}
                  className={`${itemClass} ${index >= skeletonCount.mobile ? "max-md:hidden" : ""}`}
                  data-needs-script=""
                >
                  <LotCardSkeleton layout="row" />
                </li>
              ),
            )
          : cards.map((item, index) => (
              <li key={item.card.id} className={itemClass}>
                <LotCard
                  card={item.card}
                  layout="row"
                  now={now}
                  visited={item.visited}
                  eager={eager && index < eagerCards}
                  corner={<CardBookmark card={item.card} />}
                />
              </li>
            ))}
      </Scroller>
      {failed && (
        <p className="mt-2 text-sm text-muted">
          {t("Could not load these classifieds.")}{" "}
          <button type="button" onClick={load} className="font-medium text-accent hover:underline">
            {t("Try again")}
          </button>
        </p>
      )}
      {cards && cards.length > 0 && (
        <StructuredData
          data={itemListJsonLd(
            row.title,
            publicUrl,
            cards.map((item) => item.card),
          )}
        />
      )}
    </section>
  );
}

function useNearScreenOnce(ref: RefObject<HTMLElement | null>, active: boolean, onNear: () => void) {
  const fired = useRef(false);
  const once = useCallback(() => {
    if (fired.current) return;
    fired.current = true;
    onNear();
  }, [onNear]);
  useEffect(() => {
    if (active) fired.current = false;
  }, [active]);
  useNearScreen(ref, active, once);
}

/** The heading with the previous/next buttons above a snap-scrolling list. */
function Scroller({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // Right-to-left is not a concern (lv, ru), so scrollLeft grows towards the end.
    setEdges({
      start: element.scrollLeft <= 1,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: smooth ? "smooth" : "auto" });
  };

  const buttonClass =
    "flex size-9 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-xs transition-colors hover:border-accent/50 hover:text-accent disabled:cursor-default disabled:opacity-40 disabled:hover:border-line disabled:hover:text-fg";
  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight md:text-xl">
          {title}
        </h2>
        <div className="hidden shrink-0 gap-2 sm:flex">
          <button
            type="button"
            className={buttonClass}
            onClick={() => scrollBy(-1)}
            disabled={edges.start}
            aria-label={t("Previous")}
          >
            <ChevronIcon size={18} className="rotate-180" />
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => scrollBy(1)}
            disabled={edges.end}
            aria-label={t("Next")}
          >
            <ChevronIcon size={18} />
          </button>
        </div>
      </div>
      <ul
        ref={list}
        onScroll={measure}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] lg:-mx-1 lg:scroll-px-1 lg:px-1"
      >
        {children}
      </ul>
    </>
  );
}

function ChevronIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}
