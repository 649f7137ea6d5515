/**
 * Pages the browser keeps for client navigations: the listing route's lists and lot pages, a minute each
 * (routes/listing.tsx, spec 1 section 4). They live here, apart from the route, so that code which changes a
 * lot can drop them.
 */
export const keptPages = new Map<string, { at: number; data: unknown }>();

/**
 * After the user changed a lot (its price, its texts, its status): its own page and the lists with its card
 * were kept as they were, and going back to one must show the change. They are at most a few dozen pages of
 * the last minute; all of them load again.
 */
export function forgetKeptPages(): void {
  keptPages.clear();
}
