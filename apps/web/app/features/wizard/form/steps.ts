import {
  priceStepTitle,
  specificationStepTitle,
  WizardStep,
  type WizardStepId,
  WizardText,
} from "@tirgus/domain/lot-form";

/*
 * Which steps a lot's wizard has and what they are called (spec 2 section 2). Category ids are the
 * catalogue's stable ids (apps/server/src/modules/catalogue/data): vehicles 1000 and real estate 1100 title
 * their steps differently, cars 1001 and motorcycles 1004 offer the number-plate lookup.
 */
const transportId = 1000;
const realEstateId = 1100;
export const vehicleLookupCategories = { car: 1001, moto: 1004 } as const;
export type VehicleKind = keyof typeof vehicleLookupCategories;

/** Ids from the top level down to the category itself. */
export type CategoryPath = readonly number[];

export const isTransportOrRealEstate = (path: CategoryPath): boolean =>
  path[0] === transportId || path[0] === realEstateId;

/** The plate lookup's kind for a category at or under cars or motorcycles, else null. */
export function vehicleKindOf(path: CategoryPath): VehicleKind | null {
  if (path.includes(vehicleLookupCategories.car)) return "car";
  if (path.includes(vehicleLookupCategories.moto)) return "moto";
  return null;
}

export type StepContext = {
  path: CategoryPath;
  /** The category has filters beyond the top ones: the Advanced step shows them. */
  hasAdvancedFilters: boolean;
  hasPriceTypes: boolean;
  hasCompany: boolean;
};

/** The steps in order: Advanced only with non-top filters, Price only with price types or a company. */
export function visibleSteps(context: StepContext): WizardStepId[] {
  return [
    WizardStep.category,
    WizardStep.media,
    WizardStep.specification,
    ...(context.hasAdvancedFilters ? [WizardStep.advanced] : []),
    ...(context.hasPriceTypes || context.hasCompany ? [WizardStep.price] : []),
    WizardStep.preview,
  ];
}

/** Step titles are translation keys. The preview's button says Preview, its title (the last step) Submit. */
export function stepTitle(step: WizardStepId, context: StepContext): string {
  const transportOrRealEstate = isTransportOrRealEstate(context.path);
  switch (step) {
    case WizardStep.category:
      return "Category";
    case WizardStep.media:
      return "Photos and video";
    case WizardStep.specification:
      return specificationStepTitle(transportOrRealEstate);
    case WizardStep.advanced:
      return "Advanced";
    case WizardStep.price:
      return priceStepTitle({
        transportOrRealEstate,
        hasCompany: context.hasCompany,
        hasPriceTypes: context.hasPriceTypes,
      });
    default:
      return WizardText.submit;
  }
}

/** The step after `step` among the visible ones (the last stays the last). */
export function nextStep(steps: readonly WizardStepId[], step: WizardStepId): WizardStepId {
  const index = steps.indexOf(step);
  return steps[Math.min(index + 1, steps.length - 1)] ?? step;
}

/**
 * Whether a header step can be opened: not while files upload; the preview only when the draft is ready to
 * publish; other steps once the draft exists (the category step always).
 */
export function canOpenStep(
  step: WizardStepId,
  state: { uploading: boolean; draftExists: boolean; readyForPublish: boolean },
): boolean {
  if (state.uploading) return false;
  if (step === WizardStep.category) return true;
  if (!state.draftExists) return false;
  return step !== WizardStep.preview || state.readyForPublish;
}
