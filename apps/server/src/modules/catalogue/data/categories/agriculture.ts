import type { CategorySeed } from "../types.ts";

export const agriculture: CategorySeed = {
  id: 2000,
  key: "agriculture",
  slugs: { lv: "lauksaimnieciba", ru: "selskoe-hozyaystvo", en: "agriculture" },
  names: {
    lv: "Lauksaimniecība un mežsaimniecība",
    ru: "Сельское и лесное хозяйство",
    en: "Agriculture and forestry",
  },
  icon: "tractor",
  actions: [
    { action: "sell", priceTypes: ["price"] },
    { action: "buy", priceTypes: ["price"] },
    { action: "change", priceTypes: [] },
  ],
  children: [
    {
      id: 2001,
      key: "agri-machinery-shortcut",
      slugs: { lv: "lauksaimniecibas-tehnika", ru: "selhoztehnika", en: "agricultural-machinery" },
      names: { lv: "Lauksaimniecības tehnika", ru: "Сельхозтехника", en: "Agricultural machinery" },
      shortcutTo: "agricultural-machinery",
    },
    {
      id: 2002,
      key: "firewood",
      slugs: { lv: "malka-un-kurinamais", ru: "drova-i-toplivo", en: "firewood-and-fuel" },
      names: { lv: "Malka un kurināmais", ru: "Дрова и топливо", en: "Firewood and fuel" },
      searchWords: { en: "wood" },
      highlighted: true,
      filters: [
        { filter: "firewood-form", visibility: "top", section: "main" },
        { filter: "timber-species", visibility: "top", section: "main" },
        { filter: "log-length", visibility: "showMore", section: "technical", displaySize: 1 },
        { filter: "quantity", visibility: "hidden", section: "other", displaySize: 1 },
      ],
      actions: [
        { action: "sell", priceTypes: ["per-m3", "per-ton", "price"] },
        { action: "buy", priceTypes: ["per-m3"] },
      ],
    },
    {
      id: 2003,
      key: "standing-timber",
      slugs: { lv: "cirsmas-un-apalkoki", ru: "lesoseki-i-kruglyak", en: "standing-timber-and-roundwood" },
      names: { lv: "Cirsmas un apaļkoki", ru: "Лесосеки и кругляк", en: "Standing timber and roundwood" },
      searchWords: { lv: "baļķis", ru: "бревно" },
      filters: [
        { filter: "timber-species", visibility: "top", section: "main" },
        { filter: "land-area", visibility: "top", section: "main", displaySize: 1 },
      ],
      actions: [
        { action: "sell", priceTypes: ["per-m3", "price"] },
        { action: "buy", priceTypes: ["per-m3"] },
      ],
    },
    {
      id: 2004,
      key: "grain-feed",
      slugs: { lv: "graudi-un-lopbariba", ru: "zerno-i-korma", en: "grain-and-feed" },
      names: { lv: "Graudi un lopbarība", ru: "Зерно и корма", en: "Grain and feed" },
      filters: [
        { filter: "crop", visibility: "top", section: "main" },
        { filter: "organic", visibility: "top", section: "main", displaySize: 1 },
        { filter: "quantity", visibility: "hidden", section: "other", displaySize: 1 },
      ],
      actions: [
        { action: "sell", priceTypes: ["per-ton", "per-kg", "price"] },
        { action: "buy", priceTypes: ["per-ton"] },
      ],
    },
    {
      id: 2005,
      key: "produce",
      slugs: {
        lv: "darzeni-augli-un-ogas",
        ru: "ovoschi-frukty-i-yagody",
        en: "vegetables-fruit-and-berries",
      },
      names: {
        lv: "Dārzeņi, augļi un ogas",
        ru: "Овощи, фрукты и ягоды",
        en: "Vegetables, fruit and berries",
      },
      filters: [{ filter: "organic", visibility: "top", section: "main", displaySize: 1 }],
      actions: [
        { action: "sell", priceTypes: ["per-kg", "price"] },
        { action: "buy", priceTypes: ["per-kg"] },
      ],
    },
    {
      id: 2006,
      key: "honey",
      slugs: { lv: "medus-un-biskopiba", ru: "med-i-pchelovodstvo", en: "honey-and-beekeeping" },
      names: { lv: "Medus un biškopība", ru: "Мёд и пчеловодство", en: "Honey and beekeeping" },
      filters: [{ filter: "organic", visibility: "top", section: "main", displaySize: 1 }],
      actions: [
        { action: "sell", priceTypes: ["per-kg", "per-litre", "price"] },
        { action: "buy", priceTypes: ["per-kg"] },
      ],
    },
    {
      id: 2007,
      key: "farm-produce",
      slugs: { lv: "piens-gala-un-olas", ru: "moloko-myaso-i-yaytsa", en: "milk-meat-and-eggs" },
      names: { lv: "Piens, gaļa un olas", ru: "Молоко, мясо и яйца", en: "Milk, meat and eggs" },
      filters: [{ filter: "organic", visibility: "top", section: "main", displaySize: 1 }],
      actions: [
        { action: "sell", priceTypes: ["per-kg", "per-litre", "per-piece"] },
        { action: "buy", priceTypes: ["per-kg"] },
      ],
    },
    {
      id: 2008,
      key: "fertilisers",
      slugs: {
        lv: "meslojums-un-augu-aizsardziba",
        ru: "udobreniya-i-zaschita-rasteniy",
        en: "fertilisers-and-crop-protection",
      },
      names: {
        lv: "Mēslojums un augu aizsardzība",
        ru: "Удобрения и защита растений",
        en: "Fertilisers and crop protection",
      },
      actions: [
        { action: "sell", priceTypes: ["per-ton", "per-kg", "price"] },
        { action: "buy", priceTypes: ["price"] },
      ],
    },
    {
      id: 2009,
      key: "farm-animals-shortcut",
      slugs: { lv: "lauksaimniecibas-dzivnieki", ru: "selskohozyaystvennye-zhivotnye", en: "farm-animals" },
      names: { lv: "Lauksaimniecības dzīvnieki", ru: "Сельскохозяйственные животные", en: "Farm animals" },
      shortcutTo: "farm-animals",
    },
    {
      id: 2010,
      key: "agri-land-rent",
      slugs: { lv: "zemes-noma-lauksaimniecibai", ru: "arenda-selhozzemli", en: "farmland-to-let" },
      names: { lv: "Zemes noma lauksaimniecībai", ru: "Аренда сельхозземли", en: "Farmland to let" },
      searchWords: { ru: "земля", en: "land" },
      filters: [
        { filter: "land-area", visibility: "top", section: "main", displaySize: 1 },
        { filter: "land-purpose", visibility: "showMore", section: "main" },
        { filter: "near", visibility: "showMore", section: "location" },
      ],
      actions: [
        { action: "rent", priceTypes: ["per-ha-year"] },
        { action: "search", priceTypes: ["per-ha-year"] },
      ],
    },
  ],
};
