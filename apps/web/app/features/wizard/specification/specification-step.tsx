import { useWizard } from "../form/wizard-context";
import { LocationField } from "../location/location-field";
import { DescriptionFields } from "./description-fields";
import { EndDateField } from "./end-date-field";
import { FilterList } from "./filter-list";
import { isAdvancedFilter, isTopFilter } from "./filter-values";
import { WebsiteField } from "./website-field";

/** Step 2: the category's top filters, the location, the descriptions, the website and the period. */
export function SpecificationStep() {
  const { category } = useWizard();
  return (
    <div className="flex flex-col gap-6">
      <FilterList filters={(category?.filters ?? []).filter(isTopFilter)} />
      <LocationField />
      <DescriptionFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <WebsiteField />
        <EndDateField />
      </div>
    </div>
  );
}

/** Step 3: the category's other ("show more") filters. */
export function AdvancedStep() {
  const { category } = useWizard();
  return <FilterList filters={(category?.filters ?? []).filter(isAdvancedFilter)} />;
}
