import { ListParam, listCountCap } from "@tirgus/domain/lot-list";
import { useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { sameAddress } from "../../lib/revalidation";
import { useRootData } from "../../lib/root-data";
import { breadcrumbJsonLd, Seo, StructuredData } from "../../lib/seo";
import { Breadcrumb } from "../../ui/breadcrumb";
import { FilterIcon, Icon } from "../../ui/icons";
import { classifiedsText, listingDescription } from "../lot-card/count-text";
import { LotCard, LotCardSkeletonItems } from "../lot-card/lot-card";
import { useVisitedLots } from "../lot-card/use-visited-lots";
import { rememberListOnLotClick } from "../lot-page/list-context";
import { hideFooterParam } from "../shell/footer-visibility";
import { CardBookmark } from "../watch-lists/card-bookmark";
import { FilterSheet } from "./filter-sheet";
import { canonicalListQuery, filterFormKept, hrefOf, sortedQuery, withParams } from "./list-query";
import type { Listing } from "./listing-data";
import { filterPanelPart, paginationPart } from "./listing-parts";
import { SortMenu } from "./sort-menu";
import { storeSort } from "./stored-sort";
import { useListTop } from "./use-list-top";
import { ViewSwitch } from "./view-switch";
import { type CardViewType, storeViewType } from "./view-type";

/**
 * A category listing (spec 1 section 2): breadcrumb, title with the count, sort, grid/list switch, filters
 * (a sheet on phones), the cards, pagination and the save-search banner. Everything that selects lots is in
 * the URL, so a list can be shared and Back restores it.
 */
export function ListingView({ listing, view: initialView }: { listing: Listing; view: CardViewType }) {
  const { t, lang } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const root = useRootData();
  const signedIn = Boolean(root?.shell.session);
  const [view, setView] = useState(initialView);
  const visited = useVisitedLots();
  const listTop = useListTop<HTMLDivElement>(listing.page);
  const search = new URLSearchParams(location.search);
  const narrowing = narrowingCount(search);

  // Another list of this category is on its way; a hash modal closing is a navigation too, which loads nothing
  // (the list was replaced by skeletons for a moment, and the keyboard's focus went with its cards).
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    !sameAddress(navigation.location, location);
  const place = [listing.regionName, listing.panel.street?.name].filter(Boolean).join(", ");
  const heading = place ? `${listing.name}: ${place}` : listing.name;
  // Told apart from the category's landing ("Transports — Visi sludinājumi") and from categories of the same
  // name elsewhere ("Virsdrēbes — Sieviešu apģērbi"): the parent, or "All posts" at the top.
  const parent = listing.breadcrumb.at(-2)?.name ?? t("All posts");
  const pageTitle = [heading, parent, listing.page > 1 ? t("Page %s", [listing.page]) : null]
    .filter((part) => part !== null)
    .join(" — ");
  // The description's own colon follows the name: "Dzīvokļi, Rīga: 5 sludinājumi", not "Dzīvokļi: Rīga: 5".
  const described = place ? `${listing.name}, ${place}` : listing.name;
  const keep = [...search.entries()].filter(([name]) => filterFormKept.includes(name));
  const publicUrl = root?.publicUrl ?? "";
  const switchView = (next: CardViewType) => {
    setView(next);
    void storeViewType(next, signedIn).catch(() => {});
  };

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-5 pb-10 lg:px-6">
      <Seo
        title={pageTitle}
        description={listingDescription(t, lang, described, {
          count: listing.countCapped ? listCountCap : listing.count,
          capped: listing.countCapped,
          page: listing.page,
        })}
        canonicalQuery={canonicalListQuery(listing.page)}
        canonicalPaths={listing.canonicalPaths ?? undefined}
        noindex={listing.count === 0 || listing.variant}
      />
      <StructuredData
        data={{
          "@context": "https://schema.org",
          "@graph": [
            breadcrumbJsonLd(listing.breadcrumb, publicUrl),
            {
              "@type": "ItemList",
              numberOfItems: listing.cards.length,
              itemListElement: listing.cards.map((card, index) => ({
                "@type": "ListItem",
                position: index + 1,
                url: publicUrl + card.href,
                name: card.title,
              })),
            },
          ],
        }}
      />
      <Breadcrumb
        crumbs={[
          ...listing.breadcrumb.map((crumb, index) =>
            index === listing.breadcrumb.length - 1 && !listing.regionName ? { name: crumb.name } : crumb,
          ),
          ...(listing.regionName ? [{ name: listing.regionName }] : []),
        ]}
      />
      <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h1>
        <span className="text-muted" data-testid="listing-count">
          {classifiedsText(t, lang, listing.countCapped ? listCountCap : listing.count, listing.countCapped)}
        </span>
      </div>
      {search.get(ListParam.highlighted) === "true" && (
        <HighlightedOnly
          href={hrefOf(location.pathname, withParams(search, { [ListParam.highlighted]: null }))}
        />
      )}

      <div className="mt-5 grid gap-6 lg:grid-cols-[290px_minmax(0,1fr)]">
        <FilterSheet>
          <filterPanelPart.View
            key={location.search}
            panel={listing.panel}
            action={listing.categoryPath}
            keep={keep}
          />
        </FilterSheet>

        <div ref={listTop} id="results" tabIndex={-1} className="min-w-0 scroll-mt-20 outline-none">
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <a
              href="#filters"
              className="inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-4 text-sm font-semibold lg:hidden"
            >
              <FilterIcon size={18} />
              {t("Filters")}
              {/* How many filters narrow the list: on a phone they are out of sight in the sheet. */}
              {narrowing > 0 && (
                <span className="grid min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs text-accent-fg">
                  {narrowing}
                </span>
              )}
            </a>
            {/* Nothing to sort or lay out in an empty list (the search results hide them too); Filters stays. */}
            {listing.count > 0 && (
              <>
                {/* On phones the sort goes below Filters and the view switch: in Russian the three took three rows. */}
                <div className="max-lg:order-1">
                  <SortMenu
                    sorts={listing.sortOptions.map((id) => ({
                      id,
                      href: hrefOf(location.pathname, sortedQuery(search, id)),
                    }))}
                    current={listing.sort}
                    onChoose={storeSort}
                  />
                </div>
                <ViewSwitch
                  view={view}
                  onSwitch={switchView}
                  extra={
                    listing.mapHref && (
                      <Link
                        to={listing.mapHref}
                        className="flex size-8 items-center justify-center rounded-lg text-muted hover:bg-subtle hover:text-fg"
                        aria-label={t("Map")}
                        title={t("Map")}
                      >
                        <PinIcon />
                      </Link>
                    )
                  }
                />
              </>
            )}
          </div>

          {loading ? (
            <Skeletons view={view} />
          ) : listing.cards.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-12 text-center text-muted">
              <p>{t("Looks like there isn't any classified that matches your criteria.")}</p>
              {narrowing > 0 && (
                <Link
                  to={location.pathname}
                  className="inline-flex h-10 items-center rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-fg hover:border-accent hover:text-accent"
                >
                  {t("Clear filters")}
                </Link>
              )}
            </div>
          ) : (
            <>
              <h2 className="sr-only">{t("Classifieds")}</h2>
              <ul
                className={view === "grid" ? "card-grid" : "flex flex-col gap-3"}
                data-testid="lot-list"
                onClickCapture={(event) => rememberListOnLotClick(event, listing.listSource)}
              >
                {listing.cards.map((card, index) => (
                  <li key={card.id}>
                    <LotCard
                      card={card}
                      layout={view}
                      now={listing.now}
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
            path={location.pathname}
            search={search}
            page={listing.page}
            lastPage={listing.lastPage}
          />
          {!signedIn && (
            <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-semibold">{t("Save this search")}</p>
                <p className="text-sm text-muted">
                  {t("Sign in and we will tell you about new classifieds that match it.")}
                </p>
              </div>
              <a
                href="#signin"
                className="inline-flex h-10 items-center rounded-xl bg-accent px-4 text-sm font-semibold text-accent-fg hover:bg-accent-hover"
              >
                {t("Save search")}
              </a>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The list shows highlighted lots only (a highlighted row's "see all" link): said as an active filter, so the
 * visitor sees why the list is short, with the link to every lot of the category.
 */
function HighlightedOnly({ href }: { href: string }) {
  const { t } = useI18n();
  const name = t("Highlighted classifieds");
  return (
    <ul aria-label={t("Active filters")} className="mt-3 flex flex-wrap gap-2">
      <li>
        <Link
          to={href}
          preventScrollReset
          aria-label={t("Remove filter: %s", [name])}
          className="inline-flex h-8 items-center gap-1.5 rounded-full border border-accent/40 bg-accent-soft px-3 text-sm font-medium text-accent hover:border-accent"
        >
          {name}
          <span aria-hidden="true" className="text-base leading-none">
            ×
          </span>
        </Link>
      </li>
    </ul>
  );
}

function Skeletons({ view }: { view: CardViewType }) {
  return (
    <ul className={view === "grid" ? "card-grid" : "flex flex-col gap-3"} aria-busy="true">
      <LotCardSkeletonItems layout={view} />
    </ul>
  );
}

const PinIcon = () => (
  <Icon size={18}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

/** The parameters that only order, page or frame a list (the footer's hide marker), not narrow it. */
const notNarrowing = new Set<string>([
  ListParam.page,
  ListParam.orderColumn,
  ListParam.orderDirection,
  hideFooterParam,
]);

/**
 * How many filters narrow the list: each filter once (its values or both bounds), the price range once.
 */
function narrowingCount(search: URLSearchParams): number {
  const filters = new Set(
    [...search.keys()]
      .filter((name) => !notNarrowing.has(name))
      .map((name) =>
        name === ListParam.maxPrice ? ListParam.minPrice : name.replace(/\]\[(min|max)\]$/, "]"),
      ),
  );
  return filters.size;
}
