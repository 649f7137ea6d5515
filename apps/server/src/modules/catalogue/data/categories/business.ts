import type { CategorySeed } from "../types.ts";

export const business: CategorySeed = {
  id: 2200,
  key: "business",
  slugs: { lv: "bizness-un-iekartas", ru: "biznes-i-oborudovanie", en: "business-and-equipment" },
  names: { lv: "Bizness un iekārtas", ru: "Бизнес и оборудование", en: "Business and equipment" },
  icon: "factory",
  filters: [
    { filter: "condition", visibility: "top", section: "condition", displaySize: 1 },
    { filter: "year", visibility: "top", section: "main", displaySize: 1 },
  ],
  actions: [
    { action: "sell", priceTypes: ["price"] },
    { action: "buy", priceTypes: ["price"] },
    { action: "rent", priceTypes: ["per-day", "per-month"] },
    { action: "change", priceTypes: [] },
  ],
  children: [
    {
      id: 2201,
      key: "production-equipment",
      slugs: { lv: "razosanas-iekartas", ru: "proizvodstvennoe-oborudovanie", en: "industrial-equipment" },
      names: { lv: "Ražošanas iekārtas", ru: "Производственное оборудование", en: "Industrial equipment" },
      highlighted: true,
      filters: [
        { filter: "weight", visibility: "showMore", section: "technical", displaySize: 1 },
        { filter: "power", visibility: "showMore", section: "technical", displaySize: 1 },
      ],
    },
    {
      id: 2202,
      key: "woodworking",
      slugs: {
        lv: "kokapstrades-iekartas",
        ru: "derevoobrabatyvayuschee-oborudovanie",
        en: "woodworking-machinery",
      },
      names: {
        lv: "Kokapstrādes iekārtas",
        ru: "Деревообрабатывающее оборудование",
        en: "Woodworking machinery",
      },
    },
    {
      id: 2203,
      key: "retail-equipment",
      slugs: {
        lv: "tirdzniecibas-un-restoranu-aprikojums",
        ru: "torgovoe-i-restorannoe-oborudovanie",
        en: "retail-and-catering-equipment",
      },
      names: {
        lv: "Tirdzniecības un restorānu aprīkojums",
        ru: "Торговое и ресторанное оборудование",
        en: "Retail and catering equipment",
      },
      searchWords: { lv: "veikals kafejnīca", ru: "магазин кафе", en: "shop cafe" },
    },
    {
      id: 2204,
      key: "office-equipment",
      slugs: { lv: "biroja-aprikojums", ru: "ofisnoe-oborudovanie", en: "office-equipment" },
      names: { lv: "Biroja aprīkojums", ru: "Офисное оборудование", en: "Office equipment" },
    },
    {
      id: 2205,
      key: "beauty-equipment",
      slugs: {
        lv: "skaistumkopsanas-aprikojums",
        ru: "oborudovanie-dlya-salonov",
        en: "salon-medical-equipment",
      },
      names: {
        lv: "Skaistumkopšanas un medicīnas aprīkojums",
        ru: "Оборудование для салонов и медицины",
        en: "Salon and medical equipment",
      },
      searchWords: { ru: "парикмахерский" },
    },
    {
      id: 2206,
      key: "business-for-sale",
      slugs: { lv: "pardod-biznesu", ru: "prodazha-biznesa", en: "businesses-for-sale" },
      names: { lv: "Pārdod biznesu", ru: "Продажа бизнеса", en: "Businesses for sale" },
      searchWords: { lv: "uzņēmums firma", ru: "фирма предприятие", en: "company" },
      filters: [{ filter: "work-field", visibility: "top", section: "main" }],
      actions: [
        { action: "sell", priceTypes: ["price"] },
        { action: "buy", priceTypes: ["price"] },
      ],
    },
    {
      id: 2207,
      key: "auctions",
      slugs: { lv: "izsoles", ru: "auktsiony", en: "auctions" },
      names: { lv: "Izsoles", ru: "Аукционы", en: "Auctions" },
      status: "comingSoon",
    },
  ],
};
