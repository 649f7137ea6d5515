import type { Draft } from "./draft.ts";
import { chosenValue } from "./draft.ts";

/*
 * Plausible prices in EUR. A specialist may have set the sale value (draft.price) or time rates
 * (draft.rates); otherwise the ranges below apply: per category for a sale price, per price type for the
 * rest. Prices are drawn on a log scale, since a 100-900 € range is about as often 150 as 600.
 */

type Range = readonly [number, number];

const salePrices: Record<string, Range> = {
  bicycles: [60, 1500],
  "e-scooters": [100, 700],
  "car-parts": [15, 600],
  "summer-tyres": [60, 500],
  "winter-tyres": [80, 600],
  "all-season-tyres": [80, 500],
  rims: [80, 900],
  wheels: [150, 1200],
  "car-audio": [20, 400],
  "car-accessories": [10, 300],
  "moto-parts": [20, 500],
  "truck-parts": [50, 3000],
  "oils-chemicals": [5, 60],
  phones: [40, 500],
  "phone-accessories": [5, 40],
  tablets: [60, 700],
  laptops: [120, 1500],
  desktops: [150, 1800],
  monitors: [40, 500],
  components: [20, 700],
  printers: [30, 300],
  networking: [10, 150],
  tvs: [60, 1200],
  audio: [30, 800],
  headphones: [15, 300],
  projectors: [60, 800],
  "photo-video": [80, 2000],
  consoles: [80, 500],
  smartwatches: [40, 400],
  fridges: [60, 700],
  "washing-machines": [60, 500],
  dishwashers: [60, 450],
  cookers: [50, 500],
  "vacuum-cleaners": [20, 400],
  "kitchen-appliances": [10, 300],
  climate: [30, 900],
  sofas: [50, 600],
  "tables-chairs": [20, 400],
  beds: [40, 600],
  wardrobes: [30, 400],
  "kitchen-furniture": [150, 2500],
  "office-furniture": [20, 300],
  "garden-furniture": [40, 700],
  "garden-machinery": [50, 1500],
  greenhouses: [150, 1500],
  "windows-doors": [30, 600],
  "power-tools": [30, 400],
  "hand-tools": [5, 150],
  generators: [150, 2500],
  scaffolding: [50, 1500],
  "heating-ventilation": [50, 3000],
  prams: [60, 700],
  "car-seats": [30, 300],
  "kids-furniture": [20, 300],
  jewellery: [15, 900],
  watches: [20, 1500],
  fitness: [20, 1200],
  "winter-sports": [30, 500],
  "musical-instruments": [50, 2000],
  collecting: [5, 1000],
  "production-equipment": [500, 40_000],
  woodworking: [300, 15_000],
  "retail-equipment": [100, 8000],
  "office-equipment": [30, 2000],
  "beauty-equipment": [150, 10_000],
  "business-for-sale": [5000, 250_000],
  "standing-timber": [3000, 80_000],
  dogs: [200, 1500],
  cats: [150, 1200],
  ferrets: [80, 300],
  birds: [10, 300],
  rodents: [5, 60],
  aquarium: [10, 400],
  reptiles: [30, 500],
  "farm-animals": [50, 1500],
  "pet-supplies": [5, 150],
  "adult-goods": [10, 150],
};

/** Whole top-level groups without a row above. */
const topLevelSales: Record<string, Range> = {
  transport: [20, 500],
  electronics: [20, 500],
  "home-garden": [5, 300],
  construction: [10, 800],
  clothing: [5, 120],
  children: [3, 120],
  hobby: [5, 300],
  agriculture: [20, 1500],
  services: [30, 500],
  misc: [5, 200],
  "where-to-buy": [10, 500],
};

const unitPrices: Record<string, Range> = {
  "per-hour": [15, 60],
  "per-day": [25, 120],
  "per-week": [100, 500],
  "per-month": [150, 1500],
  "per-night": [40, 120],
  "per-m2": [5, 40],
  "per-m2-month": [4, 15],
  "per-ha-year": [60, 220],
  "per-piece": [2, 120],
  "per-kg": [1, 15],
  "per-ton": [120, 350],
  "per-m3": [35, 300],
  "per-m": [1, 12],
  "per-litre": [3, 25],
  "per-km": [0.5, 1.5],
  "per-lesson": [15, 40],
};

/** Work pays by the month or the hour (gross, as Latvian ads state it). */
const wages: Record<string, Range> = { "per-month": [900, 3500], "per-hour": [6, 20] };

export function priceOf(draft: Draft, typeKey: string): number {
  const raw = rawPrice(draft, typeKey);
  const buyerDiscount = draft.action.action === "buy" ? 0.9 : 1;
  return niceRound(raw * buyerDiscount);
}

function rawPrice(draft: Draft, typeKey: string): number {
  if (draft.family === "work") return draft.random.logUniform(...(wages[typeKey] ?? [900, 3500]));
  if (typeKey === "price") return draft.price ?? salePrice(draft);
  const rate = draft.rates[typeKey];
  if (rate !== undefined) return rate;
  if (typeKey === "per-m2" && draft.price !== undefined && draft.numbers.area)
    return draft.price / draft.numbers.area;
  if (typeKey === "per-piece") return salePrice(draft) / (draft.numbers.quantity ?? 4);
  return draft.random.logUniform(...(unitPrices[typeKey] ?? [5, 100]));
}

function salePrice(draft: Draft): number {
  const key = draft.visit.category.key;
  const top = draft.visit.ancestors[0]?.key ?? key;
  const range = phoneRange(draft) ?? salePrices[key] ?? topLevelSales[top] ?? [5, 300];
  // New items sit in the upper half of the category's range rather than above it.
  const isNew = chosenValue(draft, "condition")?.actualValue === "new";
  const low = isNew ? Math.sqrt(range[0] * range[1]) : range[0];
  return draft.random.logUniform(low, range[1]);
}

/** A used iPhone keeps its value far better than most phones. */
function phoneRange(draft: Draft): Range | undefined {
  const brand = chosenValue(draft, "phone-brand");
  if (!brand || draft.visit.category.key !== "phones") return undefined;
  return brand.actualValue === "Apple" ? [100, 900] : [30, 500];
}

/** Prices as people write them: 7 450 €, 385 €, 45 €, 2.50 €. */
export function niceRound(value: number): number {
  const steps: Range[] = [
    [50_000, 500],
    [10_000, 100],
    [1000, 50],
    [100, 5],
    [10, 1],
    [0, 0.1],
  ];
  const step = steps.find(([from]) => value >= from)?.[1] ?? 0.1;
  return Math.max(0.1, Math.round(value / step) * step);
}
