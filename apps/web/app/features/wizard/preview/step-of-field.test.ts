import { WizardStep } from "@tirgus/domain/lot-form";
import { describe, expect, it } from "vitest";
import { stepOfField } from "./step-of-field";

describe("the step of a server issue's field", () => {
  const advanced = new Set(["7"]);
  it("sends category, prices and files to their steps", () => {
    expect(stepOfField("action", advanced)).toBe(WizardStep.category);
    expect(stepOfField("prices.1", advanced)).toBe(WizardStep.price);
    expect(stepOfField("files", advanced)).toBe(WizardStep.media);
  });

  it("tells the Advanced step's filters from the Specification's", () => {
    expect(stepOfField("adFilterValues.7", advanced)).toBe(WizardStep.advanced);
    expect(stepOfField("adFilterValues.1", advanced)).toBe(WizardStep.specification);
    expect(stepOfField("adTexts.lv", advanced)).toBe(WizardStep.specification);
  });
});
