/*
 * Favourites (bookmarks) and the compare list (spec 1 sections 3, 4 and 7): the two lists a visitor keeps of
 * other people's lots, anonymous visitors through their watch identifier. Zod-free, so the web app may import
 * its values; the API's schemas are in watch-lists-api.ts.
 */

/**
 * The most lots the compare list holds. The spec leaves the number out ("Compare maximum is not shown"): ten
 * lots still fit side by side on a wide screen and scroll on a phone, and more are no longer a comparison.
 */
export const compareMaximum = 10;

export const watchListKinds = ["favorites", "compare"] as const;
export type WatchListKind = (typeof watchListKinds)[number];

/** Our own texts of the two lists (the spec's toasts and the confirmation are in ShownText). */
export const WatchListMessage = {
  ownLot: "You cannot bookmark your own classified",
  notPublished: "Only published classifieds can be bookmarked",
  lotNotFound: "This classified is not available",
  compareFull: "The compare list is full: at most %s classifieds",
  unknownIdentifier: "Unknown visitor identifier",
  addedToFavorites: "Added to favorites",
} as const;

/**
 * Bookmarks sort by when the lot was created, newest first by default (spec 1 section 9: "bookmarks createDate
 * descending"; issue 6: "createDate descending by default, added-date sort"), or by when they were added.
 */
export const bookmarkOrderColumns = ["createDate", "addedDate"] as const;
export type BookmarkOrderColumn = (typeof bookmarkOrderColumns)[number];

/** What POST and DELETE answer: the list's state after the change, for the buttons and the header badges. */
export type WatchListState = { lot: number; listed: boolean; favorites: number; compare: number };

/** The lot ids in each list and how many people bookmarked one lot (GET /api/watch-lists). */
export type WatchListIds = { favorites: number[]; compare: number[] };

/** localStorage: a lot a signed-out visitor asked to bookmark; it is added once they sign in. */
export const pendingBookmarkKey = "pendingBookmark";

/**
 * Set (to "1") while a signed-out visitor's lists hold something, cleared when they are empty. Their pages show
 * the header counts read through the `watch` cookie, so the page cache must not share them (decision 0019;
 * apps/server/src/platform/page-cache.ts), and the shell asks for the counts only when it is there.
 */
export const watchListsCookie = "watchLists";
