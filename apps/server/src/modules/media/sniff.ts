import type { MediaFileType } from "@tirgus/domain/media";

/*
 * What an upload is, by its first bytes: never by its name or the browser's content type, which anyone can
 * set. Only what the spec accepts passes (png, jpeg, heic/heif and videos); an SVG, an HTML page, a WebP or
 * AVIF, an executable is refused before it is stored.
 */

export type SniffedType = { outputType: MediaFileType; extension: SniffedExtension };
export type SniffedExtension =
  | "png"
  | "jpeg"
  | "heic"
  | "heif"
  | "mp4"
  | "mov"
  | "3gp"
  | "webm"
  | "mkv"
  | "avi";

/** Enough for every signature below, a long `ftyp` brand list included. */
export const sniffLength = 4096;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ebmlSignature = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** HEVC-coded HEIF brands (iPhone photos: `heic` with `mif1`); `mif1`/`msf1` alone is a HEIF of another codec. */
const heicBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const heifBrands = new Set(["mif1", "msf1"]);
/** AVIF is HEIF too, but not a type the spec accepts. */
const refusedBrands = new Set(["avif", "avis"]);

export function sniffMediaType(head: Buffer): SniffedType | null {
  if (head.subarray(0, 8).equals(pngSignature)) return { outputType: "image", extension: "png" };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { outputType: "image", extension: "jpeg" };
  if (head.subarray(4, 8).toString("latin1") === "ftyp") return isoMediaType(head);
  if (head.subarray(0, 4).equals(ebmlSignature)) {
    // The EBML header's DocType: "webm", or "matroska" for other Matroska files.
    return { outputType: "video", extension: head.subarray(0, 64).includes("webm") ? "webm" : "mkv" };
  }
  if (
    head.subarray(0, 4).toString("latin1") === "RIFF" &&
    head.subarray(8, 12).toString("latin1") === "AVI "
  ) {
    return { outputType: "video", extension: "avi" };
  }
  return null;
}

/** ISO base media files (mp4, mov, 3gp, heic, avif) name their kind in the brands of their `ftyp` box. */
function isoMediaType(head: Buffer): SniffedType | null {
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.subarray(8, 12).toString("latin1")];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(head.subarray(offset, offset + 4).toString("latin1"));
  if (brands.some((brand) => refusedBrands.has(brand))) return null;
  if (brands.some((brand) => heicBrands.has(brand))) return { outputType: "image", extension: "heic" };
  if (brands.some((brand) => heifBrands.has(brand))) return { outputType: "image", extension: "heif" };
  const major = brands[0] ?? "";
  if (major === "qt  ") return { outputType: "video", extension: "mov" };
  if (major.startsWith("3g")) return { outputType: "video", extension: "3gp" };
  return { outputType: "video", extension: "mp4" };
}

/** The container types whose top-level boxes say how long each is, so a cut-off file shows. */
export const isoMediaExtensions: ReadonlySet<SniffedExtension> = new Set([
  "heic",
  "heif",
  "mp4",
  "mov",
  "3gp",
]);

/**
 * Whether an ISO base media file's top-level boxes add up to its length: a transfer cut short (or a file cut on
 * purpose) leaves its last box, usually the media data, running past the end. `readAt` reads 16 bytes at an
 * offset, so a 1 GB video is checked with a few reads.
 */
export async function isoBoxesComplete(
  size: number,
  readAt: (offset: number, length: number) => Promise<Buffer>,
): Promise<boolean> {
  let offset = 0;
  while (offset < size) {
    if (size - offset < 8) return false;
    const header = await readAt(offset, 16);
    let boxSize = header.readUInt32BE(0);
    if (boxSize === 1) {
      if (header.length < 16) return false;
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) {
      return true; // "to the end of the file"
    }
    if (boxSize < 8 || offset + boxSize > size) return false;
    offset += boxSize;
  }
  return true;
}
