import type { CategoryActionSeed, CategoryFilterSeed, CategorySeed, FilterValueSeed } from "./types.ts";

/** What a visit sees of a category: its ancestors (root first) and what it inherits from them. */
export type CategoryVisit = {
  category: CategorySeed;
  ancestors: CategorySeed[];
  level: number;
  /** The category's own filters after those it inherits (children inherit and add their own). */
  filters: CategoryFilterSeed[];
  /** Its own actions, or the nearest ancestor's when it gives none. */
  actions: CategoryActionSeed[];
};

/** Visits every category depth-first, parents before their children. */
export function walkCategories(categories: CategorySeed[], visit: (entry: CategoryVisit) => void): void {
  const go = (
    category: CategorySeed,
    ancestors: CategorySeed[],
    inheritedFilters: CategoryFilterSeed[],
    inheritedActions: CategoryActionSeed[],
  ): void => {
    const filters = [...inheritedFilters, ...(category.filters ?? [])];
    const actions = category.actions ?? inheritedActions;
    visit({ category, ancestors, level: ancestors.length + 1, filters, actions });
    for (const child of category.children ?? []) go(child, [...ancestors, category], filters, actions);
  };
  for (const category of categories) go(category, [], [], []);
}

/** Every category as a flat list, in depth-first order. */
export function flattenCategories(categories: CategorySeed[]): CategoryVisit[] {
  const all: CategoryVisit[] = [];
  walkCategories(categories, (entry) => all.push(entry));
  return all;
}

/** Every defined value of a filter, children (e.g. car models) included. */
export function flattenValues(values: FilterValueSeed[] = []): FilterValueSeed[] {
  return values.flatMap((value) => [value, ...flattenValues(value.children)]);
}
