import {
  type MediaSize,
  maxInputPixels,
  mediaSizeHeightPx,
  mediaSizes,
  rotationDegrees,
  type StoredRotation,
  thumbnailWidthPx,
} from "@tirgus/domain/media";
import sharp, { type Sharp } from "sharp";

// libvips keeps the results of recent operations for when the same one comes again; every upload is new
// pixels, so the cache would only hold up to 50 MB of a worker's memory for nothing.
sharp.cache(false);

import { type MediaStorage, mediaKey } from "../../platform/storage.ts";

/**
 * The centre crops for cards and lists: long side at most this. A card is at most about 460 CSS px wide, so
 * this is sharp on a 2x screen; the gallery shows the height versions, so a larger crop would only cost.
 */
export const aspectCropLongSidePx = 960;
/** The lazy-loading placeholder: a few hundred bytes the page can inline and the browser blurs up. */
export const previewWidthPx = 24;

export const versionFormats = ["webp", "jpeg"] as const;
export type VersionFormat = (typeof versionFormats)[number];

/** One encoded version, named as in its media address: `med.webp`, `med1.webp` turned a quarter. */
export type VersionFile = {
  size: MediaSize;
  format: VersionFormat;
  fileName: string;
  data: Buffer;
};

/**
 * Width and height of each version made, by its name: the `files.versions` column. Every listed version
 * exists, so, unlike the column's own type, a lookup of a listed name needs no check.
 */
export type VersionSizes = Record<string, { width: number; height: number }>;

export type ImageVersions = { versions: VersionSizes; files: VersionFile[] };

/** Pixels already decoded and upright (e.g. rendered by the server itself), 3 channels of 8 bits. */
export type RawImage = { data: Buffer; width: number; height: number; channels: 3 };

type Dimensions = { width: number; height: number };
/**
 * Which versions to make (all by default; the upload job makes the thumbnail first, alone) and the quarter
 * turns of the seller's rotation: `{size}{rotation}` is the upright `{size}` version turned clockwise (the lot
 * page swaps a version's width and height for odd turns), named as in the media address.
 */
export type VersionChoice = { sizes?: readonly MediaSize[]; rotation?: StoredRotation };
type VersionPlan = { size: MediaSize; width: number; height: number; shape: (image: Sharp) => Sharp };
/** Decoded pixels and their size; clones of its pipeline read the pixels without decoding again. */
type Raster = Dimensions & { image: Sharp };

/** Largest first: each is resized from the one before it (see makeImageVersions). */
const heightBoundSizes = ["4k", "qhd", "hd", "med"] as const;
const aspectRatios = { aspect43: [4, 3], aspect34: [3, 4], aspect32: [3, 2] } as const;

/**
 * Every stored version of one picture (spec: med, hd, qhd, 4k, original, the three aspect crops,
 * thumbnail and preview), each as webp (what pages show in <picture>) and jpeg (the fallback).
 *
 * The input is decoded once, turned upright by its EXIF orientation and kept as raw pixels. Resizing a
 * 12 MP raster costs more than encoding a small version, so each height version is made from the next larger
 * one and every other version from the smallest raster that covers it; the encodes all run at once on
 * libuv's thread pool while the next raster is made.
 *
 * The original is re-encoded, not kept as given: with the orientation applied it agrees with every other
 * version and with the rotation the seller sets; its metadata is dropped, because phone photos carry the GPS
 * position of the seller's home; and HEIC uploads become something browsers show. It is stored as jpeg
 * only (the spec's `original.{extension}` form): pages show the height versions, the original is for
 * download and zoom, and a webp of 12 MP would cost half the upload's time budget on its own.
 */
export async function makeImageVersions(
  input: Buffer | RawImage,
  { sizes = mediaSizes, rotation = null }: VersionChoice = {},
): Promise<ImageVersions> {
  const upright = rasterOf(Buffer.isBuffer(input) ? await uprightRaster(input) : input);
  const rasters: [Raster, ...Raster[]] = [upright];
  const encodings: Promise<VersionFile>[] = [];
  const plans = planVersions(upright).filter((plan) => sizes.includes(plan.size));
  for (const plan of plans) {
    let shaped = plan.shape(smallestCovering(rasters, plan).image.clone());
    if ((heightBoundSizes as readonly string[]).includes(plan.size)) {
      const raster = await toRaster(shaped);
      rasters.push(raster);
      shaped = raster.image;
    }
    // sharp turns before it resizes whatever the order of the calls, so a turned version is made upright first.
    if (rotation) shaped = (await toRaster(shaped)).image.rotate(rotationDegrees(rotation));
    const formats = plan.size === "original" ? (["jpeg"] as const) : versionFormats;
    for (const format of formats) {
      const encoding = encode(shaped, plan, format, rotation);
      // Awaited below with the others; until then a failure must not count as an unhandled rejection.
      encoding.catch(() => {});
      encodings.push(encoding);
    }
  }
  const versions: VersionSizes = {};
  for (const plan of plans) versions[plan.size] = { width: plan.width, height: plan.height };
  return { versions, files: await Promise.all(encodings) };
}

/**
 * Decodes a picture once, upright by its EXIF orientation (all eight, 3 and 5 of the spec among them), as raw
 * pixels: transparent PNGs get a white background, grey and CMYK pictures sRGB, so every version has 3
 * channels. The pixel limit refuses a small file that claims gigabytes of pixels before anything is decoded.
 * With `maxWidth` it is scaled down on the way, which libvips does while decoding (a JPEG at an eighth of
 * its size), so a small version of a 12 MP photo costs a fraction of decoding it whole.
 */
export async function uprightRaster(input: Buffer, maxWidth?: number): Promise<RawImage> {
  let pipeline = sharp(input, { limitInputPixels: maxInputPixels }).rotate();
  if (maxWidth) pipeline = pipeline.resize({ width: maxWidth, withoutEnlargement: true });
  const { image: _image, ...raster } = await toRaster(
    pipeline.flatten({ background: "#ffffff" }).toColourspace("srgb"),
  );
  return raster;
}

/**
 * The thumbnail alone, which the upload job makes before anything else so the wizard can show it: from an
 * encoded picture it is decoded straight at the thumbnail's width (tens of milliseconds for a 12 MP JPEG, not
 * the second the whole set takes).
 */
export async function makeThumbnail(input: Buffer | RawImage): Promise<ImageVersions> {
  const small = Buffer.isBuffer(input) ? await uprightRaster(input, thumbnailWidthPx) : input;
  return makeImageVersions(small, { sizes: ["thumbnail"] });
}

async function toRaster(pipeline: Sharp): Promise<Raster & RawImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const raw: RawImage = { data, width: info.width, height: info.height, channels: info.channels as 3 };
  return { ...rasterOf(raw), ...raw };
}

function rasterOf({ data, width, height, channels }: RawImage): Raster {
  return { image: sharp(data, { raw: { width, height, channels } }), width, height };
}

/** Rasters are largest first, so the last one at least as wide and as high as the version is the smallest. */
function smallestCovering(rasters: [Raster, ...Raster[]], version: Dimensions): Raster {
  return (
    rasters.findLast((raster) => raster.width >= version.width && raster.height >= version.height) ??
    rasters[0]
  );
}

/**
 * Makes the versions of a picture and stores them under its storage id; answers the `versions` column (the
 * sizes of the upright picture's versions, also when the files made are their turned copies).
 */
export async function storeImageVersions(
  storage: MediaStorage,
  storageId: string,
  input: Buffer | RawImage,
  choice: VersionChoice = {},
): Promise<VersionSizes> {
  return storeVersions(storage, storageId, await makeImageVersions(input, choice));
}

/** Stores versions already made; answers their sizes. */
export async function storeVersions(
  storage: MediaStorage,
  storageId: string,
  { versions, files }: ImageVersions,
): Promise<VersionSizes> {
  await Promise.all(
    files.map((file) => storage.put(mediaKey(storageId, file.fileName), file.data, `image/${file.format}`)),
  );
  return versions;
}

/** What to make from an upright picture of this size; a version is never larger than the picture. */
export function planVersions(original: Dimensions): VersionPlan[] {
  const thumbnail = scaleToWidth(original, thumbnailWidthPx);
  const preview = scaleToWidth(original, previewWidthPx);
  return [
    ...heightBoundSizes.flatMap((size) => planHeightBound(original, size)),
    { size: "original", ...original, shape: (image) => image },
    ...Object.entries(aspectRatios).map(([size, ratio]) =>
      planAspectCrop(original, size as MediaSize, ratio),
    ),
    { size: "thumbnail", ...thumbnail, shape: (image) => image.resize(thumbnail.width, thumbnail.height) },
    {
      size: "preview",
      ...preview,
      shape: (image) => image.resize(preview.width, preview.height).blur(0.6),
    },
  ];
}

/** A height version the picture cannot fill is left out; med is always made, so every picture has one. */
function planHeightBound(original: Dimensions, size: (typeof heightBoundSizes)[number]): VersionPlan[] {
  const targetHeight = mediaSizeHeightPx[size];
  if (original.height < targetHeight && size !== "med") return [];
  const height = Math.min(targetHeight, original.height);
  const width = Math.max(1, Math.round((original.width * height) / original.height));
  return [{ size, width, height, shape: (image) => image.resize(width, height) }];
}

/** The largest centred crop of the ratio, scaled down so its long side is at most the crop limit. */
function planAspectCrop(original: Dimensions, size: MediaSize, [across, down]: readonly [number, number]) {
  const crop = Math.min(original.width / across, original.height / down);
  const scale = Math.min(crop, aspectCropLongSidePx / Math.max(across, down));
  const width = Math.max(1, Math.round(across * scale));
  const height = Math.max(1, Math.round(down * scale));
  const shape = (image: Sharp) => image.resize(width, height, { fit: "cover", position: "centre" });
  return { size, width, height, shape } satisfies VersionPlan;
}

function scaleToWidth(original: Dimensions, targetWidth: number): Dimensions {
  const width = Math.min(targetWidth, original.width);
  return { width, height: Math.max(1, Math.round((original.height * width) / original.width)) };
}

async function encode(
  shaped: Sharp,
  plan: VersionPlan,
  format: VersionFormat,
  rotation: StoredRotation,
): Promise<VersionFile> {
  // The fastest webp method and baseline jpeg without a second Huffman pass: files about a tenth larger
  // for about two thirds of the time, which keeps a 12 MP upload within its budget. The jpeg is only the
  // fallback of browsers without webp.
  const encoded =
    format === "webp"
      ? shaped.clone().webp({ quality: 80, effort: 0 })
      : shaped.clone().jpeg({ quality: 82, optimiseCoding: false });
  const fileName = `${plan.size}${rotation ?? ""}.${format}`;
  return { size: plan.size, format, fileName, data: await encoded.toBuffer() };
}

/** A raster at the given size (a video's poster frame at the size of the video it stands for). */
export async function resizedRaster(
  raster: RawImage,
  size: { width: number; height: number },
): Promise<RawImage> {
  if (raster.width === size.width && raster.height === size.height) return raster;
  const { data, info } = await sharp(raster.data, { raw: raster })
    .resize(size.width, size.height)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}
