import { z } from "zod";
import { landingBlocks } from "./catalogue.ts";
import { languages } from "./languages.ts";

/** The catalogue API's shapes (issue 3), shared by the server (validation, OpenAPI) and the web app. */

export const namesSchema = z.object({ lv: z.string(), ru: z.string(), en: z.string() });

export const categorySummarySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  name: namesSchema,
  slug: namesSchema,
  icon: z.string().nullable(),
  status: z.enum(["active", "comingSoon"]),
  viewType: z.enum(["list", "grid", "clothes", "map"]),
  highlighted: z.boolean(),
  adult: z.boolean(),
  hiddenOnHome: z.boolean(),
  isShortcut: z.boolean(),
  /** For a shortcut: the category it opens. */
  shortcutTo: z.number().int().nullable(),
  hasChildCategories: z.boolean(),
  adCount: z.number().int(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export type CategoryTreeNode = CategorySummary & { children: CategoryTreeNode[] };
export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = categorySummarySchema.extend({
  get children() {
    return z.array(categoryTreeNodeSchema);
  },
});

export const priceTypeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: namesSchema,
  short: namesSchema,
});

export const categoryActionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  priceTypes: z.array(priceTypeSchema),
  combinedPriceRange: z.boolean(),
});

export const categoryDetailSchema = categorySummarySchema.extend({
  /** From the top level down to the parent. */
  parents: z.array(categorySummarySchema),
  children: z.array(categorySummarySchema),
  notice: namesSchema.nullable(),
  actions: z.array(categoryActionSchema),
  /** Filter values the category preselects in its listing, by filter id (Electric cars: fuel electric). */
  presetFilters: z.record(z.string(), z.array(z.number().int())).nullable(),
  /** The order of the landing's blocks where it differs from the default one. */
  customBlockSorting: z.array(z.enum(landingBlocks)).nullable(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const filterValueSchema = z.object({
  id: z.number().int(),
  displayValue: namesSchema,
  actualValue: z.string().nullable(),
  sequence: z.number().int(),
  parentValueId: z.number().int().nullable(),
});

export const categoryFilterSchema = z.object({
  filter: z.object({
    id: z.number().int(),
    key: z.string(),
    name: namesSchema,
    displayType: z.number().int(),
    unit: namesSchema.nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    steps: z.array(z.number()).nullable(),
    dependsOn: z.number().int().nullable(),
  }),
  isRequired: z.boolean(),
  visibilityType: z.number().int(),
  filterSection: z.string().nullable(),
  displaySize: z.number().int(),
  cssClass: z.string().nullable(),
  filterDefinedValues: z.array(filterValueSchema),
});
export type CategoryFilter = z.infer<typeof categoryFilterSchema>;

export type RegionNode = {
  id: number;
  parentId: number | null;
  type: string;
  name: z.infer<typeof namesSchema>;
  slug: z.infer<typeof namesSchema>;
  lat: number;
  lng: number;
  children: RegionNode[];
};
export const regionNodeSchema: z.ZodType<RegionNode> = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.string(),
  name: namesSchema,
  slug: namesSchema,
  lat: z.number(),
  lng: z.number(),
  get children() {
    return z.array(regionNodeSchema);
  },
});

/** A language a slug path is written in. */
export const slugLanguageSchema = z.enum(languages);

/** Slugs from the top level down, separated by "/" (as in `transports/vieglie-auto`); a trailing slash is ignored. */
export const slugPathPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,7}\/?$/;
export const slugPathSchema = z.string().max(400).regex(slugPathPattern);
export const slugSegments = (path: string): string[] => path.split("/").filter((segment) => segment !== "");

export const regionSummarySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.string(),
  name: namesSchema,
  slug: namesSchema,
  lat: z.number(),
  lng: z.number(),
});
export type RegionSummary = z.infer<typeof regionSummarySchema>;

export const regionDetailSchema = regionSummarySchema.extend({
  /** From the top level down to the parent. */
  parents: z.array(regionSummarySchema),
  children: z.array(regionSummarySchema),
});
export type RegionDetail = z.infer<typeof regionDetailSchema>;

export const regionBySlugSchema = regionDetailSchema.extend({
  /** The category named by `categorySlug`, or null when none was asked for. */
  category: categorySummarySchema.nullable(),
});
export type RegionBySlug = z.infer<typeof regionBySlugSchema>;

export const streetSchema = z.object({ id: z.number().int(), regionId: z.number().int(), name: namesSchema });
export type Street = z.infer<typeof streetSchema>;

export const streetNumberSchema = z.object({ number: z.string(), lat: z.number(), lng: z.number() });
export type StreetNumber = z.infer<typeof streetNumberSchema>;

/** Longest geo search text accepted. */
export const geoQueryMaxLength = 100;
/** Most address options a geo search answers with. */
export const geoOptionLimit = 10;

export const geoOptionSchema = z.object({
  type: z.enum(["region", "street"]),
  /** The region's or the street's id. */
  id: z.number().int(),
  name: namesSchema,
  /** The name followed by its regions from the nearest up, as in "Brīvības iela, Centrs, Rīga". */
  label: namesSchema,
  /** The region itself, or the region the street belongs to. */
  regionId: z.number().int(),
  lat: z.number(),
  lng: z.number(),
});
export type GeoOption = z.infer<typeof geoOptionSchema>;

/** Most subcategory names a home tile shows. */
export const homeSubcategoryLimit = 6;

export const categoryLinkSchema = z.object({ id: z.number().int(), name: namesSchema, slug: namesSchema });
export type CategoryLink = z.infer<typeof categoryLinkSchema>;

/** A tile of the home grid: a top-level category with its first subcategories (highlighted ones first). */
export const homeCategorySchema = categoryLinkSchema.extend({
  icon: z.string().nullable(),
  /** `comingSoon` shows the tile marked "Soon!". */
  status: z.enum(["active", "comingSoon"]),
  /** The web app hides adult tiles when the adultContent cookie says so. */
  adult: z.boolean(),
  adCount: z.number().int(),
  /**
   * Published highlighted lots are among the category's (with its subcategories'): home shows its highlighted
   * row only then, as it shows the recently added row only with an `adCount`. A row that loads as it nears
   * the screen and turns out empty would vanish under the visitor (444 px).
   */
  hasHighlightedLots: z.boolean(),
  children: z.array(categoryLinkSchema).max(homeSubcategoryLimit),
});
export type HomeCategory = z.infer<typeof homeCategorySchema>;

/** A carousel of a landing page: a titled search of lots. */
export const presetOfferSchema = z.object({
  presetBackendId: z.number().int(),
  key: z.string(),
  /** The category the search lists; landings show the presets of their category and its descendants. */
  category: categoryLinkSchema,
  title: namesSchema,
  /**
   * The lots the carousel shows, as the query string of `GET /api/lots`: `category`, `action` (id),
   * `ownerType` (id), `minPrice`/`maxPrice` (euros), `fV[filterId]=valueId`, `fV[filterId][min|max]=number`;
   * a date bound may be `today` (see `todayBound` in list-values.ts).
   */
  search: z.string(),
});
export type PresetOffer = z.infer<typeof presetOfferSchema>;

export const partnerSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  url: z.url(),
  /** Path of the logo (SVG) among the web app's static files. */
  logo: z.string(),
  description: namesSchema,
  onHome: z.boolean(),
  /** The categories on whose landings (and their subcategories' pages) the partner is shown. */
  categoryIds: z.array(z.number().int()),
});
export type Partner = z.infer<typeof partnerSchema>;

export { type LandingBlock, landingBlocks } from "./catalogue.ts";
