import { z } from "zod";
import { apiMessageSchema } from "./api-contract.ts";
import { lotTextMaxLength } from "./limits.ts";
import { deliveryOptions, publishAsOwners } from "./lot-form.ts";
import { endIntervalSchema } from "./lot-lifecycle-api.ts";

/*
 * The create/edit wizard's calls (issue 7; spec 2 section 3 "Classified (create form data)", section 5 rules).
 * `POST /api/lots` makes a draft from a (possibly partial) form, `PATCH /api/lots/{id}` changes the fields
 * sent, `GET /api/lots/{id}/form` loads a lot for editing. Malformed values are refused with 400 and the field;
 * missing ones are not errors while the wizard goes on: the answer lists them as `issues` and says whether the
 * draft is `readyForPublish`. Publishing is the lifecycle's call (PATCH /api/lots?lots[]=, issue 8).
 */

/** A filter's value by its display type: a value id, several value ids, a number, a text or a date (YYYY-MM-DD). */
export const filterFormValueSchema = z.union([
  z.number(),
  z.string().trim().max(200),
  z.array(z.number().int().positive()).max(50),
]);
export type FilterFormValue = z.infer<typeof filterFormValueSchema>;

const adTextSchema = z.object({ text: z.string().max(lotTextMaxLength) }).strict();

/** Where the lot is: a region, optionally a street and number; coordinates X = longitude, Y = latitude. */
export const adLocationSchema = z
  .object({
    region: z.number().int().positive().nullable(),
    street: z.number().int().positive().nullable().optional(),
    building: z.string().trim().max(20).nullable().optional(),
    coordinateX: z.number().min(-180).max(180).nullable().optional(),
    coordinateY: z.number().min(-90).max(90).nullable().optional(),
    accurateCoordinates: z.boolean().optional(),
  })
  .strict();
export type AdLocation = z.infer<typeof adLocationSchema>;

/** Price texts as typed (spaces and thousand separators are stripped on the server too), by price type id. */
const pricesSchema = z.record(z.string().regex(/^\d+$/), z.object({ value: z.string().max(40) }).strict());

export const lotFormSchema = z
  .object({
    category: z.number().int().positive().nullable(),
    action: z.number().int().positive().nullable(),
    adFilterValues: z.record(z.string().regex(/^\d+$/), filterFormValueSchema),
    adTexts: z.object({ lv: adTextSchema.optional(), ru: adTextSchema.optional() }).strict(),
    adLocation: adLocationSchema.nullable(),
    website: z.string().trim().max(500).nullable(),
    endDate: endIntervalSchema,
    /** Ids of the lot's files (POST /api/files), in gallery order: the first is the cover. */
    files: z.array(z.number().int().positive()).max(60),
    prices: pricesSchema,
    vatIncluded: z.boolean(),
    offersAllowed: z.boolean(),
    /** The seller will talk about the price (spec 2 section 1 "a price-negotiable flag"); shown with the price. */
    priceNegotiable: z.boolean(),
    /** A car offered as a winter beater; kept only while the rule of `winter-beater.ts` offers the choice. */
    winterBeater: z.boolean(),
    publishAs: z.object({ owner: z.enum(publishAsOwners) }).strict(),
    deliveryOptions: z.array(z.enum(deliveryOptions)).max(deliveryOptions.length),
  })
  .strict();
export type LotForm = z.infer<typeof lotFormSchema>;

/** A request body: any subset of the form (PATCH sends what changed; POST at least the category). */
export const lotFormPatchSchema = lotFormSchema.partial();
export type LotFormPatch = z.infer<typeof lotFormPatchSchema>;

/** The draft as the server keeps it, with what still keeps it from being published. */
export const lotFormStateSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  form: lotFormSchema,
  readyForPublish: z.boolean(),
  /** Missing or wrong values, each with its `field` path ("category", "adTexts.lv", "adFilterValues.12", ...). */
  issues: z.array(apiMessageSchema),
});
export type LotFormState = z.infer<typeof lotFormStateSchema>;

/** `POST /api/lots/ai-description`: what the generator writes from. */
export const aiDescriptionRequestSchema = lotFormSchema
  .pick({ category: true, action: true, adFilterValues: true, adLocation: true, prices: true })
  .partial()
  .strict();
export const aiDescriptionSchema = z.object({ lv: z.string(), ru: z.string() });

/** `GET /api/lots/{id}/market-price`: the prices of published lots like the draft (null figures when none). */
export const marketPriceSchema = z.object({
  count: z.number().int(),
  median: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type MarketPrice = z.infer<typeof marketPriceSchema>;

/** `GET /api/vehicles/{plate}?kind=car|moto`: the category and filter values the register gives. */
export const vehicleLookupSchema = z.object({
  category: z.number().int(),
  adFilterValues: z.record(z.string(), filterFormValueSchema),
});
export type VehicleLookup = z.infer<typeof vehicleLookupSchema>;

/** `POST /api/lots/{id}/qr`: a token that lets a phone add files to this lot only, for a while. */
export const qrUploadSchema = z.object({ hash: z.string(), lot: z.number().int(), expiresAt: z.string() });
