import type { GeoOption, RegionNode, Street, StreetNumber } from "@tirgus/domain/catalogue-api";
import type { AdLocation } from "@tirgus/domain/lot-form-api";
import { browserApi } from "../../../lib/browser-api";

/* The places a location is chosen from (the catalogue's regions, streets and numbers) and what choosing sets. */

let regions: Promise<readonly RegionNode[]> | null = null;
export function loadRegions(): Promise<readonly RegionNode[]> {
  regions ??= browserApi()
    .get<RegionNode[]>("/api/regions")
    .then((tree) => tree ?? [])
    .catch((error: unknown) => {
      regions = null;
      throw error;
    });
  return regions;
}

export const loadStreets = async (regionId: number) =>
  (await browserApi().list<Street>(`/api/regions/${regionId}/streets`)).data;

export const loadNumbers = async (streetId: number) =>
  (await browserApi().list<StreetNumber>(`/api/streets/${streetId}/numbers`)).data;

export const searchAddresses = async (query: string, signal: AbortSignal) =>
  (await browserApi().list<GeoOption>("/api/geo/search", { query }, { signal, silent: true })).data;

/** An address option chosen: its region (and street), at the option's point, which is not the lot's exact place. */
export const locationOfOption = (option: GeoOption): AdLocation => ({
  region: option.regionId,
  street: option.type === "street" ? option.id : null,
  building: null,
  coordinateX: option.lng,
  coordinateY: option.lat,
  accurateCoordinates: false,
});

/** A house number chosen on the street: the exact point. */
export const withNumber = (location: AdLocation, number: StreetNumber): AdLocation => ({
  ...location,
  building: number.number,
  coordinateX: number.lng,
  coordinateY: number.lat,
  accurateCoordinates: true,
});

/** A region chosen by hand: its centre, roughly. */
export const locationOfRegion = (region: RegionNode): AdLocation => ({
  region: region.id,
  street: null,
  building: null,
  coordinateX: region.lng,
  coordinateY: region.lat,
  accurateCoordinates: false,
});
