import type { PartnerSeed } from "./types.ts";

/*
 * Partners of the marketplace, shown on home and on the landings of their categories. They are fictional
 * businesses with example domains, so a demo never advertises a real company; their wordmark logos are in
 * apps/web/public/partners/.
 */
export const partners: PartnerSeed[] = [
  {
    id: 1,
    key: "dzintara-lizings",
    name: "Dzintara Līzings",
    url: "https://dzintara-lizings.example.lv/",
    descriptions: {
      lv: "Auto līzings lietotām un jaunām automašīnām ar pirmo iemaksu no 10 %. Lēmums 15 minūtēs.",
      ru: "Лизинг новых и подержанных автомобилей с первым взносом от 10 %. Решение за 15 минут.",
      en: "Leasing for new and used cars with a down payment from 10%. A decision in 15 minutes.",
    },
    onHome: true,
    categories: ["transport"],
  },
  {
    id: 2,
    key: "drosais-cels",
    name: "Drošais Ceļš",
    url: "https://drosais-cels.example.lv/",
    descriptions: {
      lv: "OCTA un KASKO polises tiešsaistē, kā arī mājokļa apdrošināšana pārdomātam pirkumam.",
      ru: "Полисы OCTA и KASKO онлайн, а также страхование жилья для продуманной покупки.",
      en: "Compulsory motor (OCTA) and comprehensive (KASKO) cover online, and home insurance too.",
    },
    onHome: true,
    categories: ["transport", "real-estate"],
  },
  {
    id: 3,
    key: "tehnoskate",
    name: "Tehnoskate",
    url: "https://tehnoskate.example.lv/",
    descriptions: {
      lv: "Pirms pirkuma pārbaude: diagnostika, virsbūves krāsas mērījumi un nobraukuma vēsture vienā stundā.",
      ru: "Проверка перед покупкой: диагностика, замер толщины краски и история пробега за один час.",
      en: "Pre-purchase checks: diagnostics, paint depth readings and mileage history within an hour.",
    },
    categories: ["cars", "vans", "motorcycles"],
  },
  {
    id: 4,
    key: "parcelsim",
    name: "Pārcelsim",
    url: "https://parcelsim.example.lv/",
    descriptions: {
      lv: "Dzīvokļu un biroju pārvākšana visā Latvijā: iepakošana, nesēji un mēbeļu montāža.",
      ru: "Переезды квартир и офисов по всей Латвии: упаковка, грузчики и сборка мебели.",
      en: "Home and office removals across Latvia: packing, porters and furniture assembly.",
    },
    onHome: true,
    categories: ["real-estate", "furniture"],
  },
  {
    id: 5,
    key: "kraja-kredits",
    name: "Krāja Kredīts",
    url: "https://kraja-kredits.example.lv/",
    descriptions: {
      lv: "Mājokļa kredīts un aizdevums remontam ar skaidru grafiku un bez slēptām komisijām.",
      ru: "Ипотека и кредит на ремонт с понятным графиком и без скрытых комиссий.",
      en: "Mortgages and renovation loans with a clear schedule and no hidden fees.",
    },
    onHome: true,
    categories: ["real-estate", "transport"],
  },
  {
    id: 6,
    key: "meraukla",
    name: "Mēraukla",
    url: "https://meraukla.example.lv/",
    descriptions: {
      lv: "Sertificēti nekustamā īpašuma vērtētāji: tirgus vērtība bankai vai darījumam 3 darba dienās.",
      ru: "Сертифицированные оценщики недвижимости: рыночная стоимость для банка или сделки за 3 рабочих дня.",
      en: "Certified property valuers: a market valuation for the bank or the deal in 3 working days.",
    },
    categories: ["real-estate"],
  },
  {
    id: 7,
    key: "lodamurs",
    name: "Lodāmurs",
    url: "https://lodamurs.example.lv/",
    descriptions: {
      lv: "Telefonu, datoru un televizoru remonts ar garantiju. Ekrāna maiņa bieži vien tajā pašā dienā.",
      ru: "Ремонт телефонов, компьютеров и телевизоров с гарантией. Замена экрана часто в тот же день.",
      en: "Repairs of phones, computers and TVs with a guarantee. Screens often replaced the same day.",
    },
    categories: ["electronics"],
  },
  {
    id: 8,
    key: "kepa",
    name: "Ķepa",
    url: "https://kepa.example.lv/",
    descriptions: {
      lv: "Suņu un kaķu veselības apdrošināšana: veterinārārsta rēķinus sedzam jau no pirmā mēneša.",
      ru: "Страхование здоровья собак и кошек: счета ветеринара покрываем с первого месяца.",
      en: "Health insurance for dogs and cats: vet bills covered from the very first month.",
    },
    categories: ["pets"],
  },
];
