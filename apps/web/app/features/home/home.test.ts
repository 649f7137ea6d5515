import type { HomeCategory } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import { categories as categorySeeds } from "../../../../server/src/modules/catalogue/data/categories.ts";
import { drawnCategoryIcons } from "./category-icons";
import { homeTiles } from "./home-categories";

const tile = (id: number, adult: boolean): HomeCategory => {
  const names = { lv: `k${id}`, ru: `k${id}`, en: `k${id}` };
  return {
    id,
    name: names,
    slug: names,
    icon: null,
    status: "active",
    adult,
    adCount: 0,
    hasHighlightedLots: false,
    children: [],
  };
};

describe("home tiles", () => {
  const tiles = [tile(1, false), tile(2, true)];

  it("keep the adult category unless the adultContent cookie says to hide it", () => {
    const shown = (cookies: string | null) => homeTiles(tiles, "lv", cookies).map((t) => t.id);
    expect(shown(null)).toEqual([1, 2]);
    expect(shown("adultContent=allowed")).toEqual([1, 2]);
    expect(shown("theme=dark; adultContent=hidden")).toEqual([1]);
  });

  it("carry the page language's names and ready addresses only", () => {
    const names = (lv: string, ru: string) => ({ lv, ru, en: lv });
    const transport: HomeCategory = {
      id: 1000,
      name: names("Transports", "Транспорт"),
      slug: names("transports", "transport"),
      icon: "car",
      status: "active",
      adult: false,
      adCount: 9,
      hasHighlightedLots: true,
      children: [
        {
          id: 1001,
          name: names("Vieglie auto", "Легковые авто"),
          slug: names("vieglie-auto", "legkovye-avto"),
        },
      ],
    };
    expect(homeTiles([transport], "ru", null)).toEqual([
      {
        id: 1000,
        name: "Транспорт",
        href: "/ru/landing/transport",
        icon: "car",
        comingSoon: false,
        children: [{ id: 1001, name: "Легковые авто", href: "/ru/transport/legkovye-avto" }],
      },
    ]);
  });

  it("have a drawn icon for every top-level category of the catalogue", () => {
    const icons = categorySeeds.map((category) => category.icon).filter((icon) => icon !== undefined);
    expect(icons.length).toBeGreaterThan(10);
    for (const icon of icons) expect(drawnCategoryIcons).toContain(icon);
  });
});
