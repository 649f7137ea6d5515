import { fullLanguages, type Language } from "./languages.ts";
import { titleTruncationLength } from "./limits.ts";
import type { LotForm } from "./lot-form-api.ts";

/** Steps of the create wizard, in the order of the full ("Detailed view") mode. */
export const WizardStep = {
  category: 0,
  media: 1,
  specification: 2,
  advanced: 3,
  price: 4,
  preview: 5,
} as const;
export type WizardStepId = (typeof WizardStep)[keyof typeof WizardStep];
export const categoryStepName = "chooseCategory";

/** Titles and labels of the wizard; they are translation keys. */
export const WizardText = {
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
} as const;

export const specificationStepTitle = (transportOrRealEstate: boolean): string =>
  transportOrRealEstate ? WizardText.initialSpecification : WizardText.specification;

/**
 * The spec lists the four titles without their conditions; the step exists when price types or a
 * company exist, so the title names what the step holds: the account choice (company), prices, or both.
 */
export function priceStepTitle(step: {
  transportOrRealEstate: boolean;
  hasCompany: boolean;
  hasPriceTypes: boolean;
}): string {
  if (step.transportOrRealEstate) return WizardText.priceAndDescription;
  if (!step.hasCompany) return WizardText.price;
  return step.hasPriceTypes ? WizardText.chooseAccountAndPrice : WizardText.chooseAccount;
}

/** Category levels whose selection asks the server for category hints. */
export const categoryHintLevels = [0, 1] as const;

/** A lot's description exists in Latvian and Russian; Latvian is the required one. */
export const adTextLanguages = fullLanguages;
export const requiredAdTextLanguage: Language = "lv";

/** `publishAs.owner`: the signed-in person, or their company. */
export const publishAsOwners = ["me", "company"] as const;
export type PublishAsOwner = (typeof publishAsOwners)[number];

export const deliveryOptions = ["omniva", "meet"] as const;
export type DeliveryOption = (typeof deliveryOptions)[number];
export const defaultDeliveryOptions: readonly DeliveryOption[] = deliveryOptions;

/**
 * A new lot's form, as the wizard starts it and the server fills in what a first save leaves out: nothing
 * chosen, both delivery options (spec 2 section 4), the period given (the owner's last, else the longest).
 */
export function emptyLotForm(category: number | null, endDate: LotForm["endDate"]): LotForm {
  return {
    category,
    action: null,
    adFilterValues: {},
    adTexts: {},
    adLocation: null,
    website: null,
    endDate,
    files: [],
    prices: {},
    vatIncluded: false,
    offersAllowed: false,
    priceNegotiable: false,
    winterBeater: false,
    publishAs: { owner: "me" },
    deliveryOptions: [...defaultDeliveryOptions],
  };
}

/** The AI description helper's running label cycles through these. */
export const aiDescriptionLabels = ["Analyzing", "Thinking", "Generating"] as const;

/** What a cut title ends with; it counts within the 80 characters. */
export const titleEllipsis = "…";

/**
 * A lot's title: the first line of its description, at most 80 characters (the form has no title field; the
 * preview shows this "title text, truncated at 80 characters", spec 2 section 2). A longer line is cut with an
 * ellipsis inside the 80: at its last word when that loses little (at most 15 characters), else mid-word.
 */
export function titleFromDescription(text: string): string {
  const firstLine = text.trim().split(/\r?\n/)[0]?.replace(/\s+/g, " ").trim() ?? "";
  if (firstLine.length <= titleTruncationLength) return firstLine;
  const room = titleTruncationLength - titleEllipsis.length;
  const cut = firstLine.slice(0, room + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const kept = lastSpace >= room - 15 ? cut.slice(0, lastSpace) : cut.slice(0, room);
  return `${kept.replace(/[\s,.;:–-]+$/, "")}${titleEllipsis}`;
}
