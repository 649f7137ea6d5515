import { ListParam } from "@tirgus/domain/lot-list";
import {
  categorySortOptionIds,
  defaultSort,
  type ListType,
  SortOption,
  type SortOptionId,
} from "@tirgus/domain/sorting";
import { hideFooterParam } from "../shell/footer-visibility";

/*
 * A list's state is its URL (spec 1 section 4): page, sort and filters are query parameters with the names
 * GET /api/lots uses, so the page hands its query on as it is. These helpers build the addresses of the
 * page's links; list-cleaning.ts cleans what a GET form submits.
 */

/** Parameters the filter form carries over besides its fields: the sort, the narrowing and the page's own. */
export const filterFormKept: readonly string[] = [
  ListParam.orderColumn,
  ListParam.orderDirection,
  ListParam.highlighted,
  ListParam.categories,
  hideFooterParam,
];

/** The sort option a query asks for; the list type's default when it names none that exists. */
export function sortOf(search: URLSearchParams, listType: ListType = "public"): SortOptionId {
  const column = search.get(ListParam.orderColumn);
  const direction = search.get(ListParam.orderDirection) ?? "desc";
  const match = (Object.keys(SortOption) as SortOptionId[]).find(
    (id) => SortOption[id].orderColumn === column && SortOption[id].orderDirection === direction,
  );
  return match ?? defaultSort[listType];
}

/** Sort options every public list offers, in the order the dropdown shows them. */
const publicSortOptionIds: readonly SortOptionId[] = [
  "publishDateDesc",
  "publishDateAsc",
  "priceAsc",
  "priceDesc",
  "viewsDesc",
  "viewsAsc",
  "viewsPerDay",
  "viewsPerWeek",
  "viewsPerMonth",
  "latestPersonal",
  "recommended",
];

/**
 * The filters whose values each category-specific sort orders by (the lots' `numbers` keys): a category with
 * any of them offers the sort. The engine is in litres for cars and in cm³ for motorcycles.
 */
const sortFilterKeys: Record<(typeof categorySortOptionIds)[number], readonly string[]> = {
  manufactureDateAsc: ["year"],
  manufactureDateDesc: ["year"],
  engineVolumeAsc: ["engine-volume", "engine-cc"],
  engineVolumeDesc: ["engine-volume", "engine-cc"],
  mileageAsc: ["mileage"],
  mileageDesc: ["mileage"],
  roomsAsc: ["rooms"],
  roomsDesc: ["rooms"],
  areaAsc: ["area"],
  areaDesc: ["area"],
  floorAsc: ["floor"],
  floorDesc: ["floor"],
  landAreaAsc: ["land-area"],
  landAreaDesc: ["land-area"],
};

/** The public options plus the category-specific ones whose filter the category has. */
export function sortOptionsFor(filterKeys: ReadonlySet<string>): SortOptionId[] {
  return [
    ...publicSortOptionIds,
    ...categorySortOptionIds.filter((id) => sortFilterKeys[id].some((key) => filterKeys.has(key))),
  ];
}

/**
 * The query with some parameters set (null removes them), in the address's order so a link needs no
 * redirect; any change but the page's returns to page 1.
 */
export function withParams(search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  if (!(ListParam.page in changes)) next.delete(ListParam.page);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return inAddressOrder(next);
}

export const hrefOf = (path: string, search: URLSearchParams): string => {
  const text = search.toString();
  return text === "" ? path : `${path}?${text}`;
};

/** The query on another page; addresses leave the first page out. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set(ListParam.page, String(page));
  else next.delete(ListParam.page);
  return next;
}

/**
 * Where an address past its list's last page goes: to the last page, as the page jump clamps (spec 1 section
 * 5). A stale link, a list that shrank or a number submitted without scripts asks for one. Null within the list.
 */
export function pastLastPage(path: string, search: URLSearchParams, page: number, lastPage: number) {
  return page > lastPage ? hrefOf(path, withPage(search, lastPage)) : null;
}

/** The query that sorts by an option (the default one leaves the sort out). */
export function sortedQuery(search: URLSearchParams, option: SortOptionId, listType: ListType = "public") {
  const { orderColumn, orderDirection } = SortOption[option];
  const isDefault = option === defaultSort[listType];
  return withParams(search, {
    [ListParam.orderColumn]: isDefault ? null : orderColumn,
    [ListParam.orderDirection]: isDefault ? null : orderDirection,
  });
}

export type PageItem = number | "gap";

/**
 * The pagination window (spec 1 section 9): `radius` pages each side of the active one (4 on desktop, 3 on
 * phones), the first and last page always, and a gap where pages are left out. A gap that would hide one
 * page shows the page instead.
 */
export function paginationItems(current: number, last: number, radius: number): PageItem[] {
  if (last <= 1) return [];
  const from = Math.max(1, current - radius);
  const to = Math.min(last, current + radius);
  const items: PageItem[] = [];
  if (from > 1) items.push(1);
  if (from === 3) items.push(2);
  else if (from > 3) items.push("gap");
  for (let page = from; page <= to; page++) items.push(page);
  if (to === last - 2) items.push(last - 1);
  else if (to < last - 2) items.push("gap");
  if (to < last) items.push(last);
  return items;
}

/** Price thresholds of the price filter's choice lists, from 5 to 60 000 euros (spec 1 section 5). */
export function priceChoices(min: number, max: number): number[] {
  const steps = [1, 2, 5];
  const choices: number[] = [];
  for (let scale = 1; scale <= max; scale *= 10) {
    for (const step of steps) {
      const value = step * scale;
      if (value >= min && value <= max) choices.push(value);
    }
  }
  if (choices.at(-1) !== max) choices.push(max);
  return choices;
}

/**
 * The query of a list page's canonical address: each page of a list is a page of its own to a search
 * engine. A category's filtered or sorted list is not indexed at all (Listing's `variant`).
 */
export const canonicalListQuery = (page: number): string => (page > 1 ? `${ListParam.page}=${page}` : "");

/** The stable order of an address's parameters: by name, the page last (equal lists, one address). */
export function inAddressOrder(pairs: Iterable<[string, string]>): URLSearchParams {
  const order = (name: string) => (name === ListParam.page ? 1 : 0);
  return new URLSearchParams(
    [...pairs].sort(([a], [b]) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0)),
  );
}
