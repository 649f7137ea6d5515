/**
 * A part of the map a list is narrowed to (`area=south,west,north,east`, spec 1 section 3 "area"): what a
 * visitor had in view when they asked to search there (decision 0037). Degrees, five decimals (about a metre).
 */
export type MapArea = { south: number; west: number; north: number; east: number };

const coordinate = String.raw`-?\d{1,3}(?:\.\d{1,7})?`;
const areaPattern = new RegExp(`^(${coordinate}),(${coordinate}),(${coordinate}),(${coordinate})$`);

/** The area an address names, or undefined when it is malformed, upside down or off the globe. */
export function parseMapArea(text: string): MapArea | undefined {
  const parts = areaPattern.exec(text);
  if (!parts) return undefined;
  const [south, west, north, east] = parts.slice(1).map(Number) as [number, number, number, number];
  const latitude = (value: number) => value >= -90 && value <= 90;
  const longitude = (value: number) => value >= -180 && value <= 180;
  if (!latitude(south) || !latitude(north) || !longitude(west) || !longitude(east)) return undefined;
  if (south >= north || west >= east) return undefined;
  return { south, west, north, east };
}

export const isMapArea = (text: string): boolean => parseMapArea(text) !== undefined;

/**
 * The area as an address holds it: rounded outwards to five decimals, so that it still holds what was shown,
 * and kept on the globe (a map zoomed far out shows longitudes past 180).
 */
export function mapAreaText(area: MapArea): string {
  const down = (value: number, limit: number) => Math.max(-limit, Math.floor(value * 1e5) / 1e5);
  const up = (value: number, limit: number) => Math.min(limit, Math.ceil(value * 1e5) / 1e5);
  return [down(area.south, 90), down(area.west, 180), up(area.north, 90), up(area.east, 180)].join(",");
}
