import { buffer } from "node:stream/consumers";
import { hidesExtraPictures, type PictureHidingFacts } from "@tirgus/domain/hidden-pictures";
import type { HiddenLotFile, LotFile, ShownLotFile } from "@tirgus/domain/lot-detail-api";
import { type MediaStorage, mediaKey } from "../../platform/storage.ts";

/*
 * Where the rule of hidden pictures (packages/domain/src/hidden-pictures.ts) is applied: every answer that
 * carries a lot's pictures to someone passes them through here, so a hidden picture's storage id, from which
 * any of its versions' addresses follows, never leaves the server.
 */

/**
 * A lot's files (gallery order) as `viewerId` (null: a signed-out visitor) may see them: all of them, or the
 * cover (the first picture) whole and every other file hidden, with its blurred preview inline.
 */
export async function filesShownTo(
  storage: MediaStorage,
  lot: PictureHidingFacts,
  files: readonly LotFile[],
  viewerId: number | null,
): Promise<ShownLotFile[]> {
  if (!hidesExtraPictures(lot, viewerId)) return [...files];
  const cover = files.findIndex((file) => file.outputType === "image");
  return Promise.all(files.map((file, index) => (index === cover ? file : hiddenFile(storage, file))));
}

/** A list card's pictures (the cover first) as `viewerId` may see them: the cover alone when the rest are hidden. */
export function cardImagesShownTo<Image>(
  lot: PictureHidingFacts,
  images: readonly Image[],
  viewerId: number | null,
): Image[] {
  return hidesExtraPictures(lot, viewerId) ? images.slice(0, 1) : [...images];
}

async function hiddenFile(storage: MediaStorage, file: LotFile): Promise<HiddenLotFile> {
  const turned = (file.rotation ?? 0) % 2 === 1;
  return {
    id: file.id,
    blurred: true,
    width: turned ? file.height : file.width,
    height: turned ? file.width : file.height,
    preview: file.versions.preview ? await inlinePreview(storage, file) : null,
  };
}

/**
 * The blurred preview (a few hundred bytes) as a `data:` address, turned as the file is. Sent inline rather
 * than by address: any address under the file's storage id would lead to its full versions too.
 */
async function inlinePreview(storage: MediaStorage, file: LotFile): Promise<string | null> {
  const stored = await storage.read(mediaKey(file.storageId, `preview${file.rotation ?? ""}.webp`));
  if (!stored) return null;
  return `data:${stored.contentType};base64,${(await buffer(stored.body)).toString("base64")}`;
}
