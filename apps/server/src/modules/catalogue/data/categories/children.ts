import type { CategorySeed } from "../types.ts";

export const children: CategorySeed = {
  id: 1600,
  key: "children",
  slugs: { lv: "berniem", ru: "detyam", en: "for-children" },
  names: { lv: "Bērniem", ru: "Детям", en: "For children" },
  icon: "baby",
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
      id: 1601,
      key: "kids-clothing",
      slugs: { lv: "bernu-apgerbi", ru: "detskaya-odezhda", en: "childrens-clothing" },
      names: { lv: "Bērnu apģērbi", ru: "Детская одежда", en: "Children's clothing" },
      viewType: "clothes",
      highlighted: true,
      filters: [
        { filter: "kids-size", visibility: "top", section: "main" },
        { filter: "child-gender", visibility: "top", section: "main" },
        { filter: "clothing-brand", visibility: "showMore", section: "main" },
        { filter: "colour", visibility: "showMore", section: "main" },
      ],
    },
    {
      id: 1602,
      key: "kids-footwear",
      slugs: { lv: "bernu-apavi", ru: "detskaya-obuv", en: "childrens-footwear" },
      names: { lv: "Bērnu apavi", ru: "Детская обувь", en: "Children's footwear" },
      viewType: "clothes",
      filters: [
        { filter: "kids-shoe-size", visibility: "top", section: "main" },
        { filter: "child-gender", visibility: "top", section: "main" },
        { filter: "clothing-brand", visibility: "showMore", section: "main" },
      ],
    },
    {
      id: 1603,
      key: "prams",
      slugs: { lv: "bernu-ratini", ru: "detskie-kolyaski", en: "prams-and-pushchairs" },
      names: { lv: "Bērnu ratiņi", ru: "Детские коляски", en: "Prams and pushchairs" },
      highlighted: true,
      filters: [
        { filter: "stroller-type", visibility: "top", section: "main" },
        { filter: "colour", visibility: "showMore", section: "main" },
      ],
    },
    {
      id: 1604,
      key: "car-seats",
      slugs: { lv: "autosedeklisi", ru: "avtokresla", en: "car-seats" },
      names: { lv: "Autosēdeklīši", ru: "Автокресла", en: "Car seats" },
      filters: [{ filter: "car-seat-group", visibility: "top", section: "main" }],
    },
    {
      id: 1605,
      key: "kids-furniture",
      slugs: { lv: "bernu-mebeles", ru: "detskaya-mebel", en: "childrens-furniture" },
      names: { lv: "Bērnu mēbeles", ru: "Детская мебель", en: "Children's furniture" },
      filters: [
        { filter: "furniture-material", visibility: "showMore", section: "main" },
        { filter: "colour", visibility: "showMore", section: "main" },
      ],
    },
    {
      id: 1606,
      key: "toys",
      slugs: { lv: "rotallietas", ru: "igrushki", en: "toys" },
      names: { lv: "Rotaļlietas", ru: "Игрушки", en: "Toys" },
      filters: [
        { filter: "child-age", visibility: "top", section: "main" },
        { filter: "child-gender", visibility: "showMore", section: "main" },
      ],
    },
    {
      id: 1607,
      key: "school",
      slugs: { lv: "skolas-preces", ru: "shkolnye-prinadlezhnosti", en: "school-supplies" },
      names: { lv: "Skolas preces", ru: "Школьные принадлежности", en: "School supplies" },
      filters: [{ filter: "child-age", visibility: "showMore", section: "main" }],
    },
    {
      id: 1608,
      key: "baby-care",
      slugs: {
        lv: "zidainu-kopsana-un-barosana",
        ru: "uhod-za-malyshom-i-kormlenie",
        en: "baby-care-and-feeding",
      },
      names: {
        lv: "Zīdaiņu kopšana un barošana",
        ru: "Уход за малышом и кормление",
        en: "Baby care and feeding",
      },
    },
  ],
};
