import type {
  CategoryDetail,
  CategoryFilter,
  RegionBySlug,
  RegionDetail,
} from "@tirgus/domain/catalogue-api";
import { isLanguage, type Language } from "@tirgus/domain/languages";
import {
  defaultItemsPerPage,
  filterParamPattern,
  ListParam,
  type LotList,
  lastListPage,
} from "@tirgus/domain/lot-list";
import type { UsedFilter, UsedRegion } from "@tirgus/domain/used-filters";
import { redirect } from "react-router";
import { adultContentAllowed, answerToAgeQuestion } from "../features/landing/age-gate";
import { ageQuestionView } from "../features/landing/age-question-view";
import { categoryListQuery, listPlacesOf } from "../features/listing/category-list";
import { cleanListQuery } from "../features/listing/list-cleaning";
import { hrefOf, pastLastPage } from "../features/listing/list-query";
import { categorySortOptions, listingOf } from "../features/listing/listing-data";
import { listingTarget } from "../features/listing/listing-path";
import { listingView, lotPageView, viewOf } from "../features/listing/route-views";
import { storedSortAddress, storedSortIn } from "../features/listing/stored-sort";
import { viewTypeIn } from "../features/listing/view-type";
import { loadLotPage } from "../features/lot-page/lot-route";
import { type ApiClient, getApi } from "../lib/api-client";
import { placeInOtherLanguage } from "../lib/category-in-other-language";
import { duplicateOf, listedCategoryId, listingPath } from "../lib/category-links";
import { useI18n } from "../lib/i18n";
import { keptOrLoaded, useKeptFromServer } from "../lib/kept-pages";
import { notFound, notFoundWhenRefused, orNull } from "../lib/not-found";
import { regionTree } from "../lib/region-tree";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { useRootData } from "../lib/root-data";
import { Seo } from "../lib/seo";
import { ssrContext } from "../lib/ssr-context";
import type { Route } from "./+types/listing";

/** The real-estate tree: its lists get the map. */
const realEstateRootKey = "nekustamais-ipasums";

/**
 * `/{lang}/{slug}/{slug}...` (optionally `/!{regionSlug}`): a category listing, the fallback for every path no
 * other route matched (spec 1 section 2). `.../!{id}` is a lot page (issue 6). Unknown slugs are not found.
 * The query is the list's state; a form's raw submission is cleaned and redirected to its one address.
 */
export async function loader({ params, context, request, url: pageUrl }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  const lang = params.lang;
  const target = listingTarget(params["*"]);
  if (!target) throw notFound();
  // The view renders at once only with its code there: on the server that takes no time after the first.
  await viewOf(target).load();
  const answered = answerToAgeQuestion(new URL(pageUrl), lang === "lv" ? "/" : `/${lang}`);
  if (answered) throw answered;
  const adultAllowed = adultContentAllowed(request.headers.get("cookie"));
  if (target.kind === "lot") {
    const page = await loadLotPage(getApi(context), lang, target.lotId, target.slugs, {
      ...context.get(ssrContext),
      adultAllowed,
      search: pageUrl.search,
    });
    if (page.kind === "age-question") await ageQuestionView.load();
    return page;
  }
  // The page's own address: `request.url` of a client navigation is the `.data` request's.
  const url = new URL(pageUrl);
  const search = cleanListQuery(url.searchParams);
  // The same list at its one address: permanent, so search engines keep that one (301).
  if (search.toString() !== url.searchParams.toString()) throw redirect(hrefOf(url.pathname, search), 301);

  const api = getApi(context);
  const queryRegionId = search.get(ListParam.region);
  const streetId = search.get(ListParam.street);
  const [category, { pathRegion, queryRegion, street }] = await Promise.all([
    orNull(
      api.get<CategoryDetail>(`/api/categories/by-slug/${lang}/${target.slugs.join("/")}`, undefined, {
        silent: true,
      }),
    ),
    listPlacesOf(api, lang, target.region, search),
  ]);
  if (!category) await moveToOwnLanguage(api, lang, target, url);
  if (category?.status !== "active" || (target.region !== null && !pathRegion)) throw notFound();
  // An adult or dating list shows nothing of itself until the visitor has said they are 18 or older, as its
  // landing and its lots do (spec 1 section 6).
  if (category.adult && !adultAllowed) {
    await ageQuestionView.load();
    return { kind: "age-question" as const };
  }
  // A region or street no one knows (an old or mistyped link) narrows nothing: the list without it, not
  // "0 classifieds" under "All of Latvia".
  const unknownRegion = target.region === null && queryRegionId !== null && !queryRegion;
  const unknownStreet = streetId !== null && !street;
  if (unknownRegion || unknownStreet) {
    if (unknownRegion) search.delete(ListParam.region);
    if (unknownStreet) search.delete(ListParam.street);
    // Temporary (302): the catalogue may come to know it with a deploy.
    throw redirect(hrefOf(url.pathname, search));
  }
  const region = pathRegion ?? queryRegion;
  const rootKey = (category.parents[0] ?? category).slug.lv;
  const realEstate = rootKey === realEstateRootKey;
  const moved =
    realEstate &&
    queryRegionId !== null &&
    realEstateRegionMove(url.pathname, search, pathRegion, queryRegion, lang);
  if (moved) throw moved;

  const listed = listedCategoryId(category);
  const apiQuery = categoryListQuery(search, category, pathRegion);
  const page = Number(search.get(ListParam.page) ?? "1");
  // An address that names filters may name a hidden one (a preset offer's): asked with them, it shows chosen.
  const namesFilters = [...search.keys()].some((name) => filterParamPattern.test(name));
  const filtersAnswer = api.list<CategoryFilter>(
    `/api/categories/${listed}/filters${namesFilters ? "?hidden=true" : ""}`,
  );
  const storedSort = storedSortIn(request.headers.get("cookie"));
  if (storedSort !== null) {
    const offered = categorySortOptions((await filtersAnswer).data);
    const sorted = storedSortAddress(url.pathname, search, storedSort, offered);
    if (sorted) throw redirect(sorted);
  }
  const [list, filters, used, regions, usedRegions, shortcutTarget] = await Promise.all([
    api.get<LotList>(`/api/lots?${apiQuery}`).catch(notFoundWhenRefused),
    filtersAnswer,
    api.list<UsedFilter>(`/api/categories/${listed}/used-filters`).catch(() => ({ data: [] })),
    regionTree(api),
    api
      .list<UsedRegion>(`/api/categories/${listed}/used-regions`)
      .then(({ data }) => new Map(data.map((region) => [region.id, region.lots])))
      .catch(() => null),
    duplicateOf(category) === null ? null : api.get<CategoryDetail>(`/api/categories/${listed}`),
  ]);
  if (!list) throw notFound();
  const lastPage = lastListPage(list.count, defaultItemsPerPage);
  const clamped = pastLastPage(url.pathname, search, page, lastPage);
  if (clamped) throw redirect(clamped);
  return {
    ...listingOf({
      category,
      region: region && {
        id: region.id,
        name: region.name,
        slug: region.slug,
        fromPath: pathRegion !== null,
        parents: region.parents.map((parent) => ({ id: parent.id, name: parent.name })),
      },
      street,
      shortcutTarget,
      filters: filters.data,
      used: used.data,
      regions,
      usedRegions,
      list,
      apiQuery,
      search,
      page,
      pageSize: defaultItemsPerPage,
      lang,
      now: Date.now(),
      realEstate,
    }),
    kind: "listing" as const,
    view: viewTypeIn(request.headers.get("cookie")),
  };
}

/**
 * A list's address in another language's slugs, its region's too (a link copied with its language changed by
 * hand): moved for good to the page's own (301). Nothing when no language names such a list.
 */
async function moveToOwnLanguage(
  api: ApiClient,
  lang: Language,
  target: { slugs: string[]; region: string | null },
  url: URL,
): Promise<void> {
  const found = await placeInOtherLanguage(api, lang, target.slugs, target.region);
  if (found?.category.status !== "active") return;
  const levels = [...found.category.parents, found.category].map((level) => level.slug);
  const region = found.region ? `/!${found.region.slug[lang]}` : "";
  throw redirect(listingPath(lang, levels) + region + url.search, 301);
}

/**
 * Real-estate lists name their region in the path (`.../dzivokli/!riga`, spec 1 section 2), which the filter
 * form, submitting to the list without it, sends as `region=<id>`: a state city or municipality chosen there
 * moves into the path. Where the path names one already it wins, and the query's is dropped; a region the
 * path cannot name (below the top level) stays in the query.
 */
function realEstateRegionMove(
  pathname: string,
  search: URLSearchParams,
  pathRegion: RegionBySlug | null,
  queryRegion: RegionDetail | null,
  lang: Language,
): Response | undefined {
  const rest = new URLSearchParams(search);
  rest.delete(ListParam.region);
  if (pathRegion) return redirect(hrefOf(pathname, rest), 301);
  if (!queryRegion || queryRegion.parents.length > 0) return undefined;
  rest.delete(ListParam.page);
  return redirect(hrefOf(`${pathname.replace(/\/$/, "")}/!${queryRegion.slug[lang]}`, rest), 301);
}

/** Pages of a list the visitor has seen come from the browser's cache (lib/kept-pages.ts). */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  const target = listingTarget(params["*"]);
  const [data] = await Promise.all([
    keptOrLoaded("public", new URL(request.url), serverLoader),
    target ? viewOf(target).load() : Promise.resolve(),
  ]);
  if (data.kind === "age-question") await ageQuestionView.load();
  return data;
}

/** Opening or closing a lot's fullscreen gallery changes only `?fullscreen=1`: there is nothing to load again. */
export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  useKeptFromServer("public", loaderData);
  // Signed in, the preference decides (it follows the user to every device); otherwise the cookie did.
  const preferred = useRootData()?.shell.session?.listView;
  if (loaderData.kind === "lot") return <lotPageView.View lot={loaderData} />;
  if (loaderData.kind === "age-question")
    return (
      <>
        <Seo
          title={t("Are you 18 or older?")}
          description={t(
            "This category has content for adults only. Confirm your age to see it; we remember your answer for 30 days.",
          )}
          noindex
        />
        <ageQuestionView.View />
      </>
    );
  return <listingView.View listing={loaderData} view={preferred ?? loaderData.view} />;
}
