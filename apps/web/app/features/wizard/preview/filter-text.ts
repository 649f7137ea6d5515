import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { formatMeasure } from "@tirgus/domain/format";
import type { Language } from "@tirgus/domain/languages";
import type { FilterFormValue } from "@tirgus/domain/lot-form-api";
import { fieldKind } from "../specification/filter-values";

/** A filter's value as the preview shows it: value names, a number with its unit, a date as dd.mm.yyyy. */
export function filterValueText(link: CategoryFilter, value: FilterFormValue, lang: Language): string {
  const nameOf = (id: number) =>
    link.filterDefinedValues.find((item) => item.id === id)?.displayValue[lang] ?? "";
  if (Array.isArray(value)) return value.map(nameOf).filter(Boolean).join(", ");
  const kind = fieldKind(link.filter.displayType);
  if (kind === "choice" && typeof value === "number") return nameOf(value);
  if ((kind === "whole" || kind === "decimal") && typeof value === "number")
    return formatMeasure(link.filter.key, value, link.filter.unit?.[lang], lang);
  if (kind === "date" && typeof value === "string") return value.split("-").reverse().join(".");
  return String(value);
}
