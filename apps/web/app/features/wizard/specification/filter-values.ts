import {
  FilterDisplayType,
  type FilterDisplayTypeId,
  FilterVisibility,
  isRequiredExempt,
} from "@tirgus/domain/catalogue";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { ValidationMessage } from "@tirgus/domain/errors";
import type { FilterFormValue } from "@tirgus/domain/lot-form-api";
import { cleanEngineVolume, futureMotDate, isIsoDate } from "@tirgus/domain/patterns";

/*
 * A filter's value in the wizard (spec 2 section 5, spec 1 section 5): what each display type holds, what
 * is dropped, cleaned or refused.
 */

export type FilterValues = Readonly<Record<string, FilterFormValue>>;

/**
 * Display types whose value is one of the filter's defined values (its id), as the server stores them
 * (`singleChoiceTypes` of domain/lot-form-values): a colour is one swatch, a `text_pre` one of its listed
 * texts (a select, as in the listing's filter panel). Only `multi` holds several ids.
 */
const choiceTypes = new Set<number>([
  FilterDisplayType.select,
  FilterDisplayType.radioCheckBox,
  FilterDisplayType.car_body,
  FilterDisplayType.color,
  FilterDisplayType.text_pre,
]);
const multiTypes = new Set<number>([FilterDisplayType.multi]);
const wholeNumberTypes = new Set<number>([FilterDisplayType.number_int, FilterDisplayType.number_gradual]);
const decimalTypes = new Set<number>([
  FilterDisplayType.number,
  FilterDisplayType.float,
  FilterDisplayType.measure,
]);
const dateTypes = new Set<number>([FilterDisplayType.date, FilterDisplayType.mot]);

export type FieldKind = "choice" | "multi" | "whole" | "decimal" | "date" | "text";

export function fieldKind(displayType: number): FieldKind {
  if (choiceTypes.has(displayType)) return "choice";
  if (multiTypes.has(displayType)) return "multi";
  if (wholeNumberTypes.has(displayType)) return "whole";
  if (decimalTypes.has(displayType)) return "decimal";
  if (dateTypes.has(displayType)) return "date";
  return "text";
}

/** The engine volume filter keeps digits and one dot with up to 3 decimals while typed (spec 1 section 5). */
export const engineVolumeKeys: ReadonlySet<string> = new Set(["engine-volume"]);
/** Model fields ignore Enter (spec 2 section 5): a datalist choice made with Enter must not leave the field. */
export const modelKeys: ReadonlySet<string> = new Set(["model", "moto-model", "phone-model"]);

/** What a number field's text becomes as the user types it. */
export function cleanNumberText(filter: CategoryFilter["filter"], text: string): string {
  if (engineVolumeKeys.has(filter.key)) return cleanEngineVolume(text);
  const kind = fieldKind(filter.displayType);
  if (kind === "whole") return text.replace(/\D/g, "");
  return text.replace(",", ".").replace(/[^\d.]/g, "");
}

/**
 * The value a field's input stands for, or undefined when it holds none: empty texts, zero numbers (spec:
 * zero-valued filters are dropped), a mot date that is not in the future (it is emptied), an empty choice.
 */
export function valueOfInput(
  filter: CategoryFilter["filter"],
  input: string | readonly number[],
  now: Date,
): FilterFormValue | undefined {
  if (Array.isArray(input)) return input.length > 0 ? [...input] : undefined;
  const text = (input as string).trim();
  if (text === "") return undefined;
  switch (fieldKind(filter.displayType)) {
    case "choice":
      return Number(text) || undefined;
    case "whole":
    case "decimal": {
      const value = Number(text);
      return Number.isFinite(value) && value !== 0 ? value : undefined;
    }
    case "date": {
      const date = filter.displayType === FilterDisplayType.mot ? futureMotDate(text, now) : text;
      return date === "" ? undefined : date;
    }
    default:
      return text;
  }
}

/** The values with one filter set or (undefined) removed. */
export function withFilterValue(values: FilterValues, filterId: number, value: FilterFormValue | undefined) {
  const next: Record<string, FilterFormValue> = { ...values };
  if (value === undefined) delete next[filterId];
  else next[filterId] = value;
  return next;
}

function matchesKind(kind: FieldKind, value: FilterFormValue): boolean {
  switch (kind) {
    case "choice":
      return typeof value === "number" && Number.isInteger(value);
    case "multi":
      return Array.isArray(value);
    case "whole":
      return typeof value === "number" && Number.isInteger(value) && value > 0;
    case "decimal":
      return typeof value === "number" && value > 0;
    case "date":
      return typeof value === "string" && isIsoDate(value);
    default:
      return typeof value === "string";
  }
}

/** "This field is required" for a missing required value (mot is exempt), "Wrong value" for a malformed one. */
export function filterError(filter: CategoryFilter, value: FilterFormValue | undefined): string | null {
  if (value === undefined) {
    const exempt = isRequiredExempt(filter.filter.displayType as FilterDisplayTypeId);
    return filter.isRequired && !exempt ? ValidationMessage.thisFieldRequired : null;
  }
  const { min, max, displayType } = filter.filter;
  const outOfRange =
    typeof value === "number" && ((min !== null && value < min) || (max !== null && value > max));
  return matchesKind(fieldKind(displayType), value) && !outOfRange ? null : ValidationMessage.wrongValue;
}

/** The Specification step shows the top filters, the Advanced step the "show more" ones; hidden ones neither. */
export const isTopFilter = (filter: CategoryFilter): boolean =>
  filter.visibilityType === FilterVisibility.top;
export const isAdvancedFilter = (filter: CategoryFilter): boolean =>
  filter.visibilityType === FilterVisibility.showMore;

/**
 * A filter offers its top values; a dependent filter (model) those under the chosen parent value (make), which
 * are its own or, when it has none, the parent filter's children (as the listing's filter panel reads them).
 */
export function offeredValues(
  filter: CategoryFilter,
  filters: readonly CategoryFilter[],
  values: FilterValues,
) {
  const parentId = filter.filter.dependsOn;
  if (parentId === null) return filter.filterDefinedValues.filter((value) => value.parentValueId === null);
  const parent = filters.find((candidate) => candidate.filter.id === parentId);
  const chosen = parent ? values[parent.filter.id] : undefined;
  if (typeof chosen !== "number") return [];
  const own =
    filter.filterDefinedValues.length > 0 ? filter.filterDefinedValues : (parent?.filterDefinedValues ?? []);
  return own.filter((value) => value.parentValueId === chosen);
}
