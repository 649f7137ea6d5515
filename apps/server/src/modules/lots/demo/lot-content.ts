import { ActionType, type ActionTypeId, type ActionTypeName } from "@tirgus/domain/catalogue";
import { lotTextMaxLength, titleTruncationLength } from "@tirgus/domain/limits";
import { LotStatus, type LotStatusId } from "@tirgus/domain/lots";
import { OwnerType, type OwnerTypeId } from "@tirgus/domain/users";
import { priceTypes } from "../../catalogue/data/price-types.ts";
import type { CategoryActionSeed, CategoryFilterSeed, FilterSeed } from "../../catalogue/data/types.ts";
import type { CategoryVisit } from "../../catalogue/data/walk.ts";
import { chooseElectronicsBrand } from "./brands.ts";
import {
  choose,
  chosenValue,
  type Draft,
  hasFilter,
  lowerFirst,
  pair,
  setNumber,
  valuesOf,
} from "./draft.ts";
import { itemNouns } from "./nouns.ts";
import { dateNumber, makeDating, makeLostAndFound, makePet, makeService, makeWork } from "./people.ts";
import {
  actionWords,
  businessPhrases,
  conditionPhrases,
  contactPhrases,
  deliveryPhrases,
  type Family,
  machineryPhrases,
  miscPhrases,
  newGoodsPhrases,
  type Pair,
  producePhrases,
  propertyPhrases,
  realtyExtras,
  rentExtras,
  searchPhrases,
  sellReasons,
  vehicleExtras,
} from "./phrases.ts";
import { cumulativeWeights, type DemoPlace } from "./places.ts";
import { niceRound, priceOf } from "./prices.ts";
import type { Random } from "./random.ts";
import { isRealty, makeRealty } from "./realty.ts";
import { chooseBodyType, isRoadVehicle, isVehicle, makeVehicle } from "./vehicles.ts";

export type { DemoPlace } from "./places.ts";

export type DemoPrice = { priceTypeId: number; valueCents: number; discountedCents?: number };

/** Exactly what a row of the lots table needs from the content side (owners, images and ids come later). */
export type DemoLot = {
  categoryId: number;
  actionId: ActionTypeId;
  texts: { lv: { title: string; text: string }; ru: { title: string; text: string } };
  prices: DemoPrice[];
  /** The first price as shown (after a discount), for sorting and the price filter. */
  priceCents?: number;
  discountPercent?: number;
  filterValueIds: number[];
  numbers: Record<string, number>;
  filterTexts: Record<string, string>;
  regionId: number;
  /** A street the catalogue knows and a house number of it (real estate in cities, see addressOf). */
  streetId?: number;
  buildingNumber?: string;
  lat: number;
  lng: number;
  /** The point is the house's (a street address), not somewhere in the place. */
  accurateCoordinates: boolean;
  status: LotStatusId;
  highlighted: boolean;
  views: number;
  createDate: Date;
  publishDate?: Date;
  endDate?: Date;
  ownerType: OwnerTypeId;
  offersAllowed: boolean;
};

export type GenerateLotOptions = {
  random: Random;
  category: CategoryVisit;
  /** Every filter by key. */
  filters: Map<string, FilterSeed>;
  /**
   * Draws the street addresses of real-estate lots, apart from `random` so that lots without one come out as
   * before. Without it, no lot gets a street.
   */
  addresses?: Random;
  /** Places weighted by population (see demoPlaces). */
  regions: DemoPlace[];
  now: Date;
  /**
   * Where the lot stands in the site's history, from 0 (the oldest) to 1 (the newest). Lots that were
   * published then get ages that follow it, within half a day, as on a live site, whose tables hold lots
   * in about the order they came (see timing). Without it, ages are drawn at random.
   */
  history?: number;
};

export function generateLot(options: GenerateLotOptions): DemoLot {
  const draft = newDraft(options);
  specialise(draft);
  fillFilters(draft);
  const pricing = pricesOf(draft);
  const address = options.addresses && addressOf(draft, options.addresses);
  if (address) draft.details.push(address.sentence);
  return {
    categoryId: draft.visit.category.id,
    actionId: ActionType[draft.action.action],
    texts: textsOf(draft),
    ...pricing,
    filterValueIds: [...draft.chosen.values()].flat().map((value) => value.id),
    numbers: draft.numbers,
    filterTexts: draft.texts,
    regionId: draft.place.regionId,
    ...coordinates(draft),
    ...address?.location,
    accurateCoordinates: address !== undefined,
    ...timing(draft.random, draft.now, options.history),
    ownerType: ownerTypeOf(draft),
    offersAllowed: pricing.prices.length > 0 && draft.random.chance(0.3),
  };
}

function newDraft(options: GenerateLotOptions): Draft {
  const { random, category: visit, filters, regions, now } = options;
  return {
    random,
    visit,
    filters,
    action: pickAction(random, visit.actions),
    place: pickPlace(random, regions),
    now,
    family: familyOf(visit),
    keys: new Set(visit.filters.map((link) => link.filter)),
    chosen: new Map(),
    numbers: {},
    texts: {},
    skip: new Set(),
    rates: {},
    details: [],
  };
}

/** How common each action is on a marketplace: mostly sales, rent for real estate, few giveaways. */
const actionWeights: Record<ActionTypeName, number> = {
  sell: 10,
  offer: 10,
  hire: 10,
  rent: 3,
  buy: 1,
  change: 0.4,
  gift: 0.8,
  search: 1.2,
  lookingForHome: 1.5,
  lost: 0.6,
  found: 0.6,
  charity: 5,
};

function pickAction(random: Random, actions: CategoryActionSeed[]): CategoryActionSeed {
  return random.weighted(actions, (action) => actionWeights[action.action]);
}

const cumulativeCache = new WeakMap<DemoPlace[], Float64Array>();

/** Binary search over cumulative weights: hundreds of places, picked millions of times. */
function pickPlace(random: Random, places: DemoPlace[]): DemoPlace {
  let sums = cumulativeCache.get(places);
  if (!sums) {
    sums = cumulativeWeights(places);
    cumulativeCache.set(places, sums);
  }
  const target = random.next() * (sums[sums.length - 1] ?? 0);
  let low = 0;
  let high = sums.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sums[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  const place = places[low];
  if (!place) throw new Error("no places to put demo lots in");
  return place;
}

const petKeys = new Set(["dogs", "cats", "ferrets", "birds", "rodents", "farm-animals"]);

function familyOf(visit: CategoryVisit): Family {
  const key = visit.category.key;
  const top = visit.ancestors[0]?.key ?? key;
  if (isVehicle(key)) return "vehicle";
  if (top === "real-estate" || key === "agri-land-rent") return "realty";
  if (petKeys.has(key)) return "pets";
  if (top === "work") return "work";
  if (top === "services") return "services";
  if (top === "adult" && key !== "adult-goods") return "dating";
  if (key === "charity" || key === "lost-found") return "misc";
  return "goods";
}

/** The specialists that decide the values which must agree with each other, by family. */
const specialists: Partial<Record<Family, (draft: Draft) => void>> = {
  vehicle: makeVehicle,
  realty: (draft) => (isRealty(draft.visit.category.key) ? makeRealty(draft) : undefined),
  pets: makePet,
  work: makeWork,
  services: makeService,
  dating: makeDating,
  misc: makeLostAndFound,
};

function specialise(draft: Draft): void {
  // A business for sale is neither new nor used.
  if (draft.visit.category.key === "business-for-sale") draft.skip.add("condition");
  specialists[draft.family]?.(draft);
}

/** How often people fill a filter they are not made to fill, by how prominently the form shows it. */
const fillChance = { top: 0.9, showMore: 0.6, hidden: 0.3 } as const;

function fillFilters(draft: Draft): void {
  for (const link of draft.visit.filters) {
    if (draft.chosen.has(link.filter) || link.filter in draft.numbers || link.filter in draft.texts) continue;
    if (!hasFilter(draft, link.filter)) continue;
    if (!link.required && !draft.random.chance(fillChance[link.visibility])) continue;
    fillFilter(draft, link);
  }
}

function fillFilter(draft: Draft, link: CategoryFilterSeed): void {
  const filter = draft.filters.get(link.filter);
  if (!filter) return;
  const type = filter.displayType;
  if (type === "mot") return;
  // "Near (street or neighbourhood)": sellers name the place the lot is in.
  if (type === "geo") draft.texts[filter.key] = draft.place.names.lv;
  else if (type === "multi") chooseSeveral(draft, filter.key);
  else if (type === "text") draft.texts[filter.key] = textValue(draft, filter.key);
  else if (type === "date") draft.numbers[filter.key] = dateValue(draft, filter.key);
  else if (numericTypes.has(type)) setNumber(draft, filter.key, numberValue(draft, filter));
  else if (filter.key === "electronics-brand") chooseElectronicsBrand(draft);
  else if (filter.key === "body-type") chooseBodyType(draft);
  else choose(draft, filter.key);
}

const numericTypes = new Set<string>(["number", "number_int", "number_gradual", "float", "measure"]);

function chooseSeveral(draft: Draft, key: string): void {
  const values = valuesOf(draft, key);
  if (values.length === 0) return;
  const count = Math.min(values.length, draft.random.int(1, 4));
  const picked = new Set(Array.from({ length: count }, () => draft.random.pick(values)));
  draft.chosen.set(key, [...picked]);
}

/** Typical values of numeric filters; the filter's own min/max still bound them. */
const numberRanges: Record<string, readonly [number, number]> = {
  year: [1995, 2025],
  power: [40, 250],
  seats: [2, 9],
  "gross-weight": [1.5, 40],
  axles: [2, 3],
  "length-m": [2.5, 14],
  "power-hp": [5, 250],
  "tread-depth": [2, 9],
  quantity: [1, 4],
  rooms: [1, 5],
  area: [20, 200],
  "land-area": [600, 20_000],
  "build-year": [1930, 2024],
  "width-cm": [40, 240],
  "height-cm": [40, 220],
  "depth-cm": [30, 100],
  weight: [1, 60],
  "log-length": [25, 300],
  "machine-hours": [100, 15_000],
  "ev-range": [10, 60],
  floor: [1, 5],
  "floors-total": [1, 9],
};

const screenSizes: Record<string, readonly [number, number]> = {
  phones: [5.5, 6.9],
  tablets: [8, 13],
  laptops: [13, 17.3],
  monitors: [21, 34],
  tvs: [32, 75],
};

function numberValue(draft: Draft, filter: FilterSeed): number {
  const range =
    filter.key === "screen-size"
      ? (screenSizes[draft.visit.category.key] ?? [5, 30])
      : (numberRanges[filter.key] ?? [filter.min ?? 0, Math.min(filter.max ?? 100, (filter.min ?? 0) + 100)]);
  const value = draft.random.float(range[0], range[1]);
  const integer = filter.displayType !== "float" && filter.displayType !== "number";
  return integer ? Math.round(value) : Math.round(value * 10) / 10;
}

function dateValue(draft: Draft, key: string): number {
  const day = 86_400_000;
  const offsets: Record<string, readonly [number, number]> = {
    "birth-date": [-400, -50],
    "available-from": [0, 60],
    "completion-date": [90, 720],
    "event-date": [7, 180],
    "incident-date": [-14, 0],
  };
  const [from, to] = offsets[key] ?? [-30, 30];
  return dateNumber(new Date(draft.now.getTime() + draft.random.int(from, to) * day));
}

function textValue(draft: Draft, key: string): string {
  const digits = (count: number): string =>
    Array.from({ length: count }, () => draft.random.int(0, 9)).join("");
  if (key === "microchip") return `428${digits(12)}`;
  if (key === "imei") return `35${digits(13)}`;
  if (key === "cadastre") return `0100${digits(7)}`;
  if (key === "part-number") return `${digits(3)} ${digits(3)} ${digits(3)}`;
  return digits(8);
}

type Pricing = Pick<DemoLot, "prices" | "priceCents" | "discountPercent">;

const priceTypeIds = new Map(priceTypes.map((type) => [type.key, type.id]));
const discountedActions = new Set<ActionTypeName>(["sell", "rent", "offer"]);

function pricesOf(draft: Draft): Pricing {
  const keys = priceTypeKeys(draft);
  const discount =
    keys.length > 0 && discountedActions.has(draft.action.action) && draft.random.chance(0.08)
      ? discountOf(draft)
      : undefined;
  const prices = keys.map((key) => priceEntry(draft, key, discount));
  const first = prices[0];
  const shownDiscount = first ? shownDiscountPercent(first) : 0;
  // A discount the rounding took back (5 € less 3 % is 5 € again) is no discount.
  if (shownDiscount <= 0) for (const price of prices) delete price.discountedCents;
  const pricing: Pricing = { prices };
  if (first) pricing.priceCents = first.discountedCents ?? first.valueCents;
  if (shownDiscount > 0) pricing.discountPercent = shownDiscount;
  return pricing;
}

/**
 * The percent a card shows beside the two prices, from the prices themselves: the discounted price is rounded
 * to a price a seller would ask (280 € less 31 % is 195 €, not 193.20 €), so the drawn percent may not be it.
 */
function shownDiscountPercent(price: DemoPrice): number {
  if (price.discountedCents === undefined || price.valueCents <= 0) return 0;
  return Math.round((1 - price.discountedCents / price.valueCents) * 100);
}

/** Goods go on sale by up to a third; cars and homes by a few percent. */
function discountOf(draft: Draft): number {
  return draft.family === "realty" || draft.family === "vehicle"
    ? draft.random.int(3, 10)
    : draft.random.int(5, 35);
}

/** Mostly the first price type; now and then another, and some lots state a second one beside it. */
function priceTypeKeys(draft: Draft): string[] {
  const types = draft.action.priceTypes;
  if (types.length === 0) return [];
  const primary = draft.random.chance(0.8) ? types[0] : draft.random.pick(types);
  const keys = primary ? [primary] : [];
  for (const key of types) if (key !== primary && draft.random.chance(0.15)) keys.push(key);
  return keys;
}

function priceEntry(draft: Draft, key: string, discount: number | undefined): DemoPrice {
  const euros = priceOf(draft, key);
  const entry: DemoPrice = { priceTypeId: priceTypeIds.get(key) ?? 1, valueCents: Math.round(euros * 100) };
  if (discount !== undefined)
    entry.discountedCents = Math.round(niceRound(euros * (1 - discount / 100)) * 100);
  return entry;
}

function textsOf(draft: Draft): DemoLot["texts"] {
  const subject = draft.subject ?? genericSubject(draft);
  const sentences = [opening(draft, subject), ...draft.details, ...specSentences(draft), ...closing(draft)];
  const text = (lang: "lv" | "ru"): string =>
    sentences
      .map((sentence) => sentence[lang])
      .join(" ")
      .slice(0, lotTextMaxLength);
  return {
    lv: { title: titleOf(draft, subject, "lv"), text: text("lv") },
    ru: { title: titleOf(draft, subject, "ru"), text: text("ru") },
  };
}

/** A product's noun with the brand or make that buyers look for: "Televizors Samsung", "Apple iPhone 13". */
function genericSubject(draft: Draft): Pair {
  const nouns = itemNouns[draft.visit.category.key];
  const noun = nouns ? draft.random.pick(nouns) : draft.visit.category.names;
  const brandKey = brandKeys.find((key) => draft.chosen.has(key));
  const brand = brandKey ? chosenValue(draft, brandKey) : undefined;
  const model = brandKey === "phone-brand" ? chosenValue(draft, "phone-model") : undefined;
  if (model && brand && model.names.en !== "Other model") {
    draft.properName = true;
    return pair(`${brand.names.lv} ${model.names.lv}`, `${brand.names.ru} ${model.names.ru}`);
  }
  if (brand && brand.actualValue !== "other" && brand.names.en !== "Other") {
    return pair(`${noun.lv} ${brand.names.lv}`, `${noun.ru} ${brand.names.ru}`);
  }
  return pair(noun.lv, noun.ru);
}

const brandKeys = [
  "phone-brand",
  "electronics-brand",
  "tool-brand",
  "clothing-brand",
  "console-platform",
  "make",
];

function titleOf(draft: Draft, subject: Pair, lang: "lv" | "ru"): string {
  const prefix = draft.family === "dating" ? "" : (actionWords[draft.action.action]?.title[lang] ?? "");
  const text = draft.properName ? subject[lang] : lowerFirst(subject[lang]);
  return truncate(prefix ? `${prefix}: ${text}` : subject[lang], titleTruncationLength);
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

function opening(draft: Draft, subject: Pair): Pair {
  if (draft.family === "dating") return pair("Sveiki!", "Привет!");
  const words = openingWords(draft);
  if (draft.object)
    return pair(sentence(`${words.lv} ${draft.object.lv}`), sentence(`${words.ru} ${draft.object.ru}`));
  const lv = draft.properName ? subject.lv : lowerFirst(subject.lv);
  const ru = draft.properName ? subject.ru : lowerFirst(subject.ru);
  return pair(sentence(`${words.lv}: ${lv}`), sentence(`${words.ru}: ${ru}`));
}

function openingWords(draft: Draft): Pair {
  if (draft.family === "work" && draft.action.action === "search") return pair("Meklēju darbu", "Ищу работу");
  if (draft.family === "work") return pair("Piedāvājam darbu", "Предлагаем работу");
  return actionWords[draft.action.action]?.opening ?? pair("", "");
}

/** Ends a sentence with one full stop, also after an abbreviation ("2012. g."). */
function sentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

/** Filters whose values the specialists already put into words (vehicles, animals, phones...). */
const describedFilters = new Set([
  "make",
  "model",
  "fuel",
  "gearbox",
  "moto-make",
  "moto-model",
  "truck-make",
  "bus-make",
  "machine-make",
  "dog-breed",
  "cat-breed",
  "bird-species",
  "rodent-species",
  "farm-animal",
  "phone-brand",
  "phone-model",
  "electronics-brand",
]);

/** The chosen values the specialist did not already describe, as "Label: value" lines like ads list specs. */
function specSentences(draft: Draft): Pair[] {
  const parts: Pair[] = [];
  for (const [key, values] of draft.chosen) {
    const filter = draft.filters.get(key);
    if (!filter || describedFilters.has(key) || parts.length >= 5) continue;
    // Values keep their capitals: many are names (Epson, New Holland, R15, CE) that lowercasing would spoil.
    const lv = values.map((value) => value.names.lv).join(", ");
    const ru = values.map((value) => value.names.ru).join(", ");
    parts.push(pair(`${filter.names.lv}: ${lv}.`, `${filter.names.ru}: ${ru}.`));
  }
  return parts;
}

function closing(draft: Draft): Pair[] {
  const random = draft.random;
  const action = draft.action.action;
  const sentences: Pair[] = [];
  if (action === "search" || action === "buy") sentences.push(random.pick(searchPhrases[draft.family]));
  else sentences.push(...conditions(draft));
  // Produce and businesses are not sold because of a move, nor sent by parcel machine.
  const produce = isFarmProduce(draft) || draft.visit.category.key === "business-for-sale";
  if (action === "sell" && draft.family === "goods" && !produce) sentences.push(random.pick(sellReasons));
  if (action === "sell" && draft.family === "vehicle") sentences.push(random.pick(vehicleExtras));
  if (draft.family === "realty" && action !== "search" && action !== "buy") {
    sentences.push(random.pick(realtyExtrasOf(draft)));
  }
  if (draft.family === "goods" && !produce && (action === "sell" || action === "gift"))
    sentences.push(delivery(draft));
  sentences.push(random.pick(contactPhrases));
  return sentences;
}

function realtyExtrasOf(draft: Draft): Pair[] {
  if (draft.action.action !== "rent") return realtyExtras;
  return homes.has(draft.visit.category.key) ? rentExtras : [pair("Bez starpniekiem.", "Без посредников.")];
}

function conditions(draft: Draft): Pair[] {
  const isNew = draft.chosen.get("condition")?.[0]?.actualValue === "new";
  const bank = conditionBank(draft, isNew);
  const first = draft.random.pick(bank);
  const second = draft.random.pick(bank);
  return first === second ? [first] : [first, second];
}

function isFarmProduce(draft: Draft): boolean {
  return draft.visit.ancestors[0]?.key === "agriculture";
}

const homes = new Set(["flats", "houses", "new-developments", "holiday-rentals"]);

function conditionBank(draft: Draft, isNew: boolean): Pair[] {
  const key = draft.visit.category.key;
  if (isFarmProduce(draft)) return producePhrases;
  if (key === "business-for-sale") return businessPhrases;
  if (draft.family === "vehicle" && !isRoadVehicle(key)) return machineryPhrases;
  if (draft.family === "goods" && isNew) return newGoodsPhrases;
  if (draft.family === "realty" && !homes.has(key)) return propertyPhrases;
  if (draft.family === "misc") return miscPhrases[draft.action.action] ?? conditionPhrases.misc;
  return conditionPhrases[draft.family];
}

/** Delivery by parcel machine, a meeting in Rīga, or pick-up where the seller lives. */
function delivery(draft: Draft): Pair {
  if (draft.random.chance(0.3)) {
    const place = draft.place.names;
    return pair(`Savākšana: ${place.lv}.`, `Самовывоз: ${place.ru}.`);
  }
  return draft.random.pick(deliveryPhrases);
}

/** Share of real-estate lots in a place with known streets that name their street and house. */
const addressedShare = 0.7;

/**
 * A street address for a real-estate lot in a place whose streets the catalogue knows (Rīga's neighbourhoods,
 * Jūrmala, Daugavpils, Liepāja, Jelgava, Ventspils): a street, one of its house numbers and that house's point,
 * and the sentence the description gives it in. Undefined for other lots.
 */
function addressOf(draft: Draft, random: Random) {
  if (draft.family !== "realty" || draft.place.streets.length === 0 || !random.chance(addressedShare)) return;
  const street = random.pick(draft.place.streets);
  const house = random.pick(street.numbers);
  return {
    location: { streetId: street.id, buildingNumber: house.number, lat: house.lat, lng: house.lng },
    sentence: pair(
      `Adrese: ${street.names.lv} ${house.number}.`,
      `Адрес: ${street.names.ru} ${house.number}.`,
    ),
  };
}

/** A point within the place's radius, spread evenly over the disc. */
function coordinates(draft: Draft): { lat: number; lng: number } {
  const { lat, lng, radiusKm } = draft.place;
  const distance = radiusKm * Math.sqrt(draft.random.next());
  const angle = draft.random.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / 111;
  const dLng = (distance * Math.sin(angle)) / (111 * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + dLat), lng: round6(lng + dLng) };
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

const statusWeights: [LotStatusId, number][] = [
  [LotStatus.published, 70],
  [LotStatus.draft, 6],
  [LotStatus.closed, 8],
  [LotStatus.expired, 9],
  [LotStatus.blocked, 2],
  [LotStatus.pending_publish, 5],
];

const day = 86_400_000;

type Timing = Pick<DemoLot, "status" | "createDate" | "publishDate" | "endDate" | "views" | "highlighted">;

/** Status and dates that agree: a published lot ends in the future, an expired one in the past, a draft never started. */
function timing(random: Random, now: Date, history: number | undefined): Timing {
  const status = random.weighted(statusWeights, ([, weight]) => weight)[0];
  const at = (msAgo: number): Date => new Date(now.getTime() - Math.round(msAgo));
  const highlighted = status === LotStatus.published && random.chance(0.07);
  if (status === LotStatus.draft)
    return { status, createDate: at(random.float(0, 365) * day), views: 0, highlighted };
  if (status === LotStatus.pending_publish) {
    return { status, createDate: at(random.float(0, 3) * day), views: 0, highlighted };
  }
  const drawn = status === LotStatus.expired ? random.float(31, 360) : random.float(0.1, 360);
  // Drawn either way, so that the random sequence, and every lot after this one, stays what it was.
  const age =
    history === undefined
      ? drawn
      : Math.max(status === LotStatus.expired ? 31 : 0.1, (1 - history) * 360 + (drawn / 360 - 0.5));
  const createDate = at(age * day);
  const publishDate = new Date(createDate.getTime() + Math.min(age * day * 0.5, random.float(0, 2) * day));
  const endDate = endOf(random, status, publishDate, now);
  // A fifth of sold lots were premium (highlighted) while on sale: their pages show the first picture only
  // (spec 1 section 4). Decided by the age already drawn, so the random sequence, and every lot after this
  // one, stays what it was.
  const soldPremium = status === LotStatus.closed && Math.round(age * 1000) % 5 === 0;
  const views = viewsOf(random, publishDate, now, highlighted || soldPremium);
  return { status, createDate, publishDate, endDate, views, highlighted: highlighted || soldPremium };
}

function endOf(random: Random, status: LotStatusId, publishDate: Date, now: Date): Date {
  const since = now.getTime() - publishDate.getTime();
  if (status === LotStatus.expired) return new Date(publishDate.getTime() + random.float(0.5, 0.99) * since);
  if (status === LotStatus.closed) return new Date(publishDate.getTime() + random.float(0.1, 1) * since);
  // Published and blocked lots run for a period that ends in the future (at most a year after publishing).
  const end = now.getTime() + random.float(1, 90) * day;
  return new Date(Math.min(end, publishDate.getTime() + 365 * day));
}

function viewsOf(random: Random, publishDate: Date, now: Date, highlighted: boolean): number {
  const days = Math.max(0.1, (now.getTime() - publishDate.getTime()) / day);
  const perDay = random.logUniform(1, 40) * (highlighted ? 4 : 1);
  return Math.round(Math.sqrt(days) * perDay * 3);
}

function ownerTypeOf(draft: Draft): OwnerTypeId {
  const key = draft.visit.category.key;
  const companyShare =
    draft.action.action === "hire"
      ? 0.85
      : key === "new-developments"
        ? 0.9
        : draft.family === "services"
          ? 0.5
          : 0.2;
  return draft.random.chance(companyShare) ? OwnerType.company : OwnerType.personal;
}
