import type { CategoryDetail } from "@tirgus/domain/catalogue-api";
import { ListParam, type LotList, listCountCap } from "@tirgus/domain/lot-list";
import type { ApiClient } from "../../lib/api-client";

/** A listing's count within a region: exact up to the lists' cap (decision 0018), past it `capped`. */
export type RegionCount = { count: number; capped: boolean };
/** The counts of a landing within a region: the category's own ("See all posts") and each card's by its id. */
export type RegionCounts = { all: RegionCount; byCard: ReadonlyMap<number, RegionCount> };

/**
 * Within a region the catalogue's counts (the lots of every region) do not hold: the landing asks each card's
 * listing for its count there, as that listing will show it (a shortcut: its target's lots with its preset
 * values). "See all posts" adds up the cards that are not shortcuts: lots are made in leaves (lot-form's
 * category rules), so those hold every lot of the category once, and the sum costs no count of its own (at 1M
 * lots the real-estate root within Riga took 0.3-4 s to count, its subcategories 25-85 ms each).
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
  const counts = await Promise.all(
    cards.map((child, index) =>
      countWithin(api, child.shortcutTo ?? child.id, presets[index] ?? null, regionId),
    ),
  );
  const own = counts.filter((_, index) => !cards[index]?.isShortcut);
  const sum = own.reduce((total, count) => total + count.count, 0);
  return {
    all: {
      count: Math.min(sum, listCountCap),
      capped: sum > listCountCap || own.some((count) => count.capped),
    },
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
