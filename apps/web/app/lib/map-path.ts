import type { Language } from "@tirgus/domain/languages";

/*
 * The map of a category list (spec 1 section 2): `/{lang}/modal-map/{callback}/{category}?{list query}`.
 * `{callback}` is the list to return to: its path under `/{lang}/` (category slugs and an optional
 * `!{region}`), URL-encoded into one segment; `{category}` is the list's category id; the query is the
 * list's own (filters, sort, page). The map shows the lots of that list, and "Back to the list" rebuilds the
 * list's address from the callback and the query, so the visitor returns to the same list and page.
 */

/** The map of the list at `listPath` (`/{lang}/...`, as the listing's `path`) with `query`. */
export function mapPath(
  lang: Language,
  listPath: string,
  categoryId: number,
  query: URLSearchParams,
): string {
  const prefix = `/${lang}/`;
  const callback = listPath.startsWith(prefix) ? listPath.slice(prefix.length) : listPath.replace(/^\/+/, "");
  const search = query.toString();
  return `/${lang}/modal-map/${encodeURIComponent(callback)}/${categoryId}${search ? `?${search}` : ""}`;
}

/**
 * The list a map returns to. `callback` arrives decoded (the router decodes `%2F`); the caller has checked
 * it names a listing, so the address cannot lead off the site.
 */
export function listPathOf(lang: Language, callback: string, query: URLSearchParams): string {
  const search = query.toString();
  return `/${lang}/${callback}${search ? `?${search}` : ""}`;
}
