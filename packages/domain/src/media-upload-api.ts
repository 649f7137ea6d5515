import { z } from "zod";
import { lotFileSchema } from "./lot-detail-api.ts";
import { fileFailures, rotationSteps } from "./media.ts";

/*
 * The contract of the upload API (POST /api/files and the owner's file management). Its own module: the web
 * app imports only types from here, so zod stays out of its bundle.
 */

/**
 * One of the caller's own files: what the lot page shows of it, plus where it belongs, its place in the
 * gallery and why it is stuck, if it is. `versions` fills as the job makes them; `converted` turns true when
 * every version (a video: the transcoded mp4 and its poster) is stored.
 */
export const ownFileSchema = lotFileSchema.extend({
  lotId: z.number().int().nullable(),
  sequence: z.number().int(),
  failure: z.enum(fileFailures).nullable(),
});
export type OwnFile = z.infer<typeof ownFileSchema>;

/** PATCH /api/files/{id}: a quarter-turn count; 0 is upright (stored as null). */
export const fileChangeSchema = z
  .object({ rotation: z.union(rotationSteps.map((step) => z.literal(step))) })
  .strict();

/** PATCH /api/lots/{id}/files: the lot's files in their new gallery order; the first is the cover. */
export const fileOrderSchema = z
  .object({ files: z.array(z.number().int().positive()).min(1).max(200) })
  .strict()
  .refine((body) => new Set(body.files).size === body.files.length, { path: ["files"] });
