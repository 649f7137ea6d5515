import { z } from "zod";
import { PriceRating, type PriceRatingName } from "./price-rating.ts";

/** The price rating in the lot detail answer (GET /api/lots/{id}, `priceRating`). */
export const priceRatingSchema = z.object({
  /** veryGood 5, good 4, fair 3, increased 2, high 1. */
  value: z.number().int().min(1).max(5),
  name: z.enum(Object.keys(PriceRating) as [PriceRatingName, ...PriceRatingName[]]),
  /** What the price was compared with: how many lots, their median and range (euros). */
  comparables: z.object({
    count: z.number().int(),
    median: z.number(),
    min: z.number(),
    max: z.number(),
  }),
  /** The key attributes the comparables share with the lot, as filter keys ("make", "model", "year"). */
  matchedOn: z.array(z.string()),
  /** The comparables are of the lot's top-level region too. */
  sameRegion: z.boolean(),
});
export type PriceRatingInfo = z.infer<typeof priceRatingSchema>;
