import { motoPlateLineBreakAfter, vehiclePlateMaxLength } from "@tirgus/domain/limits";
import { cleanVehiclePlate } from "@tirgus/domain/patterns";
import type { VehicleKind } from "../form/steps";

/*
 * The number-plate field of the vehicle lookup (spec 2 section 5): a car's plate is one line of at most 8
 * characters; a motorcycle's has two lines, like the plate itself, at most 7 characters with the line break
 * after the 2nd. Spaces and hyphens are stripped before the lookup.
 */

/** What the field shows after typing: upper case, and for a motorcycle the line break after 2 characters. */
export function plateFieldText(kind: VehicleKind, typed: string): string {
  const upper = typed.toUpperCase();
  if (kind === "car") return upper.slice(0, vehiclePlateMaxLength.car);
  const clean = cleanVehiclePlate(upper);
  const text =
    clean.length > motoPlateLineBreakAfter
      ? `${clean.slice(0, motoPlateLineBreakAfter)}\n${clean.slice(motoPlateLineBreakAfter)}`
      : clean;
  return text.slice(0, vehiclePlateMaxLength.moto);
}

/** The plate the lookup asks for: no spaces, hyphens or line breaks. */
export const plateForLookup = (text: string): string => cleanVehiclePlate(text).toUpperCase();
