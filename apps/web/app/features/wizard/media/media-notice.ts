import { ShownText } from "@tirgus/domain/shown-texts";
import type { MediaItem } from "./upload-queue";

/**
 * The conversion notice a media tile shows (spec 1 section 8), or null. A video cannot play until the server
 * has transcoded it, so its notice stays while the file is not converted, even once its poster thumbnail is
 * there. A picture turned by the seller is shown turned by the browser at once, but its turned versions come
 * later: until the file is converted for that rotation it says so. A picture with nothing to show yet (no
 * thumbnail, no local preview) is being converted too. A failed file shows its failure instead.
 */
export function mediaNotice(item: MediaItem, hasPicture: boolean): string | null {
  const file = item.file;
  if (file?.failure) return null;
  if (file?.outputType === "video") return file.converted ? null : ShownText.videoProcessing;
  const rotated = (item.rotation ?? null) !== null;
  const convertedAsShown = file?.converted && file.rotation === (item.rotation ?? null);
  if (rotated && !convertedAsShown) return ShownText.mediaConverting;
  return hasPicture ? null : ShownText.mediaConverting;
}
