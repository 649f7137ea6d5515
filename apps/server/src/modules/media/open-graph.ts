import { ogImagePx } from "@tirgus/domain/limits";
import { openGraphVersionName, rotationDegrees, type StoredRotation } from "@tirgus/domain/media";
import { type MediaStorage, mediaKey } from "../../platform/storage.ts";

/** The stored versions an Open Graph picture is cut from, the smallest that covers 1200x630 first. */
const sources = ["hd.jpeg", "qhd.jpeg", "original.jpeg", "med.jpeg"] as const;

/** `og.jpeg`, or `og1.jpeg` to `og3.jpeg` for a cover its seller turned, as every version is named. */
const fileNamePattern = new RegExp(`^${openGraphVersionName}([1-3]?)\\.jpeg$`);

/** The quarter turns an Open Graph picture's file name asks for; undefined when the name is not one. */
export function openGraphRotation(fileName: string): StoredRotation | undefined {
  const match = fileNamePattern.exec(fileName);
  if (!match) return undefined;
  return match[1] ? (Number(match[1]) as Exclude<StoredRotation, null>) : null;
}

/**
 * Cuts the 1200x630 Open Graph picture from a stored picture's versions, turned by `rotation`, and keeps it
 * beside them, so only the first request (usually a social network's crawler) pays for it. It starts from the
 * upright versions, which every picture has, rather than the turned ones, which the rotation job may still be
 * making. Null when the picture does not exist. Two first requests at once both make it; they write the same
 * bytes.
 */
export async function makeOpenGraphImage(
  storage: MediaStorage,
  storageId: string,
  fileName: string,
  rotation: StoredRotation,
) {
  for (const source of sources) {
    const stored = await storage.read(mediaKey(storageId, source));
    if (!stored) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    // sharp (libvips) is loaded on first use: a server that never makes one does not map it.
    const { default: sharp } = await import("sharp");
    // sharp turns before it resizes, so the cut is taken from the picture as the lot page shows it.
    const data = await sharp(Buffer.concat(chunks))
      .rotate(rotationDegrees(rotation))
      .resize(ogImagePx.width, ogImagePx.height, { fit: "cover", position: "attention" })
      .jpeg({ quality: 82, mozjpeg: false })
      .toBuffer();
    await storage.put(mediaKey(storageId, fileName), data, "image/jpeg");
    return storage.read(mediaKey(storageId, fileName));
  }
  return null;
}
