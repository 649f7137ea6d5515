import sharp from "sharp";
import type { MediaStorage } from "../../../platform/storage.ts";
import { createRandom } from "../../lots/demo/random.ts";
import { type RawImage, storeImageVersions } from "../versions.ts";
import { type DemoPictureOptions, demoStorageId, type ManifestEntry, manifestKey } from "./demo-pictures.ts";
import { createDrawing, type Drawing } from "./drawing.ts";
import { type Theme, themes } from "./themes.ts";

/*
 * Drawing the demo pictures: run in the child process that demo-pictures.ts starts, never in the server.
 */

/** Pictures made at once: each one's versions already run in parallel; two keep both cores busy. */
const concurrentPictures = 2;

/** Makes every picture of the pool and then its manifest, in this process (the child's part). */
export async function makeDemoPictures(storage: MediaStorage, options: DemoPictureOptions): Promise<void> {
  const planned = themes.flatMap((theme) =>
    Array.from({ length: options.picturesPerTheme ?? theme.subjects * theme.shots }, (_, index) => ({
      theme,
      index,
    })),
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

async function makeDemoPicture(
  storage: MediaStorage,
  theme: Theme,
  index: number,
  seed: number,
): Promise<ManifestEntry> {
  const storageId = demoStorageId(seed, theme.key, index);
  const random = createRandom(seedOf(storageId));
  const subject = Math.floor(index / theme.shots);
  const shot = index % theme.shots;
  const portrait = random.chance(theme.portraitShare);
  const d = createDrawing(portrait ? 1200 : 1600, portrait ? 1600 : 1200);
  // Subjects take the scenes in turn rather than at random, so that even a small pool shows every scene.
  theme.scenes[subject % theme.scenes.length]?.(d, random, {
    subjectSeed: seedOf(demoStorageId(seed, `${theme.key} subject`, subject)),
    index: shot,
  });
  const photo = await renderAsPhoto(d);
  const versions = await storeImageVersions(storage, storageId, photo);
  return { theme: theme.key, subject, storageId, width: d.width, height: d.height, versions };
}

const seedOf = (hex: string) => Number.parseInt(hex.slice(0, 8), 16);

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
