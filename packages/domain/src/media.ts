import { avatarMinPx, imageMinSidePx } from "./limits.ts";

/** Versions every picture has, by the name used in its address. */
export const mediaSizes = [
  "med",
  "hd",
  "qhd",
  "4k",
  "original",
  "aspect43",
  "aspect34",
  "aspect32",
  "thumbnail",
  "preview",
] as const;
export type MediaSize = (typeof mediaSizes)[number];

/**
 * Heights of the height-bound versions. The spec lists "heights 500, 1080, 1440, 2160" beside the
 * version names; matching them in order to med, hd, qhd and 4k is the only reading that fits the names.
 */
export const mediaSizeHeightPx = { med: 500, hd: 1080, qhd: 1440, "4k": 2160 } as const satisfies Partial<
  Record<MediaSize, number>
>;
export const thumbnailWidthPx = 200;
/** 50 MP: above any phone camera; a small PNG that claims more pixels would decode to gigabytes. */
export const maxInputPixels = 50_000_000;
export const avatarSizesPx = [128, 256] as const;
/** Avatars and company logos are squares; their versions are named by their side: `avatar128.webp`. */
export const squareVersionNames = ["avatar128", "avatar256", "logo256", "logo512"] as const;
export type SquareVersionName = (typeof squareVersionNames)[number];
export const companyLogoSizesPx = [256, 512] as const;
/**
 * The Open Graph picture of a lot's page (spec 2 section 9: 1200x630), cut from its cover on first request:
 * an address of its own beside the stored versions, `og.jpeg`.
 */
export const openGraphVersionName = "og";
export const videoFramePx = { width: 1280, height: 720 } as const;

export const mediaFileTypes = ["image", "video"] as const;
export type MediaFileType = (typeof mediaFileTypes)[number];
/** A gallery shows panoramas as their own kind of item. */
export const galleryItemTypes = [...mediaFileTypes, "panorama"] as const;
export type GalleryItemType = (typeof galleryItemTypes)[number];

/** Quarter turns 0 to 3 (0 to 270 degrees); stored as null when 0, so an unrotated file has none. */
export const rotationSteps = [0, 1, 2, 3] as const;
export type RotationStep = (typeof rotationSteps)[number];
export type StoredRotation = Exclude<RotationStep, 0> | null;

export const storedRotation = (step: RotationStep): StoredRotation => (step === 0 ? null : step);
export const rotationDegrees = (rotation: StoredRotation): number => (rotation ?? 0) * 90;
export const nextRotation = (rotation: StoredRotation): StoredRotation =>
  storedRotation((((rotation ?? 0) + 1) % 4) as RotationStep);

export type MediaUrlInput = {
  cdn: string;
  storageId: string;
  size: MediaSize | SquareVersionName | typeof openGraphVersionName;
  rotation: StoredRotation | 0;
  /** "webp" or "jpeg" for picture versions, the file's own extension for originals and videos. */
  format: string;
};

/** `{cdn}/storage/{id[0:2]}/{id[2:4]}/{storageId}/{size}{rotation}.{format}`; no rotation adds nothing. */
export function mediaUrl({ cdn, storageId, size, rotation, format }: MediaUrlInput): string {
  if (storageId.length < 4) throw new RangeError(`Storage id too short for a media address: ${storageId}`);
  const folders = `${storageId.slice(0, 2)}/${storageId.slice(2, 4)}`;
  return `${cdn.replace(/\/+$/, "")}/storage/${folders}/${storageId}/${size}${rotation || ""}.${format}`;
}

/** HEIC/HEIF come from phones; the server decodes them, so they are accepted everywhere. */
export const acceptedImageExtensions = ["png", "jpeg", "jpg", "jfif", "heic", "heif"] as const;
export const acceptedImageMimeTypes = ["image/png", "image/jpeg", "image/heic", "image/heif"] as const;
/** The `accept` attribute of upload inputs: the image types above and any video. */
export const uploadAccept = [...acceptedImageExtensions.map((extension) => `.${extension}`), "video/*"].join(
  ",",
);

export function isAcceptedUpload(fileName: string, mimeType: string): boolean {
  const extension = fileName.includes(".") ? fileName.split(".").pop()?.toLowerCase() : undefined;
  return (
    mimeType.startsWith("video/") ||
    (acceptedImageMimeTypes as readonly string[]).includes(mimeType) ||
    (acceptedImageExtensions as readonly (string | undefined)[]).includes(extension)
  );
}

/** Either orientation passes: the shortest side needs 600 px and the longest 800 px. */
export const meetsImageMinimum = (width: number, height: number): boolean =>
  Math.min(width, height) >= imageMinSidePx.shortest && Math.max(width, height) >= imageMinSidePx.longest;

export const meetsAvatarMinimum = (width: number, height: number): boolean =>
  width >= avatarMinPx.width && height >= avatarMinPx.height;

/** EXIF orientations the upload corrects before storing (spec 2 section 4). */
export const correctedExifOrientations = [3, 5] as const;

/**
 * "Slow or no internet connection" (spec 2 section 8; the spec leaves the value out). The wizard measures each
 * upload's progress over a sliding window and shows the notice when fewer than `minBytesPerSecond` arrived in
 * the last `windowMs`. 20 KB/s is below the worst mobile data in Latvia outside a dead zone (EDGE gives 30-60
 * KB/s up) and far below any working Wi-Fi: at that speed a 4 MB phone photo needs over three minutes, which is
 * when people give up. The 10 s window keeps a short stall (a tunnel, a handover between cells) silent.
 */
export const slowUploadThreshold = { minBytesPerSecond: 20 * 1024, windowMs: 10_000 } as const;

/** Whether an upload that moved `bytes` in the last `elapsedMs` (at least a whole window) is too slow. */
export const isSlowUpload = (bytes: number, elapsedMs: number): boolean =>
  elapsedMs >= slowUploadThreshold.windowMs &&
  (bytes * 1000) / elapsedMs < slowUploadThreshold.minBytesPerSecond;

/** Our own texts about uploads (the spec's are in errors.ts ShownText); each is a translation key. */
export const UploadMessage = {
  unsupportedType: "Only pictures (png, jpeg, heic) and videos can be uploaded",
  /** Values: the longest and the shortest side's minimum (800, 600). */
  imageTooSmall: "The picture must be at least %s × %s pixels",
  imageUnreadable: "This picture cannot be read",
  videoUnreadable: "This video cannot be read",
  /** Value: the limit in megapixels (50). */
  imageTooManyPixels: "This picture has too many pixels (MAX %s megapixels)",
  fileRequired: "Choose a file to upload",
  notYourLot: "You can add files only to your own classifieds",
} as const;

/**
 * Why a stored file stays unconverted (`failure` of a file): the server has no video converter (ffmpeg), or
 * the converter could not read the video. The wizard shows it instead of waiting for ever.
 */
export const fileFailures = ["converterMissing", "conversionFailed"] as const;
export type FileFailure = (typeof fileFailures)[number];
export const FileFailureMessage: Record<FileFailure, string> = {
  converterMissing: "Videos cannot be converted on this server at the moment; the video is kept",
  conversionFailed: "This video cannot be converted",
};
