import type { LotDetail } from "@tirgus/domain/lot-detail-api";
import type { WatchListKind, WatchListState } from "@tirgus/domain/watch-lists";
import type { ApiClient } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { reportListCounts } from "../../lib/shell-counts";
import { toastStore } from "../../lib/toast-store";
import { noteBookmark } from "./bookmarked-lots";
import { withWatchIdentifier } from "./watch-identifier";

/*
 * The browser's calls to favourites and compare (spec 1 section 7). A signed-in user's calls carry their
 * token; a signed-out visitor's carry their watch identifier as `identifier` (the httpOnly `watch` cookie may
 * be gone while the identifier is kept), and a new identifier is fetched when the server no longer knows it.
 */

export type LotWatchState = { favoriteCount: number; isBookmarked: boolean; inCompare: boolean };

const paths: Record<WatchListKind, string> = { favorites: "/api/favorites", compare: "/api/compare" };

/** Runs a call with the visitor's identifier in its query; the API client loads with the first call. */
async function withVisitor<T>(
  signedIn: boolean,
  call: (api: ApiClient, query: string) => Promise<T>,
): Promise<T> {
  const api = await loadBrowserApi();
  if (signedIn) return call(api, "");
  return withWatchIdentifier(
    api,
    (query) => call(api, query),
    (error) => error instanceof ApiError && error.errors.some((item) => item.field === "identifier"),
  );
}

/** Whether the visitor bookmarked and compares a lot, and how many people bookmarked it. */
export function lotWatchState(lotId: number, signedIn: boolean): Promise<LotWatchState | null> {
  return withVisitor(signedIn, (api, query) =>
    api.get<LotWatchState>(`/api/lots/${lotId}/watch${query}`, undefined, { silent: true }),
  );
}

/** The ids of the signed-in user's bookmarked lots. */
export async function bookmarkedLotIds(): Promise<number[]> {
  const list = await withVisitor(true, (api) =>
    api.list<number>(paths.favorites, undefined, { silent: true }),
  );
  return list.data;
}

/** The compare list's lots in full, as the browser's visitor keeps them. */
export async function comparedLots(signedIn: boolean): Promise<LotDetail[]> {
  const list = await withVisitor(signedIn, (api, query) =>
    api.list<LotDetail>(`/api/compare/detailed${query}`, undefined, { silent: true }),
  );
  return list.data;
}

/**
 * Adds or removes a lot and updates the header badges. Refusals (own lot, full compare list) are shown as
 * the server words them; the answer is null then.
 */
export async function setListed(
  kind: WatchListKind,
  lotId: number,
  listed: boolean,
  signedIn: boolean,
): Promise<WatchListState | null> {
  try {
    const state = await withVisitor(signedIn, (api, query) =>
      listed
        ? api.post<WatchListState>(`${paths[kind]}${query}`, { lot: String(lotId) }, { silent: true })
        : api.delete<WatchListState>(`${paths[kind]}/${lotId}${query}`, undefined, { silent: true }),
    );
    if (state) {
      reportListCounts(state);
      if (kind === "favorites") noteBookmark(lotId, state.listed);
    }
    return state;
  } catch (error) {
    if (error instanceof ApiError && error.errors.length > 0)
      toastStore.showServerMessages("error", error.errors);
    else toastStore.show({ kind: "error", message: "Something went wrong. Please try again later." });
    return null;
  }
}
