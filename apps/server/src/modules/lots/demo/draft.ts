import type { CategoryActionSeed, FilterSeed, FilterValueSeed } from "../../catalogue/data/types.ts";
import type { CategoryVisit } from "../../catalogue/data/walk.ts";
import type { Family, Pair } from "./phrases.ts";
import type { DemoPlace } from "./places.ts";
import type { Random } from "./random.ts";

/**
 * A lot while it is being made. Category specialists (vehicles, real estate...) decide the values that must
 * agree with each other first; the generic filler then completes the remaining filters, skipping the keys a
 * specialist marked as not applicable (the engine volume of an electric car).
 */
export type Draft = {
  random: Random;
  visit: CategoryVisit;
  filters: Map<string, FilterSeed>;
  action: CategoryActionSeed;
  place: DemoPlace;
  now: Date;
  family: Family;
  /** Filter keys of the category, for "does this category have X" checks. */
  keys: Set<string>;
  chosen: Map<string, FilterValueSeed[]>;
  numbers: Record<string, number>;
  texts: Record<string, string>;
  skip: Set<string>;
  /** The sale value in EUR, when a specialist knows it (a car's market value, a flat's area times €/m²). */
  price?: number;
  /** EUR per time unit for rent and work, when a specialist knows it. */
  rates: Partial<Record<string, number>>;
  /** What the ad is about, for the title (nominative) and the opening sentence (after a verb, lv accusative). */
  subject?: Pair;
  object?: Pair;
  /** The subject starts with a name (BMW, Apple iPhone 13) and keeps its capital after "Pērku: ". */
  properName?: boolean;
  /** Sentences a specialist adds after the opening (mileage, floor...). */
  details: Pair[];
};

export function hasFilter(draft: Draft, key: string): boolean {
  return draft.keys.has(key) && !draft.skip.has(key);
}

/** Chooses one defined value of a filter the category has (optionally among those `accept` allows). */
export function choose(
  draft: Draft,
  key: string,
  accept?: (value: FilterValueSeed) => boolean,
): FilterValueSeed | undefined {
  if (!hasFilter(draft, key)) return undefined;
  const values = valuesOf(draft, key).filter((value) => accept?.(value) ?? true);
  if (values.length === 0) return undefined;
  const value = draft.random.pick(values);
  draft.chosen.set(key, [value]);
  return value;
}

/** The values a filter offers: its own, or for a dependent filter the children of the chosen parent value. */
export function valuesOf(draft: Draft, key: string): FilterValueSeed[] {
  const filter = draft.filters.get(key);
  if (!filter) return [];
  if (filter.dependsOn) return draft.chosen.get(filter.dependsOn)?.[0]?.children ?? [];
  return filter.values ?? [];
}

export function chosenValue(draft: Draft, key: string): FilterValueSeed | undefined {
  return draft.chosen.get(key)?.[0];
}

/** Sets a value by its actualValue ("diesel"), when the category has the filter. */
export function chooseActual(draft: Draft, key: string, actual: string): FilterValueSeed | undefined {
  return choose(draft, key, (value) => value.actualValue === actual);
}

export function setNumber(draft: Draft, key: string, value: number): void {
  if (!hasFilter(draft, key)) return;
  const filter = draft.filters.get(key);
  const min = filter?.min ?? Number.NEGATIVE_INFINITY;
  const max = filter?.max ?? Number.POSITIVE_INFINITY;
  draft.numbers[key] = Math.min(max, Math.max(min, value));
}

/**
 * "Stūra dīvāns" → "stūra dīvāns", for a subject after "Pērku:" or inside a sentence. A first word with a
 * capital past its first letter is written so on purpose and stays: acronyms ("SUP dēlis", "SSD disks") and
 * terms such as "Wi-Fi rūteris" or "PlayStation".
 */
export const lowerFirst = (text: string): string => {
  const firstWord = text.split(" ", 1)[0] ?? "";
  if (firstWord.slice(1) !== firstWord.slice(1).toLocaleLowerCase()) return text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
};

export const pair = (lv: string, ru: string): Pair => ({ lv, ru });

/** "185 000": thousands separated by a space as both languages write them. */
export const grouped = (value: number): string =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
