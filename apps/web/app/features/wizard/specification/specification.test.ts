import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import { definedValue, filterLink } from "../filter-fixtures";
import { changeDatePart, completeDate, datePartsOf, dayCount } from "./date-parts";
import { cleanNumberText, filterError, offeredValues, valueOfInput } from "./filter-values";

const filterOf = (
  id: number,
  key: string,
  displayType: number,
  extra: Partial<Omit<CategoryFilter, "filter">> = {},
) => filterLink({ id, key, displayType }, extra);
const now = new Date("2026-11-25T12:00:00Z");

describe("the specification's filters", () => {
  it("clean the engine volume to digits and one dot with three decimals", () => {
    const engine = filterOf(7, "engine-volume", 5).filter;
    expect(cleanNumberText(engine, "1,9l")).toBe("19");
    expect(cleanNumberText(engine, "1.9987")).toBe("1.998");
    expect(cleanNumberText(engine, "2.0.1")).toBe("2.01");
  });

  it("drop zero values and empty inputs", () => {
    const year = filterOf(3, "year", 1).filter;
    expect(valueOfInput(year, "0", now)).toBeUndefined();
    expect(valueOfInput(year, " ", now)).toBeUndefined();
    expect(valueOfInput(year, "2015", now)).toBe(2015);
    expect(valueOfInput(filterOf(19, "car-equipment", 3).filter, [], now)).toBeUndefined();
  });

  it("keep a mot date only when it is in the future", () => {
    const mot = filterOf(11, "inspection", 10).filter;
    expect(valueOfInput(mot, "2026-11-24", now)).toBeUndefined();
    expect(valueOfInput(mot, "2027-05-01", now)).toBe("2027-05-01");
  });

  it("require required values except the mot's, and refuse malformed ones", () => {
    expect(filterError(filterOf(1, "make", 2, { isRequired: true }), undefined)).toBe(
      "This field is required",
    );
    expect(filterError(filterOf(11, "inspection", 10, { isRequired: true }), undefined)).toBeNull();
    expect(filterError(filterOf(3, "year", 1), 20.5)).toBe("Wrong value");
    expect(filterError(filterOf(65, "available-from", 12), "2026-02-30")).toBe("Wrong value");
    expect(filterError(filterOf(3, "year", 1), 2015)).toBeNull();
    const bounded = filterOf(3, "year", 1);
    bounded.filter.min = 1950;
    expect(filterError(bounded, 1900)).toBe("Wrong value");
  });

  it("offer a dependent filter's values under the chosen parent value only", () => {
    const value = (id: number, parentValueId: number | null) => definedValue(id, `V${id}`, parentValueId);
    const make = filterOf(1, "make", 2, { filterDefinedValues: [value(10, null), value(20, null)] });
    const model = filterOf(2, "model", 2, { filterDefinedValues: [value(11, 10), value(21, 20)] });
    model.filter.dependsOn = 1;
    expect(offeredValues(make, [make, model], {}).map((item) => item.id)).toEqual([10, 20]);
    expect(offeredValues(model, [make, model], {})).toEqual([]);
    expect(offeredValues(model, [make, model], { "1": 20 }).map((item) => item.id)).toEqual([21]);
    // Models kept as the make's children, the model filter having no values of its own.
    const makeWithModels = { ...make, filterDefinedValues: [...make.filterDefinedValues, value(12, 10)] };
    const bareModel = { ...model, filterDefinedValues: [] };
    expect(offeredValues(makeWithModels, [makeWithModels, bareModel], {}).map((item) => item.id)).toEqual([
      10, 20,
    ]);
    expect(offeredValues(bareModel, [makeWithModels, bareModel], { "1": 10 }).map((item) => item.id)).toEqual(
      [12],
    );
  });
});

describe("the date selects", () => {
  it("adapt the days to the month and leap years", () => {
    expect(dayCount({ day: "", month: "02", year: "2027" })).toBe(28);
    expect(dayCount({ day: "", month: "02", year: "2028" })).toBe(29);
    expect(changeDatePart({ day: "29", month: "02", year: "2028" }, "year", "2027").day).toBe("");
  });

  it("emit only complete dates, as year-month-day", () => {
    expect(completeDate({ day: "5", month: "", year: "2027" })).toBeNull();
    expect(completeDate({ day: "5", month: "3", year: "2027" })).toBe("2027-03-05");
    expect(datePartsOf("2027-03-05")).toEqual({ day: "05", month: "03", year: "2027" });
  });
});
