/** Bounds of a preset; a missing end is open. */
export type Band = { readonly min?: number; readonly max?: number };

/** Preset offer carousels of the transport landing, with the bounds the spec gives (EUR, km). */
export const TransportPreset = {
  carsUnder5000: { priceEur: { max: 5_000 } },
  cars5000To15000: { priceEur: { min: 5_000, max: 15_000 } },
  cars15000To25000: { priceEur: { min: 15_000, max: 25_000 } },
  mileageUnder100000: { mileageKm: { max: 100_000 } },
  mileage100000To200000: { mileageKm: { min: 100_000, max: 200_000 } },
  ownerCars: {},
  suv: {},
  electric: {},
  warranty: {},
  wagons: {},
  validInspection: {},
} as const satisfies Record<string, { priceEur?: Band; mileageKm?: Band }>;
export type TransportPresetName = keyof typeof TransportPreset;

/** Preset offer carousels of the real-estate landing; their criteria are data, not shown in the spec. */
export const realEstatePresets = [
  "ownerFlats",
  "rent",
  "newDevelopments",
  "threeRooms",
  "housesSale",
  "housesRent",
  "commercialSale",
  "commercialRent",
] as const;
export type RealEstatePresetName = (typeof realEstatePresets)[number];
