import type { BuildingSuggestion } from "@tirgus/domain/building-suggest-api";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { AdLocation, FilterFormValue } from "@tirgus/domain/lot-form-api";

/*
 * The building prefill (spec 2 section 4): once a street and house number are chosen, what other lots at that
 * building say about it may fill the building's filters the seller has left empty. Never a value already given.
 */

type Values = Readonly<Record<string, FilterFormValue>>;

/** The building of a location, when it names one (a street and a house number). */
export function buildingOf(location: AdLocation | null): { street: number; building: string } | null {
  const street = location?.street ?? null;
  const building = location?.building?.trim() ?? "";
  return street !== null && building !== "" ? { street, building } : null;
}

/** The suggestions for filters of the category that are still empty: what the offer would fill. */
export function fillableSuggestions(
  values: Values,
  suggestions: readonly BuildingSuggestion[],
  filters: readonly CategoryFilter[],
): BuildingSuggestion[] {
  const ids = new Set(filters.map((link) => link.filter.id));
  return suggestions.filter((item) => ids.has(item.filter.id) && values[item.filter.id] === undefined);
}

/** The values with every fillable suggestion set; what the seller gave stays as it is. */
export function withBuildingValues(
  values: Values,
  suggestions: readonly BuildingSuggestion[],
  filters: readonly CategoryFilter[],
): Record<string, FilterFormValue> {
  const next: Record<string, FilterFormValue> = { ...values };
  for (const item of fillableSuggestions(values, suggestions, filters)) next[item.filter.id] = item.value;
  return next;
}
