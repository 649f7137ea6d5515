import type { CategoryDetail, CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { WizardStepId } from "@tirgus/domain/lot-form";
import type { LotForm } from "@tirgus/domain/lot-form-api";
import { createContext, useContext } from "react";
import type { MapTiles } from "../../map/map-data";
import type { DraftStatus, FieldMessages } from "./use-draft";

/** The chosen category as the form needs it: its place, actions and notice, and its filters. */
export type CategoryInfo = {
  detail: CategoryDetail;
  filters: readonly CategoryFilter[];
  path: readonly number[];
};

export type WizardContextValue = {
  form: LotForm;
  setForm: (change: (form: LotForm) => LotForm) => void;
  draft: DraftStatus;
  /** What the server still misses before the lot can be published. */
  issues: FieldMessages;
  category: CategoryInfo | null;
  /** The message to show at a field path ("adTexts.lv"), if any. */
  problemAt: (field: string) => string | null;
  goTo: (step: WizardStepId) => void;
  mapTiles: MapTiles;
  /** Saves what changed now (before leaving a step or publishing). */
  flush: () => Promise<number | null>;
};

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error("useWizard outside the wizard");
  return value;
}
