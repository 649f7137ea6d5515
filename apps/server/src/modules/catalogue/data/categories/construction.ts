import type { CategorySeed } from "../types.ts";

export const construction: CategorySeed = {
  id: 1400,
  key: "construction",
  slugs: { lv: "buvnieciba-un-remonts", ru: "stroitelstvo-i-remont", en: "construction-and-renovation" },
  names: { lv: "Būvniecība un remonts", ru: "Строительство и ремонт", en: "Construction and renovation" },
  searchWords: { lv: "celtniecība" },
  icon: "hammer",
  filters: [{ filter: "condition", visibility: "top", section: "condition", displaySize: 1 }],
  actions: [
    { action: "sell", priceTypes: ["price", "per-piece", "per-m2"] },
    { action: "buy", priceTypes: ["price"] },
    { action: "change", priceTypes: [] },
    { action: "gift", priceTypes: [] },
  ],
  children: [
    {
      id: 1401,
      key: "building-materials",
      slugs: { lv: "buvmateriali", ru: "stroymaterialy", en: "building-materials" },
      names: { lv: "Būvmateriāli", ru: "Стройматериалы", en: "Building materials" },
      searchWords: { ru: "строительный материал" },
      highlighted: true,
      filters: [{ filter: "quantity", visibility: "showMore", section: "other", displaySize: 1 }],
      children: [
        {
          id: 1402,
          key: "timber",
          slugs: { lv: "kokmateriali", ru: "pilomaterialy", en: "timber" },
          names: { lv: "Kokmateriāli", ru: "Пиломатериалы", en: "Timber" },
          searchWords: { lv: "dēlis brusa zāģmateriāli", ru: "доска брус", en: "lumber" },
          filters: [
            { filter: "timber-species", visibility: "top", section: "main" },
            { filter: "length-m", visibility: "showMore", section: "technical", displaySize: 1 },
          ],
          actions: [
            { action: "sell", priceTypes: ["per-m3", "per-m", "price"] },
            { action: "buy", priceTypes: ["per-m3"] },
          ],
        },
        {
          id: 1403,
          key: "bricks-blocks",
          slugs: { lv: "kiegeli-un-bloki", ru: "kirpich-i-bloki", en: "bricks-and-blocks" },
          names: { lv: "Ķieģeļi un bloki", ru: "Кирпич и блоки", en: "Bricks and blocks" },
          searchWords: { lv: "gāzbetons", ru: "газобетон газоблок" },
          actions: [
            { action: "sell", priceTypes: ["per-piece", "per-m3", "price"] },
            { action: "buy", priceTypes: ["price"] },
          ],
        },
        {
          id: 1404,
          key: "roofing",
          slugs: { lv: "jumta-segumi", ru: "krovelnye-materialy", en: "roofing" },
          names: { lv: "Jumta segumi", ru: "Кровельные материалы", en: "Roofing" },
          searchWords: { ru: "кровля" },
          actions: [
            { action: "sell", priceTypes: ["per-m2", "price"] },
            { action: "buy", priceTypes: ["price"] },
          ],
        },
        {
          id: 1405,
          key: "insulation",
          slugs: { lv: "siltumizolacija", ru: "teploizolyatsiya", en: "insulation" },
          names: { lv: "Siltumizolācija", ru: "Теплоизоляция", en: "Insulation" },
          searchWords: { lv: "izolācija", ru: "утеплитель изоляция" },
          actions: [
            { action: "sell", priceTypes: ["per-m2", "per-m3", "price"] },
            { action: "buy", priceTypes: ["price"] },
          ],
        },
        {
          id: 1406,
          key: "windows-doors",
          slugs: { lv: "logi-un-durvis", ru: "okna-i-dveri", en: "windows-and-doors" },
          names: { lv: "Logi un durvis", ru: "Окна и двери", en: "Windows and doors" },
          searchWords: { lv: "logs", ru: "окно стеклопакет" },
          filters: [
            { filter: "width-cm", visibility: "showMore", section: "technical", displaySize: 1 },
            { filter: "height-cm", visibility: "showMore", section: "technical", displaySize: 1 },
          ],
        },
        {
          id: 1407,
          key: "flooring",
          slugs: {
            lv: "gridas-segumi-un-flizes",
            ru: "napolnye-pokrytiya-i-plitka",
            en: "flooring-and-tiles",
          },
          names: {
            lv: "Grīdas segumi un flīzes",
            ru: "Напольные покрытия и плитка",
            en: "Flooring and tiles",
          },
          actions: [
            { action: "sell", priceTypes: ["per-m2", "price"] },
            { action: "buy", priceTypes: ["price"] },
            { action: "gift", priceTypes: [] },
          ],
        },
        {
          id: 1408,
          key: "dry-mixes",
          slugs: { lv: "sausie-maisijumi-un-krasas", ru: "suhie-smesi-i-kraski", en: "dry-mixes-and-paints" },
          names: { lv: "Sausie maisījumi un krāsas", ru: "Сухие смеси и краски", en: "Dry mixes and paints" },
        },
      ],
    },
    {
      id: 1409,
      key: "tools",
      slugs: { lv: "instrumenti", ru: "instrumenty", en: "tools" },
      names: { lv: "Instrumenti", ru: "Инструменты", en: "Tools" },
      highlighted: true,
      filters: [
        { filter: "tool-brand", visibility: "top", section: "main" },
        { filter: "power-source", visibility: "top", section: "technical" },
      ],
      actions: [
        { action: "sell", priceTypes: ["price"] },
        { action: "buy", priceTypes: ["price"] },
        { action: "change", priceTypes: [] },
        { action: "rent", priceTypes: ["per-day", "per-week"], combinedPriceRange: true },
      ],
      children: [
        {
          id: 1410,
          key: "power-tools",
          slugs: { lv: "elektroinstrumenti", ru: "elektroinstrumenty", en: "power-tools" },
          names: { lv: "Elektroinstrumenti", ru: "Электроинструменты", en: "Power tools" },
        },
        {
          id: 1411,
          key: "hand-tools",
          slugs: { lv: "rokas-instrumenti", ru: "ruchnye-instrumenty", en: "hand-tools" },
          names: { lv: "Rokas instrumenti", ru: "Ручные инструменты", en: "Hand tools" },
        },
        {
          id: 1412,
          key: "generators",
          slugs: {
            lv: "generatori-un-kompresori",
            ru: "generatory-i-kompressory",
            en: "generators-and-compressors",
          },
          names: {
            lv: "Ģeneratori un kompresori",
            ru: "Генераторы и компрессоры",
            en: "Generators and compressors",
          },
          filters: [
            { filter: "power", visibility: "showMore", section: "technical", displaySize: 1 },
            { filter: "weight", visibility: "showMore", section: "technical", displaySize: 1 },
          ],
        },
        {
          id: 1413,
          key: "scaffolding",
          slugs: { lv: "sastatnes-un-kapnes", ru: "lesa-i-lestnitsy", en: "scaffolding-and-ladders" },
          names: { lv: "Sastatnes un kāpnes", ru: "Леса и лестницы", en: "Scaffolding and ladders" },
          searchWords: { ru: "стремянка", en: "stepladder" },
        },
      ],
    },
    {
      id: 1414,
      key: "plumbing",
      slugs: { lv: "santehnika", ru: "santehnika", en: "plumbing" },
      names: { lv: "Santehnika", ru: "Сантехника", en: "Plumbing" },
    },
    {
      id: 1415,
      key: "heating-ventilation",
      slugs: { lv: "apkure-un-ventilacija", ru: "otoplenie-i-ventilyatsiya", en: "heating-and-ventilation" },
      names: { lv: "Apkure un ventilācija", ru: "Отопление и вентиляция", en: "Heating and ventilation" },
      filters: [{ filter: "power", visibility: "showMore", section: "technical", displaySize: 1 }],
    },
    {
      id: 1416,
      key: "electrical",
      slugs: { lv: "elektroinstalacija", ru: "elektromontazhnye-materialy", en: "electrical-supplies" },
      names: { lv: "Elektroinstalācija", ru: "Электромонтажные материалы", en: "Electrical supplies" },
      searchWords: { lv: "elektromateriāli elektropreces", ru: "электротовары электрика" },
    },
  ],
};
