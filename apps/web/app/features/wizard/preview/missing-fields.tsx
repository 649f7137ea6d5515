import type { WizardStepId } from "@tirgus/domain/lot-form";
import { useI18n } from "../../../lib/i18n";
import { linkButtonClass } from "../form/fields";
import type { FieldMessages } from "../form/use-draft";
import { useWizard } from "../form/wizard-context";
import { isAdvancedFilter } from "../specification/filter-values";
import { stepOfField } from "./step-of-field";

/**
 * What the server still misses before the lot can be published (the draft's issues), each with a link to
 * its step: the Preview stays disabled until the list is empty.
 */
export function MissingFields({
  issues,
  titleOf,
}: {
  issues: FieldMessages;
  titleOf: (step: WizardStepId) => string;
}) {
  const { t } = useI18n();
  const { goTo, category } = useWizard();
  const advancedIds = new Set(
    (category?.filters ?? []).filter(isAdvancedFilter).map((link) => String(link.filter.id)),
  );
  const byStep = new Map<WizardStepId, number>();
  for (const field of Object.keys(issues)) {
    const step = stepOfField(field, advancedIds);
    byStep.set(step, (byStep.get(step) ?? 0) + 1);
  }
  if (byStep.size === 0) return null;
  return (
    <div className="mr-auto flex w-full flex-col gap-1 text-sm sm:w-auto" data-testid="missing-fields">
      <p className="text-muted">{t("To publish, complete these steps:")}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {[...byStep]
          .sort(([a], [b]) => a - b)
          .map(([step, count]) => (
            <li key={step}>
              <button type="button" className={`${linkButtonClass} text-left`} onClick={() => goTo(step)}>
                {titleOf(step)} ({count})
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
