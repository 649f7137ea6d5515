import type { CategoryDetail, RegionBySlug, RegionDetail, Street } from "@tirgus/domain/catalogue-api";
import type { Language } from "@tirgus/domain/languages";
import { ListParam } from "@tirgus/domain/lot-list";
import type { ApiClient } from "../../lib/api-client";
import { listedCategoryId } from "../../lib/category-links";
import { orNull } from "../../lib/not-found";
import { listApiQuery } from "./list-cleaning";

/*
 * What a category's list is, read the same way by the listing and by its map: the places its address names
 * and the list API query that shows its lots.
 */

/**
 * The places a list's address names: the region of its path (`/!{slug}`, real estate) or else the region of
 * its query, and the street of its query; each null when not named or not known.
 */
export type ListPlaces = {
  pathRegion: RegionBySlug | null;
  queryRegion: RegionDetail | null;
  street: Street | null;
};

export async function listPlacesOf(
  api: ApiClient,
  lang: Language,
  pathRegionSlug: string | null,
  search: URLSearchParams,
): Promise<ListPlaces> {
  const silently = { silent: true };
  const queryRegionId = pathRegionSlug === null ? search.get(ListParam.region) : null;
  const streetId = search.get(ListParam.street);
  const [pathRegion, queryRegion, street] = await Promise.all([
    pathRegionSlug === null
      ? null
      : orNull(api.get<RegionBySlug>(`/api/regions/by-slug/${lang}/${pathRegionSlug}`, undefined, silently)),
    queryRegionId === null
      ? null
      : orNull(api.get<RegionDetail>(`/api/regions/${queryRegionId}`, undefined, silently)),
    streetId === null ? null : orNull(api.get<Street>(`/api/streets/${streetId}`, undefined, silently)),
  ]);
  return { pathRegion, queryRegion, street };
}

/**
 * The list API query of a category's list: the address's list parameters, the category it lists (a
 * shortcut's target), the region of its path, and the category's preset values (Electric cars: fuel
 * electric), which hold unless the visitor chose that filter.
 */
export function categoryListQuery(
  search: URLSearchParams,
  category: Pick<CategoryDetail, "id" | "isShortcut" | "shortcutTo" | "presetFilters">,
  pathRegion: Pick<RegionBySlug, "id"> | null,
): URLSearchParams {
  const query = listApiQuery(search);
  query.set(ListParam.category, String(listedCategoryId(category)));
  if (pathRegion) query.set(ListParam.region, String(pathRegion.id));
  for (const [filterId, values] of Object.entries(category.presetFilters ?? {})) {
    const name = `fV[${filterId}]`;
    if (!query.has(name)) query.set(name, values.join(","));
  }
  return query;
}
