import {
  ActionType,
  type ActionTypeName,
  FilterDisplayType,
  type FilterDisplayTypeName,
  FilterVisibility,
} from "@tirgus/domain/catalogue";
import { todayBound } from "@tirgus/domain/lot-list";
import { OwnerType } from "@tirgus/domain/users";
import type {
  CategoryActionSeed,
  CategoryFilterSeed,
  CategorySeed,
  FilterSeed,
  FilterValueSeed,
  Names,
  PartnerSeed,
  PresetOfferSeed,
  RegionSeed,
  StreetSeed,
} from "./data/types.ts";
import { flattenValues, walkCategories } from "./data/walk.ts";

/*
 * The data files are trees written for people; the tables are rows. These pure functions turn one into the
 * other: ids of parents, paths from the top, sibling order, and the filters and actions a category takes
 * over from its ancestors (so that reading a category's filters needs no recursion).
 */

export type CategoryRow = {
  id: number;
  key: string;
  parentId: number | null;
  level: number;
  path: number[];
  sort: number;
  names: Names;
  /** The searchWords of every language, space-separated ("" when none). */
  searchWords: string;
  slugLv: string;
  slugRu: string;
  slugEn: string;
  icon: string | null;
  status: string;
  viewType: string;
  highlighted: boolean;
  adult: boolean;
  hiddenOnHome: boolean;
  shortcutTo: number | null;
  notice: Names | null;
  presetFilters: Record<string, number[]> | null;
  customBlockSorting: string[] | null;
  hints: Names[] | null;
};

/** A filter as other data names it: by key, with its values by actual value. */
type IndexedFilter = {
  id: number;
  displayType: FilterDisplayTypeName;
  valueIds: ReadonlyMap<string, number>;
};
export type FilterIndex = ReadonlyMap<string, IndexedFilter>;

/** What other data needs to know of a category: its id, and the filters and actions it offers. */
type IndexedCategory = { id: number; filters: ReadonlySet<string>; actions: ReadonlySet<ActionTypeName> };
export type CategoryIndex = ReadonlyMap<string, IndexedCategory>;

export function categoryIndex(tree: CategorySeed[]): CategoryIndex {
  const index = new Map<string, IndexedCategory>();
  walkCategories(tree, ({ category, filters, actions }) =>
    index.set(category.key, {
      id: category.id,
      filters: new Set(filters.map((link) => link.filter)),
      actions: new Set(actions.map((action) => action.action)),
    }),
  );
  return index;
}

export type CategoryFilterRow = {
  categoryId: number;
  filterId: number;
  required: boolean;
  visibility: number;
  section: string | null;
  displaySize: number;
  cssClass: string | null;
  sort: number;
  inherited: boolean;
};

export type CategoryActionRow = {
  categoryId: number;
  actionId: number;
  priceTypeIds: number[];
  combinedPriceRange: boolean;
  sort: number;
};

export function categoryRows(
  tree: CategorySeed[],
  filterIndex: FilterIndex,
  priceTypeIds: ReadonlyMap<string, number>,
  hints: Readonly<Record<string, Names[]>>,
) {
  const byKey = new Map<string, CategorySeed>();
  walkCategories(tree, ({ category }) => byKey.set(category.key, category));
  const offered = categoryIndex(tree);
  const filterIds = new Map([...filterIndex].map(([key, filter]) => [key, filter.id]));
  const categories: CategoryRow[] = [];
  const filters: CategoryFilterRow[] = [];
  const actions: CategoryActionRow[] = [];
  walkCategories(tree, (visit) => {
    const { category } = visit;
    const siblings = visit.ancestors.at(-1)?.children ?? tree;
    const path = [...visit.ancestors.map((ancestor) => ancestor.id), category.id];
    categories.push({
      ...categoryRow(category, path, siblings.indexOf(category), byKey),
      presetFilters: presetFilterIds(category, offered, filterIndex),
      customBlockSorting: category.customBlockSorting ?? null,
      hints: hints[category.key] ?? null,
    });
    const own = new Set(category.filters ?? []);
    filters.push(
      ...visit.filters.map((filter, sort) =>
        categoryFilterRow(category.id, filter, sort, !own.has(filter), filterIds),
      ),
    );
    actions.push(
      ...visit.actions.map((action, sort) => categoryActionRow(category.id, action, sort, priceTypeIds)),
    );
  });
  return { categories, filters, actions };
}

function categoryRow(
  node: CategorySeed,
  path: number[],
  sort: number,
  byKey: ReadonlyMap<string, CategorySeed>,
): Omit<CategoryRow, "presetFilters" | "customBlockSorting" | "hints"> {
  const target = node.shortcutTo ? byKey.get(node.shortcutTo) : undefined;
  if (node.shortcutTo && !target)
    throw new Error(`category ${node.key}: shortcut to unknown ${node.shortcutTo}`);
  return {
    id: node.id,
    key: node.key,
    parentId: path.length > 1 ? (path[path.length - 2] ?? null) : null,
    level: path.length - 1,
    path,
    sort,
    names: node.names,
    searchWords: [node.searchWords?.lv, node.searchWords?.ru, node.searchWords?.en]
      .filter((words) => words !== undefined && words !== "")
      .join(" "),
    slugLv: node.slugs.lv,
    slugRu: node.slugs.ru,
    slugEn: node.slugs.en,
    icon: node.icon ?? null,
    status: node.status ?? "active",
    viewType: node.viewType ?? "grid",
    highlighted: node.highlighted ?? false,
    adult: node.adult ?? false,
    hiddenOnHome: node.hiddenOnHome ?? false,
    shortcutTo: target?.id ?? null,
    notice: node.notice ?? null,
  };
}

function categoryFilterRow(
  categoryId: number,
  filter: CategoryFilterSeed,
  sort: number,
  inherited: boolean,
  filterIds: ReadonlyMap<string, number>,
): CategoryFilterRow {
  const filterId = filterIds.get(filter.filter);
  if (filterId === undefined) throw new Error(`category ${categoryId}: unknown filter ${filter.filter}`);
  return {
    categoryId,
    filterId,
    required: filter.required ?? false,
    visibility: FilterVisibility[filter.visibility],
    section: filter.section ?? null,
    displaySize: filter.displaySize ?? 0,
    cssClass: filter.cssClass ?? null,
    sort,
    inherited,
  };
}

function categoryActionRow(
  categoryId: number,
  action: CategoryActionSeed,
  sort: number,
  priceTypeIds: ReadonlyMap<string, number>,
): CategoryActionRow {
  return {
    categoryId,
    actionId: ActionType[action.action],
    priceTypeIds: action.priceTypes.map((key) => {
      const id = priceTypeIds.get(key);
      if (id === undefined) throw new Error(`category ${categoryId}: unknown price type ${key}`);
      return id;
    }),
    combinedPriceRange: action.combinedPriceRange ?? false,
    sort,
  };
}

/** A category's preset filter values as ids; the filters must be ones its listing (or its shortcut's) offers. */
function presetFilterIds(
  category: CategorySeed,
  offered: CategoryIndex,
  filterIndex: FilterIndex,
): Record<string, number[]> | null {
  if (!category.presetFilters) return null;
  const listed = offered.get(category.shortcutTo ?? category.key);
  return Object.fromEntries(
    Object.entries(category.presetFilters).map(([key, actualValues]) => {
      const filter = filterIndex.get(key);
      if (!filter || !listed?.filters.has(key))
        throw new Error(`category ${category.key}: preset filter ${key} is not one of its filters`);
      return [String(filter.id), actualValues.map((value) => valueId(filter, key, value))];
    }),
  );
}

function valueId(filter: IndexedFilter, key: string, actual: string): number {
  const id = filter.valueIds.get(actual);
  if (id === undefined) throw new Error(`filter ${key} has no value ${actual}`);
  return id;
}

export function filterIndex(seeds: FilterSeed[]): FilterIndex {
  return new Map(
    seeds.map((filter) => [
      filter.key,
      {
        id: filter.id,
        displayType: filter.displayType,
        valueIds: new Map(
          flattenValues(filter.values).flatMap((value) =>
            value.actualValue === undefined ? [] : [[value.actualValue, value.id] as const],
          ),
        ),
      },
    ]),
  );
}

export function filterRows(seeds: FilterSeed[]) {
  const ids = new Map(seeds.map((filter) => [filter.key, filter.id]));
  const filters = seeds.map((filter) => ({
    id: filter.id,
    key: filter.key,
    names: filter.names,
    displayType: FilterDisplayType[filter.displayType],
    unit: filter.unit ?? null,
    min: filter.min ?? null,
    max: filter.max ?? null,
    steps: filter.steps ?? null,
    dependsOn: filter.dependsOn ? (ids.get(filter.dependsOn) ?? null) : null,
  }));
  const values: {
    id: number;
    filterId: number;
    parentValueId: number | null;
    names: Names;
    actualValue: string | null;
    sequence: number;
  }[] = [];
  const addValues = (filterId: number, list: FilterValueSeed[], parentValueId: number | null) =>
    list.forEach((value, sequence) => {
      values.push({
        id: value.id,
        filterId,
        parentValueId,
        names: value.names,
        actualValue: value.actualValue ?? null,
        sequence,
      });
      addValues(filterId, value.children ?? [], value.id);
    });
  for (const filter of seeds) addValues(filter.id, filter.values ?? [], null);
  return { filters, values };
}

export function regionRows(tree: RegionSeed[]) {
  const rows: {
    id: number;
    key: string;
    parentId: number | null;
    path: number[];
    type: string;
    names: Names;
    slugLv: string;
    slugRu: string;
    slugEn: string;
    lat: number;
    lng: number;
    population: number | null;
    sort: number;
  }[] = [];
  const visit = (nodes: RegionSeed[], parentPath: number[]) =>
    nodes.forEach((node, sort) => {
      const path = [...parentPath, node.id];
      rows.push({
        id: node.id,
        key: node.key,
        parentId: parentPath.at(-1) ?? null,
        path,
        type: node.type,
        names: node.names,
        slugLv: node.slugs.lv,
        slugRu: node.slugs.ru,
        slugEn: node.slugs.en,
        lat: node.lat,
        lng: node.lng,
        population: node.population ?? null,
        sort,
      });
      visit(node.children ?? [], path);
    });
  visit(tree, []);
  return rows;
}

export function streetRows(seeds: StreetSeed[], regionIds: ReadonlyMap<string, number>) {
  const streets = seeds.map((street) => {
    const regionId = regionIds.get(street.region);
    if (regionId === undefined) throw new Error(`street ${street.id}: unknown region ${street.region}`);
    return { id: street.id, regionId, names: street.names };
  });
  const numbers = seeds.flatMap((street) =>
    street.numbers.map((number) => ({
      streetId: street.id,
      number: number.number,
      lat: number.lat,
      lng: number.lng,
    })),
  );
  return { streets, numbers };
}

const selectTypes = new Set<FilterDisplayTypeName>([
  "select",
  "multi",
  "text_pre",
  "color",
  "car_body",
  "radioCheckBox",
]);
const rangeTypes = new Set<FilterDisplayTypeName>([
  "number_int",
  "number",
  "number_gradual",
  "measure",
  "float",
  "mot",
  "date",
]);
const dateTypes = new Set<FilterDisplayTypeName>(["mot", "date"]);

/** Preset offers with their searches resolved to ids; a key, value or action the catalogue lacks fails. */
export function presetOfferRows(seeds: PresetOfferSeed[], categories: CategoryIndex, filters: FilterIndex) {
  return seeds.map((offer, sort) => {
    const category = categories.get(offer.category);
    if (!category) throw new Error(`preset ${offer.key}: unknown category ${offer.category}`);
    return {
      id: offer.id,
      key: offer.key,
      categoryId: category.id,
      titles: offer.titles,
      search: presetSearch(offer, category, filters),
      sort,
    };
  });
}

/** The query string of GET /api/lots the preset shows, parameters in a fixed order. */
function presetSearch(offer: PresetOfferSeed, category: IndexedCategory, filters: FilterIndex): string {
  const { action, ownerType, priceEur, filters: wanted = {} } = offer.search;
  function fail(problem: string): never {
    throw new Error(`preset ${offer.key}: ${problem}`);
  }
  if (action && !category.actions.has(action)) fail(`${offer.category} has no action ${action}`);
  const params: [string, string | number | undefined][] = [
    ["category", category.id],
    ["action", action && ActionType[action]],
    ["ownerType", ownerType && OwnerType[ownerType]],
    ["minPrice", priceEur?.min],
    ["maxPrice", priceEur?.max],
  ];
  for (const [key, value] of Object.entries(wanted)) {
    const filter = filters.get(key);
    if (!filter || !category.filters.has(key)) fail(`${key} is not a filter of ${offer.category}`);
    if (typeof value === "string") {
      if (!selectTypes.has(filter.displayType)) fail(`${key} has no defined values`);
      params.push([`fV[${filter.id}]`, valueId(filter, key, value)]);
      continue;
    }
    if (!rangeTypes.has(filter.displayType)) fail(`${key} is not a range`);
    if (value.min === todayBound && !dateTypes.has(filter.displayType)) fail(`${key} is not a date`);
    params.push([`fV[${filter.id}][min]`, value.min], [`fV[${filter.id}][max]`, value.max]);
  }
  return params
    .filter((param): param is [string, string | number] => param[1] !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** Partners and the categories they are shown in; a logo is named after its partner. */
export function partnerRows(seeds: PartnerSeed[], categories: CategoryIndex) {
  const partners = seeds.map((partner, sort) => ({
    id: partner.id,
    key: partner.key,
    name: partner.name,
    url: partner.url,
    logo: `/partners/${partner.key}.svg`,
    descriptions: partner.descriptions,
    onHome: partner.onHome ?? false,
    sort,
  }));
  const links = seeds.flatMap((partner) =>
    partner.categories.map((key) => {
      const category = categories.get(key);
      if (!category) throw new Error(`partner ${partner.key}: unknown category ${key}`);
      return { partnerId: partner.id, categoryId: category.id };
    }),
  );
  return { partners, links };
}
