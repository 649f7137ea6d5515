import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore, sql } from "../../db/drizzle.ts";

const { pgTable, integer, smallint, text, jsonb, boolean, doublePrecision, primaryKey, index, uniqueIndex } =
  pgCore;

/** A text per language, as `Names` in data/types.ts. */
type Names = { lv: string; ru: string; en: string };

/** Sibling slugs are unique per language; top-level categories and regions have no parent. */
const siblingSlug = (language: "lv" | "ru" | "en") => sql.raw(`coalesce(parent_id, 0), slug_${language}`);

/** The category tree. `path` holds the ids from the top level down to the category itself. */
export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey(),
    key: text().notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id),
    level: smallint().notNull(),
    path: integer().array().notNull(),
    sort: integer().notNull(),
    names: jsonb().$type<Names>().notNull(),
    slugLv: text("slug_lv").notNull(),
    slugRu: text("slug_ru").notNull(),
    slugEn: text("slug_en").notNull(),
    icon: text(),
    status: text().notNull().default("active"),
    viewType: text("view_type").notNull().default("grid"),
    highlighted: boolean().notNull().default(false),
    adult: boolean().notNull().default(false),
    hiddenOnHome: boolean("hidden_on_home").notNull().default(false),
    shortcutTo: integer("shortcut_to").references((): AnyPgColumn => categories.id),
    notice: jsonb().$type<Names>(),
    /** Filter values a category preselects in its listing (Electric cars: fuel electric), by filter id. */
    presetFilters: jsonb("preset_filters").$type<Record<string, number[]>>(),
    /** The order of the blocks of a landing page, when it differs from the default one. */
    customBlockSorting: text("custom_block_sorting").array(),
    /** Tips shown to sellers choosing this category on the create form (levels 0 and 1). */
    hints: jsonb().$type<Names[]>(),
    /** Published lots in the category and its descendants (kept by the lots feature). */
    adCount: integer("ad_count").notNull().default(0),
    /** Words the category's lots are searched by besides its names (migration 0036), space-separated. */
    searchWords: text("search_words").notNull().default(""),
    /** The names' and search words folded as the search folds them, after a space (migrations 0024, 0036). */
    foldedNames: text("folded_names").generatedAlwaysAs(
      sql`' ' || search_fold(search_names(names) || ' ' || search_words)`,
    ),
  },
  () => [
    index("categories_children").on(sql`parent_id, sort`),
    uniqueIndex("categories_slug_lv").on(siblingSlug("lv")),
    uniqueIndex("categories_slug_ru").on(siblingSlug("ru")),
    uniqueIndex("categories_slug_en").on(siblingSlug("en")),
  ],
);

export const priceTypes = pgTable("price_types", {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  names: jsonb().$type<Names>().notNull(),
  short: jsonb().$type<Names>().notNull(),
});

export const filters = pgTable("filters", {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  names: jsonb().$type<Names>().notNull(),
  displayType: smallint("display_type").notNull(),
  unit: jsonb().$type<Names>(),
  min: doublePrecision(),
  max: doublePrecision(),
  steps: doublePrecision().array(),
  dependsOn: integer("depends_on").references((): AnyPgColumn => filters.id),
});

export const filterValues = pgTable(
  "filter_values",
  {
    id: integer().primaryKey(),
    filterId: integer("filter_id")
      .notNull()
      .references(() => filters.id),
    parentValueId: integer("parent_value_id").references((): AnyPgColumn => filterValues.id),
    names: jsonb().$type<Names>().notNull(),
    actualValue: text("actual_value"),
    sequence: integer().notNull(),
  },
  (table) => [index("filter_values_of_filter").on(table.filterId, table.parentValueId, table.sequence)],
);

export const categoryFilters = pgTable(
  "category_filters",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    filterId: integer("filter_id")
      .notNull()
      .references(() => filters.id),
    required: boolean().notNull().default(false),
    visibility: smallint().notNull(),
    section: text(),
    displaySize: smallint("display_size").notNull().default(0),
    cssClass: text("css_class"),
    sort: integer().notNull(),
    /** Set on rows a category takes over from an ancestor, so the tree reads without recursion. */
    inherited: boolean().notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.filterId] })],
);

export const categoryActions = pgTable(
  "category_actions",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    actionId: smallint("action_id").notNull(),
    priceTypeIds: integer("price_type_ids").array().notNull(),
    combinedPriceRange: boolean("combined_price_range").notNull().default(false),
    sort: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.actionId] })],
);

export const regions = pgTable(
  "regions",
  {
    id: integer().primaryKey(),
    key: text().notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => regions.id),
    path: integer().array().notNull(),
    type: text().notNull(),
    names: jsonb().$type<Names>().notNull(),
    slugLv: text("slug_lv").notNull(),
    slugRu: text("slug_ru").notNull(),
    slugEn: text("slug_en").notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    population: integer(),
    sort: integer().notNull(),
    /** The names folded as the search folds them (migration 0024). */
    foldedNameLv: text("folded_name_lv").generatedAlwaysAs(sql`search_fold(names ->> 'lv')`),
    foldedNameRu: text("folded_name_ru").generatedAlwaysAs(sql`search_fold(names ->> 'ru')`),
  },
  () => [
    index("regions_children").on(sql`parent_id, sort`),
    uniqueIndex("regions_slug_lv").on(siblingSlug("lv")),
    uniqueIndex("regions_slug_ru").on(siblingSlug("ru")),
    uniqueIndex("regions_slug_en").on(siblingSlug("en")),
  ],
);

export const streets = pgTable(
  "streets",
  {
    id: integer().primaryKey(),
    regionId: integer("region_id")
      .notNull()
      .references(() => regions.id),
    names: jsonb().$type<Names>().notNull(),
  },
  (table) => [index("streets_of_region").on(table.regionId)],
);

export const streetNumbers = pgTable(
  "street_numbers",
  {
    streetId: integer("street_id")
      .notNull()
      .references(() => streets.id),
    number: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
  },
  (table) => [primaryKey({ columns: [table.streetId, table.number] })],
);

/** Carousels of landing pages: a titled search (spec: presetBackendId, category, title, search string). */
export const presetOffers = pgTable(
  "preset_offers",
  {
    id: integer().primaryKey(),
    key: text().notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    titles: jsonb().$type<Names>().notNull(),
    /** The listing query the carousel shows, in the query string form of GET /api/lots. */
    search: text().notNull(),
    sort: integer().notNull(),
  },
  (table) => [index("preset_offers_of_category").on(table.categoryId, table.sort)],
);

/** Partners shown on home and on the landings of their categories. */
export const partners = pgTable("partners", {
  id: integer().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  url: text().notNull(),
  /** Path of the logo under the web app's static files. */
  logo: text().notNull(),
  descriptions: jsonb().$type<Names>().notNull(),
  onHome: boolean("on_home").notNull().default(false),
  sort: integer().notNull(),
});

export const partnerCategories = pgTable(
  "partner_categories",
  {
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.categoryId] }),
    index("partner_categories_category").on(table.categoryId),
  ],
);

/**
 * How many published lots a category (with its descendants) has in a region (with its parts), as
 * `categories.ad_count` for all Latvia; kept by triggers on lots (migration 0044).
 */
export const regionAdCounts = pgTable(
  "region_ad_counts",
  {
    regionId: integer("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    adCount: integer("ad_count").notNull(),
  },
  (table) => [
    primaryKey({ name: "region_ad_counts_pk", columns: [table.categoryId, table.regionId] }),
    index("region_ad_counts_by_region").on(table.regionId),
  ],
);

/**
 * Which filter values published lots of a category (with its descendants) use, and how many: the "used
 * search filters" a listing's filter panel shows counts from. Rebuilt by a job; too costly per request.
 */
export const usedFilterValues = pgTable(
  "used_filter_values",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    valueId: integer("value_id")
      .notNull()
      .references(() => filterValues.id, { onDelete: "cascade" }),
    lots: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.valueId] })],
);

/** Which version of the catalogue data files the database holds (the seed compares hashes). */
export const catalogueVersion = pgTable("catalogue_version", {
  id: smallint().primaryKey().default(1),
  hash: text().notNull(),
  loadedAt: text("loaded_at").notNull().default(sql`now()::text`),
});
