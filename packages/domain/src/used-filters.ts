import { z } from "zod";
import { namesSchema } from "./catalogue-api.ts";

/**
 * "Used search filters" of a category: the values its published lots (with those of its subcategories)
 * carry, and how many lots carry each. A filter panel shows the counts and can leave out values no lot has.
 */
export const usedFilterSchema = z.object({
  filterId: z.number().int(),
  values: z.array(z.object({ id: z.number().int(), lots: z.number().int() })),
});
export type UsedFilter = z.infer<typeof usedFilterSchema>;

/** How often the counts are rebuilt: they guide a filter panel, they are not a promise of exact totals. */
export const usedFiltersRefreshMinutes = 10;

/**
 * A street the published lots of a category (with its subcategories) in a region (with its parts) are on,
 * and how many: what a real-estate list's street field offers (decision 0037). Counted when asked, not kept.
 */
export const usedStreetSchema = z.object({
  id: z.number().int(),
  regionId: z.number().int(),
  name: namesSchema,
  /** The name of the street's place (`regionId`: a town, or a city's part), which tells namesakes apart. */
  place: namesSchema,
  lots: z.number().int(),
});
export type UsedStreet = z.infer<typeof usedStreetSchema>;

/**
 * A region (a state city or municipality, or a part of one) with published lots of a category (with its
 * subcategories), and how many (the region's parts included): what a list's region select offers. Kept by
 * triggers as lots change (migration 0044).
 */
export const usedRegionSchema = z.object({ id: z.number().int(), lots: z.number().int() });
export type UsedRegion = z.infer<typeof usedRegionSchema>;
