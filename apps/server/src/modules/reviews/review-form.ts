import { randomBytes } from "node:crypto";
import type { ApiMessage } from "@tirgus/domain/api-contract";
import { MediaMessage, ShownText } from "@tirgus/domain/errors";
import { imageMaxBytes } from "@tirgus/domain/limits";
import { isAcceptedUpload, maxInputPixels, meetsImageMinimum } from "@tirgus/domain/media";
import { ReviewMessage, reviewPhotosMax } from "@tirgus/domain/reviews";
import type { FastifyRequest } from "fastify";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import type { MediaStorage } from "../../platform/storage.ts";
import type { StoredPhoto } from "./repository.ts";

/** The multipart limits of a review: its two fields and at most `reviewPhotosMax` photos of 50 MB (the two bound the parts). */
export const reviewFormLimits = {
  fields: 2,
  // A field's bytes, not characters: 1000 characters of Cyrillic or emoji take up to 4 bytes each.
  fieldSize: 16 * 1024,
  files: reviewPhotosMax,
  fileSize: imageMaxBytes,
} as const;

/** What a review form carries once read: its text fields as sent, and its photos already stored. */
export type ReviewForm = { fields: Record<string, string>; photos: StoredPhoto[] };

/**
 * Reads a review's multipart body. Each photo is checked and its versions stored as soon as it has arrived,
 * so at most one upload is held in memory; a refusal anywhere removes the photos stored so far, so a failed
 * review leaves no files behind.
 */
export async function readReviewForm(request: FastifyRequest, storage: MediaStorage): Promise<ReviewForm> {
  const form: ReviewForm = { fields: {}, photos: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "photos") throw new ApiError(400, HttpMessage.invalidData);
      const data = await part.toBuffer();
      form.photos.push(await storePhoto(storage, data, part.filename, part.mimetype));
    }
    return form;
  } catch (error) {
    await removePhotos(storage, form.photos);
    throw refusalOf(error);
  }
}

/** Removes stored photos of a review that was not saved; a failure here must not hide the first one. */
export async function removePhotos(storage: MediaStorage, photos: readonly StoredPhoto[]): Promise<void> {
  await Promise.allSettled(photos.map((photo) => storage.deleteStorageId(photo.storageId)));
}

const photoRefusal = (message: string, values?: ApiMessage["values"]): ApiError =>
  new ApiError(400, [{ message, field: "photos", ...(values && { values }) }]);

async function storePhoto(
  storage: MediaStorage,
  data: Buffer,
  fileName: string,
  mimeType: string,
): Promise<StoredPhoto> {
  if (mimeType.startsWith("video/") || !isAcceptedUpload(fileName, mimeType) || data.length === 0) {
    throw photoRefusal(MediaMessage.notAPicture);
  }
  // sharp (libvips, about 22 MB) loads with the first upload, not with the server.
  const [{ default: sharp }, { storeImageVersions }] = await Promise.all([
    import("sharp"),
    import("../media/versions.ts"),
  ]);
  const metadata = await sharp(data, { limitInputPixels: maxInputPixels })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw photoRefusal(MediaMessage.notAPicture);
  if (!meetsImageMinimum(metadata.width, metadata.height)) throw photoRefusal(ReviewMessage.photoTooSmall);
  const storageId = randomBytes(8).toString("hex");
  try {
    const versions = await storeImageVersions(storage, storageId, data);
    const original = versions.original ?? { width: metadata.width, height: metadata.height };
    return { storageId, width: original.width, height: original.height, versions };
  } catch {
    // A header that reads as a picture over data that does not decode; whatever was written goes again.
    await storage.deleteStorageId(storageId).catch(() => {});
    throw photoRefusal(MediaMessage.notAPicture);
  }
}

/** Codes of @fastify/multipart's errors, and what the reviewer is told instead of its English. */
const multipartRefusals: Record<string, () => ApiError> = {
  FST_FILES_LIMIT: () => photoRefusal(ReviewMessage.tooManyPhotos, [reviewPhotosMax]),
  FST_REQ_FILE_TOO_LARGE: () => new ApiError(413, [{ message: ShownText.imageTooLarge, field: "photos" }]),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new ApiError(415, HttpMessage.unsupportedMediaType),
  FST_PARTS_LIMIT: () => new ApiError(400, HttpMessage.invalidData),
  FST_FIELDS_LIMIT: () => new ApiError(400, HttpMessage.invalidData),
  FST_PROTO_VIOLATION: () => new ApiError(400, HttpMessage.invalidData),
  FST_MP_PREMATURE_CLOSE: () => new ApiError(400, HttpMessage.invalidData),
};

const malformedBody = /^(Unexpected end of (form|multipart data)|Malformed|Multipart: Boundary not found)/;

function refusalOf(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  const refusal = typeof code === "string" ? multipartRefusals[code] : undefined;
  if (refusal) return refusal();
  // busboy's own complaints about a broken body carry no code, only these words.
  if (error instanceof Error && malformedBody.test(error.message))
    return new ApiError(400, HttpMessage.invalidData);
  return error;
}
