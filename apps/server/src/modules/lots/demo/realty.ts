import { choose, type Draft, pair, setNumber } from "./draft.ts";
import type { Pair } from "./phrases.ts";

/*
 * Real estate: size, floor and price agree (area about 20-30 m² per room, floor within the building, price
 * from area × €/m² at the place's price level and condition), so listings sort and filter like a real market.
 */

const roomWeights = [
  [1, 15],
  [2, 35],
  [3, 33],
  [4, 13],
  [5, 4],
] as const;

/** Price per m² relative to "good" condition (re-condition values by position in the data). */
const conditionFactor: Record<string, number> = {
  "Jauns projekts": 1.3,
  "Pilnībā renovēts": 1.25,
  Labs: 1,
  "Nepieciešams kosmētiskais remonts": 0.85,
  "Nepieciešams kapitālais remonts": 0.75,
  "Bez apdares": 1.1,
};

type Maker = (draft: Draft) => void;

const makers: Record<string, Maker> = {
  flats: (draft) => flat(draft, 1),
  "new-developments": (draft) => flat(draft, 1.7),
  "holiday-rentals": holidayRental,
  houses: house,
  land,
  commercial,
  garages: garage,
  "agri-land-rent": agriLand,
};

export function isRealty(categoryKey: string): boolean {
  return categoryKey in makers;
}

export function makeRealty(draft: Draft): void {
  makers[draft.visit.category.key]?.(draft);
}

function flat(draft: Draft, newBuild: number): void {
  const random = draft.random;
  const rooms = random.weighted(roomWeights, ([, weight]) => weight)[0];
  const area = Math.round(rooms * random.float(20, 30) + random.float(0, 8));
  setNumber(draft, "rooms", rooms);
  setNumber(draft, "area", area);
  const floors = random.pick([2, 3, 4, 5, 5, 5, 5, 9, 9, 12, 16]);
  setNumber(draft, "floors-total", floors);
  setNumber(draft, "floor", random.int(1, floors));
  setNumber(
    draft,
    "build-year",
    newBuild > 1 ? draft.now.getUTCFullYear() + random.int(0, 2) : buildYear(floors, draft),
  );
  const condition = newBuild > 1 ? undefined : choose(draft, "re-condition");
  const factor = newBuild * (conditionFactor[condition?.names.lv ?? "Labs"] ?? 1);
  draft.price = area * random.float(1150, 1600) * draft.place.priceLevel * factor;
  const monthly = area * random.float(7, 10) * Math.sqrt(draft.place.priceLevel);
  draft.rates = { "per-month": monthly, "per-day": random.float(35, 80) * Math.sqrt(draft.place.priceLevel) };
  const lv = rooms === 1 ? "1-istabas" : `${rooms}-istabu`;
  const ru = `${rooms}-комнатная`;
  named(
    draft,
    pair(`${lv} dzīvoklis`, `${ru} квартира`),
    pair(`${lv} dzīvokli`, `${rooms}-комнатную квартиру`),
  );
  const floor = draft.numbers.floor ?? 1;
  draft.details.push(
    pair(
      `Platība ${area} m², ${floor}. stāvs no ${floors}.`,
      `Площадь ${area} м², ${floor}-й этаж из ${floors}.`,
    ),
  );
}

/** Soviet series were 5 and 9 storeys, low houses are mostly pre-war or new. */
function buildYear(floors: number, draft: Draft): number {
  if (floors >= 9) return draft.random.int(1970, 1992);
  if (floors === 5) return draft.random.int(1960, 1990);
  return draft.random.pick([draft.random.int(1900, 1939), draft.random.int(2005, 2024)]);
}

function holidayRental(draft: Draft): void {
  const rooms = draft.random.int(1, 3);
  setNumber(draft, "rooms", rooms);
  setNumber(draft, "area", Math.round(rooms * draft.random.float(20, 30)));
  const night = draft.random.float(40, 120) * Math.sqrt(draft.place.priceLevel);
  draft.rates = { "per-night": night, "per-day": night, "per-week": night * 6 };
  named(
    draft,
    pair("Dzīvoklis īstermiņa īrei", "Квартира посуточно"),
    pair("dzīvokli īstermiņa īrei", "квартиру посуточно"),
  );
}

function house(draft: Draft): void {
  const random = draft.random;
  const area = Math.round(random.float(70, 260));
  setNumber(draft, "area", area);
  setNumber(draft, "rooms", Math.max(2, Math.round(area / random.float(28, 40))));
  setNumber(draft, "land-area", Math.round(random.logUniform(500, 5000) / 10) * 10);
  setNumber(draft, "floors-total", random.pick([1, 1, 2, 2, 3]));
  setNumber(draft, "build-year", random.int(1930, 2024));
  draft.price = area * random.float(700, 1400) * draft.place.priceLevel;
  draft.rates = { "per-month": area * random.float(5, 9) * Math.sqrt(draft.place.priceLevel) };
  named(draft, pair(`Māja, ${area} m²`, `Дом, ${area} м²`), pair(`māju, ${area} m²`, `дом, ${area} м²`));
}

function land(draft: Draft): void {
  const area = Math.round(draft.random.logUniform(600, 60_000) / 10) * 10;
  setNumber(draft, "land-area", area);
  draft.price = area * draft.random.float(4, 30) * draft.place.priceLevel;
  draft.rates = { "per-ha-year": draft.random.float(60, 220), "per-month": draft.random.float(50, 400) };
  const size = area >= 10_000 ? `${(area / 10_000).toFixed(1)} ha` : `${area} m²`;
  const sizeRu = area >= 10_000 ? `${(area / 10_000).toFixed(1)} га` : `${area} м²`;
  named(
    draft,
    pair(`Zemes gabals, ${size}`, `Земельный участок, ${sizeRu}`),
    pair(`zemes gabalu, ${size}`, `земельный участок, ${sizeRu}`),
  );
}

function commercial(draft: Draft): void {
  const area = Math.round(draft.random.logUniform(20, 1000));
  setNumber(draft, "area", area);
  setNumber(draft, "floor", draft.random.int(0, 4) || 1);
  draft.price = area * draft.random.float(700, 1500) * draft.place.priceLevel;
  const perM2 = draft.random.float(5, 14) * Math.sqrt(draft.place.priceLevel);
  draft.rates = { "per-month": area * perM2, "per-m2-month": perM2 };
  const type = choose(draft, "commercial-type");
  const name = type ? type.names : pair("Komerctelpas", "Коммерческое помещение");
  named(draft, pair(`${name.lv}, ${area} m²`, `${name.ru}, ${area} м²`));
}

function garage(draft: Draft): void {
  const area = draft.random.int(15, 40);
  setNumber(draft, "area", area);
  draft.price = draft.random.float(3000, 15_000) * Math.sqrt(draft.place.priceLevel);
  draft.rates = { "per-month": draft.random.float(40, 120) };
  named(
    draft,
    pair(`Garāža, ${area} m²`, `Гараж, ${area} м²`),
    pair(`garāžu, ${area} m²`, `гараж, ${area} м²`),
  );
}

function agriLand(draft: Draft): void {
  const hectares = Math.round(draft.random.logUniform(1, 100) * 10) / 10;
  setNumber(draft, "land-area", Math.round(hectares * 10_000));
  draft.rates = { "per-ha-year": draft.random.float(60, 200) };
  named(draft, pair(`Lauksaimniecības zeme, ${hectares} ha`, `Сельхозземля, ${hectares} га`));
}

/** The title names the place too: buyers search real estate by neighbourhood and town first. */
function named(draft: Draft, subject: Pair, object?: Pair): void {
  const place = draft.place.names;
  draft.subject = pair(`${subject.lv}, ${place.lv}`, `${subject.ru}, ${place.ru}`);
  if (object) draft.object = pair(`${object.lv}, ${place.lv}`, `${object.ru}, ${place.ru}`);
}
