import type { CategorySeed } from "../types.ts";

export const misc: CategorySeed = {
  id: 2400,
  key: "misc",
  slugs: { lv: "dazadi", ru: "raznoe", en: "miscellaneous" },
  names: { lv: "Dažādi", ru: "Разное", en: "Miscellaneous" },
  icon: "box",
  actions: [
    { action: "sell", priceTypes: ["price"] },
    { action: "buy", priceTypes: ["price"] },
    { action: "change", priceTypes: [] },
    { action: "gift", priceTypes: [] },
  ],
  children: [
    {
      id: 2401,
      key: "giveaways",
      slugs: { lv: "atdod-par-velti", ru: "otdam-darom", en: "free-stuff" },
      names: { lv: "Atdod par velti", ru: "Отдам даром", en: "Free stuff" },
      searchWords: { lv: "bezmaksas", ru: "бесплатно", en: "giveaway" },
      filters: [
        { filter: "condition", visibility: "top", section: "condition", displaySize: 1 },
        { filter: "near", visibility: "showMore", section: "location" },
      ],
      actions: [
        { action: "gift", priceTypes: [] },
        { action: "search", priceTypes: [] },
      ],
    },
    {
      id: 2402,
      key: "charity",
      slugs: { lv: "labdariba", ru: "blagotvoritelnost", en: "charity" },
      names: { lv: "Labdarība", ru: "Благотворительность", en: "Charity" },
      filters: [{ filter: "near", visibility: "top", section: "location" }],
      actions: [
        { action: "charity", priceTypes: [] },
        { action: "search", priceTypes: [] },
      ],
    },
    {
      id: 2403,
      key: "lost-found",
      slugs: { lv: "pazaudets-un-atrasts", ru: "poteryano-i-naydeno", en: "lost-and-found" },
      names: { lv: "Pazaudēts un atrasts", ru: "Потеряно и найдено", en: "Lost and found" },
      searchWords: { lv: "pazudis", ru: "пропал", en: "missing" },
      filters: [
        { filter: "near", visibility: "top", section: "location" },
        { filter: "incident-date", visibility: "showMore", section: "main", displaySize: 1 },
      ],
      actions: [
        { action: "lost", priceTypes: [] },
        { action: "found", priceTypes: [] },
      ],
    },
    {
      id: 2404,
      key: "other-goods",
      slugs: { lv: "citas-preces", ru: "drugie-tovary", en: "other-goods" },
      names: { lv: "Citas preces", ru: "Другие товары", en: "Other goods" },
      filters: [{ filter: "condition", visibility: "top", section: "condition", displaySize: 1 }],
    },
  ],
};
