import { isHiddenFile } from "@tirgus/domain/hidden-pictures";
import type { HiddenLotFile, ShownLotFile } from "@tirgus/domain/lot-detail-api";
import { type GalleryItemType, type MediaSize, mediaUrl } from "@tirgus/domain/media";
import { mediaBase } from "../../lot-card/card-view";

/*
 * What the gallery shows of a lot's files (spec 1 section 3 "File"): each picture with a `srcset` of its
 * height versions, so a phone downloads the 500 px one and a 4K screen the 2160 px one; videos and panoramas
 * as their own kinds of item.
 */

export type GalleryItem = {
  /** The file's id: stays the same while the list is polled, so a dropped picture stays dropped. */
  key: string;
  type: GalleryItemType;
  /** The upright picture's size (a quarter turn swaps the stored width and height). */
  width: number;
  height: number;
  /**
   * The picture (a video's poster frame): `src` for browsers without srcset, `srcSet` by width; null for a
   * video whose frame is not made yet.
   */
  src: string | null;
  srcSet: string;
  /** The 200 px wide version, for the strip of thumbnails (null as `src`). */
  thumb: string | null;
  /** A video's address and whether it can play yet (an unconverted video shows a notice instead). */
  video: { src: string; converted: boolean } | null;
  /** A sold premium lot's picture beyond the first, for non-owners: only its tiny preview, shown blurred. */
  blurred: boolean;
};

/** The versions bound by height (500, 1080, 1440, 2160 px), smallest first: the srcset candidates. */
const srcsetSizes = ["med", "hd", "qhd", "4k"] as const satisfies readonly MediaSize[];

/**
 * A converted video is stored as the `original` version in the file's own container (`original.mp4`): the
 * spec's media address ends in `.{extension}` for what is neither webp nor jpeg, and the transcoder keeps
 * the version name of the uploaded file it replaces.
 */
const videoSize = "original" satisfies MediaSize;

export function galleryItemOf(file: ShownLotFile): GalleryItem {
  if (isHiddenFile(file)) return blurredItemOf(file);
  const rotation = file.rotation ?? 0;
  const turned = rotation % 2 === 1;
  const upright = <T extends { width: number; height: number }>(size: T) =>
    turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  const url = (size: MediaSize, format = "webp") =>
    mediaUrl({ cdn: mediaBase, storageId: file.storageId, size, rotation, format });
  const candidates = srcsetSizes.flatMap((size) => {
    const version = file.versions[size];
    return version ? [{ size, width: upright(version).width }] : [];
  });
  // Every picture has a med version; hd, when made, is sharp on most screens without srcset.
  const fallback = candidates.find((candidate) => candidate.size === "hd") ?? candidates[0];
  const pictured = fallback !== undefined || file.outputType === "image";
  const shape = upright(file.versions.original ?? file);
  return {
    key: String(file.id),
    type: file.outputType === "video" ? "video" : file.panorama ? "panorama" : "image",
    ...shape,
    src: pictured ? url(fallback?.size ?? "med") : null,
    srcSet: candidates.map((candidate) => `${url(candidate.size)} ${candidate.width}w`).join(", "),
    thumb: pictured ? url(file.versions.thumbnail ? "thumbnail" : "med") : null,
    video:
      file.outputType === "video" ? { src: url(videoSize, file.extension), converted: file.converted } : null,
    blurred: false,
  };
}

/** A hidden picture comes with its blurred preview inline and no address (hidden-pictures.ts of the domain). */
function blurredItemOf(file: HiddenLotFile): GalleryItem {
  return {
    key: String(file.id),
    type: "image",
    width: file.width,
    height: file.height,
    src: file.preview,
    srcSet: "",
    thumb: file.preview,
    video: null,
    blurred: true,
  };
}

/**
 * The main picture's slot on the lot page at each breakpoint: the page is at most 1200 px wide with 16 px
 * (from 1024 px, 24 px) of padding, and from 1024 px the gallery takes 3/5 of it beside the details
 * (lot-view.tsx: `lg:grid-cols-[minmax(0,3fr)_minmax(280px,2fr)]`, gap 24 px).
 */
export type Slot = readonly (readonly [media: string | null, width: string])[];

export const lotPageSlot: Slot = [
  ["(min-width: 1200px)", "677px"],
  ["(min-width: 1024px)", "calc((100vw - 72px) * 0.6)"],
  [null, "calc(100vw - 32px)"],
];

/**
 * The `sizes` of a picture shown whole (object-contain) in a box of the slot's width and `box` aspect ratio:
 * a picture taller than the box fills its height and only part of its width, so it needs fewer pixels
 * across. A panorama fills the box's height (`fillHeight`) and runs wider than the box, to be panned.
 */
export function sizesFor(
  slot: Slot,
  picture: { width: number; height: number },
  box = 4 / 3,
  fillHeight = false,
): string {
  const ratio = picture.width / picture.height / box;
  const share = Math.round((fillHeight ? ratio : Math.min(1, ratio)) * 1000) / 1000;
  const scaled = (width: string) => {
    if (share === 1) return width;
    const pixels = /^(\d+)px$/.exec(width)?.[1];
    return pixels ? `${Math.round(Number(pixels) * share)}px` : `calc(${width} * ${share})`;
  };
  return slot.map(([media, width]) => (media ? `${media} ${scaled(width)}` : scaled(width))).join(", ");
}
