import type { CategoryDetail, CategoryFilter, RegionNode } from "@tirgus/domain/catalogue-api";
import { isLanguage, type Language } from "@tirgus/domain/languages";
import {
  defaultItemsPerPage,
  ListParam,
  type LotList,
  type LotSearchResult,
  lastListPage,
} from "@tirgus/domain/lot-list";
import { pathInTree } from "@tirgus/domain/trees";
import type { UsedFilter } from "@tirgus/domain/used-filters";
import { redirect } from "react-router";
import { adultContentAllowed, withAdultContent } from "../features/landing/age-gate";
import { listApiQuery } from "../features/listing/list-cleaning";
import { pastLastPage } from "../features/listing/list-query";
import { regionChoiceOptions } from "../features/listing/listing-data";
import { loadListParts } from "../features/listing/listing-parts";
import {
  filterCategoryOf,
  readSearchAddress,
  type SearchFilterInput,
  searchApiQuery,
  searchPageView,
} from "../features/search-results/search-data";
import { SearchResultsView } from "../features/search-results/search-results-view";
import { type ApiClient, getApi } from "../lib/api-client";
import { useI18n } from "../lib/i18n";
import { keptOrLoaded, useKeptFromServer } from "../lib/kept-pages";
import { notFound, notFoundWhenRefused, orNull } from "../lib/not-found";
import { regionTree } from "../lib/region-tree";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/search";

/** What a query with no allowed character finds, without asking the API (spec 1 section 5). */
const nothing: LotSearchResult = {
  count: 0,
  countCapped: false,
  data: [],
  facets: [],
  detectedCategory: null,
  usedQuery: "",
};

/**
 * `/{lang}/search` and `/{lang}/search/{query}`: the search results, best match first (spec 1 sections 2
 * and 9), narrowed, sorted and paged by the list parameters of the address.
 */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  // The filters and pagination render with the page only with their code there (on the server, at once).
  await loadListParts();
  const address = readSearchAddress(params.lang, params["*"] || undefined, new URL(url));
  // The same results at their one address (the query in the path): permanent (301).
  if ("redirect" in address) throw redirect(address.redirect, 301);
  const now = Date.now();
  if (address.nothingAllowed) return searchPageView(params.lang, address, nothing, defaultItemsPerPage, now);
  const api = getApi(context);
  const adult = adultContentAllowed(request.headers.get("cookie"));
  const result =
    address.query === ""
      ? await everyClassified(api, address.params, adult)
      : await api
          .get<LotSearchResult>(
            withAdultContent(`/api/lots/search?${searchApiQuery(address)}`, adult),
            undefined,
            {
              silent: true,
            },
          )
          .catch(notFoundWhenRefused);
  const answer = result ?? nothing;
  const page = Number(address.params.get(ListParam.page) ?? "1");
  const lastPage = lastListPage(answer.count, defaultItemsPerPage);
  const clamped = pastLastPage(new URL(url).pathname, address.params, page, lastPage);
  if (clamped) throw redirect(clamped);
  const filterCategory = filterCategoryOf(address.params, answer);
  const regionId = Number(address.params.get(ListParam.region)) || null;
  const filters =
    filterCategory === null ? null : await filterInput(api, filterCategory, params.lang, regionId);
  return searchPageView(params.lang, address, answer, defaultItemsPerPage, now, filters);
}

/**
 * A client navigation loads the filters' and pagination's code beside the data, so they never render empty;
 * hydration does not run this, and the parts of a server-rendered page hydrate on their own. Pages of results
 * the visitor has seen come from the browser's cache (lib/kept-pages.ts).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    keptOrLoaded("search", new URL(request.url), serverLoader),
    loadListParts(),
  ]);
  return data;
}

/**
 * Nothing typed (the form sent empty, a hand-made address): every classified the address's filters leave,
 * newest first, as the list API has them. The search API finds by words and answers nothing without one.
 * "Search in this category" with nothing typed lists that category, which its facet names.
 */
async function everyClassified(
  api: ApiClient,
  params: URLSearchParams,
  adult: boolean,
): Promise<LotSearchResult | null> {
  const query = listApiQuery(params);
  // The list API takes the categories as one text.
  const categories = query.getAll(ListParam.categories);
  query.delete(ListParam.categories);
  if (categories.length > 0) query.set(ListParam.multipleCategoryString, categories.join(","));
  const [list, chosen] = await Promise.all([
    api
      .get<LotList>(withAdultContent(`/api/lots?${query}`, adult), undefined, { silent: true })
      .catch(notFoundWhenRefused),
    categories.length === 1
      ? orNull(api.get<CategoryDetail>(`/api/categories/${categories[0]}`, undefined, { silent: true }))
      : null,
  ]);
  if (!list) return null;
  const facets = chosen
    ? [
        {
          category: { id: chosen.id, name: chosen.name, slug: chosen.slug, parentIds: [] },
          count: list.count,
        },
      ]
    : [];
  return { ...list, facets, detectedCategory: null, usedQuery: "" };
}

/** The filter panel's input for a category; null for a category that does not exist (a hand-made address). */
async function filterInput(
  api: ApiClient,
  category: number,
  lang: Language,
  regionId: number | null,
): Promise<SearchFilterInput | null> {
  const [detail, filters, used, regions] = await Promise.all([
    orNull(api.get<CategoryDetail>(`/api/categories/${category}`, undefined, { silent: true })),
    orNull(api.list<CategoryFilter>(`/api/categories/${category}/filters`)),
    api.list<UsedFilter>(`/api/categories/${category}/used-filters`).catch(() => ({ data: [] })),
    regionTree(api),
  ]);
  if (!detail || !filters) return null;
  return {
    actions: detail.actions,
    filters: filters.data,
    used: used.data,
    regions: regionChoiceOptions(regions, chosenRegion(regions, regionId), lang),
  };
}

/** The region the results are narrowed to, with the regions above it, as the region select names it. */
function chosenRegion(tree: readonly RegionNode[], id: number | null) {
  const path = id === null ? [] : pathInTree(tree, id);
  const region = path.at(-1);
  return region ? { id: region.id, name: region.name, parents: path.slice(0, -1) } : null;
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  useKeptFromServer("search", loaderData);
  const { query, count } = loaderData;
  return (
    <>
      {/*
        Results pages are noindex: any text makes a new address, so crawlers would meet an endless set of
        thin pages that repeat the category listings (which are indexed, with canonical and hreflang). Seo
        then names no canonical or alternates; the language switch still keeps the query (usePathIn).
      */}
      <Seo
        title={query === "" ? t("Search results") : t("Search results for “%s”", [query])}
        description={
          query === ""
            ? t("Search classifieds in Latvia: cars, real estate, electronics and more.")
            : t("Classifieds matching “%s” in Latvia. Found: %s.", [query, count])
        }
        noindex
      />
      <SearchResultsView view={loaderData} />
    </>
  );
}
