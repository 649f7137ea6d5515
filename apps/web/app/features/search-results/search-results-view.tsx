import { formatAmount } from "@tirgus/domain/format";
import { listCountText } from "@tirgus/domain/lot-list";
import { Link, useLocation, useNavigation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { sameAddress } from "../../lib/revalidation";
import { isSearchPath } from "../../lib/search-paths";
import { FilterIcon, SearchIcon } from "../../ui/icons";
import { FilterSheet } from "../listing/filter-sheet";
import { filterFormKept } from "../listing/list-query";
import { filterPanelPart, paginationPart } from "../listing/listing-parts";
import { SortMenu } from "../listing/sort-menu";
import { useListTop } from "../listing/use-list-top";
import { LotCard, LotCardSkeletonItems } from "../lot-card/lot-card";
import { useVisitedLots } from "../lot-card/use-visited-lots";
import { rememberListOnLotClick } from "../lot-page/list-context";
import { CardBookmark } from "../watch-lists/card-bookmark";
import type { FacetView, SearchPageView } from "./search-data";

/**
 * The search results (spec 1 sections 2 and 9): the query and how many classifieds matched, a note when a
 * typo was corrected, the category facet, the sorts, the cards and the pages. Every control is a link, so
 * the page works before (and without) JavaScript and its state is its address.
 */
export function SearchResultsView({ view }: { view: SearchPageView }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  // Another page, sort, filter or query of the results: grey cards until it arrives, as a listing shows.
  const loading =
    navigation.state === "loading" &&
    isSearchPath(navigation.location.pathname) &&
    !sameAddress(navigation.location, { pathname, search });
  const visited = useVisitedLots();
  const listTop = useListTop<HTMLElement>(view.page);
  const found = listCountText(view.count, view.countCapped);
  const hasFacets = view.facets.length > 0 || view.allCategoriesHref !== null;
  // Without facets and filters (nothing found anywhere) the results take the whole width: an empty column
  // beside them pushed the empty state off centre.
  const hasSide = hasFacets || view.panel !== null;
  return (
    <div className="mx-auto max-w-[1440px] px-4 py-5 lg:px-6 lg:py-7">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {view.query === "" ? t("Search results") : t("Search results for “%s”", [view.query])}
          </h1>
          <p className="mt-1 text-sm text-muted">{t("Classifieds found: %s", [found])}</p>
          {view.correctedTo !== null && (
            <p className="mt-2 rounded-lg bg-accent-soft px-3 py-2 text-sm">
              {t("Nothing matched “%s”, so here are the results for “%s”.", [view.query, view.correctedTo])}
            </p>
          )}
        </div>
        {view.count > 0 && <SortMenu sorts={view.sorts} current={view.sort} alignEnd />}
      </header>
      <div className={hasSide ? "lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6" : ""}>
        {hasSide && (
          // On phones the facets and the Filters button stand above the cards, spaced like the rest.
          <div className="mb-4 flex flex-col gap-4 lg:mb-0 lg:gap-6">
            {hasFacets && <Facets facets={view.facets} allHref={view.allCategoriesHref} />}
            {view.panel && <Filters view={view} />}
          </div>
        )}
        <section
          ref={listTop}
          id="results"
          tabIndex={-1}
          aria-label={t("Classifieds")}
          className={`min-w-0 scroll-mt-20 outline-none ${hasSide ? "lg:col-start-2" : ""}`}
        >
          {loading ? (
            <ul className="card-grid" aria-busy="true">
              <LotCardSkeletonItems layout="grid" />
            </ul>
          ) : view.cards.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <h2 className="sr-only">{t("Classifieds")}</h2>
              <ul
                className="card-grid"
                onClickCapture={(event) => rememberListOnLotClick(event, view.listSource)}
              >
                {view.cards.map((card, index) => (
                  <li key={card.id}>
                    <LotCard
                      card={card}
                      layout="grid"
                      now={view.now}
                      visited={visited.has(card.id)}
                      eager={index < 4}
                      corner={<CardBookmark card={card} />}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          <paginationPart.View
            path={pathname}
            search={new URLSearchParams(search)}
            page={view.page}
            lastPage={view.pageCount}
          />
        </section>
      </div>
    </div>
  );
}

/**
 * The filters of the category the results are in: the listing's panel, beside the results on wide screens and
 * a sheet opened by the "Filters" button (a #filters link, so it opens without JavaScript) on phones.
 */
function Filters({ view }: { view: SearchPageView }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  if (!view.panel) return null;
  // The query is in the path; the categories, the sort and the like go along when the form is sent.
  const keep = [...new URLSearchParams(search)].filter(([name]) => filterFormKept.includes(name));
  return (
    <>
      {/* The listing's Filters button, icon included. */}
      <a
        href="#filters"
        className="inline-flex h-10 items-center gap-2 self-start rounded-xl border border-line bg-surface px-4 text-sm font-semibold lg:hidden"
      >
        <FilterIcon size={18} />
        {t("Filters")}
      </a>
      <FilterSheet>
        <filterPanelPart.View
          key={search}
          panel={view.panel}
          action={pathname}
          keep={keep}
          listType="search"
        />
      </FilterSheet>
    </>
  );
}

/** Whole class names, so Tailwind sees them (an inline style would need the CSP to allow style attributes). */
const facetIndent = ["", "lg:pl-3", "lg:pl-6", "lg:pl-9"] as const;

/** Categories the results are in, with counts: a list beside the results, a scrolling row on phones. */
function Facets({ facets, allHref }: { facets: FacetView[]; allHref: string | null }) {
  const { t } = useI18n();
  const chip =
    "flex shrink-0 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-subtle max-lg:rounded-full max-lg:border max-lg:border-line max-lg:py-1.5";
  return (
    <nav aria-label={t("Categories")}>
      <h2 className="mb-2 text-sm font-semibold text-muted max-lg:sr-only">{t("Categories")}</h2>
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-0.5 lg:overflow-visible">
        {allHref && (
          <li className="shrink-0">
            <Link to={allHref} className={chip}>
              {t("All categories")}
            </Link>
          </li>
        )}
        {facets.map((facet) => (
          <li key={facet.id} className="shrink-0">
            <Link
              to={facet.href}
              aria-current={facet.active ? "true" : undefined}
              className={`${chip} aria-[current]:bg-accent-soft aria-[current]:font-semibold aria-[current]:text-accent max-lg:aria-[current]:border-accent/50`}
            >
              {/* A subcategory stands under its parent (the facets hold every level of the path). */}
              <span className={`lg:truncate ${facetIndent[Math.min(facet.depth, facetIndent.length - 1)]}`}>
                {facet.name}
              </span>
              {facet.count !== null && (
                <span className="shrink-0 whitespace-nowrap text-xs text-muted tabular-nums">
                  {formatAmount(facet.count)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EmptyState() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-subtle text-muted">
        <SearchIcon size={26} />
      </span>
      <p className="max-w-md text-lg font-medium">
        {t("Looks like there isn't any classified that matches your criteria.")}
      </p>
    </div>
  );
}
