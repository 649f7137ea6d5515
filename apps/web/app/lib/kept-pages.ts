import { CookieKey } from "@tirgus/domain/languages";
import { listCacheKey, listFilterKey, storedSortCookie } from "@tirgus/domain/lot-list";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { readCookie } from "./cookies";

/*
 * Pages the browser keeps for client navigations (spec 1 section 4: lists are cached per list type, filter key
 * and page): the listing route's lists and lot pages and the search results, a minute each, so paging back
 * and forth and Back from a lot are instant. Entries live a minute: a list changes as lots are published.
 * The visitor's answer to the age question is part of the key, as in the server's page cache: an adult lot's
 * page asks until the answer is yes, then shows the lot. So is the stored sort: a listing's address without a
 * sort leads to the stored one once the visitor has chosen one.
 */

/** The routes whose pages are kept: each its own list type. */
export type KeptListType = "public" | "search";

const keptForMs = 60_000;
const keptMax = 30;
const keptPages = new Map<string, { at: number; data: unknown }>();

const keyOf = (listType: KeptListType, url: URL) =>
  `${readCookie(document.cookie, CookieKey.adultContent)}|${readCookie(document.cookie, storedSortCookie)}|${url.pathname}|${listCacheKey(listType, listFilterKey(url.searchParams), Number(url.searchParams.get("page") ?? "1"))}`;

function keep(key: string, data: unknown) {
  keptPages.set(key, { at: Date.now(), data });
  if (keptPages.size > keptMax) keptPages.delete(keptPages.keys().next().value as string);
}

/** A client loader's data: kept from the last minute, or loaded (`load`) and kept. */
export async function keptOrLoaded<T>(listType: KeptListType, url: URL, load: () => Promise<T>): Promise<T> {
  const key = keyOf(listType, url);
  const hit = keptPages.get(key);
  if (hit && Date.now() - hit.at < keptForMs) return hit.data as T;
  const data = await load();
  keep(key, data);
  return data;
}

/**
 * The page a visitor lands on was rendered by the server, where the browser's cache never saw it: kept once
 * the page runs in the browser, Back from one of its lots is instant too, not only after a page change.
 */
export function useKeptFromServer(listType: KeptListType, data: unknown): void {
  const location = useLocation();
  useEffect(() => {
    const key = keyOf(listType, new URL(location.pathname + location.search, window.location.origin));
    if (!keptPages.has(key)) keep(key, data);
  }, [listType, location, data]);
}

/**
 * After the user changed a lot (its price, its texts, its status): its own page and the lists with its card
 * were kept as they were, and going back to one must show the change. They are at most a few dozen pages of
 * the last minute; all of them load again.
 */
export function forgetKeptPages(): void {
  keptPages.clear();
}
