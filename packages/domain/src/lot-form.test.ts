import { describe, expect, it } from "vitest";
import {
  adTextLanguages,
  aiDescriptionLabels,
  categoryHintLevels,
  categoryStepName,
  defaultDeliveryOptions,
  deliveryOptions,
  priceStepTitle,
  publishAsOwners,
  requiredAdTextLanguage,
  specificationStepTitle,
  WizardStep,
  WizardText,
} from "./lot-form.ts";

describe("the create wizard", () => {
  it("orders its steps category 0, media 1, specification 2, advanced 3, price 4, preview 5", () => {
    expect(WizardStep).toEqual({
      category: 0,
      media: 1,
      specification: 2,
      advanced: 3,
      price: 4,
      preview: 5,
    });
    expect(categoryStepName).toBe("chooseCategory");
  });

  it("uses the spec's titles verbatim", () => {
    expect(WizardText).toEqual({
      initialSpecification: "InitialSpecification",
      specification: "Specification",
      priceAndDescription: "Price and Description",
      chooseAccountAndPrice: "Choose account and price",
      chooseAccount: "Choose account",
      price: "Price",
      preview: "Preview",
      submit: "Submit",
      createClassified: "Create classified",
      editClassified: "Edit classified",
      detailedView: "Detailed view",
      byStepsView: "By steps",
    });
  });

  it("titles the specification step InitialSpecification for real estate and transport only", () => {
    expect(specificationStepTitle(true)).toBe("InitialSpecification");
    expect(specificationStepTitle(false)).toBe("Specification");
  });

  it("titles the price step by what it holds", () => {
    const title = (transportOrRealEstate: boolean, hasCompany: boolean, hasPriceTypes: boolean) =>
      priceStepTitle({ transportOrRealEstate, hasCompany, hasPriceTypes });
    expect(title(true, true, true)).toBe("Price and Description");
    expect(title(false, true, true)).toBe("Choose account and price");
    expect(title(false, true, false)).toBe("Choose account");
    expect(title(false, false, true)).toBe("Price");
  });

  it("asks for category hints on levels 0 and 1", () => {
    expect(categoryHintLevels).toEqual([0, 1]);
  });

  it("cycles the AI label through Analyzing, Thinking and Generating", () => {
    expect(aiDescriptionLabels).toEqual(["Analyzing", "Thinking", "Generating"]);
  });
});

describe("the lot form data", () => {
  it("has descriptions in lv and ru, lv required", () => {
    expect(adTextLanguages).toEqual(["lv", "ru"]);
    expect(requiredAdTextLanguage).toBe("lv");
  });

  it("publishes as me or company", () => {
    expect(publishAsOwners).toEqual(["me", "company"]);
  });

  it("offers omniva and meet delivery, both set by default", () => {
    expect(deliveryOptions).toEqual(["omniva", "meet"]);
    expect(defaultDeliveryOptions).toEqual(["omniva", "meet"]);
  });
});
