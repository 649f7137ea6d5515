import { z } from "zod";
import { ActionType } from "./catalogue.ts";
import { namesSchema } from "./catalogue-api.ts";
import { priceRatingSchema } from "./price-rating-api.ts";

/*
 * One lot as its page shows it (`GET /api/lots/{id}`, spec 1 section 3 "Lot"). Issue 5 needs the page so
 * that lists lead somewhere; issue 6 adds the buyer's and owner's parts (favourites, compare, reviews,
 * contacts, price rating) beside these fields.
 */

const textPair = z.object({ lv: z.string(), ru: z.string() });
const categoryStep = z.object({ id: z.number().int(), name: namesSchema, slugPath: textPair });
const actionKeys = Object.keys(ActionType) as [keyof typeof ActionType, ...(keyof typeof ActionType)[]];

export const lotAttributeSchema = z.object({
  filter: z.object({
    id: z.number().int(),
    key: z.string(),
    name: namesSchema,
    displayType: z.number().int(),
    unit: namesSchema.nullable(),
  }),
  /** The filter section of the category ("main", "technical", ...); null when the category gives none. */
  section: z.string().nullable(),
  /** Chosen defined values (select-like filters). */
  values: z.array(z.object({ id: z.number().int(), name: namesSchema, actualValue: z.string().nullable() })),
  /** A number (dates as yyyymmdd, inspection as yyyymm), or null. */
  number: z.number().nullable(),
  text: z.string().nullable(),
});
export type LotAttribute = z.infer<typeof lotAttributeSchema>;

export const lotFileSchema = z.object({
  id: z.number().int(),
  storageId: z.string(),
  outputType: z.enum(["image", "video"]),
  panorama: z.boolean(),
  extension: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  rotation: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  /** Every stored version is there (a video: transcoded); until then a video cannot play. */
  converted: z.boolean(),
  /**
   * Width and height of each stored version by its name (med, hd, qhd, 4k, original, aspect43, ...); a
   * height version a small picture cannot fill is missing. Pages build their `srcset` from these.
   */
  versions: z.record(z.string(), z.object({ width: z.number().int(), height: z.number().int() })),
  /**
   * A sold premium (highlighted) lot shows non-owners its first picture only (spec 1 section 4): the others
   * come blurred, with nothing but their tiny `preview` version.
   */
  blurred: z.boolean().optional(),
});
export type LotFile = z.infer<typeof lotFileSchema>;

export const lotDetailSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  title: textPair,
  /** The full descriptions; a language the seller did not write falls back to the other. */
  text: textPair,
  /** `adult`: the lot is in the adult and dating subtree, whose pages ask the visitor's age first. */
  category: categoryStep.extend({ parents: z.array(categoryStep), adult: z.boolean() }),
  frontUrl: textPair,
  prices: z.array(
    z.object({
      value: z.number(),
      discountedValue: z.number().nullable(),
      priceType: z.object({ id: z.number().int(), name: namesSchema, short: namesSchema }),
    }),
  ),
  discountPercent: z.number().int().nullable(),
  action: z.object({ id: z.number().int(), key: z.enum(actionKeys) }),
  attributes: z.array(lotAttributeSchema),
  location: z
    .object({
      regionId: z.number().int(),
      regionTitle: textPair,
      street: namesSchema.nullable(),
      buildingNumber: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      accurate: z.boolean(),
    })
    .nullable(),
  files: z.array(lotFileSchema),
  owner: z.object({
    id: z.number().int(),
    /** The name the seller shows: pseudonym, or first name. */
    name: z.string(),
    trustedBadge: z.boolean(),
  }),
  ownerType: z.number().int(),
  company: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  website: z.string().nullable(),
  /** How the buyer can receive it (spec 2 section 1): "omniva" (parcel locker), "meet" (in person). */
  deliveryOptions: z.array(z.string()),
  /** The price against comparable published lots; null when there are too few of them or no price. */
  priceRating: priceRatingSchema.nullable(),
  offersAllowed: z.boolean(),
  /** The seller will talk about the price: "Price negotiable" by the price. */
  priceNegotiable: z.boolean(),
  vatIncluded: z.boolean(),
  highlighted: z.boolean(),
  xmlImported: z.boolean(),
  views: z.number().int(),
  createDate: z.string(),
  publishDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type LotDetail = z.infer<typeof lotDetailSchema>;
