import { z } from "zod";

/*
 * Previous / next through the list a visitor opened a lot from (spec 1 section 2, "GET lot position"). The
 * lot page sends the list's own API query (a category list or a search) and the page it was on; the answer
 * names the lots on either side, on the same page or across its boundary.
 */

/**
 * Where the list came from: `GET /api/lots` or `GET /api/lots/search` (asked at `GET /api/lots/{id}/position`),
 * or the visitor's bookmarks, `GET /api/favorites/detailed` (at `GET /api/favorites/{id}/position`).
 */
export const positionSources = ["list", "search", "bookmarks"] as const;
export type PositionSource = (typeof positionSources)[number];

const neighbourSchema = z.object({
  id: z.number().int(),
  /** The neighbour's page of the list (1-based): the next step starts from there. */
  page: z.number().int().positive(),
  frontUrl: z.object({ lv: z.string(), ru: z.string() }),
  title: z.object({ lv: z.string(), ru: z.string() }),
});
export type PositionNeighbour = z.infer<typeof neighbourSchema>;

export const lotPositionSchema = z.object({
  /** 1-based place of the lot in the whole list. */
  position: z.number().int().positive(),
  count: z.number().int().nonnegative(),
  previous: neighbourSchema.nullable(),
  next: neighbourSchema.nullable(),
});
export type LotPosition = z.infer<typeof lotPositionSchema>;
