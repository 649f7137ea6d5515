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
});
export type LotFile = z.infer<typeof lotFileSchema>;

/**
 * A picture (or video) a sold premium lot hides from non-owners (spec 1 section 4, hidden-pictures.ts). It
 * carries no storage id and so no address at all: a media address names its version by a part anyone could
 * change (`preview.webp` to `hd.webp`), so only the blurred preview itself is sent, inline.
 */
export const hiddenLotFileSchema = z.object({
  id: z.number().int(),
  blurred: z.literal(true),
  /** The picture's shape as shown (turned by its rotation), for the blurred box. */
  width: z.number().int(),
  height: z.number().int(),
  /** The blurred preview (24 px wide) as a `data:image/webp;base64,...` address; null when not made yet. */
  preview: z.string().nullable(),
});
export type HiddenLotFile = z.infer<typeof hiddenLotFileSchema>;

/** A file as a viewer gets it: whole, or hidden. */
export const shownLotFileSchema = z.union([lotFileSchema, hiddenLotFileSchema]);
export type ShownLotFile = z.infer<typeof shownLotFileSchema>;

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
      /** The street's id: a list of `street=` shows the lots at it. */
      streetId: z.number().int().nullable(),
      street: namesSchema.nullable(),
      buildingNumber: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      accurate: z.boolean(),
    })
    .nullable(),
  files: z.array(shownLotFileSchema),
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
  /**
   * Only in its owner's answer: how many more times the price may change once the lot has gone public
   * (price-changes.ts, decision 0028). Nobody else learns how often a seller re-priced.
   */
  priceChangesLeft: z.number().int().min(0).optional(),
  views: z.number().int(),
  createDate: z.string(),
  publishDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type LotDetail = z.infer<typeof lotDetailSchema>;
