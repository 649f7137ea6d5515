import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { type MediaSize, mediaSizes, type StoredRotation } from "@tirgus/domain/media";
import type pg from "pg";
import { z } from "zod";
import type { JobContext, JobDefinition } from "../../platform/jobs.ts";
import { createMediaStorage, type MediaStorage, mediaKey } from "../../platform/storage.ts";
import {
  addVersions,
  deleteFileRow,
  fileWithOwner,
  markConverted,
  markFailure,
} from "./upload-repository.ts";
import type { RawImage } from "./versions.ts";
import { posterFrame, transcode, videoFrameSize, warnWithoutVideoConverter } from "./video.ts";

/*
 * The background work on uploads (pg-boss queues, DESIGN.md section 2): pictures and videos in queues of their
 * own, so a long transcode never holds up the thumbnails the wizard is waiting for.
 */

export type MediaJobServices = {
  pool: pg.Pool;
  storage: MediaStorage;
  ffmpeg: string;
  log: JobContext["log"];
};
type StoredFile = NonNullable<Awaited<ReturnType<typeof fileWithOwner>>>;

const filePayload = z.object({ fileId: z.number().int().positive() });
type FilePayload = z.infer<typeof filePayload>;

const servicesOf = (context: JobContext): MediaJobServices => ({
  pool: context.pool,
  storage: createMediaStorage(context.config),
  ffmpeg: context.config.ffmpegPath,
  log: context.log,
});

export const mediaQueues = {
  image: "media-image",
  video: "media-video",
  rotation: "media-rotation",
} as const;

export const processImageJob: JobDefinition<FilePayload> = {
  name: mediaQueues.image,
  payload: filePayload,
  wakeAtOnce: true,
  handle: ({ fileId }, context) => processImage(fileId, servicesOf(context)),
};

export const processVideoJob: JobDefinition<FilePayload> = {
  name: mediaQueues.video,
  payload: filePayload,
  wakeAtOnce: true,
  // A 1 GB upload at 1280x720 on two busy cores takes a while; the default 15 minutes would cut it off.
  expireInSeconds: 3 * 60 * 60,
  handle: ({ fileId }, context) => processVideo(fileId, servicesOf(context)),
};

export const rotateFileJob: JobDefinition<FilePayload> = {
  name: mediaQueues.rotation,
  payload: filePayload,
  wakeAtOnce: true,
  expireInSeconds: 60 * 60,
  handle: ({ fileId }, context) => rotateFile(fileId, servicesOf(context)),
};

/** The upload as it arrived, kept only until its versions are made (it may carry the seller's GPS position). */
export const sourceKey = (file: { storageId: string; extension: string }) =>
  mediaKey(file.storageId, `source.${file.extension}`);

/**
 * The code that makes pictures, and sharp (libvips, about 22 MB of the process) with it: loaded with the first
 * job that makes one, so a server that makes none, or none yet, does not map libvips (decision 20).
 */
const pictureCode = async () => {
  const [versions, decode] = await Promise.all([import("./versions.ts"), import("./decode.ts")]);
  return { ...versions, ...decode };
};

/** Every version but the thumbnail, which is made first and alone. */
const afterThumbnail: MediaSize[] = mediaSizes.filter((size) => size !== "thumbnail");

/**
 * A picture: its thumbnail stored first (the wizard shows it while the rest are made), then every other
 * version. A picture that cannot be decoded, or whose thumbnail fails, is cancelled: its row and
 * stored objects go, and the wizard sees it gone from the list.
 */
export async function processImage(fileId: number, services: MediaJobServices): Promise<void> {
  const file = await fileWithOwner(services.pool, fileId);
  const stored = file && (await services.storage.read(sourceKey(file)));
  if (!file || !stored) return;
  const { decodePicture, storeImageVersions } = await pictureCode();
  const picture = await thumbnailFirst(services, file, async () =>
    decodePicture(await buffer(stored.body), file.extension),
  );
  if (!picture) return;
  const versions = await storeImageVersions(services.storage, file.storageId, picture, {
    sizes: afterThumbnail,
  });
  await addVersions(services.pool, file.id, versions, versions.original);
  await services.storage.remove(sourceKey(file));
  await finishRotation(services, file.id);
}

/**
 * A video: its poster frame's thumbnail first, then the poster's versions, then the H.264 MP4 as
 * `original.mp4` (the lot page plays `original{rotation}.{extension}`). Without ffmpeg the upload is kept, marked
 * `converterMissing`, and the log says what to install.
 */
export async function processVideo(fileId: number, services: MediaJobServices): Promise<void> {
  const file = await fileWithOwner(services.pool, fileId);
  if (!file || !(await services.storage.exists(sourceKey(file)))) return;
  if (!(await warnWithoutVideoConverter(services.ffmpeg, services.log))) {
    await markFailure(services.pool, file.id, "converterMissing");
    return;
  }
  const { resizedRaster, storeImageVersions, uprightRaster } = await pictureCode();
  await inScratchFolder(async (folder) => {
    const source = await download(
      services.storage,
      sourceKey(file),
      path.join(folder, `source.${file.extension}`),
    );
    const poster = await thumbnailFirst(services, file, async () =>
      uprightRaster(await posterFrame(services.ffmpeg, source)),
    );
    if (!poster) return;
    const size = videoFrameSize(poster);
    const frame = await resizedRaster(poster, size);
    const versions = await storeImageVersions(services.storage, file.storageId, frame, {
      sizes: afterThumbnail,
    });
    await addVersions(services.pool, file.id, versions);
    const transcoded = path.join(folder, "original.mp4");
    try {
      await transcode(services.ffmpeg, source, transcoded, { size });
    } catch (error) {
      services.log.warn({ fileId, err: error }, "a video could not be transcoded");
      await markFailure(services.pool, file.id, "conversionFailed");
      return;
    }
    await services.storage.moveIn(mediaKey(file.storageId, "original.mp4"), transcoded, "video/mp4");
    await addVersions(services.pool, file.id, { original: size }, { ...size, extension: "mp4" });
    await services.storage.remove(sourceKey(file));
    await finishRotation(services, file.id);
  });
}

/**
 * Makes the thumbnail from what `decode` answers and lists it on the file; on any failure the file is cancelled
 * (spec 2 section 8: "a thumbnail failure cancels that file") and the answer is null.
 */
async function thumbnailFirst<Picture extends Buffer | RawImage>(
  services: MediaJobServices,
  file: StoredFile,
  decode: () => Promise<Picture>,
): Promise<Picture | null> {
  try {
    const { makeThumbnail, storeVersions } = await pictureCode();
    const picture = await decode();
    const thumbnail = await storeVersions(services.storage, file.storageId, await makeThumbnail(picture));
    await addVersions(services.pool, file.id, thumbnail);
    return picture;
  } catch (error) {
    services.log.warn({ fileId: file.id, err: error }, "an upload could not be decoded: it is cancelled");
    await cancelFile(services, file.id);
    return null;
  }
}

/** Removes a file's row and, unless another row shares them, its stored objects. */
export async function cancelFile(
  services: Pick<MediaJobServices, "pool" | "storage">,
  fileId: number,
): Promise<void> {
  const storageId = await deleteFileRow(services.pool, fileId);
  if (storageId) await services.storage.deleteStorageId(storageId);
}

/**
 * The seller may turn a file while it is processed: after the upright versions, the versions of its rotation
 * now are made, until the rotation it is marked converted for is still the current one.
 */
async function finishRotation(services: MediaJobServices, fileId: number): Promise<void> {
  for (;;) {
    const file = await fileWithOwner(services.pool, fileId);
    if (!file) return;
    if (file.rotation) await makeRotation(services, file, file.rotation);
    if (await markConverted(services.pool, fileId, file.rotation)) return;
  }
}

/**
 * The versions of a turned file (`med1.webp`, ..., a video's `original1.mp4`) from its upright ones. A file still
 * being processed is left to its processing job, which makes them at its end.
 */
export async function rotateFile(fileId: number, services: MediaJobServices): Promise<void> {
  const file = await fileWithOwner(services.pool, fileId);
  if (!file?.rotation || (await services.storage.exists(sourceKey(file)))) return;
  await makeRotation(services, file, file.rotation);
  await markConverted(services.pool, fileId, file.rotation);
}

async function makeRotation(
  services: MediaJobServices,
  file: StoredFile,
  rotation: Exclude<StoredRotation, null>,
) {
  const upright = await services.storage.read(mediaKey(file.storageId, "original.jpeg"));
  if (!upright) throw new Error(`file ${file.id} has no upright original to turn`);
  const { storeImageVersions } = await pictureCode();
  await storeImageVersions(services.storage, file.storageId, await buffer(upright.body), { rotation });
  if (file.outputType !== "video") return;
  await inScratchFolder(async (folder) => {
    const video = await download(
      services.storage,
      mediaKey(file.storageId, "original.mp4"),
      path.join(folder, "in.mp4"),
    );
    const turned = path.join(folder, "turned.mp4");
    await transcode(services.ffmpeg, video, turned, { rotation });
    await services.storage.moveIn(mediaKey(file.storageId, `original${rotation}.mp4`), turned, "video/mp4");
  });
}

async function inScratchFolder(work: (folder: string) => Promise<void>): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), "tirgus-media-"));
  try {
    await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A stored object copied to a local file (ffmpeg reads files), streamed: a 1 GB video never sits in memory. */
async function download(storage: MediaStorage, key: string, target: string): Promise<string> {
  const stored = await storage.read(key);
  if (!stored) throw new Error(`nothing stored under ${key}`);
  await pipeline(stored.body, createWriteStream(target));
  return target;
}
