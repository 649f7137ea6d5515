import { platePattern, type VehicleRecord, type VehicleRegister } from "./register.ts";

/**
 * A vehicle register reached over HTTP (VEHICLE_REGISTER_URL, with VEHICLE_REGISTER_KEY as a bearer token):
 * `GET {url}/vehicles/{plate}?kind=car|moto` answering 404 for an unknown plate, or the record as JSON with the
 * fields of VehicleRecord. A register that fails or answers something else counts as "not found": the seller
 * then fills the form by hand.
 */
export function httpVehicleRegister(
  url: string,
  key: string | undefined,
  timeoutMs = 5_000,
): VehicleRegister {
  return {
    async lookup(plate, kind) {
      if (!platePattern.test(plate)) return null;
      const response = await fetch(`${url.replace(/\/+$/, "")}/vehicles/${plate}?kind=${kind}`, {
        headers: { accept: "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch(() => null);
      if (!response?.ok) return null;
      const record = (await response.json().catch(() => null)) as Partial<VehicleRecord> | null;
      if (!record?.make || typeof record.year !== "number") return null;
      return {
        kind,
        make: record.make,
        model: record.model ?? null,
        year: record.year,
        fuel: record.fuel ?? null,
        gearbox: record.gearbox ?? null,
        engineVolume: record.engineVolume ?? null,
        powerKw: record.powerKw ?? null,
        inspectionUntil: record.inspectionUntil ?? null,
      };
    },
  };
}
