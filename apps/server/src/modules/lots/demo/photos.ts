import type { CopyValue } from "../../../db/copy-rows.ts";
import type { CategoryVisit } from "../../catalogue/data/walk.ts";
import type { Random } from "./random.ts";

/** A stored demo picture a lot's gallery can show (many lots share one at scale). */
export type DemoPhoto = {
  storageId: string;
  width: number;
  height: number;
  versions: Record<string, { width: number; height: number }>;
};
/** Pictures by top-level category key. */
export type DemoPhotos = { pick(topLevelKey: string, random: Random): DemoPhoto };

/** How many pictures sellers add, by top-level category: cars and flats get many, jobs hardly any. */
const photosByTopLevel: Record<string, [min: number, max: number]> = {
  transport: [3, 8],
  "real-estate": [3, 8],
  work: [0, 1],
  services: [0, 2],
};
const defaultPhotos: [number, number] = [1, 5];

export const fileColumns = [
  "storage_id",
  "lot_id",
  "owner_id",
  "output_type",
  "extension",
  "width",
  "height",
  "sequence",
  "versions",
  "converted",
] as const;

// At 1M lots four million rows share about a hundred pictures: their versions are written out once each.
const versionsTexts = new WeakMap<DemoPhoto, string>();
function versionsText(photo: DemoPhoto): string {
  let text = versionsTexts.get(photo);
  if (text === undefined) {
    text = JSON.stringify(photo.versions);
    versionsTexts.set(photo, text);
  }
  return text;
}

/** The `files` rows of one lot: its gallery in order, the first picture being the cover. */
export function photoRowsOf(
  photos: DemoPhotos,
  random: Random,
  lotId: number,
  visit: CategoryVisit,
  ownerId: number,
): CopyValue[][] {
  const topLevelKey = visit.ancestors[0]?.key ?? visit.category.key;
  const [min, max] = photosByTopLevel[topLevelKey] ?? defaultPhotos;
  // Some sellers post without a picture, whatever they sell.
  const count = random.chance(0.06) ? 0 : random.int(min, max);
  const rows: CopyValue[][] = [];
  for (let sequence = 0; sequence < count; sequence++) {
    const photo = photos.pick(topLevelKey, random);
    rows.push([
      photo.storageId,
      lotId,
      ownerId,
      "image",
      "jpeg",
      photo.width,
      photo.height,
      sequence,
      versionsText(photo),
      true,
    ]);
  }
  return rows;
}
