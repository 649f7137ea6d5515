import { describe, expect, it } from "vitest";
import type { CachedCategory, ListCatalogue } from "../lot-lists/catalogue-cache.ts";
import { namedCategory } from "./named-category.ts";

function category(
  id: number,
  path: number[],
  lv: string,
  ru: string,
  en: string,
  status = "active",
): CachedCategory {
  const slug = { lv: String(id), ru: String(id), en: String(id) };
  return {
    id,
    level: path.length - 1,
    path,
    names: { lv, ru, en },
    slugPath: { lv: slug.lv, ru: slug.ru },
    slug,
    status,
    shortcutTo: null,
    hasChildren: false,
    adult: false,
  };
}

const catalogue: ListCatalogue = {
  categories: new Map(
    [
      category(1000, [1000], "Transports", "Транспорт", "Vehicles"),
      category(1001, [1000, 1001], "Vieglie auto", "Легковые авто", "Cars"),
      category(1004, [1000, 1004], "Autobusi", "Автобусы", "Buses"),
      category(1026, [1000, 1026], "Velosipēdi", "Велосипеды", "Bicycles"),
      category(1100, [1100], "Nekustamais īpašums", "Недвижимость", "Real estate"),
      category(1102, [1100, 1102], "Dzīvokļi", "Квартиры", "Flats"),
      category(1103, [1100, 1103], "Mājas", "Дома", "Houses"),
      category(1300, [1300], "Māja un dārzs", "Дом и сад", "Home and garden"),
      category(1800, [1800], "Darbs", "Работа", "Jobs"),
      category(1803, [1800, 1803], "Darbs ārzemēs", "Работа за границей", "Jobs abroad"),
      category(1900, [1900], "Pakalpojumi", "Услуги", "Services"),
      category(1907, [1900, 1907], "Dārza darbi", "Садовые работы", "Garden work"),
      category(1908, [1900, 1908], "Remontdarbi", "Ремонтные работы", "Repair work"),
      category(1909, [1900, 1909], "Dārza tehnika", "Садовая техника", "Garden machinery"),
      category(2600, [2600], "Ziemas riepas", "Зимние шины", "Winter tyres", "comingSoon"),
    ].map((entry) => [entry.id, entry]),
  ),
  regionTitles: new Map(),
  regionNames: [
    { lv: "Rīga", ru: "Рига", en: "Riga" },
    { lv: "Centrs", ru: "Центр", en: "Centre" },
    { lv: "Ogres novads", ru: "Огрский край", en: "Ogre municipality" },
  ],
  priceTypes: new Map(),
  filters: new Map(),
  categoryFilters: new Map(),
  filtersByKey: new Map(),
  adultRoots: [],
};

describe("the category a query names", () => {
  it("is the one whose name holds every word, compared without endings and diacritics", () => {
    expect(namedCategory(["velosipēds"], catalogue)).toBe(1026);
    expect(namedCategory(["velosipedi"], catalogue)).toBe(1026);
    expect(namedCategory(["велосипед"], catalogue)).toBe(1026);
    expect(namedCategory(["vieglie", "auto"], catalogue)).toBe(1001);
  });

  it("matches words whole: a word that only starts a name's word names nothing", () => {
    expect(namedCategory(["авто"], catalogue)).toBe(1001);
    expect(namedCategory(["velo"], catalogue)).toBeNull();
  });

  it("prefers the name with the fewest words, and the category above the others among equals", () => {
    expect(namedCategory(["работа"], catalogue)).toBe(1800);
    expect(namedCategory(["darbs"], catalogue)).toBe(1800);
    expect(namedCategory(["māja"], catalogue)).toBe(1103);
    // "Дома" keeps its ending (four letters), and still answers "дом" before "Дом и сад".
    expect(namedCategory(["дом"], catalogue)).toBe(1103);
    // "работы" is a word of two services' names too, each of two words.
    expect(namedCategory(["работы"], catalogue)).toBe(1800);
    expect(namedCategory(["садовые", "работы"], catalogue)).toBe(1907);
  });

  it("leaves out the words that name a region when the query names no category with them", () => {
    expect(namedCategory(["dzīvokļi", "rīga"], catalogue)).toBe(1102);
    expect(namedCategory(["dzīvokļi", "rīgā", "centrā"], catalogue)).toBe(1102);
    expect(namedCategory(["квартиры", "риге"], catalogue)).toBe(1102);
    expect(namedCategory(["mājas", "ogres", "novadā"], catalogue)).toBe(1103);
    // A region alone names no category, and the words left must name one.
    expect(namedCategory(["rīga"], catalogue)).toBeNull();
    expect(namedCategory(["volkswagen", "rīga"], catalogue)).toBeNull();
  });

  it("is none for words of no name, two unrelated names or a category not open yet", () => {
    expect(namedCategory(["volkswagen", "golf"], catalogue)).toBeNull();
    expect(namedCategory(["dārza"], catalogue)).toBeNull();
    expect(namedCategory(["ziemas", "riepas"], catalogue)).toBeNull();
    expect(namedCategory([], catalogue)).toBeNull();
  });
});
