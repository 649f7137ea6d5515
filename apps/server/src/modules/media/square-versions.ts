import type { SquareVersionName } from "@tirgus/domain/media";
import { maxInputPixels, meetsAvatarMinimum } from "@tirgus/domain/media";
import sharp from "sharp";
import { type MediaStorage, mediaKey } from "../../platform/storage.ts";
import { versionFormats } from "./versions.ts";

export type SquareVersion = { name: SquareVersionName; side: number };

export class PictureRefused extends Error {
  readonly reason: "not-an-image" | "too-small";
  constructor(reason: "not-an-image" | "too-small") {
    super(reason);
    this.reason = reason;
  }
}

/**
 * An avatar or a logo: the picture upright, cropped to its middle square and scaled to each side, in webp
 * and jpeg, stored under `storageId` (`avatar128.webp` ...). Refuses what is not a picture and pictures
 * under 200x200 (spec 2 section 5).
 */
export async function storeSquareVersions(
  storage: MediaStorage,
  storageId: string,
  input: Buffer,
  versions: readonly SquareVersion[],
): Promise<void> {
  const metadata = await sharp(input, { limitInputPixels: maxInputPixels })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw new PictureRefused("not-an-image");
  // The minimum is the same either way round, so the orientation tag does not matter here.
  if (!meetsAvatarMinimum(metadata.width, metadata.height)) throw new PictureRefused("too-small");
  const upright = sharp(input, { limitInputPixels: maxInputPixels })
    .rotate()
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb");
  const files = versions.flatMap(({ name, side }) => {
    const square = upright.clone().resize(side, side, { fit: "cover", position: "centre" });
    return versionFormats.map(async (format) => ({
      key: mediaKey(storageId, `${name}.${format}`),
      type: `image/${format}`,
      data: await (format === "webp"
        ? square.clone().webp({ quality: 82 })
        : square.clone().jpeg({ quality: 85 })
      ).toBuffer(),
    }));
  });
  // A file whose header reads as a picture but whose data does not decode fails here.
  const encoded = await Promise.all(files).catch(() => {
    throw new PictureRefused("not-an-image");
  });
  await Promise.all(encoded.map((file) => storage.put(file.key, file.data, file.type)));
}
