import { z } from "zod";
import { reviewRating, reviewRefusals } from "./reviews.ts";

/*
 * The contract of the reviews API (spec 1 section 3 "Review"). Its own module, apart from the rules in
 * reviews.ts: the web app imports only types from here, so zod stays out of its bundle.
 */

export const reviewPhotoSchema = z.object({
  id: z.number().int(),
  storageId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** One review as lists show it (spec 1 section 3 "Review"); `pp` is the author's profile picture. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(reviewRating.min).max(reviewRating.max),
  text: z.string(),
  createDate: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  /** The author's avatar storage id (`avatar128` / `avatar256` versions), or null. */
  pp: z.string().nullable(),
  files: z.array(reviewPhotoSchema),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({
  data: z.array(reviewSchema),
  totalCount: z.number().int().nonnegative(),
  average: z.number().nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** What the signed-in viewer may do: fetched by the browser, since signed-out lot pages are cached. */
export const reviewViewerSchema = z.object({
  canReview: z.boolean(),
  refusal: z.enum(reviewRefusals).nullable(),
});
export type ReviewViewer = z.infer<typeof reviewViewerSchema>;

/** Reviews over all lots of one seller (their public page). */
export const reviewSummarySchema = z.object({
  totalCount: z.number().int().nonnegative(),
  average: z.number().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
