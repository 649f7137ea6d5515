import { isLanguage } from "@tirgus/domain/languages";
import { mediaUrl } from "@tirgus/domain/media";
import { Role } from "@tirgus/domain/users";
import { watchListsCookie } from "@tirgus/domain/watch-lists";
import type { ApiClient } from "./api-client";
import { ApiError } from "./api-error";
import { readCookie } from "./cookies";
import {
  emptyCounts,
  type Me,
  type ShellData,
  type ShellSession,
  signedOutShell,
  type ToolbarLotCounts,
} from "./session";
import type { ListCounts } from "./shell-counts";

/*
 * The one place the shell learns who is signed in and what the toolbar counts. Page loads carry the
 * httpOnly `session` cookie (decision 0012): the root loader's API calls forward it, so signed-in
 * pages render on the server with the user in the header, and client navigations re-run the same
 * loader on the server.
 */

export const sessionCookieName = "session";
/** The anonymous visitor's identifier (httpOnly), set by `POST /api/watch`. */
const watchCookieName = "watch";
const listCountsPath = "/api/watch-lists/counts";

/** Pseudonym first (the user chose to be known by it), then the names, then the contact. */
export function displayNameOf(me: Me): string {
  const names = [me.fname, me.lname].filter(Boolean).join(" ");
  return me.pseudonym || names || me.email || me.userContact?.value || `#${me.id}`;
}

export function shellSessionOf(me: Me, offers: number): ShellSession {
  return {
    userId: me.id,
    displayName: displayNameOf(me),
    avatarUrl: me.avatar
      ? mediaUrl({ cdn: "", storageId: me.avatar, size: "avatar128", rotation: 0, format: "webp" })
      : null,
    companyId: me.company?.id ?? null,
    hasPackages: offers > 0,
    language: isLanguage(me.language) ? me.language : "lv",
    isAdmin: me.role === Role.admin,
    impersonatedBy: me.impersonatedBy ?? null,
    listView: listViewOf(me.preferences?.lots_view_type),
  };
}

const listViewOf = (value: unknown): ShellSession["listView"] =>
  value === "grid" || value === "list" ? value : null;

/**
 * The spec's session loading, what the shell shows of it: the user (`/api/me` carries the contacts and
 * socials too), offers, lot count, new-message count and the favourites and compare counts, together.
 * Without a `session` cookie nobody is signed in: a visitor whose lists hold something gets their counts,
 * read through the `watch` cookie (their page is then not shared by the page cache, decision 0019). A cookie the server
 * no longer accepts (revoked, expired) is a signed-out visitor too.
 */
export async function loadShellData(api: ApiClient, cookieHeader: string | null): Promise<ShellData> {
  if (!readCookie(cookieHeader, sessionCookieName)) return signedOutShellOf(api, cookieHeader);
  const quiet = { silent: true };
  try {
    const [me, offers, lots, unread, lists] = await Promise.all([
      api.get<Me>("/api/me", undefined, quiet),
      api.list<unknown>("/api/me/offers", undefined, quiet),
      api.get<ToolbarLotCounts>("/api/me/lots/count", undefined, quiet),
      api.get<{ count: number }>("/api/msg/v1/new-count", undefined, quiet),
      api.get<ListCounts>(listCountsPath, undefined, quiet).catch(() => null),
    ]);
    if (!me) return signedOutShell;
    return {
      session: shellSessionOf(me, offers.count),
      counts: {
        ...emptyCounts,
        // The badges count what their links open: the published lots (spec 1 section 2).
        myItems: lots?.published ?? 0,
        myCompanyItems: lots?.companyPublished ?? 0,
        unreadMessages: unread?.count ?? 0,
        favorites: lists?.favorites ?? 0,
        compare: lists?.compare ?? 0,
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return signedOutShell;
    throw error;
  }
}

/**
 * Only a visitor whose lists hold something carries `watchLists` (set by the lists' API): everyone else's
 * pages are the same for all, shared by the page cache, and ask nothing.
 */
async function signedOutShellOf(api: ApiClient, cookieHeader: string | null): Promise<ShellData> {
  if (!readCookie(cookieHeader, watchCookieName) || !readCookie(cookieHeader, watchListsCookie))
    return signedOutShell;
  // The badges are a convenience: a failure to read them must not fail the page.
  const lists = await api.get<ListCounts>(listCountsPath, undefined, { silent: true }).catch(() => null);
  if (!lists || lists.favorites + lists.compare === 0) return signedOutShell;
  return { session: null, counts: { ...emptyCounts, favorites: lists.favorites, compare: lists.compare } };
}
