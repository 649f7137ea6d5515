import type { CategorySeed } from "../types.ts";

export const services: CategorySeed = {
  id: 1900,
  key: "services",
  slugs: { lv: "pakalpojumi", ru: "uslugi", en: "services" },
  names: { lv: "Pakalpojumi", ru: "Услуги", en: "Services" },
  icon: "wrench",
  viewType: "list",
  filters: [
    { filter: "near", visibility: "top", section: "location" },
    { filter: "service-language", visibility: "top", section: "main" },
    { filter: "service-options", visibility: "showMore", section: "equipment" },
  ],
  actions: [
    { action: "offer", priceTypes: ["price", "per-hour"], combinedPriceRange: true },
    { action: "search", priceTypes: ["price"] },
  ],
  children: [
    {
      id: 1901,
      key: "repair-services",
      slugs: { lv: "buvnieciba-un-remonts", ru: "stroitelstvo-i-remont", en: "building-and-renovation" },
      names: { lv: "Būvniecība un remonts", ru: "Строительство и ремонт", en: "Building and renovation" },
      highlighted: true,
      actions: [
        { action: "offer", priceTypes: ["price", "per-hour", "per-m2"], combinedPriceRange: true },
        { action: "search", priceTypes: ["price"] },
      ],
    },
    {
      id: 1902,
      key: "plumbers-electricians",
      slugs: { lv: "santehniki-un-elektriki", ru: "santehniki-i-elektriki", en: "plumbers-and-electricians" },
      names: { lv: "Santehniķi un elektriķi", ru: "Сантехники и электрики", en: "Plumbers and electricians" },
    },
    {
      id: 1903,
      key: "car-service",
      slugs: { lv: "autoserviss-un-remonts", ru: "avtoservis-i-remont", en: "car-service-and-repair" },
      names: { lv: "Autoserviss un remonts", ru: "Автосервис и ремонт", en: "Car service and repair" },
    },
    {
      id: 1904,
      key: "freight",
      slugs: {
        lv: "kravu-parvadajumi-un-parvaksanas",
        ru: "gruzoperevozki-i-pereezdy",
        en: "removals-and-freight",
      },
      names: {
        lv: "Kravu pārvadājumi un pārvākšanās",
        ru: "Грузоперевозки и переезды",
        en: "Removals and freight",
      },
      highlighted: true,
      actions: [
        { action: "offer", priceTypes: ["price", "per-hour", "per-km"], combinedPriceRange: true },
        { action: "search", priceTypes: ["price"] },
      ],
    },
    {
      id: 1905,
      key: "passenger-transport",
      slugs: { lv: "pasazieru-parvadajumi", ru: "passazhirskie-perevozki", en: "passenger-transport" },
      names: { lv: "Pasažieru pārvadājumi", ru: "Пассажирские перевозки", en: "Passenger transport" },
      actions: [
        { action: "offer", priceTypes: ["price", "per-hour", "per-km"], combinedPriceRange: true },
        { action: "search", priceTypes: ["price"] },
      ],
    },
    {
      id: 1906,
      key: "vehicle-rental",
      slugs: { lv: "transporta-noma", ru: "arenda-transporta", en: "vehicle-hire" },
      names: { lv: "Transporta noma", ru: "Аренда транспорта", en: "Vehicle hire" },
      filters: [
        { filter: "make", visibility: "showMore", section: "main" },
        { filter: "gearbox", visibility: "showMore", section: "technical", displaySize: 1 },
        { filter: "seats", visibility: "showMore", section: "technical", displaySize: 1 },
      ],
      actions: [
        { action: "offer", priceTypes: ["per-day", "per-week", "per-hour"], combinedPriceRange: true },
        { action: "search", priceTypes: ["per-day"] },
      ],
    },
    {
      id: 1907,
      key: "beauty-health",
      slugs: { lv: "skaistumkopsana-un-veseliba", ru: "krasota-i-zdorove", en: "beauty-and-health" },
      names: { lv: "Skaistumkopšana un veselība", ru: "Красота и здоровье", en: "Beauty and health" },
      highlighted: true,
    },
    {
      id: 1908,
      key: "lessons",
      slugs: { lv: "macibas-un-kursi", ru: "obuchenie-i-kursy", en: "lessons-and-courses" },
      names: { lv: "Mācības un kursi", ru: "Обучение и курсы", en: "Lessons and courses" },
      actions: [
        { action: "offer", priceTypes: ["per-lesson", "per-hour"], combinedPriceRange: true },
        { action: "search", priceTypes: ["per-lesson"] },
      ],
    },
    {
      id: 1909,
      key: "it-services",
      slugs: { lv: "datori-un-it", ru: "kompyutery-i-it", en: "computers-and-it" },
      names: { lv: "Datori un IT", ru: "Компьютеры и IT", en: "Computers and IT" },
    },
    {
      id: 1910,
      key: "appliance-repair",
      slugs: { lv: "sadzives-tehnikas-remonts", ru: "remont-bytovoy-tehniki", en: "appliance-repair" },
      names: { lv: "Sadzīves tehnikas remonts", ru: "Ремонт бытовой техники", en: "Appliance repair" },
    },
    {
      id: 1911,
      key: "cleaning",
      slugs: { lv: "uzkopsana", ru: "uborka", en: "cleaning" },
      names: { lv: "Uzkopšana", ru: "Уборка", en: "Cleaning" },
      actions: [
        { action: "offer", priceTypes: ["per-hour", "per-m2", "price"], combinedPriceRange: true },
        { action: "search", priceTypes: ["price"] },
      ],
    },
    {
      id: 1912,
      key: "garden-services",
      slugs: { lv: "darza-darbi", ru: "sadovye-raboty", en: "gardening" },
      names: {
        lv: "Dārza darbi un teritorijas kopšana",
        ru: "Садовые работы и уход за территорией",
        en: "Gardening and grounds care",
      },
    },
    {
      id: 1913,
      key: "events",
      slugs: { lv: "pasakumi-foto-un-video", ru: "meropriyatiya-foto-i-video", en: "events-photo-and-video" },
      names: {
        lv: "Pasākumi, foto un video",
        ru: "Мероприятия, фото и видео",
        en: "Events, photo and video",
      },
    },
    {
      id: 1914,
      key: "legal-accounting",
      slugs: { lv: "juridiskie-gramatvedibas", ru: "yuridicheskie-buhgalterskie", en: "legal-accounting" },
      names: {
        lv: "Juridiskie un grāmatvedības pakalpojumi",
        ru: "Юридические и бухгалтерские услуги",
        en: "Legal and accounting",
      },
    },
    {
      id: 1915,
      key: "childcare",
      slugs: { lv: "auklites-un-aprupe", ru: "nyani-i-uhod", en: "childcare-and-care" },
      names: { lv: "Auklītes un aprūpe", ru: "Няни и уход", en: "Childcare and care" },
      actions: [
        { action: "offer", priceTypes: ["per-hour", "per-month"] },
        { action: "search", priceTypes: ["per-hour"] },
      ],
    },
    {
      id: 1916,
      key: "pet-services",
      slugs: { lv: "pakalpojumi-dzivniekiem", ru: "uslugi-dlya-zhivotnyh", en: "pet-services" },
      names: { lv: "Pakalpojumi dzīvniekiem", ru: "Услуги для животных", en: "Pet services" },
    },
    {
      id: 1917,
      key: "translation",
      slugs: { lv: "tulkosana", ru: "perevody", en: "translation" },
      names: { lv: "Tulkošana", ru: "Переводы", en: "Translation" },
      actions: [
        { action: "offer", priceTypes: ["price", "per-hour"] },
        { action: "search", priceTypes: ["price"] },
      ],
    },
  ],
};
