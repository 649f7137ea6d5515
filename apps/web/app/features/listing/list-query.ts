import {
  filterParamPattern,
  isDateBound,
  isFilterText,
  isListActionId,
  isListId,
  isNumberBound,
  isOrderColumn,
  isOrderDirection,
  isOwnerTypeFilter,
  ListParam,
  listFlag,
  type listStateParams,
  normaliseFilterText,
} from "@tirgus/domain/lot-list";
import { priceFilterValue } from "@tirgus/domain/patterns";
import { isPeriodFilter } from "@tirgus/domain/periods";
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
 * GET /api/lots uses, so the page hands its query on as it is. These helpers clean what a GET form submits
 * and build the addresses of the page's links.
 */

/** A parameter's value as a list address keeps it, or undefined to drop it (empty, a default, or refused). */
type Cleaner = (value: string) => string | undefined;

const keptWhen =
  (valid: (value: string) => boolean): Cleaner =>
  (value) =>
    valid(value) ? value : undefined;
const price: Cleaner = (value) => {
  const euros = priceFilterValue(value);
  return euros !== undefined && euros > 0 ? String(euros) : undefined;
};
/** A yes/no filter is there when yes; a checkbox sends "on". */
const flag: Cleaner = (value) => (value === "on" || listFlag(value) ? "true" : undefined);

/**
 * What a list address keeps of each list parameter, by the API's own rules (lot-list.ts), so the address the
 * page redirects to is one the API answers: defaults (`page=1`, `period=all`) and values the API would
 * refuse are dropped.
 */
const listCleaners: Record<(typeof listStateParams)[number], Cleaner> = {
  page: (value) => (/^\d{1,9}$/.test(value) && Number(value) > 1 ? String(Number(value)) : undefined),
  orderColumn: keptWhen(isOrderColumn),
  orderDirection: keptWhen(isOrderDirection),
  minPrice: price,
  maxPrice: price,
  region: keptWhen(isListId),
  ownerType: keptWhen(isOwnerTypeFilter),
  trustedOnly: flag,
  period: keptWhen((value) => isPeriodFilter(value) && value !== "all"),
  action: keptWhen(isListActionId),
  highlighted: flag,
};

/**
 * Parameters of the page rather than of the list: an address keeps them, the API is not asked with them.
 * `hideFooter=1` is the footer's hide marker (shell/footer-visibility.ts).
 */
const pageCleaners: Record<string, Cleaner> = {
  [hideFooterParam]: keptWhen((value) => value === "1"),
};

/** Every parameter an address keeps once, by name. */
const singleCleaners = new Map<string, Cleaner>([
  ...Object.entries(listCleaners),
  ...Object.entries(pageCleaners),
]);

/** Select-like filters and search's categories hold ids, one or several (repeated or comma-separated). */
const ids: Cleaner = (value) => {
  const valid = value.split(",").filter(isListId);
  return valid.length > 0 ? valid.join(",") : undefined;
};
const rangeBound = keptWhen((value) => isDateBound(value) || isNumberBound(value));
/** A text filter's identifier (VIN, IMEI...), kept normalised so that equal lists share one address. */
const filterText: Cleaner = (value) => (isFilterText(value) ? normaliseFilterText(value) : undefined);

/** The cleaner of a parameter that may repeat (filters, search's categories), undefined for any other. */
function repeatableCleaner(name: string, listType: ListType): Cleaner | undefined {
  const filter = filterParamPattern.exec(name);
  if (filter) return filter[2] === undefined ? ids : filter[2] === "text" ? undefined : rangeBound;
  return listType === "search" && name === ListParam.categories ? ids : undefined;
}

/** The cleaner of a parameter an address keeps once, undefined for any other. */
const singleCleaner = (name: string): Cleaner | undefined =>
  singleCleaners.get(name) ?? (filterParamPattern.exec(name)?.[2] === "text" ? filterText : undefined);

/**
 * The query a GET form submitted, cleaned: empty fields, unknown names and values the API would refuse
 * dropped, prices without spaces and zero dropped (spec 1 section 5), a text filter's identifier normalised, `period=all` and `page=1` left out
 * (they are the defaults), the default sort left out, the rest in a stable order so equal lists share one
 * address. Search results (`listType` "search") also keep the categories they are narrowed to; the
 * comma-separated `categories=1,2` becomes `categories[]` so that it has one address too.
 */
export function cleanListQuery(search: URLSearchParams, listType: ListType = "public"): URLSearchParams {
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  const add = (name: string, value: string | undefined, key: string) => {
    if (value === undefined || seen.has(key)) return;
    seen.add(key);
    pairs.push([name, value]);
  };
  for (const [rawName, raw] of search.entries()) {
    const value = raw.trim();
    if (value === "") continue;
    const name = listType === "search" && rawName === "categories" ? ListParam.categories : rawName;
    const repeatable = repeatableCleaner(name, listType);
    if (repeatable) {
      for (const one of name === ListParam.categories ? value.split(",") : [value]) {
        const cleaned = repeatable(one.trim());
        add(name, cleaned, `${name}=${cleaned}`);
      }
      continue;
    }
    const clean = singleCleaner(name);
    if (clean) add(name, clean(value), name);
  }
  const sort = sortOf(new URLSearchParams(pairs), listType);
  const isDefault = sort === defaultSort[listType];
  const kept = pairs.filter(
    ([name]) => !(isDefault && (name === ListParam.orderColumn || name === ListParam.orderDirection)),
  );
  return inAddressOrder(kept);
}

/** The stable order of an address's parameters: by name, the page last (equal lists, one address). */
function inAddressOrder(pairs: Iterable<[string, string]>): URLSearchParams {
  const order = (name: string) => (name === ListParam.page ? 1 : 0);
  return new URLSearchParams(
    [...pairs].sort(([a], [b]) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** The query the list API is asked with: the address's list parameters, without the page's own. */
export function listApiQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const name of Object.keys(pageCleaners)) query.delete(name);
  return query;
}

/** Parameters the filter form carries over besides its fields: the sort, the narrowing and the page's own. */
export const filterFormKept: readonly string[] = [
  ListParam.orderColumn,
  ListParam.orderDirection,
  ListParam.highlighted,
  ListParam.categories,
  ...Object.keys(pageCleaners),
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

/** The filter whose value each category-specific sort orders by (the lots' `numbers` keys). */
const sortFilterKeys: Record<(typeof categorySortOptionIds)[number], string> = {
  manufactureDateAsc: "year",
  manufactureDateDesc: "year",
  engineVolumeAsc: "engine-volume",
  engineVolumeDesc: "engine-volume",
  mileageAsc: "mileage",
  mileageDesc: "mileage",
  roomsAsc: "rooms",
  roomsDesc: "rooms",
  areaAsc: "area",
  areaDesc: "area",
  floorAsc: "floor",
  floorDesc: "floor",
  landAreaAsc: "land-area",
  landAreaDesc: "land-area",
};

/** The public options plus the category-specific ones whose filter the category has. */
export function sortOptionsFor(filterKeys: ReadonlySet<string>): SortOptionId[] {
  return [
    ...publicSortOptionIds,
    ...categorySortOptionIds.filter((id) => filterKeys.has(sortFilterKeys[id])),
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
 * engine, while filters and sorts list the same lots as the base list and canonicalise to it.
 */
export const canonicalListQuery = (page: number): string => (page > 1 ? `${ListParam.page}=${page}` : "");
