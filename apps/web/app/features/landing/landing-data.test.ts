import type { CategoryDetail } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import { categorySummary } from "../../lib/category-fixture";
import { landingOf } from "./landing-data";

const names = (lv: string, ru: string) => ({ lv, ru, en: lv });
const realEstate: CategoryDetail = {
  ...categorySummary(2000, { hasChildCategories: true }),
  name: names("Nekustamais īpašums", "Недвижимость"),
  slug: names("nekustamais-ipasums", "nedvizhimost"),
  adCount: 1234,
  parents: [],
  children: [
    {
      ...categorySummary(2001, { parentId: 2000, level: 1 }),
      adCount: 99,
      name: names("Dzīvokļi", "Квартиры"),
      slug: names("dzivokli", "kvartiry"),
    },
  ],
  notice: null,
  actions: [],
  presetFilters: null,
  customBlockSorting: null,
};
const riga = { id: 5, name: names("Rīga", "Рига"), slug: names("riga", "riga") };

describe("landingOf", () => {
  it("counts and links the category's subcategories in the page's language", () => {
    const landing = landingOf(realEstate, [], "ru");
    expect(landing).toMatchObject({
      name: "Недвижимость",
      region: null,
      allHref: "/ru/nedvizhimost",
      count: 1234,
    });
    expect(landing.subcategories).toEqual([
      {
        id: 2001,
        name: "Квартиры",
        href: "/ru/nedvizhimost/kvartiry",
        count: 99,
        countCapped: false,
        comingSoon: false,
      },
    ]);
    expect(landing.pathsByLanguage).toEqual({
      lv: "/lv/landing/nekustamais-ipasums",
      ru: "/ru/landing/nedvizhimost",
      en: "/en/landing/nekustamais-ipasums",
    });
  });

  it("counts a shortcut's card as the server counts it (the lots it lists)", () => {
    const [flats] = realEstate.children;
    if (!flats) throw new Error("the fixture has a subcategory");
    const shortcut = { ...flats, id: 2002, isShortcut: true, shortcutTo: 2001, adCount: 7 };
    const landing = landingOf({ ...realEstate, children: [shortcut] }, [], "lv");
    expect(landing.subcategories[0]?.count).toBe(7);
  });

  it("narrows every address to a region, without counts it does not have", () => {
    const landing = landingOf(realEstate, [], "lv", riga);
    expect(landing.region).toEqual({ name: "Rīga", categoryHref: "/lv/landing/nekustamais-ipasums" });
    expect(landing.allHref).toBe("/lv/nekustamais-ipasums/!riga");
    expect(landing.count).toBeNull();
    expect(landing.subcategories[0]).toMatchObject({
      href: "/lv/nekustamais-ipasums/dzivokli/!riga",
      count: null,
    });
    expect(landing.pathsByLanguage.ru).toBe("/ru/landing/nedvizhimost/!riga");
  });

  it("within a region, counts what the listings show there, capped as they are", () => {
    const regionCounts = {
      all: { count: 10_000, capped: true },
      byCard: new Map([[2001, { count: 42, capped: false }]]),
    };
    const landing = landingOf(realEstate, [], "lv", riga, regionCounts);
    expect(landing).toMatchObject({ count: 10_000, countCapped: true });
    expect(landing.subcategories[0]).toMatchObject({ count: 42, countCapped: false });
  });
});
