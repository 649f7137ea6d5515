import type { CategoryFilter } from "@tirgus/domain/catalogue-api";

/** For the wizard's tests: a category's filter link, with what a test cares about given. */
export function filterLink(
  filter: Partial<CategoryFilter["filter"]> & Pick<CategoryFilter["filter"], "id" | "displayType">,
  link: Partial<Omit<CategoryFilter, "filter">> = {},
): CategoryFilter {
  return {
    filter: {
      key: "k",
      name: { lv: "", ru: "", en: "" },
      unit: null,
      min: null,
      max: null,
      steps: null,
      dependsOn: null,
      ...filter,
    },
    isRequired: false,
    visibilityType: 1,
    filterSection: null,
    displaySize: 0,
    cssClass: null,
    filterDefinedValues: [],
    ...link,
  };
}

/** A defined value of a filter, named the same in every language. */
export const definedValue = (id: number, name: string, parentValueId: number | null = null) => ({
  id,
  displayValue: { lv: name, ru: name, en: name },
  actualValue: null,
  sequence: id,
  parentValueId,
});
