import type { Language } from "@tirgus/domain/languages";
import { ListParam } from "@tirgus/domain/lot-list";

/*
 * Addresses of search results (spec 1 section 2): `/{lang}/search/{query}`, or `/{lang}/search` without a
 * query. Shared by the header search box and the results page, which both send visitors there.
 */

/** The results of `query` (already sanitised), optionally narrowed to categories ("Search in this category"). */
export function searchPath(lang: Language, query: string, categories: readonly number[] = []): string {
  const base = query === "" ? `/${lang}/search` : `/${lang}/search/${encodeURIComponent(query)}`;
  // Ids are digits, so the brackets are written as they are: the address stays readable when shared.
  const narrowed = categories.map((id) => `${ListParam.categories}=${id}`).join("&");
  return narrowed === "" ? base : `${base}?${narrowed}`;
}

/** Whether a path is a page of search results, of any query. */
export const isSearchPath = (pathname: string): boolean => /^\/(?:lv|ru|en)\/search(?:\/|$)/.test(pathname);

/** The path of `/{lang}/search/{query}`'s query, to show it in the box on the results page. */
export function queryOfPath(pathname: string): string {
  const match = /^\/(?:lv|ru|en)\/search\/(.+)$/.exec(pathname);
  if (!match?.[1]) return "";
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return "";
  }
}
