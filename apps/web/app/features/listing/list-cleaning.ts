import { toSquareMetres } from "@tirgus/domain/catalogue";
import {
  isDateBound,
  isFilterText,
  isListActionId,
  isListId,
  isNumberBound,
  isOrderColumn,
  isOrderDirection,
  isOwnerTypeFilter,
  listFlag,
  normaliseFilterText,
} from "@tirgus/domain/list-values";
import {
  filterParamPattern,
  filterUnitPattern,
  ListParam,
  type listStateParams,
} from "@tirgus/domain/lot-list";
import { isMapArea } from "@tirgus/domain/map-area";
import { priceFilterValue } from "@tirgus/domain/patterns";
import { isPeriodFilter } from "@tirgus/domain/periods";
import { defaultSort, type ListType } from "@tirgus/domain/sorting";
import { hideFooterParam } from "../shell/footer-visibility";
import { inAddressOrder, sortOf } from "./list-query";

/*
 * What a list address keeps of a submitted query (spec 1 section 4: the list's state is its URL), by the list
 * API's own rules. Apart from list-query.ts: the loaders and the filter panel clean addresses, while what
 * every list page runs at first only builds them, and the rules are a good part of a listing's first load.
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
  priceType: keptWhen(isListId),
  region: keptWhen(isListId),
  street: keptWhen(isListId),
  area: keptWhen(isMapArea),
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
/** A number as typed, with a decimal comma, as Latvian and Russian write it ("1,6"), made the API's point. */
export const withDecimalPoint = (text: string): string =>
  /^-?\d+,\d+$/.test(text) ? text.replace(",", ".") : text;
/** A range's bound: a date, or a number (withDecimalPoint) as typed, thousands spaced or not ("150 000"). */
export const rangeBound: Cleaner = (value) => {
  const bound = withDecimalPoint(isDateBound(value) ? value : value.replace(/\s/g, ""));
  return isDateBound(bound) || isNumberBound(bound) ? bound : undefined;
};
/** A text filter's identifier (VIN, IMEI...), kept normalised so that equal lists share one address. */
const filterText: Cleaner = (value) => (isFilterText(value) ? normaliseFilterText(value) : undefined);

/** The cleaner of a parameter that may repeat (filters, search's categories), undefined for any other. */
function repeatableCleaner(name: string, listType: ListType): Cleaner | undefined {
  const filter = filterParamPattern.exec(name);
  if (filter) return filter[2] === undefined ? ids : filter[2] === "text" ? undefined : rangeBound;
  return listType === "search" && name === ListParam.categories ? ids : undefined;
}

/**
 * What only a category listing offers a way to set and to lift: a street (from a lot page) and a map area (from
 * the real-estate map). A search results page has neither, so its address does not keep them.
 */
const listingOnly = new Set<string>([ListParam.street, ListParam.area]);

/** The cleaner of a parameter an address keeps once, undefined for any other. */
const singleCleaner = (name: string, listType: ListType): Cleaner | undefined => {
  if (listType === "search" && listingOnly.has(name)) return undefined;
  return singleCleaners.get(name) ?? (filterParamPattern.exec(name)?.[2] === "text" ? filterText : undefined);
};

/**
 * The query a GET form submitted, cleaned: empty fields, unknown names and values the API would refuse
 * dropped, prices without spaces and zero dropped (spec 1 section 5) and a reversed pair of them swapped, a text filter's identifier normalised, `period=all` and `page=1` left out
 * (they are the defaults), the default sort left out, the rest in a stable order so equal lists share one
 * address. Search results (`listType` "search") also keep the categories they are narrowed to; the
 * comma-separated `categories=1,2` becomes `categories[]` so that it has one address too.
 */
export function cleanListQuery(given: URLSearchParams, listType: ListType = "public"): URLSearchParams {
  const search = inSquareMetres(given);
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
    const clean = singleCleaner(name, listType);
    if (clean) add(name, clean(value), name);
  }
  swapReversedPrices(pairs);
  const sort = sortOf(new URLSearchParams(pairs), listType);
  const isDefault = sort === defaultSort[listType];
  const kept = pairs.filter(
    ([name]) => !(isDefault && (name === ListParam.orderColumn || name === ListParam.orderDirection)),
  );
  return inAddressOrder(kept);
}

/** "From 9 000 to 2 000" means between the two: the bounds swapped, not a list that is always empty. */
function swapReversedPrices(pairs: [string, string][]): void {
  const min = pairs.find(([name]) => name === ListParam.minPrice);
  const max = pairs.find(([name]) => name === ListParam.maxPrice);
  if (!min || !max || Number(min[1]) <= Number(max[1])) return;
  [min[1], max[1]] = [max[1], min[1]];
}

/**
 * The query with the bounds of each filter sent with `fV[id][unit]=ha` (a land area typed in hectares) in
 * square metres, whole, as the list API and the address keep them; the unit itself is not kept.
 */
function inSquareMetres(search: URLSearchParams): URLSearchParams {
  const inHectares = new Set(
    [...search.entries()].flatMap(([name, value]) => {
      const unit = filterUnitPattern.exec(name);
      return unit && value === "ha" ? [unit[1]] : [];
    }),
  );
  if (inHectares.size === 0) return search;
  const converted = new URLSearchParams();
  for (const [name, value] of search.entries()) {
    const range = filterParamPattern.exec(name);
    const hectares =
      range?.[1] !== undefined && inHectares.has(range[1]) && (range[2] === "min" || range[2] === "max");
    const bound = hectares ? rangeBound(value.trim()) : undefined;
    converted.append(
      name,
      bound !== undefined && isNumberBound(bound)
        ? String(Math.round(toSquareMetres(Number(bound), "ha")))
        : value,
    );
  }
  return converted;
}

/** The query the list API is asked with: the address's list parameters, without the page's own. */
export function listApiQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const name of Object.keys(pageCleaners)) query.delete(name);
  return query;
}
