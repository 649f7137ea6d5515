import { ListParam, storedSortCookie } from "@tirgus/domain/lot-list";
import { defaultSort, isSortOptionId, type SortOptionId } from "@tirgus/domain/sorting";
import { readCookie, setPreferenceCookie } from "../../lib/cookies";
import { hrefOf, sortedQuery } from "./list-query";

/*
 * The sort a visitor last chose on a category listing (spec 1 section 4, "Sort and view are stored"): kept in
 * the `lots_sort` cookie, signed in or not, and followed by every category listing that offers it. A listing
 * address without a sort is sent on to the same address with the stored one, so that the address still holds
 * the whole list state (shareable, and the back button returns to what was shown). Choosing the default sort
 * forgets the stored one. Search results (best match first) and the owner's lists keep their own defaults.
 */

export const storedSortIn = (cookieHeader: string | null | undefined): SortOptionId | null => {
  const value = readCookie(cookieHeader, storedSortCookie);
  return value !== null && isSortOptionId(value) && value !== defaultSort.public ? value : null;
};

/** Remembers a sort chosen on a category listing; the default one clears what was stored. */
export function storeSort(option: SortOptionId): void {
  if (option === defaultSort.public) setPreferenceCookie(storedSortCookie, "", 0);
  else setPreferenceCookie(storedSortCookie, option);
}

/**
 * The address a listing without a sort of its own goes to: the same list in the stored sort, when there is
 * one and the category offers it; otherwise null.
 */
export function storedSortAddress(
  pathname: string,
  search: URLSearchParams,
  stored: SortOptionId | null,
  offered: readonly SortOptionId[],
): string | null {
  if (stored === null || search.has(ListParam.orderColumn) || !offered.includes(stored)) return null;
  return hrefOf(pathname, sortedQuery(search, stored));
}
