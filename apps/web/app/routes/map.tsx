import type { CategoryDetail } from "@tirgus/domain/catalogue-api";
import { isLanguage, type Language, languages } from "@tirgus/domain/languages";
import { ListParam, type LotList, maxItemsPerPage } from "@tirgus/domain/lot-list";
import { parseMapArea } from "@tirgus/domain/map-area";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import { categoryListQuery, listPlacesOf } from "../features/listing/category-list";
import { cleanListQuery } from "../features/listing/list-cleaning";
import { listingTarget } from "../features/listing/listing-path";
import { classifiedsText } from "../features/lot-card/count-text";
import { type MapPageData, mapLotOf } from "../features/map/map-data";
import { MapView } from "../features/map/map-view";
import { getApi } from "../lib/api-client";
import { useI18n } from "../lib/i18n";
import { listPathOf, mapPath } from "../lib/map-path";
import { notFound, notFoundWhenRefused, orNull } from "../lib/not-found";
import type { PathsByLanguage } from "../lib/page-paths";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import { ssrContext } from "../lib/ssr-context";
import type { Route } from "./+types/map";

/** Leaflet's own styles, as a stylesheet of this route only: no other page loads them. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: leafletStyles }];

/**
 * `/{lang}/modal-map/{callback}/{category}?{list query}` (lib/map-path.ts): the lots of a real-estate list
 * on a map. `{callback}` must name a listing (category slugs and an optional `!{region}`); the list's region
 * and the category's preset filters narrow the lots as they narrow the list. At most 100 lots (the API's
 * page size limit), in the list's order.
 */
export async function loader({ params, context, url }: Route.LoaderArgs): Promise<MapPageData> {
  if (!isLanguage(params.lang) || !/^[1-9]\d{0,9}$/.test(params.category)) throw notFound();
  const lang = params.lang;
  const target = listingTarget(params.callback);
  if (target?.kind !== "listing") throw notFound();
  const api = getApi(context);
  const search = cleanListQuery(new URL(url).searchParams);
  // The region and street of the list only name it in the heading, as its list's heading does.
  const [category, { pathRegion: region, queryRegion, street }] = await Promise.all([
    orNull(api.get<CategoryDetail>(`/api/categories/${params.category}`, undefined, { silent: true })),
    listPlacesOf(api, lang, target.region, search),
  ]);
  if (category?.status !== "active" || (target.region !== null && !region)) throw notFound();

  const apiQuery = categoryListQuery(search, category, region);
  apiQuery.delete(ListParam.page);
  apiQuery.set(ListParam.itemsPerPage, String(maxItemsPerPage));
  const list = await api
    .get<LotList>(`/api/lots?${apiQuery}`, undefined, { silent: true })
    .catch(notFoundWhenRefused);
  if (!list) throw notFound();

  const place = region ?? queryRegion;
  const slugsIn = (target: Language) => [...category.parents, category].map((level) => level.slug[target]);
  const listPathIn = (target: Language) =>
    `/${target}/${slugsIn(target).join("/")}${region ? `/!${region.slug[target]}` : ""}`;
  return {
    kind: "map",
    // A part is named with its city ("Rīga, Purvciems"), as in the list's heading.
    heading: [category, ...(place?.parents ?? []), place, street]
      .flatMap((part) => (part ? [part.name[lang]] : []))
      .join(", "),
    count: list.count,
    countCapped: list.countCapped,
    lots: list.data.map((card) => mapLotOf(card, lang)),
    area: parseMapArea(search.get(ListParam.area) ?? "") ?? null,
    backHref: listPathOf(
      lang,
      target.region === null ? target.slugs.join("/") : `${target.slugs.join("/")}/!${target.region}`,
      search,
    ),
    tiles: context.get(ssrContext).mapTiles,
    pathsByLanguage: Object.fromEntries(
      languages.map((target) => [
        target,
        mapPath(target, listPathIn(target), category.id, new URLSearchParams()),
      ]),
    ) as PathsByLanguage,
  };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  return (
    <>
      {/* A view of a list, not a page of its own: the list is what search engines should index. */}
      <Seo
        title={`${loaderData.heading}: ${t("Map")}`}
        description={classifiedsText(t, lang, loaderData.count)}
        noindex
      />
      <MapView page={loaderData} />
    </>
  );
}
