import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { ValidationMessage } from "@tirgus/domain/errors";
import { adTextLanguages } from "@tirgus/domain/lot-form";
import type { LotForm } from "@tirgus/domain/lot-form-api";
import { isWebAddress } from "@tirgus/domain/patterns";
import { validatePrices } from "@tirgus/domain/prices";
import { filterError } from "../specification/filter-values";

/*
 * What keeps a step from going on (spec 2 section 5), as messages by the field paths the server uses for its
 * issues ("adFilterValues.7", "adTexts.lv", "prices.3", ...), so both show in the same place.
 */
export type StepProblems = Readonly<Record<string, string>>;

export const websiteMessage = "The address must start with http:// or https://";

export function categoryProblems(form: LotForm): StepProblems {
  if (form.category === null) return { category: ValidationMessage.thisFieldRequired };
  return form.action === null ? { action: ValidationMessage.mustChooseAction } : {};
}

export function filterProblems(form: LotForm, filters: readonly CategoryFilter[]): StepProblems {
  const problems: Record<string, string> = {};
  for (const filter of filters) {
    const message = filterError(filter, form.adFilterValues[filter.filter.id]);
    if (message) problems[`adFilterValues.${filter.filter.id}`] = message;
  }
  return problems;
}

/** At least one language's description is not blank (spec 2 section 5, as the server checks it). */
export const hasDescription = (form: LotForm): boolean =>
  adTextLanguages.some((language) => (form.adTexts[language]?.text ?? "").trim() !== "");

/** Location (a region or a point), a description in some language, and a web address that starts with http(s). */
export function specificationProblems(form: LotForm, filters: readonly CategoryFilter[]): StepProblems {
  const problems: Record<string, string> = { ...filterProblems(form, filters) };
  const location = form.adLocation;
  if (!location || (location.region === null && (location.coordinateX ?? null) === null)) {
    problems.adLocation = ValidationMessage.thisFieldRequired;
  }
  if (!hasDescription(form)) {
    // As the server: at least one language; the problem sits at Latvian, the language marked required.
    problems["adTexts.lv"] = ValidationMessage.thisFieldRequired;
  }
  if (form.website && !isWebAddress(form.website)) problems.website = websiteMessage;
  return problems;
}

/** The price types' texts in their order, checked together (one may stay empty when there are several). */
export function priceProblems(form: LotForm, priceTypeIds: readonly number[]): StepProblems {
  if (priceTypeIds.length === 0) return {};
  const result = validatePrices(priceTypeIds.map((id) => form.prices[id]?.value ?? ""));
  const problems: Record<string, string> = {};
  if (result.form) problems.prices = result.form;
  result.fields.forEach((message, index) => {
    if (message) problems[`prices.${priceTypeIds[index]}`] = message;
  });
  return problems;
}

export const hasProblems = (problems: StepProblems): boolean => Object.keys(problems).length > 0;
