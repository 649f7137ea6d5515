import type { HomeCategory } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import { categories as categorySeeds } from "../../../../server/src/modules/catalogue/data/categories.ts";
import { drawnCategoryIcons } from "./category-icons";
import { visibleHomeCategories } from "./home-categories";

const tile = (id: number, adult: boolean): HomeCategory => {
  const names = { lv: `k${id}`, ru: `k${id}`, en: `k${id}` };
  return { id, name: names, slug: names, icon: null, status: "active", adult, adCount: 0, children: [] };
};

describe("home tiles", () => {
  const tiles = [tile(1, false), tile(2, true)];

  it("keep the adult category unless the adultContent cookie says to hide it", () => {
    expect(visibleHomeCategories(tiles, null).map((t) => t.id)).toEqual([1, 2]);
    expect(visibleHomeCategories(tiles, "adultContent=allowed").map((t) => t.id)).toEqual([1, 2]);
    expect(visibleHomeCategories(tiles, "theme=dark; adultContent=hidden").map((t) => t.id)).toEqual([1]);
  });

  it("have a drawn icon for every top-level category of the catalogue", () => {
    const icons = categorySeeds.map((category) => category.icon).filter((icon) => icon !== undefined);
    expect(icons.length).toBeGreaterThan(10);
    for (const icon of icons) expect(drawnCategoryIcons).toContain(icon);
  });
});
