import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { WizardStep, type WizardStepId } from "@tirgus/domain/lot-form";
import type { LotForm } from "@tirgus/domain/lot-form-api";
import { isAdvancedFilter, isTopFilter } from "../specification/filter-values";
import {
  categoryProblems,
  filterProblems,
  priceProblems,
  type StepProblems,
  specificationProblems,
} from "./step-checks";

/** What keeps each step from going on, for the form as it is now. */
export function problemsOf(
  step: WizardStepId,
  form: LotForm,
  filters: readonly CategoryFilter[],
  priceTypeIds: readonly number[],
): StepProblems {
  switch (step) {
    case WizardStep.category:
      return categoryProblems(form);
    case WizardStep.specification:
      return specificationProblems(form, filters.filter(isTopFilter));
    case WizardStep.advanced:
      return filterProblems(form, filters.filter(isAdvancedFilter));
    case WizardStep.price:
      return priceProblems(form, priceTypeIds);
    default:
      return {};
  }
}
