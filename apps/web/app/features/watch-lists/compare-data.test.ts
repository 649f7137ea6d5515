import type { LotAttribute, LotDetail } from "@tirgus/domain/lot-detail-api";
import { describe, expect, it } from "vitest";
import { compareTableOf, withoutLot } from "./compare-data";

const names = (lv: string) => ({ lv, ru: `${lv} (ru)`, en: lv });

function attribute(id: number, key: string, number: number, name = key): LotAttribute {
  return {
    filter: { id, key, name: names(name), displayType: 1, unit: null },
    section: null,
    values: [],
    number,
    text: null,
  };
}

function lot(id: number, attributes: LotAttribute[]): LotDetail {
  const pair = { lv: `Lot ${id}`, ru: `Лот ${id}` };
  return {
    id,
    status: 2,
    title: pair,
    text: pair,
    category: { id: 1, name: names("Cars"), slugPath: { lv: "auto", ru: "avto" }, parents: [], adult: false },
    frontUrl: { lv: `/lv/auto/!${id}`, ru: `/ru/avto/!${id}` },
    prices: [],
    discountPercent: null,
    action: { id: 1, key: "sell" },
    attributes,
    location: null,
    files: [],
    owner: { id: 5, name: "Anna", trustedBadge: false },
    ownerType: 1,
    company: null,
    website: null,
    deliveryOptions: [],
    offersAllowed: false,
    vatIncluded: false,
    priceNegotiable: false,
    highlighted: false,
    xmlImported: false,
    views: 0,
    createDate: "2026-01-01T00:00:00.000Z",
    publishDate: null,
    endDate: null,
    priceRating: null,
  };
}

describe("the compare table", () => {
  it("has a row for every filter any lot has, in order of first appearance, with a gap where a lot has none", () => {
    const table = compareTableOf(
      [
        lot(1, [attribute(11, "year", 2015), attribute(12, "mileage", 180000)]),
        lot(2, [attribute(13, "rooms", 3), attribute(11, "year", 2019)]),
      ],
      "ru",
    );
    expect(table.columns.map((column) => [column.id, column.href, column.title])).toEqual([
      [1, "/ru/avto/!1", "Лот 1"],
      [2, "/ru/avto/!2", "Лот 2"],
    ]);
    expect(table.rows).toEqual([
      { filterId: 11, name: "year (ru)", values: ["2015", "2019"] },
      { filterId: 12, name: "mileage (ru)", values: ["180 000", null] },
      { filterId: 13, name: "rooms (ru)", values: [null, "3"] },
    ]);
  });

  it("puts the same-named filters of different categories in one row", () => {
    const table = compareTableOf(
      [
        lot(1, [attribute(21, "phone-brand", 7, "Ražotājs"), attribute(11, "year", 2020)]),
        lot(2, [attribute(31, "tool-brand", 9, "Ražotājs")]),
      ],
      "lv",
    );
    expect(table.rows).toEqual([
      { filterId: 21, name: "Ražotājs", values: ["7", "9"] },
      { filterId: 11, name: "year", values: ["2020", null] },
    ]);
  });

  it("drops a removed lot's column and the rows only it had", () => {
    const table = compareTableOf(
      [lot(1, [attribute(11, "year", 2015)]), lot(2, [attribute(13, "rooms", 3)])],
      "lv",
    );
    const left = withoutLot(table, 2);
    expect(left.columns.map((column) => column.id)).toEqual([1]);
    expect(left.rows).toEqual([{ filterId: 11, name: "year", values: ["2015"] }]);
  });
});
