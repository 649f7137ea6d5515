import type { CategoryDetail, CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { Language } from "@tirgus/domain/languages";
import {
  filterParamPattern,
  ListParam,
  type LotSearchResult,
  lastListPage,
  type SearchFacet,
} from "@tirgus/domain/lot-list";
import { sanitizeSearchQuery } from "@tirgus/domain/search";
import type { SortOptionId } from "@tirgus/domain/sorting";
import type { UsedFilter } from "@tirgus/domain/used-filters";
import { searchPath } from "../../lib/search-paths";
import { cleanListQuery, listApiQuery } from "../listing/list-cleaning";
import { hrefOf, sortedQuery, sortOf, sortOptionsFor, withParams } from "../listing/list-query";
import {
  actionChoice,
  type ChoiceOption,
  filterViews,
  type ListingFilters,
  priceTypeChoice,
} from "../listing/listing-data";
import { type LotCardView, lotCardView } from "../lot-card/card-view";
import type { ListSource } from "../lot-page/list-context";

/*
 * The search results page's address and view model (spec 1 sections 2, 3 and 9; decision 17). Everything
 * the page shows is in its address: the query in the path, the list parameters of lot-list.ts in the query
 * string, cleaned as a listing's are, which the page hands to `GET /api/lots/search`.
 */

export type SearchAddress =
  | { redirect: string }
  | {
      /** The sanitised query; "" lists every classified. */
      query: string;
      /** The visitor typed something with no allowed character: nothing is searched (spec 1 section 5). */
      nothingAllowed: boolean;
      /** The list parameters (cleaned), without the query. */
      params: URLSearchParams;
    };

/** Nobody types control characters ("%00"): dropped before anything else, they never reach the search box. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/**
 * Reads `/{lang}/search/{query}?...` (and the no-JavaScript form's `/{lang}/search?query=...`). A query in
 * the query string, one that sanitising changes, or list parameters that the listing's cleaning changes (the
 * filter form's empty fields, a value the API would refuse, a tracking tag) are redirected to the one address.
 */
export function readSearchAddress(lang: Language, pathQuery: string | undefined, url: URL): SearchAddress {
  const given = new URLSearchParams(url.searchParams);
  given.delete(ListParam.query);
  const params = cleanListQuery(given, "search");
  const raw = (url.searchParams.get(ListParam.query) ?? pathQuery ?? "").replace(controlCharacters, "");
  const query = sanitizeSearchQuery(raw);
  const nothingAllowed = query === "" && raw.trim() !== "";
  // Nothing is searched for such a text: its address stays as typed, with nothing to redirect to.
  if (nothingAllowed) return { query, nothingAllowed, params };
  const moved = url.searchParams.has(ListParam.query) || (pathQuery ?? "") !== query;
  if (moved || params.toString() !== given.toString())
    return { redirect: hrefOf(searchPath(lang, query), params) };
  return { query, nothingAllowed, params };
}

/**
 * The sorts the results offer: best match first (the search default), then what the listing of the chosen or
 * detected category offers (its category-specific sorts included); the general ones when there is none.
 */
export function searchSortIds(filterInput: SearchFilterInput | null): SortOptionId[] {
  const filterKeys = new Set(filterInput?.filters.map((entry) => entry.filter.key));
  return ["bestMatch", ...sortOptionsFor(filterKeys)];
}

/**
 * `depth`: the category's level, as facets hold every level of each result's category path. `count`: null
 * past 10,000 matches, where the server counts categories from a share of the matches only (the newest, or the
 * first 10,001), which orders the facets well but would show numbers their listings contradict.
 */
export type FacetView = {
  id: number;
  name: string;
  count: number | null;
  depth: number;
  href: string;
  active: boolean;
};

/** What the results page renders, in the page's language, with ready addresses. */
export type SearchPageView = {
  query: string;
  /** The query the results are for when a typo was corrected; null when it is the one asked. */
  correctedTo: string | null;
  count: number;
  countCapped: boolean;
  cards: LotCardView[];
  facets: FacetView[];
  /** Back to every category, when the results are narrowed to some. */
  allCategoriesHref: string | null;
  page: number;
  pageCount: number;
  sort: SortOptionId;
  sorts: { id: SortOptionId; href: string }[];
  /** The category most results are in (its name). */
  detectedCategory: { id: number; name: string } | null;
  /** The filters of the chosen or detected category (the listing's panel); null when no category stands out. */
  panel: ListingFilters | null;
  /** When the list was loaded: cards word "5 minutes ago" alike on the server and in the browser. */
  now: number;
  /** The API query of these results: a lot opened from them steps through them (lot-page/list-context.ts). */
  listSource: ListSource;
};

/** Facets shown, largest first; the rest are small enough to reach through the query itself. */
export const facetLimit = 12;

/** The category whose filters the results offer: the one chosen with categories[], else the detected one. */
export function filterCategoryOf(params: URLSearchParams, result: LotSearchResult): number | null {
  const chosen = params.getAll(ListParam.categories);
  return chosen.length === 1 ? Number(chosen[0]) : result.detectedCategory;
}

/** What the filter panel needs besides the address: the category's deal types and filters, the region choices. */
export type SearchFilterInput = {
  actions: CategoryDetail["actions"];
  filters: readonly CategoryFilter[];
  used: readonly UsedFilter[];
  regions: ChoiceOption[];
};

export function searchPageView(
  lang: Language,
  address: { query: string; params: URLSearchParams },
  result: LotSearchResult,
  itemsPerPage: number,
  now: number,
  filterInput: SearchFilterInput | null = null,
): SearchPageView {
  const { query, params } = address;
  const base = searchPath(lang, query);
  const chosen = new Set(params.getAll(ListParam.categories).map(Number));
  // A category's filters do not apply in another, so choosing a category starts its filters afresh.
  const unfiltered = new URLSearchParams([...params].filter(([name]) => !filterParamPattern.test(name)));
  const narrowedTo = (id: number | null) =>
    hrefOf(base, withParams(unfiltered, { [ListParam.categories]: id === null ? null : String(id) }));
  const sortedBy = (id: SortOptionId) => hrefOf(base, sortedQuery(params, id, "search"));
  const detected = result.facets.find((facet) => facet.category.id === result.detectedCategory);
  const page = Math.max(1, Number(params.get(ListParam.page)) || 1);
  return {
    query,
    correctedTo: result.usedQuery !== "" && result.usedQuery !== query ? result.usedQuery : null,
    count: result.count,
    countCapped: result.countCapped,
    cards: result.data.map((card) => lotCardView(card, lang)),
    listSource: { source: "search", query: searchApiQuery(address).toString() },
    facets: inTreeOrder(shownFacets(result)).map((facet) => ({
      id: facet.category.id,
      name: facet.category.name[lang],
      count: result.countCapped ? null : facet.count,
      depth: facet.category.parentIds.length,
      href: narrowedTo(facet.category.id),
      active: chosen.has(facet.category.id),
    })),
    allCategoriesHref: chosen.size > 0 ? narrowedTo(null) : null,
    page,
    pageCount: lastListPage(result.count, itemsPerPage),
    sort: sortOf(params, "search"),
    sorts: searchSortIds(filterInput).map((id) => ({ id, href: sortedBy(id) })),
    panel: filterInput && {
      filters: filterViews(filterInput.filters, filterInput.used, params, lang, now),
      minPrice: params.get(ListParam.minPrice) ?? "",
      maxPrice: params.get(ListParam.maxPrice) ?? "",
      ownerType: params.get(ListParam.ownerType) ?? "",
      trustedOnly: params.get(ListParam.trustedOnly) === "true",
      period: params.get(ListParam.period) ?? "all",
      region: {
        options: filterInput.regions,
        selected: Number(params.get(ListParam.region)) || null,
        fromPath: false,
      },
      action: actionChoice(filterInput.actions, params),
      priceType: priceTypeChoice(filterInput.actions, params, lang),
      street: null,
      streetsSource: null,
      area: null,
    },
    detectedCategory: detected ? { id: detected.category.id, name: detected.category.name[lang] } : null,
    now,
  };
}

/**
 * The largest facets, at most `facetLimit`, and the detected category with the categories above it: the one
 * whose filters the panel offers stays one tap away even when other categories hold more matches.
 */
function shownFacets(result: LotSearchResult): SearchFacet[] {
  const largest = [...result.facets].sort((a, b) => b.count - a.count).slice(0, facetLimit);
  const detected = result.facets.find((facet) => facet.category.id === result.detectedCategory);
  const path = detected ? [...detected.category.parentIds, detected.category.id] : [];
  const missing = path.flatMap((id) =>
    largest.some((facet) => facet.category.id === id)
      ? []
      : result.facets.filter((facet) => facet.category.id === id),
  );
  return [...largest, ...missing];
}

/** The query the page asks `GET /api/lots/search` with: the address's parameters and its text. */
export function searchApiQuery(address: { query: string; params: URLSearchParams }): URLSearchParams {
  const search = listApiQuery(address.params);
  if (address.query !== "") search.set(ListParam.query, address.query);
  return search;
}

/**
 * Facets as a tree, so that each subcategory stands under its own parent: top levels by count, each followed
 * by its subcategories by count. Sorted by count alone, a subcategory of Transport with fewer matches than
 * Electronics was indented under Electronics.
 */
export function inTreeOrder(facets: SearchFacet[]): SearchFacet[] {
  const counts = new Map(facets.map((facet) => [facet.category.id, facet.count]));
  const keyOf = (facet: SearchFacet) =>
    [...facet.category.parentIds, facet.category.id].map((id) => [-(counts.get(id) ?? 0), id] as const);
  const keys = new Map(facets.map((facet) => [facet, keyOf(facet)]));
  return [...facets].sort((a, b) => {
    const [x, y] = [keys.get(a) ?? [], keys.get(b) ?? []];
    for (let level = 0; level < Math.min(x.length, y.length); level++) {
      const [[countX, idX], [countY, idY]] = [x[level] ?? [0, 0], y[level] ?? [0, 0]];
      if (countX !== countY) return countX - countY;
      if (idX !== idY) return idX - idY;
    }
    return x.length - y.length;
  });
}
