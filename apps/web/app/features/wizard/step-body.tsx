import { WizardStep, type WizardStepId, WizardText } from "@tirgus/domain/lot-form";
import { useI18n } from "../../lib/i18n";
import { CategoryStep } from "./category/category-step";
import { primaryButtonClass, StepSection } from "./form/fields";
import { useWizard } from "./form/wizard-context";
import { MediaStep } from "./media/media-step";
import { fileOrder } from "./media/upload-queue";
import type { LotMedia } from "./media/use-lot-media";
import { MissingFields } from "./preview/missing-fields";
import { PreviewStep } from "./preview/preview-step";
import { PublishButton } from "./preview/publish-button";
import { PriceStep } from "./price/price-step";
import { AdvancedStep, SpecificationStep } from "./specification/specification-step";

function StepContent({
  step,
  media,
  hasPriceStep,
}: {
  step: WizardStepId;
  media: LotMedia;
  hasPriceStep: boolean;
}) {
  const { draft } = useWizard();
  switch (step) {
    case WizardStep.category:
      return <CategoryStep />;
    case WizardStep.media:
      return <MediaStep media={media} lotId={draft.id} />;
    case WizardStep.specification:
      return <SpecificationStep />;
    case WizardStep.advanced:
      return <AdvancedStep />;
    case WizardStep.price:
      return <PriceStep />;
    default: {
      const order = fileOrder(media.items);
      const files = order.flatMap((id) => media.items.find((item) => item.file?.id === id)?.file ?? []);
      return <PreviewStep files={files} hasPriceStep={hasPriceStep} />;
    }
  }
}

/**
 * A step's card with its way on: Next one step at a time; in the detailed view the last card's Preview
 * (disabled until the draft is ready to publish); the preview's Publish.
 */
export function StepBody(props: {
  step: WizardStepId;
  title: string;
  media: LotMedia;
  full: boolean;
  last: boolean;
  canPreview: boolean;
  /** The step Next leads to: the preview's button says Preview and waits for the draft to be ready. */
  nextStep: WizardStepId;
  titleOf: (step: WizardStepId) => string;
  hasPriceStep: boolean;
  onNext: () => void;
  onPreview: () => void;
}) {
  const { t } = useI18n();
  const { issues } = useWizard();
  const { step, full } = props;
  const preview = step === WizardStep.preview;
  const toPreview = (full && props.last) || (!full && props.nextStep === WizardStep.preview && !preview);
  return (
    <StepSection title={props.title} id={`wizard-step-${step}`}>
      <StepContent step={step} media={props.media} hasPriceStep={props.hasPriceStep} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-line border-t pt-4 empty:hidden">
        {toPreview && <MissingFields issues={issues} titleOf={props.titleOf} />}
        {preview && <PublishButton />}
        {!preview && !toPreview && !full && (
          <button type="button" className={primaryButtonClass} onClick={props.onNext}>
            {t("Continue")}
          </button>
        )}
        {toPreview && (
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!props.canPreview}
            onClick={full ? props.onPreview : props.onNext}
          >
            {t(WizardText.preview)}
          </button>
        )}
      </div>
    </StepSection>
  );
}
