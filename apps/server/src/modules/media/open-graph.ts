import { ogImagePx } from "@tirgus/domain/limits";
import { type MediaStorage, mediaKey } from "../../platform/storage.ts";

/** The stored versions an Open Graph picture is cut from, the smallest that covers 1200x630 first. */
const sources = ["hd.jpeg", "qhd.jpeg", "original.jpeg", "med.jpeg"] as const;

/**
 * Cuts the 1200x630 Open Graph picture from a stored picture's versions and keeps it beside them, so only the
 * first request (usually a social network's crawler) pays for it. Null when the picture does not exist.
 * Two first requests at once both make it; they write the same bytes.
 */
export async function makeOpenGraphImage(storage: MediaStorage, storageId: string, fileName: string) {
  for (const source of sources) {
    const stored = await storage.read(mediaKey(storageId, source));
    if (!stored) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    // sharp (libvips) is loaded on first use: a server that never makes one does not map it.
    const { default: sharp } = await import("sharp");
    const data = await sharp(Buffer.concat(chunks))
      .resize(ogImagePx.width, ogImagePx.height, { fit: "cover", position: "attention" })
      .jpeg({ quality: 82, mozjpeg: false })
      .toBuffer();
    await storage.put(mediaKey(storageId, fileName), data, "image/jpeg");
    return storage.read(mediaKey(storageId, fileName));
  }
  return null;
}
