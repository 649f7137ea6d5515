import type { Language } from "@tirgus/domain/languages";
import { mapSettings } from "@tirgus/domain/limits";
import type { LotCard } from "@tirgus/domain/lot-list";
import type { PathsByLanguage } from "../../lib/page-paths";
import { cardImageUrl, lotCardView } from "../lot-card/card-view";

/*
 * The map page's view model (decision 17) and the pure geometry its canvas uses: where each lot goes and
 * what the first view shows. Leaflet itself only runs in the browser (map-canvas.tsx).
 */

export type LatLng = { lat: number; lng: number };
export type Bounds = { south: number; west: number; north: number; east: number };

/** A lot as its marker and its small card show it. */
export type MapLot = {
  id: number;
  href: string;
  title: string;
  /** "125 000 €" or "450 €/mēn."; null for actions without a price. */
  price: string | null;
  image: string | null;
  /** Null: the lot has no point; it is listed, not drawn. `accurate: false` is drawn as a circle. */
  location: (LatLng & { accurate: boolean }) | null;
};

export type MapTiles = { url: string; fallbackUrl: string };

export type MapPageData = {
  kind: "map";
  /** The category's name (and the region's, when the list has one). */
  heading: string;
  /** Lots in the whole list; the map shows at most `lots.length` of them. */
  count: number;
  countCapped: boolean;
  lots: MapLot[];
  backHref: string;
  /** The part of the map the lots were searched in (`area=`); the first view shows it. */
  area: Bounds | null;
  tiles: MapTiles;
  pathsByLanguage: PathsByLanguage;
};

/**
 * A lot whose seller did not pin the exact address is drawn as a circle this wide around its approximate
 * point, not as a pin on a building.
 */
export const inexactRadiusPx = 18;
/** The same circle on a lot's own map, at street level: an area of the approximate point, in metres. */
export const inexactRadiusMetres = 300;

/** Web Mercator's ground size of a screen pixel at a latitude and zoom (256 px tiles), in metres. */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (40_075_016.686 * Math.cos((latitude * Math.PI) / 180)) / 2 ** (zoom + 8);
}

/**
 * Whether a lot's own map draws its approximate area in metres: zoomed out, 300 m is a dot or less (at zoom 7
 * about a pixel), so the circle of screen size the lists' maps use stands in for it.
 */
export const areaInMetres = (latitude: number, zoom: number): boolean =>
  inexactRadiusMetres / metresPerPixel(latitude, zoom) >= inexactRadiusPx;

export function mapLotOf(card: LotCard, lang: Language): MapLot {
  const view = lotCardView(card, lang);
  const first = view.images[0];
  return {
    id: view.id,
    href: view.href,
    title: view.title,
    price: view.price,
    image: first ? cardImageUrl(first) : null,
    location: card.location,
  };
}

/** The smallest box holding every point; null when there are none. */
export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null;
  const bounds = { south: 90, west: 180, north: -90, east: -180 };
  for (const { lat, lng } of points) {
    bounds.south = Math.min(bounds.south, lat);
    bounds.north = Math.max(bounds.north, lat);
    bounds.west = Math.min(bounds.west, lng);
    bounds.east = Math.max(bounds.east, lng);
  }
  return bounds;
}

export const containsBounds = (outer: Bounds, inner: Bounds): boolean =>
  inner.south >= outer.south &&
  inner.north <= outer.north &&
  inner.west >= outer.west &&
  inner.east <= outer.east;

export type InitialView = { kind: "centre"; centre: LatLng; zoom: number } | { kind: "fit"; bounds: Bounds };

/**
 * The first view (spec 1 section 9, spec 2 section 9): Riga at zoom 14 while the lots are all inside that
 * view (or there are none), one lot at the single-lot zoom, otherwise the box around the lots.
 * `defaultView` is what the map shows at Riga and zoom 14, measured by Leaflet for the screen's size.
 */
export function initialView(points: readonly LatLng[], defaultView: Bounds): InitialView {
  const riga: InitialView = { kind: "centre", centre: mapSettings.centre, zoom: mapSettings.zoom };
  const bounds = boundsOf(points);
  if (!bounds || containsBounds(defaultView, bounds)) return riga;
  const [only] = points;
  if (only && points.length === 1) return { kind: "centre", centre: only, zoom: mapSettings.singleLotZoom };
  return { kind: "fit", bounds };
}

/** The tile URL to switch to after a tile failed to load, or null: already on the fallback, or no other. */
export function fallbackTileUrl(tiles: MapTiles, current: string): string | null {
  return current === tiles.fallbackUrl ? null : tiles.fallbackUrl;
}

/** The attribution the tile source asks for (OpenStreetMap's licence, Jāņa sēta's terms). */
export function tileAttribution(template: string): string {
  if (/openstreetmap\.(org|de|fr)\//.test(template))
    return '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
  if (template.includes("kartes.lv")) return "&copy; Jāņa sēta";
  return "";
}

/**
 * How near two markers may be on the screen before they are drawn as one bubble with their number: a price
 * label is about 80 px wide and 22 px high above its point, and close houses' labels covered each other until
 * none could be read or clicked. A bubble is 40 px across.
 */
export const clusterReachPx = { x: 72, y: 36 };

export type ScreenPoint = { x: number; y: number };

/**
 * Groups points that lie within `reach` of a group's first point (across and up or down), in their order (a
 * list's, newest first): each group is the indices of its points. Greedy and quadratic, which suits the at
 * most 100 lots a map shows.
 */
export function clusterPoints(points: readonly ScreenPoint[], reach: ScreenPoint): number[][] {
  const grouped = new Array<boolean>(points.length).fill(false);
  const groups: number[][] = [];
  points.forEach((first, index) => {
    if (grouped[index]) return;
    const group = [index];
    grouped[index] = true;
    for (let other = index + 1; other < points.length; other++) {
      const point = points[other] as ScreenPoint;
      const near = Math.abs(point.x - first.x) < reach.x && Math.abs(point.y - first.y) < reach.y;
      if (grouped[other] || !near) continue;
      group.push(other);
      grouped[other] = true;
    }
    groups.push(group);
  });
  return groups;
}
