import { z } from "zod";
import { apiMessageSchema } from "./api-contract.ts";
import { lotCardSchema } from "./lot-list-api.ts";
import { adStateUserActions } from "./lots.ts";
import { EndDateOption, type EndDateOptionName, prolongOptionsDays } from "./periods.ts";

/*
 * The lifecycle endpoints' schemas (issue 8): the server validates and documents with them; the web app
 * imports only their types.
 */

const endIntervals = Object.keys(EndDateOption) as [EndDateOptionName, ...EndDateOptionName[]];
export const endIntervalSchema = z.enum(endIntervals);

const lotIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const lotIdsSchema = z.union([lotIdSchema, z.array(lotIdSchema).min(1).max(100)]);
const asList = (ids: number | number[] | undefined) => (ids === undefined ? [] : [ids].flat());

/** The lots a bulk call acts on: `lots[]=1&lots[]=2` (spec), or `lots=1&lots=2`; at most 100, each once. */
export const lotSelectionQuerySchema = z
  .object({ "lots[]": lotIdsSchema.optional(), lots: lotIdsSchema.optional() })
  .strict()
  .refine((query) => query["lots[]"] !== undefined || query.lots !== undefined, {
    message: "Field is required",
    path: ["lots"],
  })
  .transform((query) => [...new Set([...asList(query["lots[]"]), ...asList(query.lots)])].slice(0, 100));

/** `PATCH /api/lots?lots[]=...`: the owner's status change (spec: adStateUserAction plus optional interval). */
export const statusChangeBodySchema = z
  .object({ adStateUserAction: z.enum(adStateUserActions), interval: endIntervalSchema.optional() })
  .strict();
export type StatusChangeBody = z.infer<typeof statusChangeBodySchema>;

/** One lot's answer to a status change: its status afterwards and its own errors or notifications. */
export const lotStatusChangeSchema = z.object({
  id: z.number().int(),
  /** Null when the lot does not exist (or is not the caller's to see). */
  status: z.number().int().nullable(),
  endDate: z.string().nullable(),
  errors: z.array(apiMessageSchema),
  notifications: z.array(apiMessageSchema),
});
export type LotStatusChange = z.infer<typeof lotStatusChangeSchema>;

/** `POST /api/lots/{id}/prolong`: 7, 14 or 21 days; `token` is the one-click link of the expiry e-mail. */
export const prolongBodySchema = z
  .object({
    days: z.literal(prolongOptionsDays),
    token: z.string().max(200).optional(),
  })
  .strict();

/** The latest moderation decision about a lot, as its owner sees it in my items. */
export const moderationNoteSchema = z.object({
  action: z.string(),
  reasonCode: z.string().nullable(),
  statement: z.string().nullable(),
  decidedAt: z.string(),
});
export type ModerationNote = z.infer<typeof moderationNoteSchema>;

/** A card of the owner's own list: the public card plus what only the owner manages. */
export const ownLotSchema = lotCardSchema.extend({
  createDate: z.string(),
  endDate: z.string().nullable(),
  endInterval: endIntervalSchema.nullable(),
  xmlImported: z.boolean(),
  moderation: moderationNoteSchema.nullable(),
});
export type OwnLot = z.infer<typeof ownLotSchema>;

export const ownLotListSchema = z.object({
  /** The lots in the statuses asked for. */
  count: z.number().int(),
  /**
   * The owner's lots in every status the filter offers (deleted ones and feed drafts aside): an empty list says
   * "nothing matches" when there are some, "no classified yet" when there are none (spec 1 section 4).
   */
  total: z.number().int(),
  data: z.array(ownLotSchema),
});
export type OwnLotList = z.infer<typeof ownLotListSchema>;
