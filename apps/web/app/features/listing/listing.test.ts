import { FilterDisplayType, FilterVisibility } from "@tirgus/domain/catalogue";
import type { CategoryFilter, RegionNode } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import { cleanListQuery, listApiQuery } from "./list-cleaning";
import {
  canonicalListQuery,
  paginationItems,
  pastLastPage,
  priceChoices,
  sortedQuery,
  sortOf,
  sortOptionsFor,
  withParams,
} from "./list-query";
import { actionChoice, filterViews, priceTypeChoice, regionChoiceOptions } from "./listing-data";
import { listingTarget } from "./listing-path";

describe("listingTarget", () => {
  it("reads category slugs, a region segment and a lot id", () => {
    expect(listingTarget("transports/vieglie-auto")).toEqual({
      kind: "listing",
      slugs: ["transports", "vieglie-auto"],
      region: null,
    });
    expect(listingTarget("nekustamais-ipasums/dzivokli/!riga")).toEqual({
      kind: "listing",
      slugs: ["nekustamais-ipasums", "dzivokli"],
      region: "riga",
    });
    expect(listingTarget("transports/vieglie-auto/!1002372")).toEqual({
      kind: "lot",
      slugs: ["transports", "vieglie-auto"],
      lotId: 1002372,
    });
  });
  it("refuses what cannot be a category path", () => {
    for (const splat of ["", "!riga", "Transports", "a/!", "a/!Riga", "a/b%20c"])
      expect(listingTarget(splat)).toBeNull();
  });
});

describe("cleanListQuery", () => {
  it("keeps a price type and a street by id, and drops what is not an id", () => {
    expect(cleanListQuery(new URLSearchParams("priceType=2&street=100123")).toString()).toBe(
      "priceType=2&street=100123",
    );
    expect(cleanListQuery(new URLSearchParams("priceType=month&street=-1")).toString()).toBe("");
  });
  it("keeps a map area a listing names, and neither it nor a street on search results, which cannot lift them", () => {
    const given = new URLSearchParams("area=56.9,24.05,57.01,24.2&priceType=2&street=100123");
    expect(cleanListQuery(given).get("area")).toBe("56.9,24.05,57.01,24.2");
    expect(cleanListQuery(given, "search").toString()).toBe("priceType=2");
    expect(cleanListQuery(new URLSearchParams("area=57,24,56,25")).toString()).toBe("");
  });
  it("drops empty fields, defaults and unknown names, and strips prices (zero means none)", () => {
    const raw = new URLSearchParams(
      "minPrice=1+000&maxPrice=0&region=&period=all&page=1&utm=x&fV[3][min]=2010&fV[3][max]=&trustedOnly=true&orderColumn=publishDate&orderDirection=desc",
    );
    expect(cleanListQuery(raw).toString()).toBe("fV%5B3%5D%5Bmin%5D=2010&minPrice=1000&trustedOnly=true");
  });
  it("reads a decimal comma in a price, and swaps a price range given the wrong way round", () => {
    expect(cleanListQuery(new URLSearchParams("minPrice=1,5")).toString()).toBe("minPrice=1.5");
    expect(cleanListQuery(new URLSearchParams("minPrice=9+000&maxPrice=2000")).toString()).toBe(
      "maxPrice=9000&minPrice=2000",
    );
    expect(cleanListQuery(new URLSearchParams("minPrice=2000&maxPrice=9000")).toString()).toBe(
      "maxPrice=9000&minPrice=2000",
    );
  });

  it("keeps several values of one filter, a sort that is not the default, and the page last", () => {
    const raw = new URLSearchParams("page=3&fV[8]=2&fV[8]=5&fV[8]=2&orderColumn=price&orderDirection=asc");
    expect([...cleanListQuery(raw).entries()]).toEqual([
      ["fV[8]", "2"],
      ["fV[8]", "5"],
      ["orderColumn", "price"],
      ["orderDirection", "asc"],
      ["page", "3"],
    ]);
  });
  it("keeps the highlighted-only narrowing of a highlighted row's link, and drops it when it says no", () => {
    expect(cleanListQuery(new URLSearchParams("highlighted=true")).toString()).toBe("highlighted=true");
    expect(cleanListQuery(new URLSearchParams("highlighted=1&page=2")).toString()).toBe(
      "highlighted=true&page=2",
    );
    expect(cleanListQuery(new URLSearchParams("highlighted=false")).toString()).toBe("");
  });
  it("drops the empty fields a form sends without JavaScript and the values the API would refuse", () => {
    const raw = new URLSearchParams(
      "ownerType=&region=&minPrice=&maxPrice=&action=&period=&fV[4]=&fV[3][min]=&trustedOnly=&highlighted=",
    );
    expect(cleanListQuery(raw).toString()).toBe("");
    const refused = new URLSearchParams(
      "region=abc&ownerType=3&action=999&orderColumn=nope&orderDirection=up&period=1y&fV[5]=x&fV[6][min]=abc&highlighted=maybe",
    );
    expect(cleanListQuery(refused).toString()).toBe("");
    const mixed = new URLSearchParams("fV[5]=7,x,9&region=12&ownerType=2&action=1&fV[6][max]=2015");
    expect(cleanListQuery(mixed).toString()).toBe(
      "action=1&fV%5B5%5D=7%2C9&fV%5B6%5D%5Bmax%5D=2015&ownerType=2&region=12",
    );
  });
  it("keeps the footer's hide marker in the address but does not send it to the API", () => {
    const cleaned = cleanListQuery(new URLSearchParams("hideFooter=1&region=&highlighted=true"));
    expect(cleaned.toString()).toBe("hideFooter=1&highlighted=true");
    expect(listApiQuery(cleaned).toString()).toBe("highlighted=true");
    expect(cleanListQuery(new URLSearchParams("hideFooter=0")).toString()).toBe("");
  });
  it("keeps a text filter's identifier normalised, once, and drops one the API would refuse", () => {
    const raw = new URLSearchParams(
      "fV[12][text]=+wvw-zzz 1kz+&fV[12][text]=other&fV[134][text]=&fV[51][text]=AB/12",
    );
    expect([...cleanListQuery(raw).entries()]).toEqual([["fV[12][text]", "WVWZZZ1KZ"]]);
    expect(cleanListQuery(new URLSearchParams(`fV[12][text]=${"A".repeat(41)}`)).toString()).toBe("");
    expect(cleanListQuery(new URLSearchParams("fV[106][text]=жё 12"), "search").toString()).toBe(
      "fV%5B106%5D%5Btext%5D=%D0%96%D0%8112",
    );
  });
  it("keeps a land area typed in hectares in square metres, and a decimal comma as a point", () => {
    const typed = new URLSearchParams("fV[55][min]=2,5&fV[55][max]=10&fV[55][unit]=ha&fV[54][min]=3");
    expect([...cleanListQuery(typed).entries()]).toEqual([
      ["fV[54][min]", "3"],
      ["fV[55][max]", "100000"],
      ["fV[55][min]", "25000"],
    ]);
    // In square metres the bounds stay as typed; the unit is not kept either way.
    expect(cleanListQuery(new URLSearchParams("fV[55][min]=600&fV[55][unit]=m2")).toString()).toBe(
      "fV%5B55%5D%5Bmin%5D=600",
    );
    expect(cleanListQuery(new URLSearchParams("fV[12][min]=1,6")).toString()).toBe("fV%5B12%5D%5Bmin%5D=1.6");
  });
  it("keeps a number typed with thousands spaced, as people write a mileage, and a date as it is", () => {
    const typed = new URLSearchParams("fV[3][min]=150 000&fV[3][max]=200\u00a0000,5&fV[9][min]=2024-05-01");
    expect([...cleanListQuery(typed).entries()]).toEqual([
      ["fV[3][max]", "200000.5"],
      ["fV[3][min]", "150000"],
      ["fV[9][min]", "2024-05-01"],
    ]);
  });
  it("keeps a search's categories, as categories[] however they came, and only for search", () => {
    const raw = new URLSearchParams("categories[]=12&categories=12,30&categories[]=x");
    expect([...cleanListQuery(raw, "search").entries()]).toEqual([
      ["categories[]", "12"],
      ["categories[]", "30"],
    ]);
    expect(cleanListQuery(raw).toString()).toBe("");
    // Newest first is no default for search: it stays.
    expect(
      cleanListQuery(new URLSearchParams("orderColumn=publishDate&orderDirection=desc"), "search").toString(),
    ).toBe("orderColumn=publishDate&orderDirection=desc");
  });
});

describe("filterViews", () => {
  const link = (id: number, key: string, displayType: number, visibilityType: number): CategoryFilter => ({
    filter: {
      id,
      key,
      name: { lv: key, ru: key, en: key.toUpperCase() },
      displayType,
      unit: null,
      min: null,
      max: null,
      steps: null,
      dependsOn: null,
    },
    isRequired: false,
    visibilityType,
    filterSection: null,
    displaySize: 2,
    cssClass: null,
    filterDefinedValues: [],
  });
  it("lets a land area, and only a land area, be given in hectares", () => {
    const filters = [
      link(54, "area", FilterDisplayType.measure, FilterVisibility.top),
      link(55, "land-area", FilterDisplayType.measure, FilterVisibility.top),
    ];
    const views = filterViews(filters, [], new URLSearchParams("fV[55][min]=20000"), "lv", Date.now());
    expect(views).toMatchObject([
      { kind: "range", id: 54, hectares: false },
      { kind: "range", id: 55, hectares: true, min: "20000" },
    ]);
  });
  it("shows a preset's date bound of today as the day itself, which a date field can hold", () => {
    const filters = [link(11, "inspection", FilterDisplayType.date, FilterVisibility.top)];
    const noon = Date.UTC(2026, 10, 28, 12);
    const views = filterViews(filters, [], new URLSearchParams("fV[11][min]=today"), "lv", noon);
    expect(views).toMatchObject([{ kind: "date", id: 11, min: "2026-11-28", max: "" }]);
  });

  it("shows a select or radio filter named with several values as checks, each value checked", () => {
    const value = (id: number, sequence: number) => ({
      id,
      displayValue: { lv: `v${id}`, ru: `v${id}`, en: `v${id}` },
      actualValue: null,
      sequence,
      parentValueId: null,
    });
    const withValues = (filter: CategoryFilter) => ({
      ...filter,
      filterDefinedValues: [value(1, 1), value(2, 2)],
    });
    const filters = [
      withValues(link(1, "make", FilterDisplayType.select, FilterVisibility.top)),
      withValues(link(2, "fuel", FilterDisplayType.radioCheckBox, FilterVisibility.top)),
      withValues(link(3, "gearbox", FilterDisplayType.select, FilterVisibility.top)),
    ];
    const search = new URLSearchParams("fV[1]=1&fV[1]=2&fV[2]=2&fV[2]=1&fV[3]=2");
    expect(filterViews(filters, [], search, "lv", Date.now())).toMatchObject([
      { id: 1, control: "checks", selected: [1, 2] },
      { id: 2, control: "checks", selected: [2, 1] },
      { id: 3, control: "select", selected: [2] },
    ]);
  });

  it("gives a text filter a text view with the address's identifier; geo and hidden ones stay out", () => {
    const filters = [
      link(106, "microchip", FilterDisplayType.text, FilterVisibility.top),
      link(51, "part-number", FilterDisplayType.text, FilterVisibility.showMore),
      link(12, "vin", FilterDisplayType.text, FilterVisibility.hidden),
      link(9, "near", FilterDisplayType.geo, FilterVisibility.top),
    ];
    const views = filterViews(filters, [], new URLSearchParams("fV[106][text]=ABC123"), "en", Date.now());
    expect(views).toEqual([
      { kind: "text", id: 106, name: "MICROCHIP", more: false, value: "ABC123" },
      { kind: "text", id: 51, name: "PART-NUMBER", more: true, value: "" },
    ]);
  });
});

describe("canonicalListQuery", () => {
  it("keeps the page, so each page of a list is its own canonical address", () => {
    expect(canonicalListQuery(1)).toBe("");
    expect(canonicalListQuery(3)).toBe("page=3");
  });
});

describe("sorting", () => {
  it("knows the sort of a query and falls back to the list's default", () => {
    expect(sortOf(new URLSearchParams("orderColumn=price&orderDirection=asc"))).toBe("priceAsc");
    expect(sortOf(new URLSearchParams("orderColumn=nope"))).toBe("publishDateDesc");
    expect(sortOf(new URLSearchParams(""), "search")).toBe("bestMatch");
  });
  it("offers category sorts only where the category has the filter", () => {
    const options = sortOptionsFor(new Set(["year", "mileage"]));
    expect(options).toContain("manufactureDateAsc");
    expect(options).toContain("mileageDesc");
    expect(options).not.toContain("roomsAsc");
    expect(sortOptionsFor(new Set())).not.toContain("manufactureDateAsc");
    // Motorcycles give their engine in cm³, cars in litres: both sort by engine volume.
    expect(sortOptionsFor(new Set(["engine-cc"]))).toContain("engineVolumeDesc");
    expect(sortOptionsFor(new Set(["engine-volume"]))).toContain("engineVolumeAsc");
  });
  it("sorting returns to page 1 and the default sort leaves the URL", () => {
    const search = new URLSearchParams("page=4&region=1");
    // In the address's order, which the loader's cleaning keeps: the link needs no redirect.
    expect(sortedQuery(search, "priceAsc").toString()).toBe("orderColumn=price&orderDirection=asc&region=1");
    expect(
      sortedQuery(new URLSearchParams("orderColumn=price&orderDirection=asc"), "publishDateDesc").toString(),
    ).toBe("");
    expect(withParams(search, { page: "5" }).toString()).toBe("region=1&page=5");
    const query = withParams(search, { region: "2" });
    expect(cleanListQuery(query).toString()).toBe(query.toString());
  });
});

describe("paginationItems", () => {
  it("shows the window around the page, the first and the last, and gaps", () => {
    expect(paginationItems(1, 1, 4)).toEqual([]);
    expect(paginationItems(1, 20, 4)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(paginationItems(10, 20, 3)).toEqual([1, "gap", 7, 8, 9, 10, 11, 12, 13, "gap", 20]);
    expect(paginationItems(5, 9, 3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationItems(20, 20, 4)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });
});

describe("pastLastPage", () => {
  const query = new URLSearchParams("orderColumn=price&page=9999&orderDirection=asc");
  it("sends a page past the list's end to its last page, keeping the rest of the address", () => {
    expect(pastLastPage("/lv/search/auto", query, 9999, 17)).toBe(
      "/lv/search/auto?orderColumn=price&page=17&orderDirection=asc",
    );
    expect(pastLastPage("/lv/search/auto", query, 9999, 1)).toBe(
      "/lv/search/auto?orderColumn=price&orderDirection=asc",
    );
  });
  it("leaves a page within the list alone", () => {
    expect(pastLastPage("/lv/search/auto", query, 17, 17)).toBeNull();
  });
});

describe("priceChoices", () => {
  it("runs from 5 to 60 000 in 1-2-5 steps", () => {
    const choices = priceChoices(5, 60_000);
    expect(choices[0]).toBe(5);
    expect(choices.slice(0, 4)).toEqual([5, 10, 20, 50]);
    expect(choices.at(-2)).toBe(50_000);
    expect(choices.at(-1)).toBe(60_000);
  });
});

describe("actionChoice", () => {
  it("shows the deal type the address narrows to even where the category does not offer it", () => {
    const sell = { id: 1, key: "sell", priceTypes: [], combinedPriceRange: false };
    const gift = actionChoice([sell], new URLSearchParams("action=6"));
    expect(gift).toEqual({
      options: [
        { id: 1, key: "sell" },
        { id: 6, key: "gift" },
      ],
      selected: "6",
    });
    expect(actionChoice([], new URLSearchParams("action=1")).options).toEqual([{ id: 1, key: "sell" }]);
    expect(actionChoice([sell], new URLSearchParams("action=1")).options).toEqual([{ id: 1, key: "sell" }]);
    expect(actionChoice([sell], new URLSearchParams("")).options).toEqual([{ id: 1, key: "sell" }]);
  });
});

describe("priceTypeChoice", () => {
  const names = (lv: string) => ({ lv, ru: lv, en: lv });
  const type = (id: number, lv: string, short: string) => ({
    id,
    key: lv,
    name: names(lv),
    short: names(short),
  });
  const [price, month, day, week] = [
    type(1, "Cena", "€"),
    type(2, "Mēnesī", "€/mēn."),
    type(3, "Dienā", "€/dienā"),
    type(5, "Nedēļā", "€/ned."),
  ];
  const flats = [
    { id: 1, key: "sell", priceTypes: [price], combinedPriceRange: false },
    { id: 5, key: "rent", priceTypes: [month, day], combinedPriceRange: false },
  ];
  const cars = [
    { id: 1, key: "sell", priceTypes: [price], combinedPriceRange: false },
    { id: 5, key: "rent", priceTypes: [day, week, month], combinedPriceRange: true },
  ];
  const choice = (actions: typeof flats, query: string) =>
    priceTypeChoice(actions, new URLSearchParams(query), "lv");

  it("offers the price types of a deal type asked in several ways that are not one range", () => {
    expect(choice(flats, "")).toEqual({
      options: [
        { id: 2, name: "Mēnesī", short: "€/mēn." },
        { id: 3, name: "Dienā", short: "€/dienā" },
      ],
      selected: "",
    });
    expect(choice(flats, "action=5&priceType=3").selected).toBe("3");
    // A sale has one price; a car's rent per day, week or month is one range.
    expect(choice(flats, "action=1").options).toEqual([]);
    expect(choice(cars, "").options).toEqual([]);
    expect(choice(cars, "action=5").options).toEqual([]);
  });

  it("keeps a chosen price type on offer, so that it can be lifted, but not one the category does not know", () => {
    expect(choice(flats, "action=1&priceType=2").options).toEqual([
      { id: 2, name: "Mēnesī", short: "€/mēn." },
    ]);
    expect(choice(cars, "priceType=5").options.map((option) => option.id)).toEqual([5]);
    expect(choice(cars, "priceType=77")).toEqual({ options: [], selected: "77" });
  });
});

describe("regionChoiceOptions", () => {
  const names = (lv: string, ru: string) => ({ lv, ru, en: lv });
  const node = (id: number, lv: string, ru: string, children: RegionNode[] = []): RegionNode => ({
    id,
    parentId: null,
    type: "city",
    name: names(lv, ru),
    slug: names(lv.toLowerCase(), ru.toLowerCase()),
    lat: 0,
    lng: 0,
    children,
  });
  const purvciemsNode = node(1041, "Purvciems", "Пурвциемс");
  const tree = [
    node(9, "Ventspils", "Вентспилс"),
    node(1, "Rīga", "Рига", [node(1042, "Teika", "Тейка"), purvciemsNode, node(1002, "Centrs", "Центр")]),
    node(3, "Jelgava", "Елгава"),
  ];
  const riga = { id: 1, name: names("Rīga", "Рига"), parents: [] };
  const purvciems = {
    id: 1041,
    name: names("Purvciems", "Пурвциемс"),
    parents: [{ id: 1, name: riga.name }],
  };
  const labels = (options: { name: string }[]) => options.map((option) => option.name);

  it("offers the cities and municipalities in the language's order for a list of all Latvia", () => {
    expect(regionChoiceOptions(tree, null, "lv")).toEqual([
      { id: 3, name: "Jelgava" },
      { id: 1, name: "Rīga" },
      { id: 9, name: "Ventspils" },
    ]);
  });

  it("offers the parts of the chosen city, or of the city whose part is chosen, named with it right after it", () => {
    const withParts = ["Jelgava", "Rīga", "Rīga, Centrs", "Rīga, Purvciems", "Rīga, Teika", "Ventspils"];
    expect(labels(regionChoiceOptions(tree, riga, "lv"))).toEqual(withParts);
    expect(labels(regionChoiceOptions(tree, purvciems, "lv"))).toEqual(withParts);
    expect(regionChoiceOptions(tree, purvciems, "ru")).toContainEqual({ id: 1041, name: "Рига, Пурвциемс" });
  });

  it("offers only the regions with lots, with how many, but always the chosen one and its city", () => {
    const used = new Map([
      [1, 1234],
      [1002, 1200],
      [3, 5],
    ]);
    expect(labels(regionChoiceOptions(tree, null, "lv", used))).toEqual(["Jelgava (5)", "Rīga (1 234)"]);
    expect(labels(regionChoiceOptions(tree, riga, "lv", used))).toEqual([
      "Jelgava (5)",
      "Rīga (1 234)",
      "Rīga, Centrs (1 200)",
    ]);
    expect(labels(regionChoiceOptions(tree, purvciems, "lv", new Map([[3, 5]])))).toEqual([
      "Jelgava (5)",
      "Rīga",
      "Rīga, Purvciems",
    ]);
  });
});
