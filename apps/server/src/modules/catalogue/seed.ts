import { createHash } from "node:crypto";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";
import { categories as categoryTree } from "./data/categories.ts";
import { filters as filterSeeds } from "./data/filters.ts";
import { categoryHints } from "./data/hints.ts";
import { partners as partnerSeeds } from "./data/partners.ts";
import { presetOffers } from "./data/preset-offers.ts";
import { priceTypes as priceTypeSeeds } from "./data/price-types.ts";
import { regions as regionTree } from "./data/regions.ts";
import { streets as streetSeeds } from "./data/streets.ts";
import {
  categoryIndex,
  categoryRows,
  filterIndex,
  filterRows,
  partnerRows,
  presetOfferRows,
  regionRows,
  streetRows,
} from "./flatten.ts";

type Column = { name: string; type: string; from: string };
type TableLoad = { table: string; key: string[]; columns: Column[]; rows: object[] };

const column = (name: string, type: string, from = toCamel(name)): Column => ({ name, type, from });

/**
 * Loads the catalogue data files (categories, filters, price types, regions, streets, preset offers, partners)
 * into the database.
 * Runs at every start but does work only when the files changed (their hash is kept in catalogue_version):
 * rows are upserted by id and rows that left the files are removed, all in one transaction.
 */
export async function seedCatalogue(pool: pg.Pool): Promise<"loaded" | "unchanged"> {
  const loads = catalogueLoads();
  const hash = createHash("sha256").update(JSON.stringify(loads)).digest("hex");
  return inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('tirgus:catalogue'))");
    const current = await client.query<{ hash: string }>("SELECT hash FROM catalogue_version WHERE id = 1");
    if (current.rows[0]?.hash === hash) return "unchanged";
    const wordsBefore = await categoryWords(client);
    for (const load of loads) await upsert(client, load);
    // Removed in reverse order: dependants (streets, values, links) before what they point at.
    for (const load of [...loads].reverse()) await removeMissing(client, load);
    await reindexLotsOfChangedWords(client, wordsBefore, await categoryWords(client));
    await client.query(
      "INSERT INTO catalogue_version (id, hash) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET hash = $1, loaded_at = now()::text",
      [hash],
    );
    return "loaded";
  });
}

function catalogueLoads(): TableLoad[] {
  const priceTypeIds = new Map(priceTypeSeeds.map((priceType) => [priceType.key, priceType.id]));
  const filterData = filterRows(filterSeeds);
  const filters = filterIndex(filterSeeds);
  const tree = categoryRows(categoryTree, filters, priceTypeIds, categoryHints);
  const categories = categoryIndex(categoryTree);
  const partnerData = partnerRows(partnerSeeds, categories);
  const regionData = regionRows(regionTree);
  const streetData = streetRows(streetSeeds, new Map(regionData.map((region) => [region.key, region.id])));
  const names = column("names", "jsonb");
  const slugs = [column("slug_lv", "text"), column("slug_ru", "text"), column("slug_en", "text")];
  return [
    {
      table: "price_types",
      key: ["id"],
      columns: [column("id", "integer"), column("key", "text"), names, column("short", "jsonb")],
      rows: priceTypeSeeds,
    },
    {
      table: "filters",
      key: ["id"],
      columns: [
        column("id", "integer"),
        column("key", "text"),
        names,
        column("display_type", "smallint"),
        column("unit", "jsonb"),
        column("min", "double precision"),
        column("max", "double precision"),
        column("steps", "double precision[]"),
        column("depends_on", "integer"),
      ],
      rows: filterData.filters,
    },
    {
      table: "filter_values",
      key: ["id"],
      columns: [
        column("id", "integer"),
        column("filter_id", "integer"),
        column("parent_value_id", "integer"),
        names,
        column("actual_value", "text"),
        column("sequence", "integer"),
      ],
      rows: filterData.values,
    },
    {
      table: "categories",
      key: ["id"],
      columns: [
        column("id", "integer"),
        column("key", "text"),
        column("parent_id", "integer"),
        column("level", "smallint"),
        column("path", "integer[]"),
        column("sort", "integer"),
        names,
        column("search_words", "text"),
        ...slugs,
        column("icon", "text"),
        column("status", "text"),
        column("view_type", "text"),
        column("highlighted", "boolean"),
        column("adult", "boolean"),
        column("hidden_on_home", "boolean"),
        column("shortcut_to", "integer"),
        column("notice", "jsonb"),
        column("preset_filters", "jsonb"),
        column("custom_block_sorting", "text[]"),
        column("hints", "jsonb"),
      ],
      rows: tree.categories,
    },
    {
      table: "category_filters",
      key: ["category_id", "filter_id"],
      columns: [
        column("category_id", "integer"),
        column("filter_id", "integer"),
        column("required", "boolean"),
        column("visibility", "smallint"),
        column("section", "text"),
        column("display_size", "smallint"),
        column("css_class", "text"),
        column("sort", "integer"),
        column("inherited", "boolean"),
      ],
      rows: tree.filters,
    },
    {
      table: "category_actions",
      key: ["category_id", "action_id"],
      columns: [
        column("category_id", "integer"),
        column("action_id", "smallint"),
        column("price_type_ids", "integer[]"),
        column("combined_price_range", "boolean"),
        column("sort", "integer"),
      ],
      rows: tree.actions,
    },
    {
      table: "regions",
      key: ["id"],
      columns: [
        column("id", "integer"),
        column("key", "text"),
        column("parent_id", "integer"),
        column("path", "integer[]"),
        column("type", "text"),
        names,
        ...slugs,
        column("lat", "double precision"),
        column("lng", "double precision"),
        column("population", "integer"),
        column("sort", "integer"),
      ],
      rows: regionData,
    },
    {
      table: "streets",
      key: ["id"],
      columns: [column("id", "integer"), column("region_id", "integer"), names],
      rows: streetData.streets,
    },
    {
      table: "street_numbers",
      key: ["street_id", "number"],
      columns: [
        column("street_id", "integer"),
        column("number", "text"),
        column("lat", "double precision"),
        column("lng", "double precision"),
      ],
      rows: streetData.numbers,
    },
    {
      table: "preset_offers",
      key: ["id"],
      columns: [
        column("id", "integer"),
        column("key", "text"),
        column("category_id", "integer"),
        column("titles", "jsonb"),
        column("search", "text"),
        column("sort", "integer"),
      ],
      rows: presetOfferRows(presetOffers, categories, filters),
    },
    {
      table: "partners",
      key: ["id"],
      columns: [
        column("id", "integer"),
        column("key", "text"),
        column("name", "text"),
        column("url", "text"),
        column("logo", "text"),
        column("descriptions", "jsonb"),
        column("on_home", "boolean"),
        column("sort", "integer"),
      ],
      rows: partnerData.partners,
    },
    {
      table: "partner_categories",
      key: ["partner_id", "category_id"],
      columns: [column("partner_id", "integer"), column("category_id", "integer")],
      rows: partnerData.links,
    },
  ];
}

/** Each category's own words as the search indexes them (its names and search words). */
async function categoryWords(client: pg.PoolClient): Promise<Map<number, string>> {
  const { rows } = await client.query<{ id: number; words: string }>(
    "SELECT id, search_category_words(ARRAY[id])::text AS words FROM categories",
  );
  return new Map(rows.map((row) => [row.id, row.words]));
}

/** Lots whose search rows a reindex statement rebuilds at a time (search_reindex takes a range of ids). */
const reindexChunk = 20_000;

/**
 * A lot's search row holds the words of its category and of every category above it (decision 0016): when
 * the catalogue changes a category's names or search words, the rows of the lots under it are rebuilt, so
 * a search finds them by the new words at once. Runs only when the words changed.
 */
async function reindexLotsOfChangedWords(
  client: pg.PoolClient,
  before: ReadonlyMap<number, string>,
  after: ReadonlyMap<number, string>,
) {
  const changed = [...after].filter(([id, words]) => before.get(id) !== words).map(([id]) => id);
  if (changed.length === 0) return;
  const { rows } = await client.query<{ first: string | null; last: string | null }>(
    "SELECT min(id) AS first, max(id) AS last FROM lots WHERE status = 2 AND category_path && $1::int[]",
    [changed],
  );
  const [first, last] = [Number(rows[0]?.first ?? 0), Number(rows[0]?.last ?? 0)];
  if (first === 0) return;
  for (let from = first; from <= last; from += reindexChunk)
    await client.query("SELECT search_reindex($1, $2)", [from, Math.min(from + reindexChunk - 1, last)]);
}

/** One statement per table: the rows travel as one JSON array and are unpacked by PostgreSQL. */
async function upsert(client: pg.PoolClient, load: TableLoad) {
  const names = load.columns.map((c) => c.name).join(", ");
  const definitions = load.columns.map((c) => `${c.name} ${c.type}`).join(", ");
  const updates = load.columns
    .filter((c) => !load.key.includes(c.name))
    .map((c) => `${c.name} = excluded.${c.name}`)
    .join(", ");
  const rows = load.rows.map((row) =>
    Object.fromEntries(load.columns.map((c) => [c.name, (row as Record<string, unknown>)[c.from] ?? null])),
  );
  // A table of links only (partner_categories) has nothing to update.
  const onConflict = updates ? `DO UPDATE SET ${updates}` : "DO NOTHING";
  await client.query(
    `INSERT INTO ${load.table} (${names})
     SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS incoming(${definitions})
     ON CONFLICT (${load.key.join(", ")}) ${onConflict}`,
    [JSON.stringify(rows)],
  );
}

async function removeMissing(client: pg.PoolClient, load: TableLoad) {
  const keys = load.key.join(", ");
  const definitions = load.columns
    .filter((c) => load.key.includes(c.name))
    .map((c) => `${c.name} ${c.type}`)
    .join(", ");
  const rows = load.rows.map((row) =>
    Object.fromEntries(load.key.map((key) => [key, (row as Record<string, unknown>)[toCamel(key)]])),
  );
  await client.query(
    `DELETE FROM ${load.table} WHERE (${keys}) NOT IN (SELECT ${keys} FROM jsonb_to_recordset($1::jsonb) AS kept(${definitions}))`,
    [JSON.stringify(rows)],
  );
}

function toCamel(name: string) {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
