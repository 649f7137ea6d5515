import type { ActionTypeName } from "@tirgus/domain/catalogue";
import { useEffect } from "react";
import { useI18n } from "../../../lib/i18n";
import { actionName } from "../../lot-card/action-names";
import { ProblemText } from "../form/fields";
import { useWizard } from "../form/wizard-context";

/** The category's actions (sell, buy, rent...): the only one is chosen by itself (spec 2 section 4). */
export function ActionChoice() {
  const { t } = useI18n();
  const { form, setForm, category, problemAt } = useWizard();
  const actions = category?.detail.actions ?? [];
  const only = actions.length === 1 ? actions[0]?.id : undefined;
  useEffect(() => {
    if (only !== undefined && form.action === null) setForm((current) => ({ ...current, action: only }));
  }, [only, form.action, setForm]);
  if (actions.length === 0) return null;
  const problem = problemAt("action");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">{t("What do you want to do?")}</legend>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <label
            key={action.id}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-4 py-2.5 has-checked:border-accent has-checked:bg-accent/10"
          >
            <input
              type="radio"
              name="action"
              className="accent-accent"
              checked={form.action === action.id}
              onChange={() => setForm((current) => ({ ...current, action: action.id, prices: {} }))}
            />
            {actionName(t, action.key as ActionTypeName)}
          </label>
        ))}
      </div>
      {problem && <ProblemText problem={problem} />}
    </fieldset>
  );
}
