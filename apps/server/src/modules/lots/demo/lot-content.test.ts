import { ActionType } from "@tirgus/domain/catalogue";
import { LotStatus } from "@tirgus/domain/lots";
import { describe, expect, it } from "vitest";
import { categories } from "../../catalogue/data/categories.ts";
import { filters } from "../../catalogue/data/filters.ts";
import { priceTypes } from "../../catalogue/data/price-types.ts";
import { regions } from "../../catalogue/data/regions.ts";
import { streets } from "../../catalogue/data/streets.ts";
import type { FilterValueSeed } from "../../catalogue/data/types.ts";
import { type CategoryVisit, flattenCategories } from "../../catalogue/data/walk.ts";
import { type DemoLot, generateLot } from "./lot-content.ts";
import { demoPlaces } from "./places.ts";
import { createRandom } from "./random.ts";

const now = new Date("2026-11-20T12:00:00Z");
const filterMap = new Map(filters.map((filter) => [filter.key, filter]));
const places = demoPlaces(regions);
const placeById = new Map(places.map((place) => [place.regionId, place]));
const leaves = flattenCategories(categories).filter(
  (visit) =>
    !visit.category.children?.length && !visit.category.shortcutTo && visit.category.status !== "comingSoon",
);
const byKey = (key: string): CategoryVisit => {
  const visit = leaves.find((entry) => entry.category.key === key);
  if (!visit) throw new Error(`no category ${key}`);
  return visit;
};

function lots(seed: number, count: number, pickCategory: (index: number) => CategoryVisit): DemoLot[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) =>
    generateLot({ random, category: pickCategory(index), filters: filterMap, regions: places, now }),
  );
}

const sample = lots(42, 2000, (index) => leaves[index % leaves.length] as CategoryVisit);
const visitOf = (lot: DemoLot): CategoryVisit =>
  leaves.find((visit) => visit.category.id === lot.categoryId) as CategoryVisit;

/** Value id → the key of the filter it belongs to, and the parent value of dependent values (models). */
const owner = new Map<number, string>();
const parentOf = new Map<number, number>();
for (const filter of filters) {
  const walk = (values: FilterValueSeed[] = [], parent?: FilterValueSeed): void => {
    for (const value of values) {
      if (parent) parentOf.set(value.id, parent.id);
      const dependent = parent ? filters.find((other) => other.dependsOn === filter.key) : undefined;
      owner.set(value.id, dependent?.key ?? filter.key);
      walk(value.children, value);
    }
  };
  walk(filter.values);
}

function carModelId(make: string, model: string): number {
  const value = filterMap
    .get("make")
    ?.values?.find((entry) => entry.names.en === make)
    ?.children?.find((entry) => entry.names.en === model);
  if (!value) throw new Error(`no ${make} ${model}`);
  return value.id;
}

describe("demo lot content", () => {
  it("marks a discount with the percent its two prices show, and only where the price went down", () => {
    const discounted = sample.filter((lot) => lot.discountPercent !== undefined);
    expect(discounted.length).toBeGreaterThan(20);
    for (const lot of discounted) {
      const first = lot.prices[0];
      if (first?.discountedCents === undefined)
        throw new Error(`lot ${lot.texts.lv.title} has no discounted price`);
      expect(first.discountedCents).toBeLessThan(first.valueCents);
      expect(lot.discountPercent).toBe(Math.round((1 - first.discountedCents / first.valueCents) * 100));
    }
    for (const lot of sample.filter((other) => other.discountPercent === undefined))
      expect(lot.prices.every((price) => price.discountedCents === undefined)).toBe(true);
  });

  it("gives the same lots for the same seed", () => {
    const pick = (index: number) => leaves[(index * 7) % leaves.length] as CategoryVisit;
    expect(lots(7, 300, pick)).toEqual(lots(7, 300, pick));
    expect(lots(8, 50, pick)).not.toEqual(lots(7, 50, pick));
  });

  it("puts every lot in a listed leaf category with one of its actions and that action's price types", () => {
    for (const lot of sample) {
      const visit = visitOf(lot);
      expect(visit, `category ${lot.categoryId}`).toBeDefined();
      const action = visit.actions.find((entry) => ActionType[entry.action] === lot.actionId);
      expect(action, `action ${lot.actionId} in ${visit.category.key}`).toBeDefined();
      const allowed = new Set(
        action?.priceTypes.map((key) => priceTypes.find((type) => type.key === key)?.id),
      );
      for (const price of lot.prices) expect(allowed.has(price.priceTypeId)).toBe(true);
      if ((action?.priceTypes.length ?? 0) > 0) {
        expect(lot.priceCents).toBeGreaterThan(0);
        expect(lot.priceCents).toBeLessThan(100_000_000 * 100);
      } else {
        expect(lot.prices).toEqual([]);
      }
    }
  });

  it("uses only values of the category's filters, with models belonging to the chosen make", () => {
    for (const lot of sample) {
      const visit = visitOf(lot);
      const keys = new Set(visit.filters.map((link) => link.filter));
      for (const id of lot.filterValueIds) {
        expect(keys.has(owner.get(id) ?? ""), `value ${id} in ${visit.category.key}`).toBe(true);
        const parent = parentOf.get(id);
        if (parent !== undefined) expect(lot.filterValueIds).toContain(parent);
      }
    }
  });

  it("fills every required filter and keeps numbers within the filters' ranges", () => {
    for (const lot of sample) {
      const visit = visitOf(lot);
      for (const link of visit.filters.filter((entry) => entry.required)) {
        const filled =
          link.filter in lot.numbers ||
          link.filter in lot.filterTexts ||
          lot.filterValueIds.some((id) => owner.get(id) === link.filter);
        expect(filled, `${link.filter} in ${visit.category.key}`).toBe(true);
      }
      for (const [key, value] of Object.entries(lot.numbers)) {
        const filter = filterMap.get(key);
        expect(Number.isFinite(value)).toBe(true);
        if (filter?.min !== undefined) expect(value, key).toBeGreaterThanOrEqual(filter.min);
        if (filter?.max !== undefined) expect(value, key).toBeLessThanOrEqual(filter.max);
      }
    }
  });

  it("writes Latvian and Russian titles and texts within the domain limits", () => {
    for (const lot of sample) {
      for (const lang of ["lv", "ru"] as const) {
        const { title, text } = lot.texts[lang];
        expect(title.length).toBeGreaterThan(0);
        expect(title.length).toBeLessThanOrEqual(80);
        expect(text.length).toBeGreaterThan(20);
        expect(text.length).toBeLessThanOrEqual(2000);
      }
      expect(lot.texts.lv.text).toMatch(/[āčēģīķļņšūž]/i);
      expect(lot.texts.ru.text).toMatch(/[а-яё]/i);
    }
  });

  it("publishes most lots and mixes in drafts, closed, expired, blocked and pending ones", () => {
    const share = (status: number) => sample.filter((lot) => lot.status === status).length / sample.length;
    expect(share(LotStatus.published)).toBeGreaterThan(0.6);
    expect(share(LotStatus.published)).toBeLessThan(0.8);
    for (const status of [
      LotStatus.draft,
      LotStatus.closed,
      LotStatus.expired,
      LotStatus.blocked,
      LotStatus.pending_publish,
    ]) {
      expect(share(status), `status ${status}`).toBeGreaterThan(0);
    }
    const highlighted = sample.filter((lot) => lot.highlighted).length / sample.length;
    expect(highlighted).toBeGreaterThan(0.02);
    expect(highlighted).toBeLessThan(0.1);
  });

  it("keeps dates consistent with the status and within the last year", () => {
    const yearAgo = now.getTime() - 366 * 86_400_000;
    for (const lot of sample) {
      expect(lot.createDate.getTime()).toBeGreaterThanOrEqual(yearAgo);
      expect(lot.createDate.getTime()).toBeLessThanOrEqual(now.getTime());
      if (lot.status === LotStatus.draft || lot.status === LotStatus.pending_publish) {
        expect(lot.publishDate).toBeUndefined();
        expect(lot.views).toBe(0);
        continue;
      }
      const publish = lot.publishDate?.getTime() ?? Number.NaN;
      const end = lot.endDate?.getTime() ?? Number.NaN;
      expect(publish).toBeGreaterThanOrEqual(lot.createDate.getTime());
      expect(publish).toBeLessThanOrEqual(now.getTime());
      if (lot.status === LotStatus.published) expect(end).toBeGreaterThan(now.getTime());
      if (lot.status === LotStatus.expired) {
        expect(end).toBeLessThan(now.getTime());
        expect(end).toBeGreaterThan(publish);
      }
    }
  });

  it("places lots inside Latvia near the centre of their region", () => {
    for (const lot of sample) {
      expect(lot.lat).toBeGreaterThan(55.6);
      expect(lot.lat).toBeLessThan(58.1);
      expect(lot.lng).toBeGreaterThan(20.9);
      expect(lot.lng).toBeLessThan(28.3);
      const place = placeById.get(lot.regionId);
      expect(place).toBeDefined();
      const km = Math.hypot((lot.lat - (place?.lat ?? 0)) * 111, (lot.lng - (place?.lng ?? 0)) * 62);
      expect(km).toBeLessThan(10);
    }
  });

  it("prices a 2010-2014 BMW 3 Series diesel between 3,000 and 20,000 EUR", () => {
    const cars = lots(3, 20_000, () => byKey("cars"));
    const bmw = cars.filter(
      (lot) =>
        lot.actionId === ActionType.sell &&
        lot.filterValueIds.includes(carModelId("BMW", "3 Series")) &&
        lot.filterValueIds.includes(10634) &&
        (lot.numbers.year ?? 0) >= 2010 &&
        (lot.numbers.year ?? 0) <= 2014,
    );
    expect(bmw.length).toBeGreaterThan(5);
    for (const lot of bmw) {
      expect(lot.priceCents).toBeGreaterThanOrEqual(3000_00);
      expect(lot.priceCents).toBeLessThanOrEqual(20_000_00);
      expect(lot.numbers["engine-volume"]).toBeGreaterThanOrEqual(1.5);
      expect(lot.numbers["engine-volume"]).toBeLessThanOrEqual(3);
    }
  });

  it("gives electric cars no engine volume and diesel cars 1.5-3.0 litres, with mileage growing with age", () => {
    const cars = lots(5, 3000, () => byKey("cars"));
    const electric = cars.filter((lot) => lot.filterValueIds.includes(10638));
    expect(electric.length).toBeGreaterThan(10);
    for (const lot of electric) expect(lot.numbers["engine-volume"]).toBeUndefined();
    const teslaModel3 = carModelId("Tesla", "Model 3");
    for (const lot of cars.filter((entry) => entry.filterValueIds.includes(teslaModel3))) {
      expect(lot.filterValueIds).toContain(10638);
    }
    for (const lot of cars.filter((entry) => entry.filterValueIds.includes(10634))) {
      expect(lot.numbers["engine-volume"]).toBeGreaterThanOrEqual(1.5);
      expect(lot.numbers["engine-volume"]).toBeLessThanOrEqual(3);
    }
    const averageMileage = (from: number, to: number) => {
      const group = cars.filter((lot) => (lot.numbers.year ?? 0) >= from && (lot.numbers.year ?? 0) <= to);
      return group.reduce((sum, lot) => sum + (lot.numbers.mileage ?? 0), 0) / group.length;
    };
    expect(averageMileage(2005, 2010)).toBeGreaterThan(averageMileage(2018, 2023));
  });

  it("prices a Rīga 2-room flat for sale between 30,000 and 150,000 EUR with a floor within its building", () => {
    const flats = lots(11, 6000, () => byKey("flats"));
    const riga = flats.filter((lot) => {
      const place = placeById.get(lot.regionId);
      return place?.key.startsWith("riga/") && lot.numbers.rooms === 2 && lot.actionId === ActionType.sell;
    });
    expect(riga.length).toBeGreaterThan(20);
    for (const lot of riga) {
      expect(lot.priceCents).toBeGreaterThanOrEqual(30_000_00);
      expect(lot.priceCents).toBeLessThanOrEqual(150_000_00);
    }
    for (const lot of flats) {
      expect(lot.numbers.floor).toBeLessThanOrEqual(lot.numbers["floors-total"] ?? 0);
      const rooms = lot.numbers.rooms ?? 1;
      expect(lot.numbers.area).toBeGreaterThanOrEqual(rooms * 20);
      expect(lot.numbers.area).toBeLessThanOrEqual(rooms * 30 + 8);
    }
  });

  it("pays monthly salaries of 900-3,500 EUR in vacancies", () => {
    const monthly = priceTypes.find((type) => type.key === "per-month")?.id;
    for (const lot of lots(13, 500, () => byKey("vacancies"))) {
      for (const price of lot.prices.filter((entry) => entry.priceTypeId === monthly)) {
        expect(price.valueCents).toBeGreaterThanOrEqual(900_00);
        expect(price.valueCents).toBeLessThanOrEqual(3500_00);
      }
    }
  });

  it("prices goods, puppies and services within their market ranges", () => {
    const cents = (key: string, seed: number, typeKey = "price"): number[] => {
      const typeId = priceTypes.find((type) => type.key === typeKey)?.id;
      return lots(seed, 1500, () => byKey(key))
        .filter((lot) => lot.actionId === ActionType.sell || lot.actionId === ActionType.offer)
        .flatMap((lot) =>
          lot.prices.filter((price) => price.priceTypeId === typeId).map((price) => price.valueCents),
        );
    };
    const within = (values: number[], min: number, max: number) => {
      expect(values.length).toBeGreaterThan(10);
      for (const value of values) {
        expect(value).toBeGreaterThanOrEqual(min * 100);
        expect(value).toBeLessThanOrEqual(max * 100);
      }
    };
    within(cents("sofas", 21), 50, 600);
    within(cents("dogs", 22), 200, 1500);
    within(cents("plumbers-electricians", 23, "per-hour"), 15, 60);
    const apple = filterMap.get("phone-brand")?.values?.find((value) => value.names.en === "Apple")?.id ?? 0;
    const iphones = lots(24, 3000, () => byKey("phones")).filter(
      (lot) => lot.actionId === ActionType.sell && lot.filterValueIds.includes(apple),
    );
    within(
      iphones.map((lot) => lot.prices[0]?.valueCents ?? 0),
      100,
      900,
    );
  });

  it("gives electronics brands that make such things: no Garmin TVs, no Dyson laptops", () => {
    const brandIds = new Map(
      filterMap.get("electronics-brand")?.values?.map((value) => [value.id, value.names.en]),
    );
    const brandsOf = (key: string, seed: number) =>
      new Set(
        lots(seed, 600, () => byKey(key)).flatMap((lot) =>
          lot.filterValueIds.flatMap((id) => (brandIds.has(id) ? [brandIds.get(id)] : [])),
        ),
      );
    const tvBrands = brandsOf("tvs", 31);
    expect(tvBrands.size).toBeGreaterThan(3);
    expect(tvBrands.has("Garmin")).toBe(false);
    expect(
      [...brandsOf("laptops", 32)].every(
        (brand) => !["Dyson", "Garmin", "Miele", "Canon"].includes(String(brand)),
      ),
    ).toBe(true);
  });
});

describe("street addresses of real estate", () => {
  const streetById = new Map(streets.map((street) => [street.id, street]));
  const placesWithStreets = demoPlaces(regions, streets);
  const flats = byKey("flats");
  const make = (addresses: boolean) => {
    const random = createRandom(7);
    const addressRandom = createRandom(8);
    return Array.from({ length: 600 }, (_, index) =>
      generateLot({
        random,
        ...(addresses ? { addresses: addressRandom } : {}),
        category: index % 2 === 0 ? flats : byKey("phones"),
        filters: filterMap,
        regions: placesWithStreets,
        now,
      }),
    );
  };
  const addressed = make(true);

  it("gives most flats in a place with known streets a street, a house of it and the house's point", () => {
    const inStreetPlaces = addressed.filter(
      (lot) =>
        lot.categoryId === flats.category.id &&
        (placesWithStreets.find((place) => place.regionId === lot.regionId)?.streets.length ?? 0) > 0,
    );
    const withStreet = inStreetPlaces.filter((lot) => lot.streetId !== undefined);
    expect(inStreetPlaces.length).toBeGreaterThan(50);
    expect(withStreet.length / inStreetPlaces.length).toBeGreaterThan(0.55);
    expect(withStreet.length).toBeLessThan(inStreetPlaces.length);
    for (const lot of withStreet) {
      const street = streetById.get(lot.streetId ?? 0);
      const house = street?.numbers.find((entry) => entry.number === lot.buildingNumber);
      expect(house).toBeDefined();
      expect(placeById.get(lot.regionId)?.key).toBe(street?.region);
      expect({ lat: lot.lat, lng: lot.lng, accurate: lot.accurateCoordinates }).toEqual({
        lat: house?.lat,
        lng: house?.lng,
        accurate: true,
      });
      expect(lot.texts.lv.text).toContain(`Adrese: ${street?.names.lv} ${lot.buildingNumber}.`);
      expect(lot.texts.ru.text).toContain(`Адрес: ${street?.names.ru} ${lot.buildingNumber}.`);
    }
  });

  it("leaves other lots without one, and draws apart from the lots' own randomness", () => {
    const others = addressed.filter((lot) => lot.categoryId !== flats.category.id);
    expect(others.every((lot) => lot.streetId === undefined && !lot.accurateCoordinates)).toBe(true);
    // Without addresses the same seed makes the same lots, but for the addresses themselves.
    const plain = make(false);
    const withoutAddress = (lot: DemoLot) => ({
      ...lot,
      texts: null,
      lat: null,
      lng: null,
      streetId: undefined,
      buildingNumber: undefined,
      accurateCoordinates: false,
    });
    expect(addressed.map(withoutAddress)).toEqual(plain.map(withoutAddress));
    expect(plain.every((lot) => lot.streetId === undefined)).toBe(true);
  });
});
