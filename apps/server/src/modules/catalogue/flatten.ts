import { ActionType, FilterDisplayType, FilterVisibility } from "@tirgus/domain/catalogue";
import type {
  CategoryActionSeed,
  CategoryFilterSeed,
  CategorySeed,
  FilterSeed,
  FilterValueSeed,
  Names,
  RegionSeed,
  StreetSeed,
} from "./data/types.ts";
import { walkCategories } from "./data/walk.ts";

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
};

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
  filterIds: ReadonlyMap<string, number>,
  priceTypeIds: ReadonlyMap<string, number>,
) {
  const byKey = new Map<string, CategorySeed>();
  walkCategories(tree, ({ category }) => byKey.set(category.key, category));
  const categories: CategoryRow[] = [];
  const filters: CategoryFilterRow[] = [];
  const actions: CategoryActionRow[] = [];
  walkCategories(tree, (visit) => {
    const { category } = visit;
    const siblings = visit.ancestors.at(-1)?.children ?? tree;
    const path = [...visit.ancestors.map((ancestor) => ancestor.id), category.id];
    categories.push(categoryRow(category, path, siblings.indexOf(category), byKey));
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
): CategoryRow {
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
  return { filters, values, ids };
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
