import { WizardStep, type WizardStepId } from "@tirgus/domain/lot-form";

/** The step that holds a field of the server's issues. */
export function stepOfField(field: string, advancedIds: ReadonlySet<string>): WizardStepId {
  if (field === "category" || field === "action") return WizardStep.category;
  if (field.startsWith("prices") || field === "publishAs") return WizardStep.price;
  if (field === "files") return WizardStep.media;
  const filterId = field.startsWith("adFilterValues.") ? field.slice("adFilterValues.".length) : null;
  return filterId && advancedIds.has(filterId) ? WizardStep.advanced : WizardStep.specification;
}
