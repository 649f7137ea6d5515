import { describe, expect, it } from "vitest";
import { filterLink } from "../filter-fixtures";
import { emptyForm } from "./draft";
import { categoryProblems, priceProblems, specificationProblems } from "./step-checks";

const make = filterLink({ id: 1, key: "make", displayType: 2 }, { isRequired: true });

describe("the step checks", () => {
  it("want an action once the category is chosen", () => {
    expect(categoryProblems(emptyForm(1001))).toEqual({ action: "Must choose action" });
    expect(categoryProblems({ ...emptyForm(1001), action: 1 })).toEqual({});
  });

  it("want required filters, a location, the Latvian text and an http(s) address", () => {
    const form = { ...emptyForm(1001), action: 1, website: "www.a.lv" };
    expect(specificationProblems(form, [make])).toEqual({
      "adFilterValues.1": "This field is required",
      adLocation: "This field is required",
      "adTexts.lv": "This field is required",
      website: "The address must start with http:// or https://",
    });
    const filled = {
      ...form,
      website: "https://a.lv",
      adFilterValues: { "1": 10010 },
      adLocation: { region: 5 },
      adTexts: { lv: { text: "Labā stāvoklī" } },
    };
    expect(specificationProblems(filled, [make])).toEqual({});
  });

  it("take a description in any one language, as the server does, and refuse blank ones", () => {
    const form = { ...emptyForm(1001), action: 1, adLocation: { region: 5 } };
    expect(specificationProblems({ ...form, adTexts: { ru: { text: "Отличная машина" } } }, [])).toEqual({});
    expect(
      specificationProblems({ ...form, adTexts: { lv: { text: "  " }, ru: { text: "\n" } } }, []),
    ).toEqual({ "adTexts.lv": "This field is required" });
  });

  it("check prices together: one required, or at least one of several", () => {
    const form = emptyForm(1001);
    expect(priceProblems(form, [1])).toEqual({ "prices.1": "Field is required" });
    expect(priceProblems(form, [2, 3])).toEqual({
      prices: "At least one of the price fields has to be filled in.",
    });
    expect(priceProblems({ ...form, prices: { "2": { value: "0" } } }, [2, 3])).toEqual({
      "prices.2": "Price must be greater than 0",
    });
    expect(priceProblems(form, [])).toEqual({});
  });
});
