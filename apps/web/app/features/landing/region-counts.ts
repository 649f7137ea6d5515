import type { CategoryDetail } from "@tirgus/domain/catalogue-api";
import { ListParam, type LotList } from "@tirgus/domain/lot-list";
import type { ApiClient } from "../../lib/api-client";

/** A listing's count within a region: exact up to the lists' cap (decision 0018), past it `capped`. */
export type RegionCount = { count: number; capped: boolean };
/** The counts of a landing within a region: the category's own ("See all posts") and each card's by its id. */
export type RegionCounts = { all: RegionCount; byCard: ReadonlyMap<number, RegionCount> };

/**
 * Within a region the catalogue's counts (the lots of every region) do not hold: the landing asks the category's
 * listing and each card's for its count there, as that listing will show it (a shortcut: its target's lots with
 * its preset values). A category's own count within a region is kept (migration 0044); only a shortcut's is
 * counted, up to the cap.
 */
export async function loadRegionCounts(
  api: ApiClient,
  category: CategoryDetail,
  regionId: number,
): Promise<RegionCounts> {
  const cards = category.children.filter((child) => child.status === "active");
  const presets = await Promise.all(
    cards.map(async (child) =>
      child.isShortcut
        ? ((await api.get<CategoryDetail>(`/api/categories/${child.id}`))?.presetFilters ?? null)
        : null,
    ),
  );
  const [all, ...counts] = await Promise.all([
    countWithin(api, category.id, null, regionId),
    ...cards.map((child, index) =>
      countWithin(api, child.shortcutTo ?? child.id, presets[index] ?? null, regionId),
    ),
  ]);
  return {
    all: all as RegionCount,
    byCard: new Map(cards.map((child, index) => [child.id, counts[index] as RegionCount])),
  };
}

async function countWithin(
  api: ApiClient,
  categoryId: number,
  presetFilters: CategoryDetail["presetFilters"],
  regionId: number,
): Promise<RegionCount> {
  const query: Record<string, string> = {
    [ListParam.category]: String(categoryId),
    [ListParam.region]: String(regionId),
    [ListParam.itemsPerPage]: "1",
  };
  for (const [filterId, values] of Object.entries(presetFilters ?? {}))
    query[`fV[${filterId}]`] = values.join(",");
  const list = await api.get<LotList>("/api/lots", query);
  return { count: list?.count ?? 0, capped: list?.countCapped ?? false };
}
