import { FilterDisplayType } from "@tirgus/domain/catalogue";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { definedValue, filterLink } from "../filter-fixtures";
import { filterValueText } from "../preview/filter-text";
import { FilterField } from "./filter-field";
import { fieldKind, filterError, valueOfInput } from "./filter-values";

const now = new Date("2026-11-25T12:00:00Z");
const colour = filterLink(
  { id: 9, key: "colour", displayType: FilterDisplayType.color },
  {
    filterDefinedValues: [
      { ...definedValue(10653, "White"), actualValue: "#FFFFFF" },
      { ...definedValue(10654, "Black"), actualValue: "#000000" },
    ],
  },
);
const series = filterLink(
  { id: 58, key: "series", displayType: FilterDisplayType.text_pre },
  { filterDefinedValues: [definedValue(11086, "Series 103"), definedValue(11093, "Khrushchyovka")] },
);

const field = (link: typeof colour, value?: number) =>
  renderToStaticMarkup(
    <FilterField
      link={link}
      all={[link]}
      values={value === undefined ? {} : { [link.filter.id]: value }}
      problem={null}
      onChange={() => undefined}
    />,
  );

describe("colour and text_pre filters: one of the filter's values, as the server stores them", () => {
  it("hold a single value id", () => {
    expect(fieldKind(FilterDisplayType.color)).toBe("choice");
    expect(fieldKind(FilterDisplayType.text_pre)).toBe("choice");
    expect(valueOfInput(colour.filter, "10654", now)).toBe(10654);
    expect(valueOfInput(series.filter, "11093", now)).toBe(11093);
    expect(valueOfInput(series.filter, "", now)).toBeUndefined();
  });

  it("accept an id and refuse a list of ids or a free text", () => {
    expect(filterError(colour, 10654)).toBeNull();
    expect(filterError(colour, [10654])).toBe("Wrong value");
    expect(filterError(series, 11093)).toBeNull();
    expect(filterError(series, "Series 103")).toBe("Wrong value");
  });

  it("read as the value's name in the preview", () => {
    expect(filterValueText(colour, 10654, "en")).toBe("Black");
    expect(filterValueText(series, 11093, "en")).toBe("Khrushchyovka");
  });

  it("render text_pre as a select of its values and colour as radio swatches", () => {
    const select = field(series, 11093);
    expect(select).toContain("<select");
    expect(select).toMatch(/<option value="11093" selected="">Khrushchyovka<\/option>/);
    expect(select).not.toContain("<datalist");
    const radios = field(colour, 10654);
    expect(radios.match(/type="radio"/g)).toHaveLength(2);
    expect(radios).not.toContain('type="checkbox"');
    expect(radios).toMatch(/<input type="radio"[^>]*checked="" value="10654"/);
    expect(radios).toContain('fill="#000000"');
  });
});
