import type { PositionSource } from "@tirgus/domain/lot-position";
import type { MouseEvent } from "react";

/*
 * The list a visitor opened a lot from (spec 1 section 2: previous / next through that list). Lists remember
 * their API query when one of their lots is opened; the lot page asks `GET /api/lots/{id}/position` with it
 * (the bookmarks, `GET /api/favorites/{id}/position`).
 * sessionStorage: each tab walks its own list, and a reload keeps it.
 */

/** What a list page hands down: its endpoint and the query it asked it (the page included). */
export type ListSource = { source: PositionSource; query: string };
/** …and where the list itself is, for "Back to the list". */
export type ListContext = ListSource & { href: string };

const storageKey = "lotListContext";
const lotPath = /\/!\d+(?:$|[?#])/;

/** A click handler for a list's container: remembers the list when the click opens one of its lots. */
export function rememberListOnLotClick(event: MouseEvent, list: ListSource): void {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!link || !lotPath.test(link.getAttribute("href") ?? "")) return;
  store({ ...list, href: window.location.pathname + window.location.search });
}

export function storedListContext(): ListContext | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "null");
    if (!stored || typeof stored !== "object") return null;
    const { source, query, href } = stored as Record<string, unknown>;
    if (!isPositionSource(source) || typeof query !== "string" || typeof href !== "string") return null;
    return { source, query, href };
  } catch {
    return null;
  }
}

/** A step to a neighbour on another page moves the remembered list, and the way back to it, to that page. */
export function moveListContext(context: ListContext, page: number): void {
  const href = new URL(context.href, "http://list");
  store({
    ...context,
    query: withPage(new URLSearchParams(context.query), page).toString(),
    href: `${href.pathname}${hrefQuery(withPage(href.searchParams, page))}${href.hash}`,
  });
}

/** Lists and their pages both name the page `page`, and leave it out for the first. */
function withPage(query: URLSearchParams, page: number): URLSearchParams {
  if (page > 1) query.set("page", String(page));
  else query.delete("page");
  return query;
}

const hrefQuery = (query: URLSearchParams) => (query.size > 0 ? `?${query}` : "");

function store(context: ListContext): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(context));
  } catch {
    // Storage full or denied (private mode): the lot page simply shows no steps.
  }
}

/** The position call for a lot in a remembered list: the bookmarks' own, or that of the lists of lots. */
export const positionPath = (lotId: number, context: ListSource): string => {
  if (context.source === "bookmarks") return `/api/favorites/${lotId}/position?${context.query}`;
  const query = new URLSearchParams(context.query);
  query.set("source", context.source);
  return `/api/lots/${lotId}/position?${query}`;
};

// Every source, checked by the type; the domain's list of them comes with zod, which stays out of the bundle.
const knownSources: Readonly<Record<PositionSource, true>> = { list: true, search: true, bookmarks: true };
const isPositionSource = (source: unknown): source is PositionSource =>
  typeof source === "string" && Object.hasOwn(knownSources, source);
