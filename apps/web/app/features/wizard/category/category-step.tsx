import type { ActionTypeName } from "@tirgus/domain/catalogue";
import { useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { InfoIcon } from "../../../ui/icons";
import { actionName } from "../../lot-card/action-names";
import { secondaryButtonClass } from "../form/fields";
import { vehicleKindOf } from "../form/steps";
import { type CategoryInfo, useWizard } from "../form/wizard-context";
import { ActionChoice } from "./action-choice";
import { CategoryCascade } from "./category-cascade";
import { SuggestCategory } from "./suggest-category";
import { VehicleLookup } from "./vehicle-lookup";

/** The chosen category from the top level down, and the action. */
export function CategoryBreadcrumb({ category, action }: { category: CategoryInfo; action: number | null }) {
  const { t, lang } = useI18n();
  const chosen = category.detail.actions.find((item) => item.id === action);
  return (
    <nav aria-label={t("Chosen category")} className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      {[...category.detail.parents, category.detail].map((node, index) => (
        <span
          key={node.id}
          className={index > 0 ? "before:mr-1.5 before:text-muted before:content-['›']" : ""}
        >
          {node.name[lang]}
        </span>
      ))}
      {chosen && (
        <span className="ml-1 rounded-full bg-subtle px-2.5 py-0.5 text-sm">
          {actionName(t, chosen.key as ActionTypeName)}
        </span>
      )}
    </nav>
  );
}

/** A notice the category carries (the pet sale rules, spec 2 section 2). */
function CategoryNotice({ category }: { category: CategoryInfo }) {
  const { lang } = useI18n();
  const notice = category.detail.notice;
  if (!notice) return null;
  return (
    <p
      className="flex gap-2 rounded-xl border border-line bg-subtle p-3 text-sm"
      data-testid="category-notice"
    >
      <InfoIcon size={18} className="mt-0.5 shrink-0 text-accent" />
      {notice[lang]}
    </p>
  );
}

/**
 * Step 0: the category cascade with its hints, the plate lookup for cars and motorcycles, the category's
 * notice and the action. Once both are chosen, the breadcrumb with Edit stands for it.
 */
export function CategoryStep() {
  const { t } = useI18n();
  const { form, category } = useWizard();
  const complete = category !== null && form.action !== null;
  const [editing, setEditing] = useState(!complete);

  if (complete && !editing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CategoryBreadcrumb category={category} action={form.action} />
        <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
          {t("Edit")}
        </button>
      </div>
    );
  }
  const vehicleKind = vehicleKindOf(category?.path ?? []);
  return (
    <div className="flex flex-col gap-5">
      <CategoryCascade />
      {vehicleKind && <VehicleLookup kind={vehicleKind} />}
      {category && <CategoryNotice category={category} />}
      {category && <ActionChoice />}
      <SuggestCategory parentId={category?.detail.parentId ?? null} />
    </div>
  );
}
