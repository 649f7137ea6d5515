import { ActionType } from "@tirgus/domain/catalogue";
import type pg from "pg";
import type { CategoryVisit } from "../../catalogue/data/walk.ts";
import type { Random } from "./random.ts";

/** A stored demo picture a lot's gallery can show (many lots share one at scale). */
export type DemoPhoto = {
  storageId: string;
  width: number;
  height: number;
  versions: Record<string, { width: number; height: number }>;
};
/** A gallery of pictures of one thing that fits a category, by the keys of its path from the top level down. */
export type DemoPhotos = {
  gallery(categoryPath: readonly string[], count: number, random: Random): DemoPhoto[];
};

/**
 * How many pictures sellers add, by top-level category: cars and flats get many, jobs hardly any. A gallery
 * also has at most as many as the pool has shots of its subject (8 of a car or a home, 3 of other things).
 */
const photosByTopLevel: Record<string, [min: number, max: number]> = {
  transport: [3, 8],
  "real-estate": [3, 8],
  work: [0, 1],
  services: [0, 2],
};
const defaultPhotos: [number, number] = [1, 3];

/** Deal types whose author looks for something rather than offers it ("Pērku: gulta"): seldom a picture. */
const wantedActions: ReadonlySet<number> = new Set([ActionType.buy, ActionType.search]);

/**
 * The `files` rows of a chunk of lots, column by column, each picture listed once: at 1M lots 2.6 million
 * rows share about two hundred pictures, and PostgreSQL then parses a picture's versions (jsonb) once a chunk
 * instead of once a row. Copied as text, the four million rows galleries had then took 35 s of PostgreSQL's
 * CPU at 1M lots, most of it parsing the versions; inserted from these arrays, 16 s.
 */
export type Galleries = {
  /** The pictures by storage id (a stored picture's sizes and versions are its own), each with its number. */
  pictures: Map<string, { photo: DemoPhoto; number: number }>;
  /** Per row: the picture's number (from 1, as SQL arrays count), lot, owner, place in gallery. */
  picture: number[];
  lotId: number[];
  ownerId: number[];
  sequence: number[];
};

export const emptyGalleries = (): Galleries => ({
  pictures: new Map(),
  picture: [],
  lotId: [],
  ownerId: [],
  sequence: [],
});

/** The keys of a category's path from the top level down, made once a category: the bulk load asks a million times. */
const categoryPaths = new WeakMap<CategoryVisit, readonly string[]>();
function categoryPathOf(visit: CategoryVisit): readonly string[] {
  let keys = categoryPaths.get(visit);
  if (keys === undefined) {
    keys = [...visit.ancestors, visit.category].map((category) => category.key);
    categoryPaths.set(visit, keys);
  }
  return keys;
}

/** Adds one lot's gallery in order, the first picture being the cover. */
export function addGallery(
  galleries: Galleries,
  photos: DemoPhotos,
  random: Random,
  lot: { id: number; visit: CategoryVisit; ownerId: number; actionId: number },
): void {
  const categoryPath = categoryPathOf(lot.visit);
  const [min, max] = photosByTopLevel[categoryPath[0] ?? ""] ?? defaultPhotos;
  // Some sellers post without a picture, whatever they sell; most buyers have none to post.
  const count = random.chance(wantedActions.has(lot.actionId) ? 0.85 : 0.06) ? 0 : random.int(min, max);
  for (const [sequence, photo] of photos.gallery(categoryPath, count, random).entries()) {
    let picture = galleries.pictures.get(photo.storageId);
    if (picture === undefined) {
      picture = { photo, number: galleries.pictures.size + 1 };
      galleries.pictures.set(photo.storageId, picture);
    }
    galleries.picture.push(picture.number);
    galleries.lotId.push(lot.id);
    galleries.ownerId.push(lot.ownerId);
    galleries.sequence.push(sequence);
  }
}

/** Writes the galleries' rows in the order they were added (their ids follow it). */
export async function insertGalleries(client: pg.PoolClient, galleries: Galleries): Promise<void> {
  if (galleries.lotId.length === 0) return;
  const pictures = [...galleries.pictures.values()].map((picture) => picture.photo);
  await client.query(
    `INSERT INTO files (storage_id, lot_id, owner_id, output_type, extension, width, height, sequence, versions,
       converted)
     SELECT ($5::text[])[f.picture], f.lot_id, f.owner_id, 'image', 'jpeg', ($6::int[])[f.picture],
       ($7::int[])[f.picture], f.sequence, ($8::jsonb[])[f.picture], true
     FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::smallint[]) AS f(picture, lot_id, owner_id, sequence)`,
    [
      numberArray(galleries.picture),
      numberArray(galleries.lotId),
      numberArray(galleries.ownerId),
      numberArray(galleries.sequence),
      pictures.map((photo) => photo.storageId),
      pictures.map((photo) => sizeOrNull(photo.width)),
      pictures.map((photo) => sizeOrNull(photo.height)),
      pictures.map((photo) => JSON.stringify(photo.versions)),
    ],
  );
}

// Array literals written at once: node-postgres escapes element by element, millions of them per load.
const numberArray = (values: readonly number[]): string => `{${values.join(",")}}`;

// A picture without a size is an error the files table's NOT NULL reports, as it would for an upload.
const sizeOrNull = (size: number): number | null => (Number.isFinite(size) ? size : null);
