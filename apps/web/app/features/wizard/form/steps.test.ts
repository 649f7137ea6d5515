import { WizardStep } from "@tirgus/domain/lot-form";
import { describe, expect, it } from "vitest";
import {
  canOpenStep,
  isTransportOrRealEstate,
  nextStep,
  stepTitle,
  vehicleKindOf,
  visibleSteps,
} from "./steps";

const car = { path: [1000, 1001], hasAdvancedFilters: true, hasPriceTypes: true, hasCompany: false };
const phone = { path: [1500, 1501], hasAdvancedFilters: false, hasPriceTypes: false, hasCompany: false };

describe("the wizard's steps", () => {
  it("leave out Advanced without non-top filters and Price without price types or a company", () => {
    expect(visibleSteps(car)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(visibleSteps(phone)).toEqual([0, 1, 2, 5]);
    expect(visibleSteps({ ...phone, hasCompany: true })).toEqual([0, 1, 2, 4, 5]);
  });

  it("title specification and price by the category and the account", () => {
    expect(stepTitle(WizardStep.specification, car)).toBe("InitialSpecification");
    expect(stepTitle(WizardStep.price, car)).toBe("Price and Description");
    expect(stepTitle(WizardStep.specification, phone)).toBe("Specification");
    expect(stepTitle(WizardStep.price, { ...phone, hasPriceTypes: true })).toBe("Price");
    expect(stepTitle(WizardStep.preview, phone)).toBe("Submit");
  });

  it("know transport, real estate, cars and motorcycles by their ids", () => {
    expect(isTransportOrRealEstate([1100, 1101])).toBe(true);
    expect(vehicleKindOf([1000, 1001])).toBe("car");
    expect(vehicleKindOf([1000, 1004])).toBe("moto");
    expect(vehicleKindOf([1000, 1002])).toBeNull();
  });

  it("go forward among the visible steps", () => {
    expect(nextStep([0, 1, 2, 5], 2)).toBe(5);
    expect(nextStep([0, 1, 2, 5], 5)).toBe(5);
  });

  it("open no step while files upload, and the preview only when ready", () => {
    const ready = { uploading: false, draftExists: true, readyForPublish: true };
    expect(canOpenStep(WizardStep.preview, ready)).toBe(true);
    expect(canOpenStep(WizardStep.preview, { ...ready, readyForPublish: false })).toBe(false);
    expect(canOpenStep(WizardStep.category, { ...ready, uploading: true })).toBe(false);
    expect(canOpenStep(WizardStep.media, { ...ready, draftExists: false })).toBe(false);
  });
});
