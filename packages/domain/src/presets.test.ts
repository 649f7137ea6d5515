import { describe, expect, it } from "vitest";
import { realEstatePresets, TransportPreset } from "./presets.ts";

describe("preset carousels", () => {
  it("for transport are the spec's price and mileage bands and named sets", () => {
    expect(TransportPreset).toEqual({
      carsUnder5000: { priceEur: { max: 5000 } },
      cars5000To15000: { priceEur: { min: 5000, max: 15000 } },
      cars15000To25000: { priceEur: { min: 15000, max: 25000 } },
      mileageUnder100000: { mileageKm: { max: 100000 } },
      mileage100000To200000: { mileageKm: { min: 100000, max: 200000 } },
      ownerCars: {},
      suv: {},
      electric: {},
      warranty: {},
      wagons: {},
      validInspection: {},
    });
  });

  it("for real estate are the spec's eight sets", () => {
    expect(realEstatePresets).toEqual([
      "ownerFlats",
      "rent",
      "newDevelopments",
      "threeRooms",
      "housesSale",
      "housesRent",
      "commercialSale",
      "commercialRent",
    ]);
  });
});
