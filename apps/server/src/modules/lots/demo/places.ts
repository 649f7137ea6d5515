import type { Names, RegionSeed, StreetSeed } from "../../catalogue/data/types.ts";

/** A place a demo lot can be in: a town, parish or city neighbourhood, weighted by how many people live there. */
export type DemoPlace = {
  regionId: number;
  key: string;
  names: Names;
  lat: number;
  lng: number;
  /** Relative share of lots: roughly the population. */
  weight: number;
  /** How far (km) lots scatter around the centre. */
  radiusKm: number;
  /** Real estate price level relative to Rīga (1). */
  priceLevel: number;
  /** The catalogue's streets of the place, with their house numbers (empty for most places). */
  streets: readonly StreetSeed[];
};

/** Parishes and towns without a population in the data: typical sizes, so the countryside is not empty. */
const defaultPopulation = { town: 2500, parish: 1200 } as const;

/**
 * The leaves of the region tree as weighted places; a city's population is shared by its neighbourhoods. Each
 * place has the streets the catalogue knows in it.
 */
export function demoPlaces(regions: RegionSeed[], streets: readonly StreetSeed[] = []): DemoPlace[] {
  const streetsOf = Map.groupBy(streets, (street) => street.region);
  const places: DemoPlace[] = [];
  const visit = (region: RegionSeed, parent: RegionSeed | undefined, top: RegionSeed): void => {
    const children = region.children ?? [];
    if (children.length > 0) {
      for (const child of children) visit(child, region, top);
      return;
    }
    places.push({ ...placeOf(region, parent, top), streets: streetsOf.get(region.key) ?? [] });
  };
  for (const region of regions) visit(region, undefined, region);
  return places;
}

function placeOf(
  region: RegionSeed,
  parent: RegionSeed | undefined,
  top: RegionSeed,
): Omit<DemoPlace, "streets"> {
  return {
    regionId: region.id,
    key: region.key,
    names: region.names,
    lat: region.lat,
    lng: region.lng,
    weight: weightOf(region, parent),
    radiusKm: radiusOf(region.type),
    priceLevel: priceLevelOf(top, region.key),
  };
}

function weightOf(region: RegionSeed, parent: RegionSeed | undefined): number {
  if (region.population !== undefined) return region.population;
  if (region.type === "neighbourhood" && parent?.population !== undefined) {
    return parent.population / (parent.children?.length ?? 1);
  }
  if (region.type === "parish") return defaultPopulation.parish;
  return defaultPopulation.town;
}

function radiusOf(type: RegionSeed["type"]): number {
  if (type === "neighbourhood") return 0.8;
  if (type === "parish") return 4;
  return 2;
}

/** Rīga and Jūrmala are the dear market; the other state cities and Rīga's ring in between; the rest cheaper. */
function priceLevelOf(top: RegionSeed, key: string): number {
  if (key.startsWith("jurmala")) return 1.15;
  if (key.startsWith("riga")) return 1;
  if (top.type === "republic_city") return 0.5;
  const ring = ["adazu", "kekavas", "marupes", "olaines", "ropazu", "salaspils", "saulkrastu", "siguldas"];
  if (ring.some((name) => top.key.startsWith(name))) return 0.75;
  return 0.35;
}

/** Cumulative weights for fast weighted picks among hundreds of places. */
export function cumulativeWeights(places: DemoPlace[]): Float64Array {
  const sums = new Float64Array(places.length);
  let total = 0;
  places.forEach((place, index) => {
    total += place.weight;
    sums[index] = total;
  });
  return sums;
}
