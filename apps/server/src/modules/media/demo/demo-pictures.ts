import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { json } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { z } from "zod";
import type { MediaStorage } from "../../../platform/storage.ts";
import { createRandom } from "../../lots/demo/random.ts";
import type { files } from "../schema.ts";
import { type RawImage, storeImageVersions, type VersionSizes } from "../versions.ts";
import { createDrawing, type Drawing } from "./drawing.ts";
import { fallbackThemeKey, type Theme, themeKeyOf, themes } from "./themes.ts";

/** A stored demo picture a lot's gallery can show; at scale many lots share one. */
export type DemoPicture = { storageId: string; width: number; height: number; versions: VersionSizes };

export type DemoPicturePool = {
  readonly pictures: readonly DemoPicture[];
  /** A picture that fits a top-level category (its `key` in catalogue/data/categories.ts). */
  pick(topLevelCategoryKey: string, random: { next(): number }): DemoPicture;
};

export type DemoPictureOptions = {
  seed: number;
  /** Fewer pictures per theme than the pool's own counts (tests); the default makes the whole pool. */
  picturesPerTheme?: number;
};

/** Bump when the drawings change, so that existing data directories get the new pictures. */
const drawingsVersion = 1;
/** Pictures made at once: each one's versions already run in parallel; two keep both cores busy. */
const concurrentPictures = 2;

const manifestSchema = z.object({
  pictures: z.array(
    z.object({
      theme: z.string(),
      storageId: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      versions: z.record(z.string(), z.object({ width: z.number().int(), height: z.number().int() })),
    }),
  ),
});
type ManifestEntry = DemoPicture & { theme: string };

/**
 * The pool of demo pictures, made once. A manifest in the storage lists what was made; it is written after
 * every picture is stored, so an interrupted first start makes them all again, and later starts only read it.
 *
 * The pictures are made in a child process: libvips' buffers fragment glibc's heap, and a server that made
 * 1,500 files would keep about 500 MB it no longer uses; a child gives it all back when it exits.
 */
export async function ensureDemoPictures(
  storage: MediaStorage,
  options: DemoPictureOptions,
): Promise<DemoPicturePool> {
  const key = manifestKey(options);
  const existing = await readManifest(storage, key);
  if (existing) return poolOf(existing);
  await runInChildProcess(storage, options);
  const made = await readManifest(storage, key);
  if (!made) throw new Error(`The demo pictures were made but their manifest ${key} cannot be read`);
  return poolOf(made);
}

/** Makes every picture of the pool and then its manifest, in this process (the child's part). */
export async function makeDemoPictures(storage: MediaStorage, options: DemoPictureOptions): Promise<void> {
  const planned = themes.flatMap((theme) =>
    Array.from({ length: options.picturesPerTheme ?? theme.pictures }, (_, index) => ({ theme, index })),
  );
  const entries = await mapConcurrently(planned, concurrentPictures, ({ theme, index }) =>
    makeDemoPicture(storage, theme, index, options.seed),
  );
  await storage.put(
    manifestKey(options),
    Buffer.from(JSON.stringify({ pictures: entries })),
    "application/json",
  );
}

function runInChildProcess(storage: MediaStorage, options: DemoPictureOptions): Promise<void> {
  const script = fileURLToPath(new URL("./make-demo-pictures.ts", import.meta.url));
  // A plain child, not fork(): an IPC channel would keep it alive after its work.
  const child = spawn(process.execPath, [script, JSON.stringify({ settings: storage.settings, options })], {
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Making the demo pictures failed (exit ${code ?? signal})`)),
    );
  });
}

/** The `files` rows of one lot's gallery, in order: the first picture is the cover. */
export function demoFileRows(
  pictures: readonly DemoPicture[],
  lot: { lotId: number; ownerId: number | null },
): (typeof files.$inferInsert)[] {
  return pictures.map((picture, sequence) => ({
    storageId: picture.storageId,
    lotId: lot.lotId,
    ownerId: lot.ownerId,
    outputType: "image",
    extension: "jpeg",
    width: picture.width,
    height: picture.height,
    sequence,
    versions: picture.versions,
    converted: true,
  }));
}

/** Random-looking (pictures of one pool are not numbered in their addresses) but the same for a seed. */
export function demoStorageId(seed: number, themeKey: string, index: number): string {
  return createHash("sha256")
    .update(`tirgus demo picture ${drawingsVersion} ${seed} ${themeKey} ${index}`)
    .digest("hex")
    .slice(0, 16);
}

function manifestKey({ seed, picturesPerTheme }: DemoPictureOptions): string {
  return `demo-pictures/v${drawingsVersion}-seed${seed}${picturesPerTheme ? `-${picturesPerTheme}` : ""}.json`;
}

async function readManifest(storage: MediaStorage, key: string): Promise<ManifestEntry[] | null> {
  const stored = await storage.read(key);
  if (!stored) return null;
  const parsed = manifestSchema.safeParse(await json(stored.body));
  return parsed.success ? parsed.data.pictures : null;
}

function poolOf(entries: ManifestEntry[]): DemoPicturePool {
  const withoutTheme = (list: ManifestEntry[]) =>
    list.map(({ theme: _theme, ...picture }): DemoPicture => picture);
  const pictures = withoutTheme(entries);
  const byTheme = new Map(
    [...Map.groupBy(entries, (entry) => entry.theme)].map(([theme, list]) => [theme, withoutTheme(list)]),
  );
  return {
    pictures,
    pick(topLevelCategoryKey, random) {
      const list = byTheme.get(themeKeyOf(topLevelCategoryKey)) ?? byTheme.get(fallbackThemeKey) ?? pictures;
      return list[Math.floor(random.next() * list.length)] as DemoPicture;
    },
  };
}

async function makeDemoPicture(
  storage: MediaStorage,
  theme: Theme,
  index: number,
  seed: number,
): Promise<ManifestEntry> {
  const storageId = demoStorageId(seed, theme.key, index);
  const random = createRandom(Number.parseInt(storageId.slice(0, 8), 16));
  const portrait = random.chance(theme.portraitShare);
  const d = createDrawing(portrait ? 1200 : 1600, portrait ? 1600 : 1200);
  // In turn rather than at random, so that even a small pool shows every scene of its theme.
  theme.scenes[index % theme.scenes.length]?.(d, random);
  const photo = await renderAsPhoto(d);
  const versions = await storeImageVersions(storage, storageId, photo);
  return { theme: theme.key, storageId, width: d.width, height: d.height, versions };
}

/** Grain strength: a standard deviation of about 4.5 of 255 levels, like a phone photo in daylight. */
const grainLevels = 9;
const grainPattern = (() => {
  const random = createRandom(7);
  // A sum of three uniforms is near enough to the normal distribution of sensor noise.
  return Int8Array.from({ length: 65_521 }, () =>
    Math.round((random.next() + random.next() + random.next() - 1.5) * grainLevels),
  );
})();

const vignetteBySize = new Map<string, Uint16Array>();

/**
 * Light falling off towards the corners, as through a lens, per pixel in 1/256ths: 256 in the middle
 * down to about 180 in the corners. Made once per picture size.
 */
function vignette(width: number, height: number): Uint16Array {
  const key = `${width}x${height}`;
  let factors = vignetteBySize.get(key);
  if (!factors) {
    factors = new Uint16Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const distance = ((x / width - 0.5) ** 2 + (y / height - 0.5) ** 2) * 2;
        factors[y * width + x] = Math.round(256 * (1 - 0.3 * distance ** 1.5));
      }
    }
    vignetteBySize.set(key, factors);
  }
  return factors;
}

/**
 * Renders the drawing to upright pixels as a camera would see it: darker corners and sensor grain, without
 * which flat SVG colours look like vector art. Both are applied here in one pass over the pixels (a
 * full-frame gradient in the SVG or a blend in sharp costs several times more), and the pixels go to the
 * versions as they are, without a JPEG round trip.
 */
async function renderAsPhoto(d: Drawing): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(d.toSvg()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lens = vignette(info.width, info.height);
  // A clamped view saturates at 0 and 255 by itself; a pattern of prime length never lines up with the rows.
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  for (let index = 0, offset = 0; index < pixels.length; index++, offset++) {
    if (offset === grainPattern.length) offset = 0;
    const light = lens[(index / 3) | 0] as number;
    pixels[index] = (((pixels[index] as number) * light) >> 8) + (grainPattern[offset] as number);
  }
  return { data, width: info.width, height: info.height, channels: 3 };
}

async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
