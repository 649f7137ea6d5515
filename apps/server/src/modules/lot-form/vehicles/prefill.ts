import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import type { FilterFormValue, VehicleLookup } from "@tirgus/domain/lot-form-api";
import { formValuesOf } from "@tirgus/domain/lot-form-values";
import type { VehicleRecord } from "./register.ts";

/** The categories a plate lookup fills in (catalogue data: transport.ts). */
export const vehicleCategoryIds = { car: 1001, moto: 1004 } as const;

const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

/**
 * The register's record as the wizard's category and filter values: names are matched to the category's
 * defined values (a model only among its make's), numbers and dates go as they are. What has no match is left
 * for the seller to choose.
 */
export function prefillFromRecord(record: VehicleRecord, filters: readonly CategoryFilter[]): VehicleLookup {
  const values: Record<string, FilterFormValue> = {};
  const byKey = (key: string) => filters.find((link) => link.filter.key === key);
  const choose = (key: string, name: string | null, parentValueId?: number) => {
    const link = byKey(key);
    const value = (link ? formValuesOf(link, filters) : []).find(
      (candidate) =>
        name !== null &&
        (parentValueId === undefined || candidate.parentValueId === parentValueId) &&
        Object.values(candidate.displayValue).some((shown) => same(shown, name)),
    );
    if (link && value) values[String(link.filter.id)] = value.id;
    return value?.id;
  };
  const put = (key: string, value: number | string | null) => {
    const link = byKey(key);
    if (link && value !== null) values[String(link.filter.id)] = value;
  };
  const car = record.kind === "car";
  const makeId = choose(car ? "make" : "moto-make", record.make);
  if (makeId !== undefined) choose(car ? "model" : "moto-model", record.model, makeId);
  put("year", record.year);
  choose("fuel", record.fuel);
  choose("gearbox", record.gearbox);
  put("engine-volume", record.engineVolume);
  put("power", record.powerKw);
  put("inspection", record.inspectionUntil);
  return { category: vehicleCategoryIds[record.kind], adFilterValues: values };
}
