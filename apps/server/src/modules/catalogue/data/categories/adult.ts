import type { CategorySeed } from "../types.ts";

export const adult: CategorySeed = {
  id: 2300,
  key: "adult",
  slugs: { lv: "iepazisanas-pieaugusajiem", ru: "znakomstva-dlya-vzroslyh", en: "dating-adults" },
  names: { lv: "Iepazīšanās un pieaugušajiem", ru: "Знакомства и для взрослых", en: "Dating and adults" },
  icon: "heart",
  adult: true,
  actions: [{ action: "search", priceTypes: [] }],
  children: [
    {
      id: 2301,
      key: "dating",
      slugs: { lv: "iepazisanas", ru: "znakomstva", en: "dating" },
      names: { lv: "Iepazīšanās", ru: "Знакомства", en: "Dating" },
      adult: true,
      filters: [
        { filter: "age", visibility: "top", section: "main", displaySize: 1 },
        { filter: "height-person", visibility: "showMore", section: "main", displaySize: 1 },
        { filter: "dating-goal", visibility: "top", section: "main" },
      ],
      children: [
        {
          id: 2302,
          key: "he-seeks-her",
          slugs: { lv: "vins-mekle-vinu", ru: "on-ischet-ee", en: "man-seeking-woman" },
          names: { lv: "Viņš meklē viņu", ru: "Он ищет её", en: "Man seeking woman" },
          adult: true,
        },
        {
          id: 2303,
          key: "she-seeks-him",
          slugs: { lv: "vina-mekle-vinu", ru: "ona-ischet-ego", en: "woman-seeking-man" },
          names: { lv: "Viņa meklē viņu", ru: "Она ищет его", en: "Woman seeking man" },
          adult: true,
        },
        {
          id: 2304,
          key: "same-sex",
          slugs: { lv: "viendzimuma-iepazisanas", ru: "odnopolye-znakomstva", en: "same-sex-dating" },
          names: { lv: "Viendzimuma iepazīšanās", ru: "Однополые знакомства", en: "Same-sex dating" },
          adult: true,
        },
        {
          id: 2305,
          key: "friendship",
          slugs: { lv: "draudziba-un-sarakste", ru: "druzhba-i-perepiska", en: "friendship-and-pen-pals" },
          names: { lv: "Draudzība un sarakste", ru: "Дружба и переписка", en: "Friendship and pen pals" },
          adult: true,
        },
      ],
    },
    {
      id: 2306,
      key: "adult-goods",
      slugs: { lv: "preces-pieaugusajiem", ru: "tovary-dlya-vzroslyh", en: "adult-products" },
      names: { lv: "Preces pieaugušajiem", ru: "Товары для взрослых", en: "Adult products" },
      adult: true,
      filters: [{ filter: "condition", visibility: "top", section: "condition", displaySize: 1 }],
      actions: [
        { action: "sell", priceTypes: ["price"] },
        { action: "buy", priceTypes: ["price"] },
      ],
    },
  ],
};
