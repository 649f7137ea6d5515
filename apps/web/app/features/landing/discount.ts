import type { Language } from "@tirgus/domain/languages";
import { ListParam } from "@tirgus/domain/lot-list";
import { highlightedLandingPath } from "../../lib/category-links";
import { withAdultContent } from "./age-gate";

/*
 * The discount products list, `/{lang}/landing/highlighted` (spec 1 section 2): highlighted (discounted)
 * lots, narrowed to private or company sellers and sorted by the sort buttons. All of it lives in the
 * address, in the list endpoint's own parameter names, so a list can be shared, reloaded and crawled.
 */
export const discountSorts = {
  newest: { orderColumn: "publishDate", orderDirection: "desc" },
  priceAsc: { orderColumn: "price", orderDirection: "asc" },
  priceDesc: { orderColumn: "price", orderDirection: "desc" },
} as const;
export type DiscountSort = keyof typeof discountSorts;

export type DiscountQuery = { ownerType: 1 | 2 | null; sort: DiscountSort; page: number };

/** The list's state from its address; anything not understood is the default (all sellers, newest, page 1). */
export function discountQueryOf(search: URLSearchParams): DiscountQuery {
  const owner = search.get(ListParam.ownerType);
  const column = search.get(ListParam.orderColumn);
  const direction = search.get(ListParam.orderDirection);
  const sort = (Object.keys(discountSorts) as DiscountSort[]).find(
    (key) => discountSorts[key].orderColumn === column && discountSorts[key].orderDirection === direction,
  );
  const page = search.get(ListParam.page) ?? "";
  return {
    ownerType: owner === "1" ? 1 : owner === "2" ? 2 : null,
    sort: sort ?? "newest",
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The query string of a state: defaults left out, so the plain address is the first page of everything. */
export function discountSearch(query: DiscountQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.ownerType !== null) params.set(ListParam.ownerType, String(query.ownerType));
  if (query.sort !== "newest") {
    params.set(ListParam.orderColumn, discountSorts[query.sort].orderColumn);
    params.set(ListParam.orderDirection, discountSorts[query.sort].orderDirection);
  }
  if (query.page > 1) params.set(ListParam.page, String(query.page));
  return params;
}

export function discountHref(lang: Language, query: DiscountQuery): string {
  const search = discountSearch(query).toString();
  return highlightedLandingPath(lang) + (search === "" ? "" : `?${search}`);
}

/** The list endpoint's call for a state; `adult`: the visitor allowed adult content. */
export function discountSource(query: DiscountQuery, adult: boolean): string {
  const params = discountSearch(query);
  params.set(ListParam.highlighted, "true");
  return withAdultContent(`/api/lots?${params.toString()}`, adult);
}

/** The canonical address keeps the seller filter and the page; sort orders list the same lots. */
export function discountCanonicalQuery(query: DiscountQuery): string {
  return discountSearch({ ...query, sort: "newest" }).toString();
}
