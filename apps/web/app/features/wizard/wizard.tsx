import { WizardStep, type WizardStepId } from "@tirgus/domain/lot-form";
import type { LotFormState } from "@tirgus/domain/lot-form-api";
import { LotStatus } from "@tirgus/domain/lots";
import { ShownText } from "@tirgus/domain/shown-texts";
import { useCallback, useMemo, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { toastStore } from "../../lib/toast-store";
import type { MapTiles } from "../map/map-data";
import { useCategoryInfo } from "./category/use-category";
import { problemsOf } from "./form/problems";
import { hasProblems } from "./form/step-checks";
import { canOpenStep, nextStep, stepTitle, visibleSteps } from "./form/steps";
import { useDraft } from "./form/use-draft";
import { WizardContext, type WizardContextValue } from "./form/wizard-context";
import { useLotMedia } from "./media/use-lot-media";
import { isAdvancedFilter } from "./specification/filter-values";
import { StepBody } from "./step-body";
import { WizardHeader } from "./wizard-header";

/** Statuses whose edit keeps the create header (spec 2 section 2): the lot is not out yet, or no longer. */
const createStyleStatuses: ReadonlySet<number> = new Set([LotStatus.draft, LotStatus.closed]);

/**
 * The create / edit wizard (spec 2 sections 2-5): the draft saved as the user goes, the category's details,
 * the media, the steps one at a time or all at once, and the checks that keep a step from going on.
 */
export function Wizard({
  initial,
  initialCategory,
  mapTiles,
  onCreated,
}: {
  initial: LotFormState | null;
  initialCategory: number | null;
  mapTiles: MapTiles;
  onCreated: (id: number) => void;
}) {
  const { t } = useI18n();
  const { form, setForm, draft, issues, refused, flush } = useDraft(initial, initialCategory, onCreated);
  const category = useCategoryInfo(form.category);
  const setFiles = useCallback((files: number[]) => setForm((current) => ({ ...current, files })), [setForm]);
  const media = useLotMedia(draft.id, setFiles, form.files);
  const [step, setStep] = useState<WizardStepId>(initial ? WizardStep.media : WizardStep.category);
  const [full, setFull] = useState(false);
  // Steps the user tried to leave: their problems show from then on (not while they are first filled in).
  const [checked, setChecked] = useState<ReadonlySet<WizardStepId>>(new Set());

  const priceTypeIds = useMemo(
    () =>
      category?.detail.actions
        .find((action) => action.id === form.action)
        ?.priceTypes.map((type) => type.id) ?? [],
    [category, form.action],
  );
  const context = {
    path: category?.path ?? [],
    hasAdvancedFilters: category?.filters.some(isAdvancedFilter) ?? false,
    hasPriceTypes: priceTypeIds.length > 0,
    // Companies come with their own issue; until then nobody has one.
    hasCompany: false,
  };
  const steps = visibleSteps(context);
  const filters = category?.filters ?? [];

  const goTo = useCallback(
    (target: WizardStepId) => {
      if (media.uploading) {
        toastStore.show({ kind: "info", message: ShownText.waitForUploads });
        return;
      }
      void flush();
      setFull(false);
      setStep(target);
      window.scrollTo({ top: 0 });
    },
    [media.uploading, flush],
  );

  const next = async (from: WizardStepId) => {
    setChecked((current) => new Set([...current, from]));
    if (hasProblems(problemsOf(from, form, filters, priceTypeIds))) return;
    // The steps after the category need the draft: when it could not be made, the error is shown and we stay.
    if ((await flush()) === null) return;
    goTo(nextStep(steps, from));
  };

  const value: WizardContextValue = {
    form,
    setForm,
    draft,
    issues,
    category,
    mapTiles,
    flush,
    goTo,
    problemAt: (field) => {
      const refusedMessage = refused[field]?.message;
      if (refusedMessage) return refusedMessage;
      for (const shown of checked) {
        const message = problemsOf(shown, form, filters, priceTypeIds)[field];
        if (message) return message;
      }
      return checked.has(WizardStep.preview) ? (issues[field]?.message ?? null) : null;
    },
  };

  const open = (id: WizardStepId) =>
    canOpenStep(id, {
      uploading: media.uploading,
      draftExists: draft.id !== null,
      readyForPublish: draft.readyForPublish,
    });
  const shownSteps = full ? steps.filter((id) => id !== WizardStep.preview) : [step];
  return (
    <WizardContext value={value}>
      <div className="mx-auto flex max-w-5xl flex-col gap-5 px-3 py-5 sm:px-4 md:py-8">
        <WizardHeader
          editing={initial !== null && !createStyleStatuses.has(initial.status)}
          steps={steps.map((id) => ({ id, title: t(stepTitle(id, context)), open: open(id) }))}
          current={step}
          full={full}
          uploading={media.uploading}
          onStep={goTo}
          onToggleFull={() => setFull(!full)}
        />
        {shownSteps.map((id) => (
          <StepBody
            key={id}
            step={id}
            title={t(stepTitle(id, context))}
            media={media}
            last={full ? id === shownSteps.at(-1) : false}
            full={full}
            canPreview={open(WizardStep.preview)}
            nextStep={nextStep(steps, id)}
            titleOf={(target) => t(stepTitle(target, context))}
            hasPriceStep={steps.includes(WizardStep.price)}
            onNext={() => void next(id)}
            onPreview={() => goTo(WizardStep.preview)}
          />
        ))}
      </div>
    </WizardContext>
  );
}
