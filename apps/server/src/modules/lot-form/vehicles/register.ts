import { createHash } from "node:crypto";
import type { CategoryFilter } from "@tirgus/domain/catalogue-api";
import { formValuesOf } from "@tirgus/domain/lot-form-values";

/** What a vehicle register tells of a number plate, in the register's words (names, not our value ids). */
export type VehicleRecord = {
  kind: "car" | "moto";
  make: string;
  model: string | null;
  year: number;
  fuel: string | null;
  gearbox: string | null;
  engineVolume: number | null;
  powerKw: number | null;
  /** The next technical inspection (YYYY-MM-DD). */
  inspectionUntil: string | null;
};

/** A vehicle register: the offline one below, or the HTTP adapter (register-http.ts) when configured. */
export type VehicleRegister = {
  lookup(plate: string, kind: "car" | "moto"): Promise<VehicleRecord | null>;
};

/** Latvian plates: two letters and one to four digits (cars), or two letters and up to three digits (mopeds). */
export const platePattern = /^[A-Z]{2}\d{1,4}$/;

/**
 * The built-in register for a machine without the national one: every well-formed plate belongs to a vehicle
 * made up from the plate itself (the same plate always answers the same vehicle), chosen among the makes and
 * models of our own catalogue, so the wizard's prefill works end to end. Plates starting with "ZZ" are not
 * registered, so the "not found" path can be tried too.
 */
export function offlineVehicleRegister(
  makes: (kind: "car" | "moto") => Promise<CategoryFilter[]>,
): VehicleRegister {
  return {
    async lookup(plate, kind) {
      if (!platePattern.test(plate) || plate.startsWith("ZZ")) return null;
      const seed = createHash("sha256").update(`${kind}:${plate}`).digest();
      const pick = <T>(items: readonly T[], byte: number): T | undefined =>
        items[(seed[byte] ?? 0) % items.length];
      const filters = await makes(kind);
      const valuesOf = (key: string) => {
        const link = filters.find((candidate) => candidate.filter.key === key);
        return link ? formValuesOf(link, filters) : [];
      };
      const make = pick(valuesOf(kind === "car" ? "make" : "moto-make"), 0);
      if (!make) return null;
      const models = valuesOf(kind === "car" ? "model" : "moto-model").filter(
        (model) => model.parentValueId === make.id,
      );
      const year = 2004 + ((seed[2] ?? 0) % 20);
      const inspection = new Date(Date.UTC(2027, (seed[3] ?? 0) % 12, 1 + ((seed[4] ?? 0) % 28)));
      return {
        kind,
        make: make.displayValue.en,
        model: pick(models, 1)?.displayValue.en ?? null,
        year,
        fuel: pick(["Petrol", "Diesel", "Hybrid"], 5) ?? null,
        gearbox: kind === "car" ? (pick(["Manual", "Automatic"], 6) ?? null) : null,
        engineVolume:
          kind === "car"
            ? ([1.4, 1.6, 1.9, 2.0, 2.5, 3.0][(seed[7] ?? 0) % 6] ?? null)
            : ([0.125, 0.6, 1.0][(seed[7] ?? 0) % 3] ?? null),
        powerKw: 50 + ((seed[8] ?? 0) % 150),
        inspectionUntil: inspection.toISOString().slice(0, 10),
      };
    },
  };
}
