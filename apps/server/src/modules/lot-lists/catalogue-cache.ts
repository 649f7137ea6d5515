import { FilterDisplayType } from "@tirgus/domain/catalogue";
import type pg from "pg";

type Names = { lv: string; ru: string; en: string };
type Pair = { lv: string; ru: string };

export type CachedCategory = {
  id: number;
  level: number;
  path: number[];
  names: Names;
  /** The listing's slug path per language: `transports/vieglie-auto`. */
  slugPath: Pair;
  slug: Names;
  status: string;
  shortcutTo: number | null;
  hasChildren: boolean;
  adult: boolean;
};

export type CachedFilter = { id: number; key: string; names: Names; displayType: number; unit: Names | null };

/** A filter of a category, in the category's order, with the section of the lot page it shows in. */
export type CategoryFilterLink = { filterId: number; section: string | null };

/**
 * The parts of the catalogue every list answer needs, held in memory: 230 categories, ~200 regions, 136
 * filters and a dozen price types are a few hundred kilobytes, and resolving them per card in SQL would cost
 * every list a join per lot. A lot page reads its category's filters and its price's type from here too. The
 * catalogue changes only with a deploy (it is seeded at start), so it is read once per pool.
 */
export type ListCatalogue = {
  categories: Map<number, CachedCategory>;
  /** Region id -> its title from the municipality down ("Rīga, Centrs"). */
  regionTitles: Map<number, Pair>;
  /** Every region's names, for words of a search that name a place rather than a thing. */
  regionNames: Names[];
  priceTypes: Map<number, { names: Names; short: Names }>;
  filters: Map<number, CachedFilter>;
  /** Category id -> its filters in order (`category_filters`); categories without filters are missing. */
  categoryFilters: Map<number, CategoryFilterLink[]>;
  filtersByKey: Map<string, CachedFilter>;
  /** The tops of the adult subtrees: lists leave their lots out unless asked (spec 1 section 6). */
  adultRoots: number[];
};

const loaded = new WeakMap<pg.Pool, Promise<ListCatalogue>>();

export function listCatalogue(pool: pg.Pool): Promise<ListCatalogue> {
  let catalogue = loaded.get(pool);
  if (!catalogue) {
    catalogue = readCatalogue(pool);
    loaded.set(pool, catalogue);
    catalogue.catch(() => loaded.delete(pool));
  }
  return catalogue;
}

type CategoryRow = {
  id: number;
  parent_id: number | null;
  level: number;
  path: number[];
  names: Names;
  slug_lv: string;
  slug_ru: string;
  slug_en: string;
  status: string;
  shortcut_to: number | null;
  adult: boolean;
};
type RegionRow = { id: number; parent_id: number | null; names: Names };

async function readCatalogue(pool: pg.Pool): Promise<ListCatalogue> {
  const [categoryRows, regionRows, priceTypeRows, filterRows, linkRows] = await Promise.all([
    // In the catalogue's order, so code that walks `categories` meets siblings as pages list them.
    pool.query<CategoryRow>(
      `SELECT id, parent_id, level, path, names, slug_lv, slug_ru, slug_en, status, shortcut_to, adult
       FROM categories ORDER BY level, parent_id, sort`,
    ),
    pool.query<RegionRow>("SELECT id, parent_id, names FROM regions"),
    pool.query<{ id: number; names: Names; short: Names }>("SELECT id, names, short FROM price_types"),
    pool.query<{ id: number; key: string; names: Names; display_type: number; unit: Names | null }>(
      "SELECT id, key, names, display_type, unit FROM filters",
    ),
    pool.query<{ category_id: number; filter_id: number; section: string | null }>(
      "SELECT category_id, filter_id, section FROM category_filters ORDER BY category_id, sort",
    ),
  ]);
  const rowsById = new Map(categoryRows.rows.map((row) => [row.id, row]));
  const parents = new Set(categoryRows.rows.map((row) => row.parent_id));
  const slugPath = (row: CategoryRow, language: "lv" | "ru") =>
    row.path.map((id) => rowsById.get(id)?.[`slug_${language}`] ?? "").join("/");
  const categories = new Map(
    categoryRows.rows.map((row): [number, CachedCategory] => [
      row.id,
      {
        id: row.id,
        level: row.level,
        path: row.path,
        names: row.names,
        slugPath: { lv: slugPath(row, "lv"), ru: slugPath(row, "ru") },
        slug: { lv: row.slug_lv, ru: row.slug_ru, en: row.slug_en },
        status: row.status,
        shortcutTo: row.shortcut_to,
        hasChildren: parents.has(row.id),
        adult: row.adult,
      },
    ]),
  );
  const filters = new Map(
    filterRows.rows.map((row): [number, CachedFilter] => [
      row.id,
      { id: row.id, key: row.key, names: row.names, displayType: row.display_type, unit: row.unit },
    ]),
  );
  return {
    categories,
    regionTitles: regionTitles(regionRows.rows),
    regionNames: regionRows.rows.map((row) => row.names),
    priceTypes: new Map(priceTypeRows.rows.map((row) => [row.id, { names: row.names, short: row.short }])),
    filters,
    categoryFilters: filterLinksByCategory(linkRows.rows),
    filtersByKey: new Map([...filters.values()].map((filter) => [filter.key, filter])),
    adultRoots: categoryRows.rows
      .filter((row) => row.adult && !(row.parent_id !== null && rowsById.get(row.parent_id)?.adult))
      .map((row) => row.id),
  };
}

function filterLinksByCategory(
  rows: { category_id: number; filter_id: number; section: string | null }[],
): Map<number, CategoryFilterLink[]> {
  const links = new Map<number, CategoryFilterLink[]>();
  for (const row of rows) {
    const own = links.get(row.category_id) ?? [];
    own.push({ filterId: row.filter_id, section: row.section });
    links.set(row.category_id, own);
  }
  return links;
}

/** "Rīga, Centrs", "Ādažu novads, Carnikava": the top region first, at most the two nearest levels. */
function regionTitles(rows: RegionRow[]): Map<number, Pair> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const titles = new Map<number, Pair>();
  for (const row of rows) {
    const chain: RegionRow[] = [];
    for (let at: RegionRow | undefined = row; at; at = at.parent_id ? byId.get(at.parent_id) : undefined)
      chain.unshift(at);
    const shown = chain.length > 2 ? [chain[0], chain[chain.length - 1]] : chain;
    const title = (language: "lv" | "ru") => shown.map((region) => region?.names[language] ?? "").join(", ");
    titles.set(row.id, { lv: title("lv"), ru: title("ru") });
  }
  return titles;
}

/** Filters whose values are ids of defined values (`filter_value_ids`). */
export const valueFilterTypes: ReadonlySet<number> = new Set([
  FilterDisplayType.select,
  FilterDisplayType.multi,
  FilterDisplayType.text_pre,
  FilterDisplayType.color,
  FilterDisplayType.car_body,
  FilterDisplayType.radioCheckBox,
]);

/** Filters whose values are numbers in `numbers` (dates as yyyymmdd, inspection months as yyyymm). */
export const rangeFilterTypes: ReadonlySet<number> = new Set([
  FilterDisplayType.number,
  FilterDisplayType.number_int,
  FilterDisplayType.number_gradual,
  FilterDisplayType.float,
  FilterDisplayType.measure,
  FilterDisplayType.date,
  FilterDisplayType.mot,
]);
