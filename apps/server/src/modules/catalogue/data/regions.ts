import { inLatinLetters } from "@tirgus/domain/latin-letters";
import type { Names, RegionSeed, Slugs } from "./types.ts";

/*
 * Latvia's administrative division (issue 3, item 3), as in force since the 2025 local elections:
 * the Law on Administrative Territories and Populated Areas of 2020 (the reform of 1 July 2021) as amended,
 * including the amendment of 13 June 2024 that merged Varakļānu novads (kept as a 36th novads in 2021 after
 * the Constitutional Court judgment of 28 May 2021) into Madonas novads after the elections of 7 June 2025.
 *
 * Top level: the 7 state cities with their own local government (type republic_city) and the 35 novadi
 * (type municipality). Under each novads: all its towns (pilsētas, including the state cities Jēkabpils,
 * Ogre and Valmiera, which belong to a novads; Iecava and Koknese are towns since 1 July 2021, Ādaži, Ķekava
 * and Mārupe since 1 July 2022) and a selection of its parishes (pagasti): every parish of the novadi around
 * Rīga (Ādažu, Ķekavas, Mārupes, Olaines, Ropažu, Salaspils, Saulkrastu), elsewhere the larger parishes
 * people search by — not all of Latvia's ~460. Rīga has its 58 official neighbourhoods (apkaimes; the
 * official "Vecpilsēta" under its everyday name Vecrīga), Jūrmala its historic parts, Daugavpils and
 * Liepāja their customary districts.
 *
 * Ids are explicit and stable: state cities 1-7, novadi 8-42, a child is parent id * 1000 + its number.
 * Keys are the lv slug, children prefixed with the parent key ("riga/purvciems"). Coordinates are WGS84
 * centres (of the town, village or neighbourhood; of the territory for a novads): towns and Rīga's
 * neighbourhoods to about 1-2 km; a parish sits at its centre village, written from knowledge and checked
 * against public gazetteers for some, so a few small parishes may be off by up to a few kilometres.
 * Populations are approximate (2023-2024).
 */

/** A URL slug of a Latvian, Russian or English name: lowercase ASCII letters, digits and hyphens. */
export function slugify(text: string): string {
  return inLatinLetters(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

type Draft = Omit<RegionSeed, "id" | "key" | "slugs" | "children"> & { n: number; children?: Draft[] };

function slugsOf(names: Names): Slugs {
  return { lv: slugify(names.lv), ru: slugify(names.ru), en: slugify(names.en) };
}

function build(id: number, key: string, draft: Omit<Draft, "n">): RegionSeed {
  const { children, ...rest } = draft;
  const region: RegionSeed = { id, key, ...rest, slugs: slugsOf(draft.names) };
  if (children) {
    region.children = children.map(({ n, ...child }) =>
      build(id * 1000 + n, `${key}/${slugify(child.names.lv)}`, child),
    );
  }
  return region;
}

/** A town (pilsēta); en is the Latvian name. */
function town(n: number, lv: string, ru: string, lat: number, lng: number, population?: number): Draft {
  const draft: Draft = { n, names: { lv, ru, en: lv }, type: "town", lat, lng };
  if (population !== undefined) draft.population = population;
  return draft;
}

/** "Carnikavas pagasts" → "Carnikava Parish": the nominative of the Latvian genitive. */
function parishEn(lv: string): string {
  const stem = lv.replace(/ pagasts$/, "");
  let nominative = stem;
  if (/ils$/.test(stem)) nominative = stem;
  else if (/(as|es)$/.test(stem)) nominative = stem.slice(0, -1);
  else if (stem.endsWith("u")) nominative = `${stem.slice(0, -1)}i`;
  else if (stem.endsWith("a")) nominative = `${stem.slice(0, -1)}s`;
  return `${nominative} Parish`;
}

/** A parish (pagasts), at the coordinates of its centre village. */
function parish(n: number, lv: string, ru: string, lat: number, lng: number): Draft {
  return { n, names: { lv, ru, en: parishEn(lv) }, type: "parish", lat, lng };
}

/** A neighbourhood of a city (Rīga's apkaimes, Jūrmala's parts, districts). */
function hood(n: number, lv: string, ru: string, lat: number, lng: number, en = lv): Draft {
  return { n, names: { lv, ru, en }, type: "neighbourhood", lat, lng };
}

function stateCity(
  id: number,
  names: Names,
  lat: number,
  lng: number,
  population: number,
  children?: Draft[],
): RegionSeed {
  return build(id, slugify(names.lv), { names, type: "republic_city", lat, lng, population, children });
}

function novads(id: number, names: Names, lat: number, lng: number, children: Draft[]): RegionSeed {
  return build(id, slugify(names.lv), { names, type: "municipality", lat, lng, children });
}

/** The country: the root every region's chain leads to (not a region row itself). */
export const latvia = {
  names: { lv: "Latvija", ru: "Латвия", en: "Latvia" } satisfies Names,
  slugs: { lv: "latvija", ru: "latviya", en: "latvia" } satisfies Slugs,
  lat: 56.88,
  lng: 24.6,
};

const rigasApkaimes: Draft[] = [
  hood(1, "Vecrīga", "Старая Рига", 56.949, 24.106, "Old Riga"),
  hood(2, "Centrs", "Центр", 56.956, 24.12, "Centre"),
  hood(3, "Āgenskalns", "Агенскалнс", 56.942, 24.072),
  hood(4, "Atgāzene", "Атгазене", 56.922, 24.1),
  hood(5, "Avoti", "Авоты", 56.952, 24.145),
  hood(6, "Beberbeķi", "Бебербеки", 56.955, 23.955),
  hood(7, "Berģi", "Берги", 56.995, 24.245),
  hood(8, "Bieriņi", "Биерини", 56.918, 24.07),
  hood(9, "Bišumuiža", "Бишумуйжа", 56.905, 24.13),
  hood(10, "Bolderāja", "Болдерая", 57.032, 24.055),
  hood(11, "Brasa", "Браса", 56.969, 24.135),
  hood(12, "Brekši", "Брекши", 56.993, 24.215),
  hood(13, "Bukulti", "Букулты", 57.012, 24.175),
  hood(14, "Buļļi", "Булли", 56.995, 23.935),
  hood(15, "Čiekurkalns", "Чиекуркалнс", 56.98, 24.152),
  hood(16, "Dārzciems", "Дарзциемс", 56.947, 24.19),
  hood(17, "Dārziņi", "Дарзини", 56.88, 24.25),
  hood(18, "Daugavgrīva", "Даугавгрива", 57.04, 24.035),
  hood(19, "Dreiliņi", "Дрейлини", 56.953, 24.245),
  hood(20, "Dzirciems", "Дзирциемс", 56.958, 24.05),
  hood(21, "Grīziņkalns", "Гризинькалнс", 56.96, 24.15),
  hood(22, "Iļģuciems", "Ильгуциемс", 56.965, 24.06),
  hood(23, "Imanta", "Иманта", 56.953, 23.995),
  hood(24, "Jaunciems", "Яунциемс", 57.045, 24.19),
  hood(25, "Jugla", "Югла", 56.988, 24.23),
  hood(26, "Katlakalns", "Катлакалнс", 56.898, 24.19),
  hood(27, "Ķengarags", "Кенгарагс", 56.915, 24.185),
  hood(28, "Ķīpsala", "Кипсала", 56.956, 24.083),
  hood(29, "Kleisti", "Клейсты", 56.97, 23.99),
  hood(30, "Kundziņsala", "Кундзиньсала", 57.02, 24.1),
  hood(31, "Kuņciems", "Кунциемс", 56.975, 24.045),
  hood(32, "Mangaļi", "Мангали", 57.045, 24.11),
  hood(33, "Mangaļsala", "Мангальсала", 57.065, 24.08),
  hood(34, "Maskavas forštate", "Московский форштадт", 56.937, 24.145),
  hood(35, "Mežaparks", "Межапарк", 57.0, 24.15),
  hood(36, "Mežciems", "Межциемс", 56.968, 24.2),
  hood(37, "Mīlgrāvis", "Милгравис", 57.03, 24.1),
  hood(38, "Mūkupurvs", "Мукупурвс", 56.935, 24.255),
  hood(39, "Pētersala-Andrejsala", "Петерсала-Андрейсала", 56.967, 24.11),
  hood(40, "Pļavnieki", "Плявниеки", 56.933, 24.215),
  hood(41, "Purvciems", "Пурвциемс", 56.955, 24.195),
  hood(42, "Rumbula", "Румбула", 56.893, 24.24),
  hood(43, "Šampēteris", "Шампетерис", 56.935, 24.035),
  hood(44, "Sarkandaugava", "Саркандаугава", 57.0, 24.115),
  hood(45, "Šķirotava", "Шкиротава", 56.925, 24.235),
  hood(46, "Skanste", "Скансте", 56.97, 24.12),
  hood(47, "Spilve", "Спилве", 56.995, 24.055),
  hood(48, "Suži", "Сужи", 57.01, 24.26),
  hood(49, "Teika", "Тейка", 56.968, 24.175),
  hood(50, "Torņakalns", "Торнякалнс", 56.933, 24.085),
  hood(51, "Trīsciems", "Трисциемс", 57.05, 24.175),
  hood(52, "Vecāķi", "Вецаки", 57.07, 24.12),
  hood(53, "Vecdaugava", "Вецдаугава", 57.055, 24.12),
  hood(54, "Vecmīlgrāvis", "Вецмилгравис", 57.035, 24.12),
  hood(55, "Voleri", "Волери", 57.015, 24.06),
  hood(56, "Zasulauks", "Засулаукс", 56.947, 24.055),
  hood(57, "Ziepniekkalns", "Зиепниеккалнс", 56.908, 24.1),
  hood(58, "Zolitūde", "Золитуде", 56.94, 23.995),
];

const jurmalasDalas: Draft[] = [
  hood(1, "Priedaine", "Приедайне", 56.978, 23.92),
  hood(2, "Lielupe", "Лиелупе", 56.984, 23.895),
  hood(3, "Bulduri", "Булдури", 56.977, 23.86),
  hood(4, "Dzintari", "Дзинтари", 56.975, 23.825),
  hood(5, "Majori", "Майори", 56.971, 23.797),
  hood(6, "Dubulti", "Дубулты", 56.967, 23.77),
  hood(7, "Jaundubulti", "Яундубулты", 56.962, 23.75),
  hood(8, "Pumpuri", "Пумпури", 56.958, 23.73),
  hood(9, "Melluži", "Меллужи", 56.955, 23.71),
  hood(10, "Asari", "Асари", 56.952, 23.685),
  hood(11, "Vaivari", "Вайвари", 56.948, 23.66),
  hood(12, "Kauguri", "Каугури", 56.966, 23.615),
  hood(13, "Sloka", "Слока", 56.946, 23.618),
  hood(14, "Jaunķemeri", "Яункемери", 56.963, 23.52),
  hood(15, "Ķemeri", "Кемери", 56.953, 23.49),
];

const daugavpilsRajoni: Draft[] = [
  hood(1, "Centrs", "Центр", 55.874, 26.52, "Centre"),
  hood(2, "Cietoksnis", "Крепость", 55.888, 26.495, "Fortress"),
  hood(3, "Grīva", "Грива", 55.858, 26.5),
  hood(4, "Gajoks", "Гаёк", 55.875, 26.545),
  hood(5, "Jaunbūve", "Новое Строение", 55.886, 26.53),
  hood(6, "Jaunā Forštate", "Новый Форштадт", 55.887, 26.56),
  hood(7, "Ķīmija", "Химия", 55.87, 26.59),
  hood(8, "Stropi", "Стропы", 55.9, 26.6),
];

const liepajasRajoni: Draft[] = [
  hood(1, "Vecliepāja", "Старая Лиепая", 56.504, 21.011),
  hood(2, "Jaunliepāja", "Новая Лиепая", 56.52, 21.015),
  hood(3, "Karosta", "Кароста", 56.55, 21.01),
  hood(4, "Ezerkrasts", "Эзеркрастс", 56.5, 21.04),
  hood(5, "Zaļā birzs", "Зелёная роща", 56.487, 21.02),
  hood(6, "Tosmare", "Тосмаре", 56.533, 21.035),
];

export const regions: RegionSeed[] = [
  stateCity(1, { lv: "Rīga", ru: "Рига", en: "Riga" }, 56.9496, 24.1052, 605000, rigasApkaimes),
  stateCity(
    2,
    { lv: "Daugavpils", ru: "Даугавпилс", en: "Daugavpils" },
    55.8747,
    26.5362,
    78000,
    daugavpilsRajoni,
  ),
  stateCity(3, { lv: "Jelgava", ru: "Елгава", en: "Jelgava" }, 56.6511, 23.7214, 55000),
  stateCity(4, { lv: "Jūrmala", ru: "Юрмала", en: "Jūrmala" }, 56.968, 23.77, 50000, jurmalasDalas),
  stateCity(5, { lv: "Liepāja", ru: "Лиепая", en: "Liepāja" }, 56.5047, 21.0108, 67000, liepajasRajoni),
  stateCity(6, { lv: "Rēzekne", ru: "Резекне", en: "Rēzekne" }, 56.5099, 27.3331, 26500),
  stateCity(7, { lv: "Ventspils", ru: "Вентспилс", en: "Ventspils" }, 57.3894, 21.5606, 32500),

  novads(8, { lv: "Ādažu novads", ru: "Адажский край", en: "Ādaži Municipality" }, 57.1, 24.33, [
    town(1, "Ādaži", "Адажи", 57.0753, 24.3239),
    parish(2, "Ādažu pagasts", "Адажская волость", 57.09, 24.37),
    parish(3, "Carnikavas pagasts", "Карникавская волость", 57.129, 24.283),
  ]),
  novads(
    9,
    { lv: "Aizkraukles novads", ru: "Айзкраукльский край", en: "Aizkraukle Municipality" },
    56.5,
    25.4,
    [
      town(1, "Aizkraukle", "Айзкраукле", 56.6046, 25.255, 7000),
      town(2, "Jaunjelgava", "Яунелгава", 56.6117, 25.0817),
      town(3, "Koknese", "Кокнесе", 56.6456, 25.4386),
      town(4, "Pļaviņas", "Плявиняс", 56.6176, 25.7225),
      parish(5, "Skrīveru pagasts", "Скриверская волость", 56.645, 25.12),
      parish(6, "Kokneses pagasts", "Кокнесская волость", 56.64, 25.47),
      parish(7, "Neretas pagasts", "Неретская волость", 56.2, 25.31),
      parish(8, "Daudzeses pagasts", "Даудзесская волость", 56.741, 25.463),
    ],
  ),
  novads(10, { lv: "Alūksnes novads", ru: "Алуксненский край", en: "Alūksne Municipality" }, 57.42, 27.05, [
    town(1, "Alūksne", "Алуксне", 57.4228, 27.0465, 6800),
  ]),
  novads(
    11,
    { lv: "Augšdaugavas novads", ru: "Аугшдаугавский край", en: "Augšdaugava Municipality" },
    55.93,
    26.5,
    [
      town(1, "Ilūkste", "Илуксте", 55.9786, 26.2966),
      town(2, "Subate", "Субате", 56.005, 25.908),
      parish(3, "Kalkūnes pagasts", "Калкунская волость", 55.839, 26.435),
      parish(4, "Līksnas pagasts", "Ликсненская волость", 55.9875, 26.402),
      parish(5, "Naujenes pagasts", "Науйенская волость", 55.925, 26.74),
      parish(6, "Višķu pagasts", "Вишкская волость", 56.053, 26.783),
    ],
  ),
  novads(12, { lv: "Balvu novads", ru: "Балвский край", en: "Balvi Municipality" }, 57.1, 27.35, [
    town(1, "Balvi", "Балви", 57.1313, 27.2659, 5800),
    town(2, "Viļaka", "Виляка", 57.1845, 27.6734),
    parish(3, "Rugāju pagasts", "Ругайская волость", 57.002, 27.133),
    parish(4, "Baltinavas pagasts", "Балтинавская волость", 56.944, 27.645),
    parish(5, "Tilžas pagasts", "Тилжская волость", 56.904, 27.3675),
  ]),
  novads(13, { lv: "Bauskas novads", ru: "Бауский край", en: "Bauska Municipality" }, 56.45, 24.2, [
    town(1, "Bauska", "Бауска", 56.4079, 24.1944, 8400),
    town(2, "Iecava", "Иецава", 56.599, 24.203, 5000),
    parish(3, "Iecavas pagasts", "Иецавская волость", 56.58, 24.23),
    parish(4, "Rundāles pagasts", "Рундальская волость", 56.417, 24.025),
    parish(5, "Mežotnes pagasts", "Межотненская волость", 56.439, 24.052),
    parish(6, "Vecumnieku pagasts", "Вецумниекская волость", 56.606, 24.522),
  ]),
  novads(14, { lv: "Cēsu novads", ru: "Цесисский край", en: "Cēsis Municipality" }, 57.25, 25.45, [
    town(1, "Cēsis", "Цесис", 57.3119, 25.2706, 14500),
    town(2, "Līgatne", "Лигатне", 57.234, 25.0408),
    parish(3, "Priekuļu pagasts", "Приекульская волость", 57.315, 25.36),
    parish(4, "Straupes pagasts", "Страупская волость", 57.349, 24.948),
    parish(5, "Jaunpiebalgas pagasts", "Яунпиебалгская волость", 57.177, 26.029),
    parish(6, "Vecpiebalgas pagasts", "Вецпиебалгская волость", 57.059, 25.813),
    parish(7, "Liepas pagasts", "Лиепская волость", 57.369, 25.418),
  ]),
  novads(
    15,
    { lv: "Dienvidkurzemes novads", ru: "Южнокурземский край", en: "South Kurzeme Municipality" },
    56.5,
    21.45,
    [
      town(1, "Grobiņa", "Гробиня", 56.535, 21.166, 3600),
      town(2, "Aizpute", "Айзпуте", 56.7206, 21.6017, 4000),
      town(3, "Durbe", "Дурбе", 56.588, 21.37),
      town(4, "Pāvilosta", "Павилоста", 56.8878, 21.1867),
      town(5, "Priekule", "Приекуле", 56.4466, 21.589),
      parish(6, "Nīcas pagasts", "Ницская волость", 56.345, 21.065),
      parish(7, "Rucavas pagasts", "Руцавская волость", 56.162, 21.162),
      parish(8, "Vaiņodes pagasts", "Вайнёдская волость", 56.418, 21.854),
      parish(9, "Vērgales pagasts", "Вергальская волость", 56.702, 21.192),
    ],
  ),
  novads(16, { lv: "Dobeles novads", ru: "Добельский край", en: "Dobele Municipality" }, 56.55, 23.2, [
    town(1, "Dobele", "Добеле", 56.6254, 23.2785, 8800),
    town(2, "Auce", "Ауце", 56.46, 22.901),
    parish(3, "Tērvetes pagasts", "Терветская волость", 56.485, 23.37),
    parish(4, "Bēnes pagasts", "Бенская волость", 56.464, 23.05),
  ]),
  novads(17, { lv: "Gulbenes novads", ru: "Гулбенский край", en: "Gulbene Municipality" }, 57.15, 26.75, [
    town(1, "Gulbene", "Гулбене", 57.1773, 26.7527, 6600),
    parish(2, "Stāmerienas pagasts", "Стамериенская волость", 57.218, 26.873),
    parish(3, "Litenes pagasts", "Литенская волость", 57.074, 27.004),
    parish(4, "Lizuma pagasts", "Лизумская волость", 57.203, 26.377),
    parish(5, "Tirzas pagasts", "Тирзская волость", 57.141, 26.426),
  ]),
  novads(18, { lv: "Jelgavas novads", ru: "Елгавский край", en: "Jelgava Municipality" }, 56.6, 23.7, [
    town(1, "Kalnciems", "Калнциемс", 56.8036, 23.6175),
    parish(2, "Ozolnieku pagasts", "Озолниекская волость", 56.69, 23.785),
    parish(3, "Valgundes pagasts", "Валгундская волость", 56.8, 23.65),
    parish(4, "Glūdas pagasts", "Глудская волость", 56.62, 23.575),
    parish(5, "Elejas pagasts", "Элейская волость", 56.425, 23.694),
    parish(6, "Zaļenieku pagasts", "Залениекская волость", 56.529, 23.502),
    parish(7, "Salgales pagasts", "Салгальская волость", 56.568, 23.984),
  ]),
  novads(19, { lv: "Jēkabpils novads", ru: "Екабпилсский край", en: "Jēkabpils Municipality" }, 56.35, 25.8, [
    town(1, "Jēkabpils", "Екабпилс", 56.4992, 25.8781, 21000),
    town(2, "Aknīste", "Акнисте", 56.161, 25.745),
    town(3, "Viesīte", "Виесите", 56.345, 25.558),
    parish(4, "Salas pagasts", "Сальская волость", 56.507, 25.764),
    parish(5, "Zasas pagasts", "Засская волость", 56.242, 26.024),
  ]),
  novads(20, { lv: "Krāslavas novads", ru: "Краславский край", en: "Krāslava Municipality" }, 55.98, 27.25, [
    town(1, "Krāslava", "Краслава", 55.8952, 27.1683, 7000),
    town(2, "Dagda", "Дагда", 56.0953, 27.5359),
    parish(3, "Indras pagasts", "Индрская волость", 55.873, 27.565),
  ]),
  novads(21, { lv: "Kuldīgas novads", ru: "Кулдигский край", en: "Kuldīga Municipality" }, 56.9, 21.95, [
    town(1, "Kuldīga", "Кулдига", 56.9677, 21.968, 10300),
    town(2, "Skrunda", "Скрунда", 56.676, 22.018),
    parish(3, "Alsungas pagasts", "Алсунгская волость", 56.983, 21.565),
    parish(4, "Ēdoles pagasts", "Эдольская волость", 57.016, 21.716),
    parish(5, "Rendas pagasts", "Рендская волость", 57.07, 22.29),
  ]),
  novads(22, { lv: "Ķekavas novads", ru: "Кекавский край", en: "Ķekava Municipality" }, 56.8, 24.25, [
    town(1, "Ķekava", "Кекава", 56.8285, 24.23),
    town(2, "Baloži", "Баложи", 56.8766, 24.1186, 6600),
    town(3, "Baldone", "Балдоне", 56.742, 24.397),
    parish(4, "Ķekavas pagasts", "Кекавская волость", 56.85, 24.2),
    parish(5, "Daugmales pagasts", "Даугмальская волость", 56.82, 24.43),
    parish(6, "Baldones pagasts", "Балдонская волость", 56.72, 24.4),
  ]),
  novads(23, { lv: "Limbažu novads", ru: "Лимбажский край", en: "Limbaži Municipality" }, 57.62, 24.65, [
    town(1, "Limbaži", "Лимбажи", 57.5133, 24.7137, 6900),
    town(2, "Aloja", "Алоя", 57.767, 24.877),
    town(3, "Salacgrīva", "Салацгрива", 57.753, 24.358),
    town(4, "Ainaži", "Айнажи", 57.8633, 24.358),
    town(5, "Staicele", "Стайцеле", 57.835, 24.748),
    parish(6, "Liepupes pagasts", "Лиепупская волость", 57.47, 24.46),
    parish(7, "Skultes pagasts", "Скултская волость", 57.38, 24.49),
    parish(8, "Ainažu pagasts", "Айнажская волость", 57.859, 24.484),
  ]),
  novads(24, { lv: "Līvānu novads", ru: "Ливанский край", en: "Līvāni Municipality" }, 56.35, 26.2, [
    town(1, "Līvāni", "Ливаны", 56.3543, 26.1759, 7000),
  ]),
  novads(25, { lv: "Ludzas novads", ru: "Лудзенский край", en: "Ludza Municipality" }, 56.55, 27.85, [
    town(1, "Ludza", "Лудза", 56.5464, 27.7195, 7000),
    town(2, "Kārsava", "Карсава", 56.7842, 27.6886),
    town(3, "Zilupe", "Зилупе", 56.3866, 28.1225),
  ]),
  novads(26, { lv: "Madonas novads", ru: "Мадонский край", en: "Madona Municipality" }, 56.85, 26.25, [
    town(1, "Madona", "Мадона", 56.8536, 26.2171, 7600),
    town(2, "Cesvaine", "Цесвайне", 56.9685, 26.3093),
    town(3, "Lubāna", "Лубана", 56.9032, 26.7199),
    town(4, "Varakļāni", "Варакляны", 56.6075, 26.7522),
    parish(5, "Ērgļu pagasts", "Эрглская волость", 56.899, 25.642),
    parish(6, "Kalsnavas pagasts", "Калснавская волость", 56.727, 25.956),
    parish(7, "Lazdonas pagasts", "Лаздонская волость", 56.83, 26.25),
    parish(8, "Barkavas pagasts", "Баркавская волость", 56.724, 26.611),
  ]),
  novads(27, { lv: "Mārupes novads", ru: "Марупский край", en: "Mārupe Municipality" }, 56.92, 23.95, [
    town(1, "Mārupe", "Марупе", 56.9072, 24.052),
    parish(2, "Mārupes pagasts", "Марупская волость", 56.87, 24.035),
    parish(3, "Babītes pagasts", "Бабитская волость", 56.945, 23.91),
    parish(4, "Salas pagasts", "Сальская волость", 56.9, 23.87),
  ]),
  novads(28, { lv: "Ogres novads", ru: "Огрский край", en: "Ogre Municipality" }, 56.8, 24.85, [
    town(1, "Ogre", "Огре", 56.8162, 24.6048, 22500),
    town(2, "Ikšķile", "Икшкиле", 56.8347, 24.497, 4000),
    town(3, "Ķegums", "Кегумс", 56.745, 24.719),
    town(4, "Lielvārde", "Лиелварде", 56.718, 24.808, 5500),
    parish(5, "Ogresgala pagasts", "Огресгалская волость", 56.79, 24.66),
    parish(6, "Tīnūžu pagasts", "Тинужская волость", 56.865, 24.51),
    parish(7, "Suntažu pagasts", "Сунтажская волость", 56.905, 24.93),
    parish(8, "Madlienas pagasts", "Мадлиенская волость", 56.84, 25.13),
    parish(9, "Birzgales pagasts", "Бирзгальская волость", 56.63, 24.75),
    parish(10, "Jumpravas pagasts", "Юмправская волость", 56.675, 24.97),
    parish(11, "Lielvārdes pagasts", "Лиелвардская волость", 56.72, 24.86),
  ]),
  novads(29, { lv: "Olaines novads", ru: "Олайнский край", en: "Olaine Municipality" }, 56.8, 24.0, [
    town(1, "Olaine", "Олайне", 56.785, 23.938, 10500),
    parish(2, "Olaines pagasts", "Олайнская волость", 56.78, 24.04),
  ]),
  novads(30, { lv: "Preiļu novads", ru: "Прейльский край", en: "Preiļi Municipality" }, 56.25, 26.8, [
    town(1, "Preiļi", "Прейли", 56.2942, 26.7246, 6400),
    parish(2, "Aglonas pagasts", "Аглонская волость", 56.128, 27.007),
    parish(3, "Riebiņu pagasts", "Риебиньская волость", 56.34, 26.8),
    parish(4, "Vārkavas pagasts", "Варкавская волость", 56.245, 26.503),
  ]),
  novads(31, { lv: "Rēzeknes novads", ru: "Резекненский край", en: "Rēzekne Municipality" }, 56.5, 27.25, [
    town(1, "Viļāni", "Виляны", 56.5524, 26.9247),
    parish(2, "Maltas pagasts", "Мальтская волость", 56.345, 27.162),
    parish(3, "Kaunatas pagasts", "Каунатская волость", 56.326, 27.552),
    parish(4, "Ozolaines pagasts", "Озолайнская волость", 56.525, 27.3),
  ]),
  novads(32, { lv: "Ropažu novads", ru: "Ропажский край", en: "Ropaži Municipality" }, 57.0, 24.5, [
    town(1, "Vangaži", "Вангажи", 57.095, 24.554, 3500),
    parish(2, "Ropažu pagasts", "Ропажская волость", 56.972, 24.631),
    parish(3, "Garkalnes pagasts", "Гаркалнская волость", 57.035, 24.41),
    parish(4, "Stopiņu pagasts", "Стопиньская волость", 56.9406, 24.2855),
  ]),
  novads(
    33,
    { lv: "Salaspils novads", ru: "Саласпилсский край", en: "Salaspils Municipality" },
    56.86,
    24.4,
    [
      town(1, "Salaspils", "Саласпилс", 56.8615, 24.3496, 17000),
      parish(2, "Salaspils pagasts", "Саласпилсская волость", 56.87, 24.43),
    ],
  ),
  novads(34, { lv: "Saldus novads", ru: "Салдусский край", en: "Saldus Municipality" }, 56.65, 22.45, [
    town(1, "Saldus", "Салдус", 56.6636, 22.4881, 9800),
    town(2, "Brocēni", "Броцены", 56.675, 22.57),
    parish(3, "Saldus pagasts", "Салдусская волость", 56.69, 22.5),
    parish(4, "Ezeres pagasts", "Эзерская волость", 56.405, 22.375),
  ]),
  novads(
    35,
    { lv: "Saulkrastu novads", ru: "Саулкрастский край", en: "Saulkrasti Municipality" },
    57.25,
    24.5,
    [
      town(1, "Saulkrasti", "Саулкрасты", 57.2634, 24.414, 3300),
      parish(2, "Saulkrastu pagasts", "Саулкрастская волость", 57.3, 24.43),
      parish(3, "Sējas pagasts", "Сейская волость", 57.2, 24.595),
    ],
  ),
  novads(36, { lv: "Siguldas novads", ru: "Сигулдский край", en: "Sigulda Municipality" }, 57.12, 24.8, [
    town(1, "Sigulda", "Сигулда", 57.153, 24.853),
    parish(2, "Inčukalna pagasts", "Инчукалнская волость", 57.098, 24.686),
    parish(3, "Krimuldas pagasts", "Кримулдская волость", 57.183, 24.697),
    parish(4, "Mālpils pagasts", "Малпилсская волость", 57.01, 24.955),
    parish(5, "Lēdurgas pagasts", "Ледургская волость", 57.324, 24.754),
    parish(6, "Allažu pagasts", "Аллажская волость", 57.065, 24.847),
  ]),
  novads(37, { lv: "Smiltenes novads", ru: "Смилтенский край", en: "Smiltene Municipality" }, 57.45, 26.0, [
    town(1, "Smiltene", "Смилтене", 57.4243, 25.9018, 5300),
    town(2, "Ape", "Апе", 57.5395, 26.6937),
    parish(3, "Raunas pagasts", "Раунская волость", 57.332, 25.612),
  ]),
  novads(38, { lv: "Talsu novads", ru: "Талсинский край", en: "Talsi Municipality" }, 57.3, 22.65, [
    town(1, "Talsi", "Талси", 57.2447, 22.589, 9000),
    town(2, "Sabile", "Сабиле", 57.0458, 22.5722),
    town(3, "Stende", "Стенде", 57.1459, 22.537),
    town(4, "Valdemārpils", "Валдемарпилс", 57.3711, 22.5917),
    parish(5, "Rojas pagasts", "Ройская волость", 57.505, 22.804),
    parish(6, "Dundagas pagasts", "Дундагская волость", 57.507, 22.353),
    parish(7, "Mērsraga pagasts", "Мерсрагская волость", 57.335, 23.116),
    parish(8, "Kolkas pagasts", "Колкская волость", 57.756, 22.588),
  ]),
  novads(39, { lv: "Tukuma novads", ru: "Тукумский край", en: "Tukums Municipality" }, 56.95, 23.1, [
    town(1, "Tukums", "Тукумс", 56.967, 23.155, 16500),
    town(2, "Kandava", "Кандава", 57.0336, 22.7768, 3600),
    parish(3, "Engures pagasts", "Энгурская волость", 57.163, 23.219),
    parish(4, "Lapmežciema pagasts", "Лапмежциемская волость", 57.0, 23.51),
    parish(5, "Jaunpils pagasts", "Яунпилсская волость", 56.731, 23.017),
  ]),
  novads(40, { lv: "Valkas novads", ru: "Валкский край", en: "Valka Municipality" }, 57.7, 25.95, [
    town(1, "Valka", "Валка", 57.775, 26.02, 4500),
    parish(2, "Ērģemes pagasts", "Эргемская волость", 57.805, 25.845),
    parish(3, "Trikātas pagasts", "Трикатская волость", 57.548, 25.716),
  ]),
  novads(41, { lv: "Valmieras novads", ru: "Валмиерский край", en: "Valmiera Municipality" }, 57.7, 25.4, [
    town(1, "Valmiera", "Валмиера", 57.538, 25.424, 22500),
    town(2, "Rūjiena", "Руйиена", 57.8973, 25.3276),
    town(3, "Mazsalaca", "Мазсалаца", 57.8624, 25.0499),
    town(4, "Seda", "Седа", 57.65, 25.75),
    town(5, "Strenči", "Стренчи", 57.626, 25.686),
    parish(6, "Valmieras pagasts", "Валмиерская волость", 57.54, 25.47),
    parish(7, "Kocēnu pagasts", "Коценская волость", 57.519, 25.342),
    parish(8, "Burtnieku pagasts", "Буртниекская волость", 57.69, 25.27),
    parish(9, "Naukšēnu pagasts", "Наукшенская волость", 57.883, 25.456),
  ]),
  novads(
    42,
    { lv: "Ventspils novads", ru: "Вентспилсский край", en: "Ventspils Municipality" },
    57.25,
    21.85,
    [
      town(1, "Piltene", "Пилтене", 57.224, 21.673),
      parish(2, "Ugāles pagasts", "Угальская волость", 57.266, 22.033),
      parish(3, "Popes pagasts", "Попская волость", 57.39, 21.853),
      parish(4, "Užavas pagasts", "Ужавская волость", 57.21, 21.434),
      parish(5, "Jūrkalnes pagasts", "Юркалнская волость", 57.014, 21.386),
    ],
  ),
];

/** Every region, depth first, with the id of its parent (undefined for the top level). */
export function flattenRegions(list: RegionSeed[] = regions): { region: RegionSeed; parentId?: number }[] {
  const out: { region: RegionSeed; parentId?: number }[] = [];
  const walk = (items: RegionSeed[], parentId?: number) => {
    for (const region of items) {
      out.push(parentId === undefined ? { region } : { region, parentId });
      if (region.children) walk(region.children, region.id);
    }
  };
  walk(list);
  return out;
}
