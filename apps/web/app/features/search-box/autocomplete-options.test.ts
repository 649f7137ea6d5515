import type { Autocomplete } from "@tirgus/domain/lot-list";
import { describe, expect, it } from "vitest";
import { autocompleteGroups, isEmptyAnswer, moveSelection, recentGroups } from "./autocomplete-options";

const names = (lv: string, ru: string) => ({ lv, ru, en: lv });

const answer: Autocomplete = {
  suggestions: ["golf 4", "golf 5"],
  regionCategories: [
    {
      category: {
        id: 40,
        name: names("Dzīvokļi", "Квартиры"),
        slug: names("dzivokli", "kvartiry"),
        path: names("nekustamie-ipasumi/dzivokli", "nedvizhimost/kvartiry"),
      },
      region: { id: 7, name: names("Rīga", "Рига"), slug: names("riga", "riga"), parent: null },
    },
  ],
  categories: [
    {
      id: 12,
      name: names("Vieglie auto", "Легковые авто"),
      slug: names("vieglie-auto", "legkovye-avto"),
      path: names("transports/vieglie-auto", "transport/legkovye-avto"),
      parents: [names("Transports", "Транспорт")],
    },
  ],
  lots: [
    {
      id: 501,
      title: { lv: "VW Golf 4", ru: "VW Golf 4 (ru)" },
      image: { storageId: "abcdef123", rotation: 1 },
      categoryPath: [names("Transports", "Транспорт"), names("Vieglie auto", "Легковые авто")],
      price: { value: 2500, discountedValue: 2200, priceType: { id: 1, short: names("", "") } },
      action: { id: 1, key: "sell" },
      frontUrl: { lv: "/lv/transports/vieglie-auto/!501", ru: "/ru/transport/legkovye-avto/!501" },
    },
    {
      id: 502,
      title: { lv: "Golfa bumbiņas", ru: "Мячи для гольфа" },
      image: null,
      categoryPath: [names("Sports", "Спорт")],
      price: null,
      action: { id: 6, key: "gift" },
      frontUrl: { lv: "/lv/sports/!502", ru: "/ru/sport/!502" },
    },
  ],
  total: 1234,
  totalCapped: false,
  detectedCategory: 12,
};

describe("the search box's dropdown", () => {
  it("lists suggestions, region and category entries, categories, classifieds and the two buttons, in order", () => {
    const groups = autocompleteGroups(answer, "golf", "ru");
    expect(groups.map((group) => group.id)).toEqual([
      "suggestions",
      "regionCategories",
      "categories",
      "lots",
      "actions",
    ]);
    expect(groups.flatMap((group) => group.options.map((option) => option.href))).toEqual([
      "/ru/search/golf%204",
      "/ru/search/golf%205",
      "/ru/nedvizhimost/kvartiry?region=7",
      "/ru/transport/legkovye-avto",
      "/ru/transport/legkovye-avto/!501",
      "/ru/sport/!502",
      "/ru/search/golf?categories[]=12",
      "/ru/search/golf",
    ]);
  });

  it("names a region's entry with the region it is part of, as two towns may each have a Centrs", () => {
    const [flats] = answer.regionCategories;
    if (!flats) throw new Error("no region entry");
    const centre = {
      ...flats,
      region: {
        id: 8,
        name: names("Centrs", "Центр"),
        slug: names("centrs", "tsentr"),
        parent: names("Rīga", "Рига"),
      },
    };
    const labels = autocompleteGroups({ ...answer, regionCategories: [flats, centre] }, "centrs", "ru")
      .find((group) => group.id === "regionCategories")
      ?.options.map((option) => ("label" in option ? option.label : ""));
    expect(labels).toEqual(["Квартиры, Рига", "Квартиры, Рига, Центр"]);
  });

  it("shows classifieds with a thumbnail, the category path and the price to pay, or the action without one", () => {
    const lots = autocompleteGroups(answer, "golf", "lv").find((group) => group.id === "lots")?.options;
    expect(lots).toEqual([
      {
        kind: "lot",
        key: "lot:501",
        label: "VW Golf 4",
        href: "/lv/transports/vieglie-auto/!501",
        thumbnail: "/storage/ab/cd/abcdef123/thumbnail1.webp",
        categoryPath: "Transports › Vieglie auto",
        price: "2 200 €",
        action: "sell",
      },
      {
        kind: "lot",
        key: "lot:502",
        label: "Golfa bumbiņas",
        href: "/lv/sports/!502",
        thumbnail: null,
        categoryPath: "Sports",
        price: null,
        action: "gift",
      },
    ]);
  });

  it("gives a price its type's unit, as the cards do", () => {
    const rent = {
      value: 475,
      discountedValue: null,
      priceType: { id: 2, short: names("€/mēn.", "€/мес.") },
    };
    const rented = { ...answer, lots: answer.lots.map((lot) => ({ ...lot, price: rent })) };
    const lots = autocompleteGroups(rented, "golf", "ru").find((group) => group.id === "lots")?.options;
    expect(lots?.map((option) => (option.kind === "lot" ? option.price : null))).toEqual([
      "475 €/мес.",
      "475 €/мес.",
    ]);
  });

  it("names the detected category on 'Search in this category' and counts all results", () => {
    const actions = autocompleteGroups(answer, "golf", "lv").find((group) => group.id === "actions")?.options;
    expect(actions).toEqual([
      {
        kind: "inCategory",
        key: "inCategory",
        href: "/lv/search/golf?categories[]=12",
        category: "Vieglie auto",
      },
      { kind: "allResults", key: "allResults", href: "/lv/search/golf", total: 1234, totalCapped: false },
    ]);
  });

  it("offers no 'Search in this category' without a detected category, and no 'All results' without results", () => {
    const nothing: Autocomplete = { ...answer, lots: [], total: 0, detectedCategory: null };
    expect(autocompleteGroups(nothing, "golf", "lv").map((group) => group.id)).not.toContain("actions");
    expect(isEmptyAnswer(nothing)).toBe(false);
    expect(isEmptyAnswer({ ...nothing, suggestions: [], categories: [], regionCategories: [] })).toBe(true);
  });

  it("lists each recent search once", () => {
    expect(recentGroups(["golf", "dīvāns", "golf"], "lv")[0]?.options.map((option) => option.href)).toEqual([
      "/lv/search/golf",
      "/lv/search/d%C4%ABv%C4%81ns",
    ]);
    expect(recentGroups([], "lv")).toEqual([]);
  });
});

describe("keyboard selection in the dropdown", () => {
  it("enters the list from the text field at the top with Down and at the bottom with Up", () => {
    expect(moveSelection(-1, "ArrowDown", 5)).toBe(0);
    expect(moveSelection(-1, "ArrowUp", 5)).toBe(4);
  });

  it("moves one option at a time and wraps around at both ends", () => {
    expect(moveSelection(2, "ArrowDown", 5)).toBe(3);
    expect(moveSelection(4, "ArrowDown", 5)).toBe(0);
    expect(moveSelection(2, "ArrowUp", 5)).toBe(1);
    expect(moveSelection(0, "ArrowUp", 5)).toBe(4);
  });

  it("stays in the text field when there is nothing to choose", () => {
    expect(moveSelection(-1, "ArrowDown", 0)).toBe(-1);
    expect(moveSelection(3, "ArrowUp", 0)).toBe(-1);
  });
});
