import { type WizardStepId, WizardText } from "@tirgus/domain/lot-form";
import { ShownText } from "@tirgus/domain/shown-texts";
import { useI18n } from "../../lib/i18n";
import { toastStore } from "../../lib/toast-store";
import { secondaryButtonClass } from "./form/fields";

export type HeaderStep = { id: WizardStepId; title: string; open: boolean };

/**
 * The create header (spec 2 section 2): "Create classified" and the steps, Submit the last; on phones only the
 * title. Editing a closed or draft classified uses it as it is; editing one that is out (published, waiting,
 * blocked, expired) says "Edit classified". Steps cannot be opened while files upload (a toast says so), nor before they are reachable. The
 * toggle switches between one step at a time and the detailed view of all of them.
 */
export function WizardHeader({
  editing,
  steps,
  current,
  full,
  uploading,
  onStep,
  onToggleFull,
}: {
  editing: boolean;
  steps: readonly HeaderStep[];
  current: WizardStepId;
  full: boolean;
  uploading: boolean;
  onStep: (step: WizardStepId) => void;
  onToggleFull: () => void;
}) {
  const { t } = useI18n();
  return (
    <header className="flex flex-col gap-3 md:gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl tracking-tight">
          {t(editing ? WizardText.editClassified : WizardText.createClassified)}
        </h1>
        <button
          type="button"
          className={`${secondaryButtonClass} max-md:hidden`}
          onClick={onToggleFull}
          aria-pressed={full}
        >
          {full ? t(WizardText.byStepsView) : t(WizardText.detailedView)}
        </button>
      </div>
      {!full && (
        <ol className="flex gap-1 overflow-x-auto max-md:hidden" aria-label={t("Steps")}>
          {steps.map((step, index) => {
            const active = step.id === current;
            return (
              <li key={step.id} className="flex-1">
                <button
                  type="button"
                  aria-current={active ? "step" : undefined}
                  aria-disabled={!step.open}
                  onClick={() => {
                    if (uploading) toastStore.show({ kind: "info", message: ShownText.waitForUploads });
                    else if (step.open) onStep(step.id);
                  }}
                  className={`flex w-full items-center gap-2 whitespace-nowrap border-b-2 px-2 py-2 text-left text-sm transition-colors ${
                    active ? "border-accent font-semibold text-fg" : "border-line text-muted"
                  } ${step.open && !active ? "hover:text-accent" : ""} ${step.open ? "" : "cursor-not-allowed opacity-60"}`}
                >
                  <span
                    className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs ${active ? "bg-accent text-accent-fg" : "bg-subtle"}`}
                  >
                    {index + 1}
                  </span>
                  {step.title}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </header>
  );
}
