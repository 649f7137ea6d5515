import type { CategorySeed } from "../types.ts";

export const homeGarden: CategorySeed = {
  id: 1300,
  key: "home-garden",
  slugs: { lv: "maja-un-darzs", ru: "dom-i-sad", en: "home-and-garden" },
  names: { lv: "Māja un dārzs", ru: "Дом и сад", en: "Home and garden" },
  icon: "sofa",
  viewType: "grid",
  filters: [{ filter: "condition", visibility: "top", section: "condition", displaySize: 1 }],
  actions: [
    { action: "sell", priceTypes: ["price"] },
    { action: "buy", priceTypes: ["price"] },
    { action: "change", priceTypes: [] },
    { action: "gift", priceTypes: [] },
  ],
  children: [
    {
      id: 1301,
      key: "furniture",
      slugs: { lv: "mebeles", ru: "mebel", en: "furniture" },
      names: { lv: "Mēbeles", ru: "Мебель", en: "Furniture" },
      highlighted: true,
      filters: [
        { filter: "furniture-material", visibility: "top", section: "main" },
        { filter: "colour", visibility: "showMore", section: "main" },
        { filter: "width-cm", visibility: "showMore", section: "technical", displaySize: 1 },
        { filter: "height-cm", visibility: "showMore", section: "technical", displaySize: 1 },
        { filter: "depth-cm", visibility: "showMore", section: "technical", displaySize: 1 },
      ],
      children: [
        {
          id: 1302,
          key: "sofas",
          slugs: { lv: "divani-un-atputas-kresli", ru: "divany-i-kresla", en: "sofas-and-armchairs" },
          names: { lv: "Dīvāni un atpūtas krēsli", ru: "Диваны и кресла", en: "Sofas and armchairs" },
        },
        {
          id: 1303,
          key: "tables-chairs",
          slugs: { lv: "galdi-un-kresli", ru: "stoly-i-stulya", en: "tables-and-chairs" },
          names: { lv: "Galdi un krēsli", ru: "Столы и стулья", en: "Tables and chairs" },
        },
        {
          id: 1304,
          key: "beds",
          slugs: { lv: "gultas-un-matraci", ru: "krovati-i-matrasy", en: "beds-and-mattresses" },
          names: { lv: "Gultas un matrači", ru: "Кровати и матрасы", en: "Beds and mattresses" },
        },
        {
          id: 1305,
          key: "wardrobes",
          slugs: { lv: "skapji-un-plaukti", ru: "shkafy-i-polki", en: "wardrobes-shelves" },
          names: {
            lv: "Skapji, kumodes un plaukti",
            ru: "Шкафы, комоды и полки",
            en: "Wardrobes, chests and shelves",
          },
        },
        {
          id: 1306,
          key: "kitchen-furniture",
          slugs: { lv: "virtuves-mebeles", ru: "kuhonnaya-mebel", en: "kitchen-furniture" },
          names: { lv: "Virtuves mēbeles", ru: "Кухонная мебель", en: "Kitchen furniture" },
        },
        {
          id: 1307,
          key: "office-furniture",
          slugs: { lv: "biroja-mebeles", ru: "ofisnaya-mebel", en: "office-furniture" },
          names: { lv: "Biroja mēbeles", ru: "Офисная мебель", en: "Office furniture" },
        },
        {
          id: 1308,
          key: "garden-furniture",
          slugs: { lv: "darza-mebeles", ru: "sadovaya-mebel", en: "garden-furniture" },
          names: { lv: "Dārza mēbeles", ru: "Садовая мебель", en: "Garden furniture" },
        },
      ],
    },
    {
      id: 1309,
      key: "interior",
      slugs: { lv: "interjers-un-dekors", ru: "interer-i-dekor", en: "interior-and-decor" },
      names: { lv: "Interjers un dekors", ru: "Интерьер и декор", en: "Interior and decor" },
      filters: [{ filter: "colour", visibility: "top", section: "main" }],
    },
    {
      id: 1310,
      key: "lighting",
      slugs: { lv: "apgaismojums", ru: "osveschenie", en: "lighting" },
      names: { lv: "Apgaismojums", ru: "Освещение", en: "Lighting" },
      filters: [{ filter: "colour", visibility: "top", section: "main" }],
    },
    {
      id: 1311,
      key: "textiles",
      slugs: { lv: "majas-tekstils", ru: "domashniy-tekstil", en: "home-textiles" },
      names: { lv: "Mājas tekstils", ru: "Домашний текстиль", en: "Home textiles" },
      filters: [
        { filter: "colour", visibility: "top", section: "main" },
        { filter: "material", visibility: "showMore", section: "main" },
      ],
    },
    {
      id: 1312,
      key: "kitchenware",
      slugs: {
        lv: "trauki-un-virtuves-piederumi",
        ru: "posuda-i-kuhonnye-prinadlezhnosti",
        en: "kitchenware",
      },
      names: {
        lv: "Trauki un virtuves piederumi",
        ru: "Посуда и кухонные принадлежности",
        en: "Kitchenware",
      },
    },
    {
      id: 1313,
      key: "garden",
      slugs: { lv: "darzs", ru: "sad", en: "garden" },
      names: { lv: "Dārzs", ru: "Сад", en: "Garden" },
      children: [
        {
          id: 1314,
          key: "garden-machinery",
          slugs: { lv: "darza-tehnika", ru: "sadovaya-tehnika", en: "garden-machinery" },
          names: { lv: "Dārza tehnika", ru: "Садовая техника", en: "Garden machinery" },
          filters: [
            { filter: "tool-brand", visibility: "top", section: "main" },
            { filter: "power-source", visibility: "top", section: "technical" },
          ],
          actions: [
            { action: "sell", priceTypes: ["price"] },
            { action: "buy", priceTypes: ["price"] },
            { action: "change", priceTypes: [] },
            { action: "gift", priceTypes: [] },
            { action: "rent", priceTypes: ["per-day"] },
          ],
        },
        {
          id: 1315,
          key: "plants",
          slugs: {
            lv: "augi-stadi-un-seklas",
            ru: "rasteniya-sazhentsy-i-semena",
            en: "plants-seedlings-and-seeds",
          },
          names: {
            lv: "Augi, stādi un sēklas",
            ru: "Растения, саженцы и семена",
            en: "Plants, seedlings and seeds",
          },
          actions: [
            { action: "sell", priceTypes: ["price", "per-piece"] },
            { action: "buy", priceTypes: ["price"] },
            { action: "change", priceTypes: [] },
            { action: "gift", priceTypes: [] },
          ],
        },
        {
          id: 1316,
          key: "greenhouses",
          slugs: { lv: "siltumnicas", ru: "teplitsy", en: "greenhouses" },
          names: { lv: "Siltumnīcas", ru: "Теплицы", en: "Greenhouses" },
          filters: [
            { filter: "width-cm", visibility: "showMore", section: "technical", displaySize: 1 },
            { filter: "depth-cm", visibility: "showMore", section: "technical", displaySize: 1 },
          ],
        },
        {
          id: 1317,
          key: "garden-tools",
          slugs: {
            lv: "darza-instrumenti-un-inventars",
            ru: "sadovye-instrumenty-i-inventar",
            en: "garden-tools",
          },
          names: {
            lv: "Dārza instrumenti un inventārs",
            ru: "Садовые инструменты и инвентарь",
            en: "Garden tools",
          },
        },
      ],
    },
    {
      id: 1318,
      key: "home-appliances-shortcut",
      slugs: { lv: "sadzives-tehnika", ru: "bytovaya-tehnika", en: "home-appliances" },
      names: { lv: "Sadzīves tehnika", ru: "Бытовая техника", en: "Home appliances" },
      shortcutTo: "appliances",
    },
    {
      id: 1319,
      key: "firewood-shortcut",
      slugs: { lv: "malka", ru: "drova", en: "firewood" },
      names: { lv: "Malka", ru: "Дрова", en: "Firewood" },
      shortcutTo: "firewood",
    },
  ],
};
