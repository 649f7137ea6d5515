import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { pgCore, sql } from "../../db/drizzle.ts";
import { companies, users } from "../accounts/schema.ts";
import { categories, regions } from "../catalogue/schema.ts";

const {
  pgTable,
  bigint,
  integer,
  smallint,
  text,
  jsonb,
  boolean,
  doublePrecision,
  timestamp,
  index,
  primaryKey,
} = pgCore;

/**
 * Lots (classifieds). Filter values are stored as docs/decisions/0011 proposes: the ids of every chosen
 * select-like value in one array (value ids are unique across filters), numbers in `numbers`, free texts in
 * `filter_texts`. Listings read published lots through the partial indexes below.
 */
export const lots = pgTable(
  "lots",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_001 }),
    status: smallint().notNull().default(1),
    moderationStatus: smallint("moderation_status").notNull().default(1),
    categoryId: integer("category_id")
      .notNull()
      .references((): AnyPgColumn => categories.id),
    /** The category's path, kept by a trigger: top level first, the category last. */
    categoryPath: integer("category_path").array().notNull().default(sql`'{}'`),
    /** The first two levels of the path, stored so the list indexes below can cover them (migration 0012). */
    categoryTop: integer("category_top").generatedAlwaysAs(sql`category_path[1]`),
    categorySecond: integer("category_second").generatedAlwaysAs(sql`category_path[2]`),
    actionId: smallint("action_id").notNull(),
    ownerId: bigint("owner_id", { mode: "number" }).references((): AnyPgColumn => users.id),
    ownerType: smallint("owner_type").notNull().default(1),
    companyId: bigint("company_id", { mode: "number" }).references((): AnyPgColumn => companies.id),
    /** Per language: { lv: { title, text }, ru: { title, text } }. */
    texts: jsonb().notNull().default({}),
    /** Every price type's price: [{ priceTypeId, valueCents, discountedCents }]. */
    prices: jsonb().notNull().default([]),
    /** The first price, for sorting and the price filter. */
    priceCents: bigint("price_cents", { mode: "number" }),
    /** The first price's type, which lists narrow by `priceType` (migration 0041, decision 0037). */
    priceTypeId: smallint("price_type_id").generatedAlwaysAs(
      sql`((prices -> 0) ->> 'priceTypeId')::smallint`,
    ),
    discountPercent: smallint("discount_percent"),
    /**
     * The owner's counted price changes since the lot went public, at most 3, and when the last one was
     * (migration 0046; packages/domain price-changes.ts, decision 0028).
     */
    priceChanges: smallint("price_changes").notNull().default(0),
    priceChangedAt: timestamp("price_changed_at", { withTimezone: true }),
    filterValueIds: integer("filter_value_ids").array().notNull().default(sql`'{}'`),
    numbers: jsonb().notNull().default({}),
    filterTexts: jsonb("filter_texts").notNull().default({}),
    regionId: integer("region_id").references((): AnyPgColumn => regions.id),
    streetId: integer("street_id"),
    buildingNumber: text("building_number"),
    lat: doublePrecision(),
    lng: doublePrecision(),
    accurateCoordinates: boolean("accurate_coordinates").notNull().default(false),
    website: text(),
    deliveryOptions: text("delivery_options").array().notNull().default(sql`'{omniva,meet}'`),
    offersAllowed: boolean("offers_allowed").notNull().default(false),
    /** The wizard's price step (migration 0022): "Price negotiable", and a car offered as a winter beater. */
    priceNegotiable: boolean("price_negotiable").notNull().default(false),
    winterBeater: boolean("winter_beater").notNull().default(false),
    vatIncluded: boolean("vat_included").notNull().default(false),
    highlighted: boolean().notNull().default(false),
    xmlImported: boolean("xml_imported").notNull().default(false),
    views: integer().notNull().default(0),
    createDate: timestamp("create_date", { withTimezone: true }).notNull().defaultNow(),
    publishDate: timestamp("publish_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    /** The period (P1W-P4W) the lot is published for each time (migration 0018). */
    endInterval: text("end_interval"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    const published = sql`status = 2`;
    return [
      // "publish_date DESC" as listings order it (nulls first): drizzle's .desc() would add NULLS LAST.
      // Each level's date index carries the filter values, so a listing with values walks it index-only, and
      // the columns the other sorts read (views, seller type, highlighted, numbers; the second level also the
      // path its deeper categories are matched in), the price a price range reads and the region and deal type
      // lists are narrowed by, and the price type and point that price-type and map-area lists read (decision
      // 0037), so those sort the index alone (decision 0018); drizzle cannot declare INCLUDE, migrations 0012,
      // 0027, 0031, 0033 and 0042 do.
      index("lots_published_category").on(sql`category_id, publish_date DESC, id DESC`).where(published),
      index("lots_published_top").on(sql`category_top, publish_date DESC, id DESC`).where(published),
      index("lots_published_second").on(sql`category_second, publish_date DESC, id DESC`).where(published),
      // Each level's price index carries the order's tie-break (publish_date, id), the list of every
      // category also the path its adult exclusion reads (INCLUDE, migration 0026).
      index("lots_published_category_price").on(table.categoryId, table.priceCents).where(published),
      index("lots_published_top_price").on(sql`category_top, price_cents`).where(published),
      index("lots_published_second_price").on(sql`category_second, price_cents`).where(published),
      index("lots_published_price").on(table.priceCents).where(published),
      // Highlighted lots only: the discount products list and listings narrowed to them (migration 0026).
      index("lots_published_highlighted")
        .on(sql`publish_date DESC, id DESC`)
        .where(sql`status = 2 AND highlighted`),
      index("lots_published_highlighted_price").on(table.priceCents).where(sql`status = 2 AND highlighted`),
      index("lots_published_values").using("gin", table.filterValueIds).where(published),
      // Text filters (VIN, IMEI...): each published lot's free texts, normalised, as `key=TEXT` (migration 0029).
      index("lots_published_texts")
        .using("gin", sql`lot_filter_text_keys(filter_texts)`)
        .where(sql`status = 2 AND filter_texts <> '{}'::jsonb`),
      index("lots_published_date").on(sql`publish_date DESC, id DESC`).where(published),
      index("lots_owner").on(sql`owner_id, create_date DESC`),
      // The expiry job's batches, in (end_date, id) order (migrations 0018 and 0028).
      index("lots_published_end").on(table.endDate, table.id).where(published),
      index("lots_company").on(sql`company_id, create_date DESC`).where(sql`company_id IS NOT NULL`),
      // The public seller pages' lists (migration 0016).
      index("lots_published_owner")
        .on(sql`owner_id, publish_date DESC, id DESC`)
        .where(sql`status = 2 AND company_id IS NULL`),
      index("lots_published_company")
        .on(sql`company_id, publish_date DESC, id DESC`)
        .where(sql`status = 2 AND company_id IS NOT NULL`),
      // The wizard's building prefill reads the published lots at one street (migration 0023).
      index("lots_published_street").on(table.streetId).where(sql`status = 2 AND street_id IS NOT NULL`),
      // A list's street field counts a region's lots by street (migration 0043, which also INCLUDEs the path).
      index("lots_published_region_street")
        .on(table.regionId, table.streetId)
        .where(sql`status = 2 AND street_id IS NOT NULL`),
      // A list within a small place reads the place's own lots by date (migration 0045, which also INCLUDEs the
      // deeper category columns).
      index("lots_published_region_date")
        .on(sql`region_id, category_top, publish_date DESC, id DESC`)
        .where(sql`status = 2`),
    ];
  },
);

/** Every load of generated demo lots; `npm start` seeds demo data only while this is empty (first run). */
export const demoLoads = pgTable("demo_loads", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  lots: integer().notNull(),
  seed: integer().notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The price rating's buckets of comparable prices (migration 0016, decision 0025), rebuilt by a job: per
 * category, action, price type, same-value filter values, rooms (-1 none), top-level region of property (0
 * none) and year (0 none), the newest lots' ids and prices (cents), newest first.
 */
export const priceRatingSamples = pgTable(
  "price_rating_samples",
  {
    categoryId: integer("category_id").notNull(),
    actionId: smallint("action_id").notNull(),
    priceTypeId: integer("price_type_id").notNull(),
    keyValues: integer("key_values").array().notNull(),
    rooms: integer().notNull(),
    regionTop: integer("region_top").notNull(),
    year: integer().notNull(),
    lotIds: bigint("lot_ids", { mode: "number" }).array().notNull(),
    prices: bigint({ mode: "number" }).array().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.categoryId,
        table.actionId,
        table.priceTypeId,
        table.keyValues,
        table.rooms,
        table.regionTop,
        table.year,
      ],
    }),
  ],
);
