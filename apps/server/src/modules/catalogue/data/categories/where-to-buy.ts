import type { CategorySeed } from "../types.ts";

export const whereToBuy: CategorySeed = {
  id: 2500,
  key: "where-to-buy",
  slugs: { lv: "kur-nopirkt", ru: "gde-kupit", en: "where-to-buy" },
  names: { lv: "Kur nopirkt?", ru: "Где купить?", en: "Where to buy?" },
  icon: "store",
  hiddenOnHome: true,
  actions: [
    { action: "search", priceTypes: [] },
    { action: "offer", priceTypes: ["price"] },
  ],
};
