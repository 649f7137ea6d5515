import { FilterDisplayType, type FilterDisplayTypeId, isRequiredExempt } from "./catalogue.ts";
import type { CategoryFilter } from "./catalogue-api.ts";
import { ValidationMessage } from "./errors.ts";
import type { FilterFormValue } from "./lot-form-api.ts";
import { cleanEngineVolume, futureMotDate, isIsoDate } from "./patterns.ts";

/*
 * A lot's filter values between the wizard's form (by filter id, spec 2 section 3 adFilterValues) and the lots
 * table (decision 0011: chosen value ids in one array, numbers and dates in `numbers`, free texts in
 * `filter_texts`, both by filter key), with the rules of spec 2 section 5.
 */

/** What the rules need to know of one filter of the category. */
export type FormFilter = {
  id: number;
  key: string;
  displayType: FilterDisplayTypeId;
  isRequired: boolean;
  min: number | null;
  max: number | null;
  valueIds: ReadonlySet<number>;
  /** The filter whose chosen value this one's values belong to (a model's make), or null. */
  dependsOn: number | null;
  /** For a dependent filter: each value's parent value (the make of each model). */
  parentValues: ReadonlyMap<number, number | null>;
};

type DefinedValue = CategoryFilter["filterDefinedValues"][number];

/**
 * The values a filter of the form offers. A dependent filter with no values of its own (model) takes its parent
 * filter's child values (each make's models), which the parent then does not offer itself: the listing's filter
 * panel reads the catalogue the same way.
 */
export function formValuesOf(link: CategoryFilter, links: readonly CategoryFilter[]): DefinedValue[] {
  if (link.filterDefinedValues.length === 0) {
    const parent = links.find((candidate) => candidate.filter.id === link.filter.dependsOn);
    return parent?.filterDefinedValues.filter((value) => value.parentValueId !== null) ?? [];
  }
  const lendsChildren = links.some(
    (other) => other.filter.dependsOn === link.filter.id && other.filterDefinedValues.length === 0,
  );
  return lendsChildren
    ? link.filterDefinedValues.filter((value) => value.parentValueId === null)
    : link.filterDefinedValues;
}

/** The form's view of a category's filters, with the values each offers. */
export function formFiltersOf(links: readonly CategoryFilter[]): FormFilter[] {
  return links.map((link) => {
    const values = formValuesOf(link, links);
    return {
      id: link.filter.id,
      key: link.filter.key,
      displayType: link.filter.displayType as FilterDisplayTypeId,
      isRequired: link.isRequired,
      min: link.filter.min,
      max: link.filter.max,
      valueIds: new Set(values.map((value) => value.id)),
      dependsOn: link.filter.dependsOn,
      parentValues: new Map(values.map((value) => [value.id, value.parentValueId])),
    };
  });
}

export type StoredFilterValues = {
  valueIds: number[];
  numbers: Record<string, number>;
  texts: Record<string, string>;
};

export type FilterIssue = { field: string; message: string };

const t = FilterDisplayType;
const singleChoiceTypes: ReadonlySet<number> = new Set([
  t.select,
  t.color,
  t.car_body,
  t.radioCheckBox,
  t.text_pre,
]);
const numberTypes: ReadonlySet<number> = new Set([
  t.number_int,
  t.number,
  t.number_gradual,
  t.float,
  t.measure,
]);
const dateTypes: ReadonlySet<number> = new Set([t.date, t.mot]);
const textTypes: ReadonlySet<number> = new Set([t.text, t.geo]);

const fieldOf = (filter: FormFilter) => `adFilterValues.${filter.id}`;

/** Dates are kept as yyyymmdd numbers: sortable and rangeable like any other number (decision 0011). */
export const dateToNumber = (isoDate: string): number => Number(isoDate.replaceAll("-", ""));
export function numberToDate(value: number): string {
  const text = String(value).padStart(8, "0");
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/**
 * The stored form of the values given for the category's filters. `wrong` lists values no rule accepts (the
 * server refuses the request); `missing` the required filters left empty (the draft is not ready yet). Values
 * of filters the category does not have are dropped: they stay behind when the seller changes the category.
 * Zero values are dropped, a past inspection date is emptied, and engine volumes are cleaned (spec 2 section 5).
 */
export function storeFilterValues(
  filters: readonly FormFilter[],
  values: Readonly<Record<string, FilterFormValue>>,
  now: Date,
): { stored: StoredFilterValues; wrong: FilterIssue[]; missing: FilterIssue[] } {
  const stored: StoredFilterValues = { valueIds: [], numbers: {}, texts: {} };
  const wrong: FilterIssue[] = [];
  const missing: FilterIssue[] = [];
  for (const filter of filters) {
    const given = values[String(filter.id)];
    const outcome =
      given === undefined
        ? "empty"
        : fitsParent(filter, given, values)
          ? storeOne(filter, given, stored, now)
          : "wrong";
    if (outcome === "wrong") wrong.push({ field: fieldOf(filter), message: ValidationMessage.wrongValue });
    if (outcome === "empty" && filter.isRequired && !isRequiredExempt(filter.displayType))
      missing.push({ field: fieldOf(filter), message: ValidationMessage.thisFieldRequired });
  }
  return { stored, wrong, missing };
}

type Outcome = "stored" | "empty" | "wrong";

/** A dependent filter's value must belong to the value chosen for its parent (a model of the chosen make). */
function fitsParent(
  filter: FormFilter,
  given: FilterFormValue,
  values: Readonly<Record<string, FilterFormValue>>,
) {
  if (filter.dependsOn === null || filter.parentValues.size === 0) return true;
  const chosenParent = Number(values[String(filter.dependsOn)]);
  return [given]
    .flat()
    .every((id) => Number(id) === 0 || filter.parentValues.get(Number(id)) === chosenParent);
}

function storeOne(
  filter: FormFilter,
  value: FilterFormValue,
  stored: StoredFilterValues,
  now: Date,
): Outcome {
  if (singleChoiceTypes.has(filter.displayType)) return storeChoices(filter, [value].flat(), stored, 1);
  if (filter.displayType === t.multi) return storeChoices(filter, [value].flat(), stored, Infinity);
  if (numberTypes.has(filter.displayType)) return storeNumber(filter, value, stored);
  if (dateTypes.has(filter.displayType)) return storeDate(filter, value, stored, now);
  if (textTypes.has(filter.displayType)) {
    if (typeof value !== "string") return "wrong";
    if (value.trim() === "") return "empty";
    stored.texts[filter.key] = value.trim();
    return "stored";
  }
  return "wrong";
}

function storeChoices(
  filter: FormFilter,
  given: (string | number)[],
  stored: StoredFilterValues,
  most: number,
): Outcome {
  const ids = given.map(Number).filter((id) => id !== 0);
  if (ids.length === 0) return "empty";
  if (ids.length > most || ids.some((id) => !filter.valueIds.has(id))) return "wrong";
  stored.valueIds.push(...new Set(ids));
  return "stored";
}

function storeNumber(filter: FormFilter, given: FilterFormValue, stored: StoredFilterValues): Outcome {
  if (Array.isArray(given)) return "wrong";
  const text = String(given).trim().replace(",", ".");
  const clean = filter.key === "engine-volume" ? cleanEngineVolume(text) : text;
  if (clean === "") return "empty";
  const number = Number(clean);
  if (!Number.isFinite(number)) return "wrong";
  if (number === 0) return "empty";
  if (filter.displayType === t.number_int && !Number.isInteger(number)) return "wrong";
  if ((filter.min !== null && number < filter.min) || (filter.max !== null && number > filter.max))
    return "wrong";
  stored.numbers[filter.key] = number;
  return "stored";
}

function storeDate(
  filter: FormFilter,
  given: FilterFormValue,
  stored: StoredFilterValues,
  now: Date,
): Outcome {
  if (typeof given !== "string") return "wrong";
  if (given === "") return "empty";
  if (!isIsoDate(given)) return "wrong";
  const kept = filter.displayType === t.mot ? futureMotDate(given, now) : given;
  if (kept === "") return "empty";
  stored.numbers[filter.key] = dateToNumber(kept);
  return "stored";
}

/** The form's values of a stored lot, for editing. */
export function formFilterValues(
  filters: readonly FormFilter[],
  stored: StoredFilterValues,
): Record<string, FilterFormValue> {
  const chosen = new Set(stored.valueIds);
  const values: Record<string, FilterFormValue> = {};
  for (const filter of filters) {
    const field = String(filter.id);
    if (singleChoiceTypes.has(filter.displayType) || filter.displayType === t.multi) {
      const ids = [...filter.valueIds].filter((id) => chosen.has(id));
      if (ids.length > 0) values[field] = filter.displayType === t.multi ? ids : (ids[0] ?? 0);
    } else if (dateTypes.has(filter.displayType)) {
      const number = stored.numbers[filter.key];
      if (number !== undefined) values[field] = numberToDate(number);
    } else if (numberTypes.has(filter.displayType)) {
      const number = stored.numbers[filter.key];
      if (number !== undefined) values[field] = number;
    } else {
      const text = stored.texts[filter.key];
      if (text) values[field] = text;
    }
  }
  return values;
}
