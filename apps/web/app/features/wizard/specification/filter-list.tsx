import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { useWizard } from "../form/wizard-context";
import { FilterField } from "./filter-field";
import { withFilterValue } from "./filter-values";

/** The given filters of the category in a two-column grid (half-width ones side by side). */
export function FilterList({ filters }: { filters: readonly CategoryFilter[] }) {
  const { form, setForm, category, problemAt } = useWizard();
  if (filters.length === 0) return null;
  const all = category?.filters ?? filters;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {filters.map((link) => (
        <FilterField
          key={link.filter.id}
          link={link}
          all={all}
          values={form.adFilterValues}
          problem={problemAt(`adFilterValues.${link.filter.id}`)}
          onChange={(value) =>
            setForm((current) => {
              let values = withFilterValue(current.adFilterValues, link.filter.id, value);
              // A dependent filter's value (a model) belongs to the parent value it was chosen under.
              for (const child of all) {
                if (child.filter.dependsOn === link.filter.id)
                  values = withFilterValue(values, child.filter.id, undefined);
              }
              return { ...current, adFilterValues: values };
            })
          }
        />
      ))}
    </div>
  );
}
