import { type ActionType, actionTypeName, FilterVisibility } from "@tirgus/domain/catalogue";
import {
  type CategoryDetail,
  type CategoryFilter,
  type CategorySummary,
  type CategoryTreeNode,
  type GeoOption,
  geoOptionLimit,
  type HomeCategory,
  homeSubcategoryLimit,
  type Partner,
  type PresetOffer,
  type RegionDetail,
  type RegionNode,
  type RegionSummary,
  type Street,
  type StreetNumber,
} from "@tirgus/domain/catalogue-api";
import type { Language } from "@tirgus/domain/languages";
import type pg from "pg";
import type { Names } from "./data/types.ts";

/** The catalogue's SQL: the only code that reads the catalogue tables. */

/**
 * A shortcut holds no lots of its own: its count is what it lists. Without preset values that is its target's
 * ad_count; with them, the target's lots carrying them as used_filter_values keeps them (every 10 minutes):
 * per filter the values' lots added up, and of several filters the smallest, so at most the listing's count
 * (exact for one value, as Elektroauto's fuel).
 */
const shortcutAdCount = `(
  SELECT CASE WHEN c.preset_filters IS NULL OR c.preset_filters = '{}'::jsonb THEN target.ad_count
    ELSE (SELECT coalesce(min(per_filter.lots), 0)::int FROM (
      SELECT (SELECT coalesce(sum(u.lots), 0) FROM used_filter_values u
              WHERE u.category_id = target.id
                AND u.value_id = ANY (ARRAY(SELECT jsonb_array_elements_text(preset.value)::int))) AS lots
      FROM jsonb_each(c.preset_filters) preset) per_filter) END
  FROM categories target WHERE target.id = c.shortcut_to)`;

const summaryColumns = `
  c.id, c.parent_id, c.level, c.names, c.slug_lv, c.slug_ru, c.slug_en, c.icon, c.status, c.view_type,
  c.highlighted, c.adult, c.hidden_on_home, c.shortcut_to,
  CASE WHEN c.shortcut_to IS NULL THEN c.ad_count ELSE ${shortcutAdCount} END AS ad_count,
  EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id) AS has_children`;

type SummaryRow = {
  id: number;
  parent_id: number | null;
  level: number;
  names: CategorySummary["name"];
  slug_lv: string;
  slug_ru: string;
  slug_en: string;
  icon: string | null;
  status: CategorySummary["status"];
  view_type: CategorySummary["viewType"];
  highlighted: boolean;
  adult: boolean;
  hidden_on_home: boolean;
  shortcut_to: number | null;
  ad_count: number;
  has_children: boolean;
};

function toSummary(row: SummaryRow): CategorySummary {
  return {
    id: row.id,
    parentId: row.parent_id,
    level: row.level,
    name: row.names,
    slug: { lv: row.slug_lv, ru: row.slug_ru, en: row.slug_en },
    icon: row.icon,
    status: row.status,
    viewType: row.view_type,
    highlighted: row.highlighted,
    adult: row.adult,
    hiddenOnHome: row.hidden_on_home,
    isShortcut: row.shortcut_to !== null,
    shortcutTo: row.shortcut_to,
    hasChildCategories: row.has_children,
    adCount: row.ad_count,
  };
}

export async function categoryTree(pool: pg.Pool): Promise<CategoryTreeNode[]> {
  const { rows } = await pool.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM categories c ORDER BY c.level, c.parent_id, c.sort`,
  );
  return buildTree(rows.map(toSummary), (summary) => summary.parentId);
}

export async function categoryDetail(pool: pg.Pool, id: number): Promise<CategoryDetail | null> {
  const found = await pool.query<
    SummaryRow & {
      path: number[];
      notice: CategoryDetail["notice"];
      preset_filters: CategoryDetail["presetFilters"];
      custom_block_sorting: CategoryDetail["customBlockSorting"];
    }
  >(
    `SELECT ${summaryColumns}, c.path, c.notice, c.preset_filters, c.custom_block_sorting
     FROM categories c WHERE c.id = $1`,
    [id],
  );
  const row = found.rows[0];
  if (!row) return null;
  const [parents, children, actions] = await Promise.all([
    pool.query<SummaryRow>(
      `SELECT ${summaryColumns} FROM categories c WHERE c.id = ANY($1::int[]) ORDER BY c.level`,
      [row.path.slice(0, -1)],
    ),
    pool.query<SummaryRow>(
      `SELECT ${summaryColumns} FROM categories c WHERE c.parent_id = $1 ORDER BY c.sort`,
      [id],
    ),
    categoryActions(pool, id),
  ]);
  return {
    ...toSummary(row),
    parents: parents.rows.map(toSummary),
    children: children.rows.map(toSummary),
    notice: row.notice,
    actions,
    presetFilters: row.preset_filters,
    customBlockSorting: row.custom_block_sorting,
  };
}

async function categoryActions(pool: pg.Pool, categoryId: number): Promise<CategoryDetail["actions"]> {
  const { rows } = await pool.query<{
    action_id: number;
    combined_price_range: boolean;
    price_types: CategoryDetail["actions"][number]["priceTypes"];
  }>(
    `SELECT a.action_id, a.combined_price_range,
       coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'key', p.key, 'name', p.names, 'short', p.short)
         ORDER BY array_position(a.price_type_ids, p.id)) FILTER (WHERE p.id IS NOT NULL), '[]') AS price_types
     FROM category_actions a LEFT JOIN price_types p ON p.id = ANY(a.price_type_ids)
     WHERE a.category_id = $1 GROUP BY a.category_id, a.action_id ORDER BY min(a.sort)`,
    [categoryId],
  );
  return rows.map((row) => ({
    id: row.action_id,
    key: actionTypeName(row.action_id as (typeof ActionType)[keyof typeof ActionType]),
    priceTypes: row.price_types,
    combinedPriceRange: row.combined_price_range,
  }));
}

/**
 * The category's filters in their order, each with its defined values (dependent values carry their parent).
 * The create form gets every filter; the listing's filter panel gets only those a list can be filtered by:
 * not `hidden` ones, and not a dependent filter whose parent filter is left out. Text filters (VIN, part,
 * IMEI, microchip and cadastral numbers) are listed: a list finds a lot by its identifier (decision 0011,
 * "Later: text filters in lists").
 */
export async function categoryFilters(
  pool: pg.Pool,
  categoryId: number,
  purpose: "listing" | "create",
): Promise<CategoryFilter[] | null> {
  const exists = await pool.query("SELECT 1 FROM categories WHERE id = $1", [categoryId]);
  if (exists.rowCount === 0) return null;
  const listable = (link: string) => `($2 OR ${link}.visibility <> $3)`;
  const { rows } = await pool.query<{ item: CategoryFilter }>(
    `SELECT jsonb_build_object(
       'filter', jsonb_build_object('id', f.id, 'key', f.key, 'name', f.names, 'displayType', f.display_type,
         'unit', f.unit, 'min', f.min, 'max', f.max, 'steps', to_jsonb(f.steps), 'dependsOn', f.depends_on),
       'isRequired', cf.required, 'visibilityType', cf.visibility, 'filterSection', cf.section,
       'displaySize', cf.display_size, 'cssClass', cf.css_class,
       'filterDefinedValues', coalesce((
         SELECT jsonb_agg(jsonb_build_object('id', v.id, 'displayValue', v.names, 'actualValue', v.actual_value,
           'sequence', v.sequence, 'parentValueId', v.parent_value_id) ORDER BY v.parent_value_id NULLS FIRST, v.sequence)
         FROM filter_values v WHERE v.filter_id = f.id), '[]')) AS item
     FROM category_filters cf JOIN filters f ON f.id = cf.filter_id
     WHERE cf.category_id = $1 AND ${listable("cf")}
       AND NOT EXISTS (
         SELECT 1 FROM category_filters pcf
         WHERE pcf.category_id = $1 AND pcf.filter_id = f.depends_on AND NOT ${listable("pcf")})
     ORDER BY cf.sort`,
    [categoryId, purpose === "create", FilterVisibility.hidden],
  );
  return rows.map((row) => row.item);
}

/** Slug columns by language: the only way a language reaches the SQL text. */
const slugColumn: Record<Language, string> = { lv: "slug_lv", ru: "slug_ru", en: "slug_en" };

/** Walks a slug path down from the top level (one slug per level) with the sibling-slug indexes. */
async function idBySlugPath(
  pool: pg.Pool,
  table: "categories" | "regions",
  language: Language,
  segments: string[],
): Promise<number | null> {
  if (segments.length === 0) return null;
  const slug = slugColumn[language];
  const { rows } = await pool.query<{ id: number }>(
    `WITH RECURSIVE walk AS (
       SELECT t.id, 1 AS depth FROM ${table} t WHERE coalesce(t.parent_id, 0) = 0 AND t.${slug} = ($1::text[])[1]
       UNION ALL
       SELECT t.id, walk.depth + 1 FROM walk
         JOIN ${table} t ON coalesce(t.parent_id, 0) = walk.id AND t.${slug} = ($1::text[])[walk.depth + 1]
       WHERE walk.depth < cardinality($1::text[])
     )
     SELECT id FROM walk WHERE depth = cardinality($1::text[])`,
    [segments],
  );
  return rows[0]?.id ?? null;
}

export const categoryIdBySlugPath = (pool: pg.Pool, language: Language, segments: string[]) =>
  idBySlugPath(pool, "categories", language, segments);

export const regionIdBySlugPath = (pool: pg.Pool, language: Language, segments: string[]) =>
  idBySlugPath(pool, "regions", language, segments);

export async function categorySummary(pool: pg.Pool, id: number): Promise<CategorySummary | null> {
  const { rows } = await pool.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM categories c WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? toSummary(row) : null;
}

/** The subcategories in their order, or null for an unknown category. */
export async function categoryChildren(pool: pg.Pool, id: number): Promise<CategorySummary[] | null> {
  const [exists, children] = await Promise.all([
    pool.query("SELECT 1 FROM categories WHERE id = $1", [id]),
    pool.query<SummaryRow>(
      `SELECT ${summaryColumns} FROM categories c WHERE c.parent_id = $1 ORDER BY c.sort`,
      [id],
    ),
  ]);
  return exists.rowCount === 0 ? null : children.rows.map(toSummary);
}

/** A category's id, names and slugs, as JSON. */
const categoryLink = (alias: string) =>
  `jsonb_build_object('id', ${alias}.id, 'name', ${alias}.names,
     'slug', jsonb_build_object('lv', ${alias}.slug_lv, 'ru', ${alias}.slug_ru, 'en', ${alias}.slug_en))`;

/**
 * The tiles of the home grid: top-level categories except those not listed on home, each with its first
 * subcategories (highlighted ones first, then in their order), and whether it has highlighted lots: the
 * top-level categories of all of them, read from their own small index (migration 0026; 49,278 entries and
 * 8 ms at 1M lots, once per process and 5 s through the answer cache).
 */
export async function homeCategories(pool: pg.Pool): Promise<HomeCategory[]> {
  const { rows } = await pool.query<{ item: HomeCategory }>(
    `WITH highlighted AS (SELECT DISTINCT l.category_top FROM lots l WHERE l.status = 2 AND l.highlighted)
     SELECT ${categoryLink("c")} || jsonb_build_object('icon', c.icon, 'status', c.status, 'adult', c.adult,
       'adCount', c.ad_count, 'hasHighlightedLots', c.id IN (SELECT category_top FROM highlighted),
       'children', coalesce((
         SELECT jsonb_agg(${categoryLink("s")} ORDER BY s.highlighted DESC, s.sort)
         FROM (SELECT * FROM categories child WHERE child.parent_id = c.id
               ORDER BY child.highlighted DESC, child.sort LIMIT $1) s), '[]')) AS item
     FROM categories c WHERE c.parent_id IS NULL AND NOT c.hidden_on_home ORDER BY c.sort`,
    [homeSubcategoryLimit],
  );
  return rows.map((row) => row.item);
}

/** The tips of a category's create form (a shortcut has its target's), or null for an unknown category. */
export async function categoryHints(pool: pg.Pool, id: number): Promise<Names[] | null> {
  const { rows } = await pool.query<{ hints: Names[] | null }>(
    `SELECT coalesce(c.hints, target.hints) AS hints
     FROM categories c LEFT JOIN categories target ON target.id = c.shortcut_to WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? (row.hints ?? []) : null;
}

/** Preset offers in their order: all, or those listing a category or one of its descendants. */
export async function presetOffers(pool: pg.Pool, categoryId?: number): Promise<PresetOffer[]> {
  const { rows } = await pool.query<{ item: PresetOffer }>(
    `SELECT jsonb_build_object('presetBackendId', p.id, 'key', p.key, 'category', ${categoryLink("c")},
       'title', p.titles, 'search', p.search) AS item
     FROM preset_offers p JOIN categories c ON c.id = p.category_id
     WHERE $1::int IS NULL OR $1 = ANY(c.path)
     ORDER BY p.sort`,
    [categoryId ?? null],
  );
  return rows.map((row) => row.item);
}

const partnerItem = `jsonb_build_object('id', p.id, 'key', p.key, 'name', p.name, 'url', p.url, 'logo', p.logo,
  'description', p.descriptions, 'onHome', p.on_home,
  'categoryIds', coalesce((SELECT jsonb_agg(pc.category_id ORDER BY pc.category_id)
    FROM partner_categories pc WHERE pc.partner_id = p.id), '[]'))`;

/** Partners in their order: all, or those shown on home. */
export async function partners(pool: pg.Pool, onHomeOnly: boolean): Promise<Partner[]> {
  const { rows } = await pool.query<{ item: Partner }>(
    `SELECT ${partnerItem} AS item FROM partners p WHERE p.on_home OR NOT $1 ORDER BY p.sort`,
    [onHomeOnly],
  );
  return rows.map((row) => row.item);
}

/**
 * Partners of a category's pages: those linked to the category or to one of its ancestors (a leasing partner
 * of Vehicles shows on Cars too). Null for an unknown category.
 */
export async function categoryPartners(pool: pg.Pool, categoryId: number): Promise<Partner[] | null> {
  const [exists, found] = await Promise.all([
    pool.query("SELECT 1 FROM categories WHERE id = $1", [categoryId]),
    pool.query<{ item: Partner }>(
      `SELECT ${partnerItem} AS item FROM partners p
       WHERE EXISTS (SELECT 1 FROM partner_categories pc JOIN categories c ON c.id = $1
                     WHERE pc.partner_id = p.id AND pc.category_id = ANY(c.path))
       ORDER BY p.sort`,
      [categoryId],
    ),
  ]);
  return exists.rowCount === 0 ? null : found.rows.map((row) => row.item);
}

export async function regionTree(pool: pg.Pool): Promise<RegionNode[]> {
  const { rows } = await pool.query<{
    id: number;
    parent_id: number | null;
    type: string;
    names: RegionNode["name"];
    slug_lv: string;
    slug_ru: string;
    slug_en: string;
    lat: number;
    lng: number;
  }>(
    "SELECT id, parent_id, type, names, slug_lv, slug_ru, slug_en, lat, lng FROM regions ORDER BY array_length(path, 1), parent_id, sort",
  );
  const nodes = rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    type: row.type,
    name: row.names,
    slug: { lv: row.slug_lv, ru: row.slug_ru, en: row.slug_en },
    lat: row.lat,
    lng: row.lng,
  }));
  return buildTree(nodes, (node) => node.parentId);
}

type TreeOf<T> = T & { children: TreeOf<T>[] };

/** Rows come parents first; each node gets its children in row order. */
function buildTree<T extends { id: number }>(items: T[], parentOf: (item: T) => number | null): TreeOf<T>[] {
  const nodes = new Map<number, TreeOf<T>>();
  const roots: TreeOf<T>[] = [];
  for (const item of items) {
    const node: TreeOf<T> = { ...item, children: [] };
    nodes.set(item.id, node);
    const parentId = parentOf(item);
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

const regionColumns = "r.id, r.parent_id, r.type, r.names, r.slug_lv, r.slug_ru, r.slug_en, r.lat, r.lng";

type RegionRow = {
  id: number;
  parent_id: number | null;
  type: string;
  names: RegionSummary["name"];
  slug_lv: string;
  slug_ru: string;
  slug_en: string;
  lat: number;
  lng: number;
};

function toRegionSummary(row: RegionRow): RegionSummary {
  return {
    id: row.id,
    parentId: row.parent_id,
    type: row.type,
    name: row.names,
    slug: { lv: row.slug_lv, ru: row.slug_ru, en: row.slug_en },
    lat: row.lat,
    lng: row.lng,
  };
}

export async function regionDetail(pool: pg.Pool, id: number): Promise<RegionDetail | null> {
  const found = await pool.query<RegionRow & { path: number[] }>(
    `SELECT ${regionColumns}, r.path FROM regions r WHERE r.id = $1`,
    [id],
  );
  const row = found.rows[0];
  if (!row) return null;
  const [parents, children] = await Promise.all([
    pool.query<RegionRow>(
      `SELECT ${regionColumns} FROM regions r WHERE r.id = ANY($1::int[]) ORDER BY array_length(r.path, 1)`,
      [row.path.slice(0, -1)],
    ),
    pool.query<RegionRow>(`SELECT ${regionColumns} FROM regions r WHERE r.parent_id = $1 ORDER BY r.sort`, [
      id,
    ]),
  ]);
  return {
    ...toRegionSummary(row),
    parents: parents.rows.map(toRegionSummary),
    children: children.rows.map(toRegionSummary),
  };
}

/** Latvian alphabetical order (č after c, š after s); numbers inside names in numeric order. */
const latvianOrder = new Intl.Collator("lv", { numeric: true });

/** The streets of a region in Latvian alphabetical order, or null for an unknown region. */
export async function regionStreets(pool: pg.Pool, regionId: number): Promise<Street[] | null> {
  const [exists, streets] = await Promise.all([
    pool.query("SELECT 1 FROM regions WHERE id = $1", [regionId]),
    pool.query<{ id: number; region_id: number; names: Street["name"] }>(
      "SELECT id, region_id, names FROM streets WHERE region_id = $1",
      [regionId],
    ),
  ]);
  if (exists.rowCount === 0) return null;
  return streets.rows
    .map((row) => ({ id: row.id, regionId: row.region_id, name: row.names }))
    .sort((a, b) => latvianOrder.compare(a.name.lv, b.name.lv) || a.id - b.id);
}

export async function streetById(pool: pg.Pool, streetId: number): Promise<Street | null> {
  const { rows } = await pool.query<{ id: number; region_id: number; names: Street["name"] }>(
    "SELECT id, region_id, names FROM streets WHERE id = $1",
    [streetId],
  );
  const row = rows[0];
  return row ? { id: row.id, regionId: row.region_id, name: row.names } : null;
}

/** A street's house numbers in natural order (2, 10, 12, 12A), or null for an unknown street. */
export async function streetNumbers(pool: pg.Pool, streetId: number): Promise<StreetNumber[] | null> {
  const [exists, numbers] = await Promise.all([
    pool.query("SELECT 1 FROM streets WHERE id = $1", [streetId]),
    pool.query<StreetNumber>("SELECT number, lat, lng FROM street_numbers WHERE street_id = $1", [streetId]),
  ]);
  if (exists.rowCount === 0) return null;
  return numbers.rows.sort((a, b) => latvianOrder.compare(a.number, b.number));
}

/**
 * Regions and streets whose lv or ru name, or a word of it, starts with the text, ignoring case and
 * diacritics (`unaccent`): "brivibas" finds "Brīvības iela" and "улица Бривибас", "barona" finds
 * "Krišjāņa Barona iela". An exact name comes first, then names that start with the text, then regions before
 * streets, higher levels before lower ones, places in larger top regions (by population) first, then the name.
 * The text must already be sanitised: it holds no LIKE wildcard. The tables hold a few hundred rows, so a
 * sequential scan answers in about a millisecond.
 */
export async function geoSearch(pool: pg.Pool, text: string): Promise<GeoOption[]> {
  const { rows } = await pool.query<{
    type: GeoOption["type"];
    id: number;
    names: GeoOption["name"];
    label: GeoOption["label"];
    region_id: number;
    lat: number;
    lng: number;
  }>(
    `WITH input AS (SELECT lower(unaccent($1)) AS text),
     hits AS (
       SELECT 'region' AS type, 0 AS type_rank, r.id, r.names, r.id AS region_id, r.lat, r.lng, r.path,
         NULL::text AS street_lv, NULL::text AS street_ru, NULL::text AS street_en
       FROM regions r
       UNION ALL
       SELECT 'street', 1, s.id, s.names, s.region_id, r.lat, r.lng, r.path, s.names->>'lv', s.names->>'ru', s.names->>'en'
       FROM streets s JOIN regions r ON r.id = s.region_id
     ),
     keyed AS (
       SELECT hits.*, ' ' || lower(unaccent(hits.names->>'lv')) AS lv_key,
         ' ' || lower(unaccent(hits.names->>'ru')) AS ru_key
       FROM hits
     ),
     matches AS (
       SELECT keyed.*,
         ' ' || input.text IN (lv_key, ru_key) AS exact,
         lv_key LIKE ' ' || input.text || '%' OR ru_key LIKE ' ' || input.text || '%' AS starts,
         (SELECT top.population FROM regions top WHERE top.id = keyed.path[1]) AS population
       FROM keyed, input
       WHERE lv_key LIKE '% ' || input.text || '%' OR ru_key LIKE '% ' || input.text || '%'
       ORDER BY exact DESC, starts DESC, type_rank, array_length(path, 1), population DESC NULLS LAST,
         names->>'lv', id
       LIMIT $2
     )
     SELECT m.type, m.id, m.names, m.region_id,
       -- A street stands where its numbers do on average; one without numbers, at its region's centre.
       coalesce(CASE m.type WHEN 'street' THEN (SELECT avg(n.lat) FROM street_numbers n WHERE n.street_id = m.id) END,
         m.lat) AS lat,
       coalesce(CASE m.type WHEN 'street' THEN (SELECT avg(n.lng) FROM street_numbers n WHERE n.street_id = m.id) END,
         m.lng) AS lng,
       jsonb_build_object(
         'lv', concat_ws(', ', m.street_lv, string_agg(p.names->>'lv', ', ' ORDER BY array_position(m.path, p.id) DESC)),
         'ru', concat_ws(', ', m.street_ru, string_agg(p.names->>'ru', ', ' ORDER BY array_position(m.path, p.id) DESC)),
         'en', concat_ws(', ', m.street_en, string_agg(p.names->>'en', ', ' ORDER BY array_position(m.path, p.id) DESC))
       ) AS label
     FROM matches m JOIN regions p ON p.id = ANY(m.path)
     GROUP BY m.type, m.type_rank, m.id, m.names, m.region_id, m.lat, m.lng, m.street_lv, m.street_ru, m.street_en,
       m.exact, m.starts, m.population, m.path
     ORDER BY m.exact DESC, m.starts DESC, m.type_rank, array_length(m.path, 1), m.population DESC NULLS LAST,
       m.names->>'lv', m.id`,
    [text, geoOptionLimit],
  );
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    name: row.names,
    label: row.label,
    regionId: row.region_id,
    lat: row.lat,
    lng: row.lng,
  }));
}
