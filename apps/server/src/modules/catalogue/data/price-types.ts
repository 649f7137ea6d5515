import type { PriceTypeSeed } from "./types.ts";

/** Price types a lot can carry; "negotiable" is not a price type but the offersAllowed flag of a lot. */
export const priceTypes: PriceTypeSeed[] = [
  {
    id: 1,
    key: "price",
    names: { lv: "Cena", ru: "Цена", en: "Price" },
    short: { lv: "€", ru: "€", en: "€" },
  },
  {
    id: 2,
    key: "per-month",
    names: { lv: "Mēnesī", ru: "В месяц", en: "Per month" },
    short: { lv: "€/mēn.", ru: "€/мес.", en: "€/month" },
  },
  {
    id: 3,
    key: "per-day",
    names: { lv: "Dienā", ru: "В сутки", en: "Per day" },
    short: { lv: "€/dienā", ru: "€/сутки", en: "€/day" },
  },
  {
    id: 4,
    key: "per-hour",
    names: { lv: "Stundā", ru: "В час", en: "Per hour" },
    short: { lv: "€/st.", ru: "€/час", en: "€/hour" },
  },
  {
    id: 5,
    key: "per-week",
    names: { lv: "Nedēļā", ru: "В неделю", en: "Per week" },
    short: { lv: "€/ned.", ru: "€/нед.", en: "€/week" },
  },
  {
    id: 6,
    key: "per-night",
    names: { lv: "Naktī", ru: "За ночь", en: "Per night" },
    short: { lv: "€/naktī", ru: "€/ночь", en: "€/night" },
  },
  {
    id: 7,
    key: "per-m2",
    names: { lv: "Par m²", ru: "За м²", en: "Per m²" },
    short: { lv: "€/m²", ru: "€/м²", en: "€/m²" },
  },
  {
    id: 8,
    key: "per-m2-month",
    names: { lv: "Par m² mēnesī", ru: "За м² в месяц", en: "Per m² per month" },
    short: { lv: "€/m² mēn.", ru: "€/м² в мес.", en: "€/m²/month" },
  },
  {
    id: 9,
    key: "per-ha-year",
    names: { lv: "Par ha gadā", ru: "За га в год", en: "Per hectare per year" },
    short: { lv: "€/ha gadā", ru: "€/га в год", en: "€/ha/year" },
  },
  {
    id: 10,
    key: "per-piece",
    names: { lv: "Par gabalu", ru: "За штуку", en: "Per piece" },
    short: { lv: "€/gab.", ru: "€/шт.", en: "€/piece" },
  },
  {
    id: 11,
    key: "per-kg",
    names: { lv: "Par kilogramu", ru: "За килограмм", en: "Per kilogram" },
    short: { lv: "€/kg", ru: "€/кг", en: "€/kg" },
  },
  {
    id: 12,
    key: "per-ton",
    names: { lv: "Par tonnu", ru: "За тонну", en: "Per tonne" },
    short: { lv: "€/t", ru: "€/т", en: "€/t" },
  },
  {
    id: 13,
    key: "per-m3",
    names: { lv: "Par kubikmetru", ru: "За кубометр", en: "Per cubic metre" },
    short: { lv: "€/m³", ru: "€/м³", en: "€/m³" },
  },
  {
    id: 14,
    key: "per-m",
    names: { lv: "Par metru", ru: "За метр", en: "Per metre" },
    short: { lv: "€/m", ru: "€/м", en: "€/m" },
  },
  {
    id: 15,
    key: "per-litre",
    names: { lv: "Par litru", ru: "За литр", en: "Per litre" },
    short: { lv: "€/l", ru: "€/л", en: "€/l" },
  },
  {
    id: 16,
    key: "per-km",
    names: { lv: "Par kilometru", ru: "За километр", en: "Per kilometre" },
    short: { lv: "€/km", ru: "€/км", en: "€/km" },
  },
  {
    id: 17,
    key: "per-lesson",
    names: { lv: "Par nodarbību", ru: "За занятие", en: "Per lesson" },
    short: { lv: "€/nodarb.", ru: "€/занятие", en: "€/lesson" },
  },
];
