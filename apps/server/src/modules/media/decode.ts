import { createRequire } from "node:module";
import { maxInputPixels } from "@tirgus/domain/media";
import sharp from "sharp";
import type { RawImage } from "./versions.ts";

/*
 * Decoding an uploaded picture into upright pixels. sharp's prebuilt libvips reads HEIF containers but has
 * no HEVC decoder (HEVC's patents keep it out), so HEIC photos, what iPhones take, are decoded by libheif
 * compiled to WebAssembly (heic-decode); everything else by sharp.
 */

type HeicDecode = (input: {
  buffer: Uint8Array;
}) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
// heic-decode is CommonJS; loaded on first use, since its WebAssembly costs about 10 MB.
const require = createRequire(import.meta.url);
let heicDecode: HeicDecode | undefined;

/**
 * A picture of the given sniffed type as sharp can read it: png and jpeg as they are (sharp decodes them,
 * at the size each version needs), HEIC as raw upright pixels (3 channels). Throws when it cannot be read.
 */
export async function decodePicture(data: Buffer, extension: string): Promise<Buffer | RawImage> {
  if (extension !== "heic" && extension !== "heif") return data;
  // The header first: the pixel limit must hold before the decoder allocates width x height x 4 bytes.
  const { width = 0, height = 0 } = await sharp(data).metadata();
  if (width * height > maxInputPixels)
    throw new RangeError(`HEIC of ${width}x${height} is above the pixel limit`);
  heicDecode ??= require("heic-decode") as HeicDecode;
  // libheif applies the HEIF's own rotation and mirroring (irot, imir) while it decodes.
  const decoded = await heicDecode({ buffer: data });
  const rgba = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  const { data: pixels, info } = await sharp(rgba, {
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
  })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: pixels, width: info.width, height: info.height, channels: 3 };
}
