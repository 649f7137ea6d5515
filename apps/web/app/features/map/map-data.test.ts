import { mapSettings } from "@tirgus/domain/limits";
import type { LotCard } from "@tirgus/domain/lot-list";
import { describe, expect, it } from "vitest";
import {
  areaInMetres,
  boundsOf,
  clusterPoints,
  fallbackTileUrl,
  initialView,
  mapLotOf,
  metresPerPixel,
  tileAttribution,
} from "./map-data";

/** About what a 1280 x 800 window shows around Riga at zoom 14. */
const rigaView = { south: 56.935, west: 24.072, north: 56.96, east: 24.142 };

describe("the map's first view", () => {
  it("is the box around the points", () => {
    expect(
      boundsOf([
        { lat: 56.95, lng: 24.1 },
        { lat: 57.39, lng: 21.56 },
        { lat: 55.87, lng: 26.52 },
      ]),
    ).toEqual({ south: 55.87, west: 21.56, north: 57.39, east: 26.52 });
    expect(boundsOf([])).toBeNull();
  });

  it("stays on Riga at zoom 14 when there are no lots or they are all in that view", () => {
    const riga = { kind: "centre", centre: mapSettings.centre, zoom: 14 };
    expect(initialView([], rigaView)).toEqual(riga);
    expect(
      initialView(
        [
          { lat: 56.95, lng: 24.1 },
          { lat: 56.94, lng: 24.13 },
        ],
        rigaView,
      ),
    ).toEqual(riga);
  });

  it("shows a single lot elsewhere at the single-lot zoom", () => {
    expect(initialView([{ lat: 56.51, lng: 21.01 }], rigaView)).toEqual({
      kind: "centre",
      centre: { lat: 56.51, lng: 21.01 },
      zoom: 15,
    });
  });

  it("fits the lots when any of them is outside Riga's view", () => {
    expect(
      initialView(
        [
          { lat: 56.95, lng: 24.1 },
          { lat: 56.51, lng: 21.01 },
        ],
        rigaView,
      ),
    ).toEqual({ kind: "fit", bounds: { south: 56.51, west: 21.01, north: 56.95, east: 24.1 } });
  });
});

describe("the map tiles", () => {
  const tiles = {
    url: "https://wms{s}.kartes.lv/KEY/wgs/15/{z}/{x}/{y}.png",
    fallbackUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  };

  it("switch to the fallback after a failed tile, and only once", () => {
    expect(fallbackTileUrl(tiles, tiles.url)).toBe(tiles.fallbackUrl);
    expect(fallbackTileUrl(tiles, tiles.fallbackUrl)).toBeNull();
    expect(
      fallbackTileUrl({ url: tiles.fallbackUrl, fallbackUrl: tiles.fallbackUrl }, tiles.fallbackUrl),
    ).toBeNull();
  });

  it("name their source as its terms ask", () => {
    expect(tileAttribution(tiles.fallbackUrl)).toContain("OpenStreetMap");
    expect(tileAttribution(tiles.url)).toBe("&copy; Jāņa sēta");
  });
});

describe("a lot on the map", () => {
  const card: LotCard = {
    id: 7,
    status: 2,
    title: { lv: "Dzīvoklis Centrā", ru: "Квартира в центре" },
    preview: { lv: "", ru: "" },
    category: { id: 51, name: { lv: "Dzīvokļi", ru: "Квартиры", en: "Flats" } },
    frontUrl: { lv: "/lv/nekustamais-ipasums/dzivokli/!7", ru: "/ru/nedvizhimost/kvartiry/!7" },
    price: {
      value: 125000,
      discountedValue: null,
      priceType: { id: 1, short: { lv: "", ru: "", en: "" } },
    },
    discountPercent: null,
    action: { id: 1, key: "sell" },
    regionTitle: null,
    publishDate: null,
    highlighted: false,
    ownerType: 1,
    ownerId: 7,
    trustedBadge: false,
    images: [{ storageId: "abcdef12", rotation: null }],
    fileCount: 1,
    views: 0,
    attributes: [],
    location: { lat: 56.95, lng: 24.1, accurate: false },
  };

  it("has its title, price, picture and address in the page's language, and keeps an inexact point inexact", () => {
    expect(mapLotOf(card, "ru")).toEqual({
      id: 7,
      href: "/ru/nedvizhimost/kvartiry/!7",
      title: "Квартира в центре",
      price: "125 000 €",
      image: "/storage/ab/cd/abcdef12/aspect43.webp",
      location: { lat: 56.95, lng: 24.1, accurate: false },
    });
  });
});

describe("a lot's approximate area", () => {
  it("is drawn in metres at street level and as a circle of screen size zoomed out", () => {
    // Riga's latitude: about 1.3 m a pixel at zoom 16, 167 m at zoom 9.
    expect(metresPerPixel(56.95, 16)).toBeCloseTo(1.3, 1);
    expect(metresPerPixel(56.95, 9)).toBeCloseTo(166.8, 0);
    // 300 m is at least 18 px from zoom 13 on (10.4 m a pixel); the lot's map opens at 15.
    expect(areaInMetres(56.95, mapSettings.singleLotZoom)).toBe(true);
    expect(areaInMetres(56.95, 13)).toBe(true);
    expect(areaInMetres(56.95, 12)).toBe(false);
    expect(areaInMetres(56.95, mapSettings.zoomMin)).toBe(false);
  });
});

describe("markers close together", () => {
  const reach = { x: 72, y: 36 };

  it("group around the first of them, in the list's order, as far as a label is wide and high", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 500, y: 500 },
      { x: 160, y: 110 },
      { x: 100, y: 135 },
      { x: 100, y: 137 },
      { x: 173, y: 100 },
    ];
    expect(clusterPoints(points, reach)).toEqual([[0, 2, 3], [1], [4], [5]]);
  });

  it("leave lone points and points at one address as they are", () => {
    expect(clusterPoints([], reach)).toEqual([]);
    expect(clusterPoints([{ x: 1, y: 1 }], reach)).toEqual([[0]]);
    const sameHouse = { x: 300, y: 200 };
    expect(clusterPoints([sameHouse, sameHouse, sameHouse], reach)).toEqual([[0, 1, 2]]);
  });
});
