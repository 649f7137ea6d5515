import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ShownText } from "@tirgus/domain/errors";
import { imageMaxBytes, imageMinSidePx, videoMaxBytes } from "@tirgus/domain/limits";
import { maxInputPixels, meetsImageMinimum, UploadMessage } from "@tirgus/domain/media";
import { ApiError } from "../../platform/api-error.ts";
import {
  isoBoxesComplete,
  isoMediaExtensions,
  type SniffedType,
  sniffLength,
  sniffMediaType,
} from "./sniff.ts";

/** An upload on the local disk, checked: what it is, how big, its SHA-256 and, for a picture, its size. */
export type ReceivedUpload = {
  path: string;
  bytes: number;
  contentHash: string;
  type: SniffedType;
  width: number;
  height: number;
};

/**
 * A refused upload. A file too large is answered before the rest of it has arrived, and the connection closes
 * with the answer (Node closes one whose request body is left unread; the header says so to a proxy in front):
 * the browser stops sending instead of the server reading a gigabyte to discard it.
 */
const refusal = (status: number, message: string, values?: (string | number)[]) =>
  new ApiError(
    status,
    [{ message, field: "file", ...(values && { values }) }],
    status === 413 ? { connection: "close" } : {},
  );
export const unsupportedType = () => refusal(415, UploadMessage.unsupportedType);

/**
 * Streams an uploaded file to `folder` on the local disk, never holding more than a chunk of it in memory,
 * and checks it on the way: its first bytes must be a picture or a video, and reading stops as soon as it
 * crosses its type's limit (50 MB for pictures, 1 GB for videos, spec 2 section 9). Then a picture's header
 * must show at least 800x600 and at most the pixel limit, and an ISO media file (mp4, mov, heic) must be
 * whole. Anything refused is removed from the disk.
 */
export async function receiveUpload(file: Readable, folder: string): Promise<ReceivedUpload> {
  await mkdir(folder, { recursive: true });
  const target = path.join(folder, `${randomBytes(12).toString("hex")}.upload`);
  const guard = new UploadGuard();
  try {
    await pipeline(file, guard, createWriteStream(target));
    if (!guard.type) throw unsupportedType();
    const received = {
      path: target,
      bytes: guard.bytes,
      contentHash: guard.hash.digest("hex"),
      type: guard.type,
    };
    return { ...received, ...(await checkContent(received)) };
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** Sniffs the type from the first bytes, counts against the type's limit and hashes, passing the bytes on. */
class UploadGuard extends Transform {
  type: SniffedType | null = null;
  bytes = 0;
  readonly hash = createHash("sha256");
  private head: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    if (this.type) {
      done(this.limitCrossed(), chunk);
    } else {
      this.head.push(chunk);
      if (this.bytes < sniffLength) done();
      else this.release(done);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.bytes === 0) done(unsupportedType());
    else if (this.type) done();
    else this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffMediaType(head);
    if (this.type) done(this.limitCrossed(), head);
    else done(unsupportedType());
  }

  private limitCrossed(): ApiError | null {
    if (this.type?.outputType === "image" && this.bytes > imageMaxBytes)
      return refusal(413, ShownText.imageTooLarge);
    if (this.type?.outputType === "video" && this.bytes > videoMaxBytes)
      return refusal(413, ShownText.videoTooLarge);
    return null;
  }
}

/** What the file's own structure says: a picture's size from its header (nothing decoded), a container whole. */
async function checkContent(upload: Omit<ReceivedUpload, "width" | "height">) {
  if (isoMediaExtensions.has(upload.type.extension) && !(await boxesComplete(upload))) {
    throw refusal(
      400,
      upload.type.outputType === "image" ? UploadMessage.imageUnreadable : UploadMessage.videoUnreadable,
    );
  }
  if (upload.type.outputType === "video") return { width: 0, height: 0 };
  // sharp (libvips, about 22 MB of the process) loads with the first picture, not with the server.
  const { default: sharp } = await import("sharp");
  const { width = 0, height = 0 } = await sharp(upload.path, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width === 0 || height === 0) throw refusal(400, UploadMessage.imageUnreadable);
  // A decompression bomb: a small file whose header claims more pixels than any camera takes.
  if (width * height > maxInputPixels)
    throw refusal(413, UploadMessage.imageTooManyPixels, [maxInputPixels / 1e6]);
  if (!meetsImageMinimum(width, height)) {
    throw refusal(400, UploadMessage.imageTooSmall, [imageMinSidePx.longest, imageMinSidePx.shortest]);
  }
  return { width, height };
}

async function boxesComplete(upload: { path: string; bytes: number }): Promise<boolean> {
  const handle = await open(upload.path);
  try {
    return await isoBoxesComplete(upload.bytes, async (position, length) => {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position);
      return buffer.subarray(0, bytesRead);
    });
  } finally {
    await handle.close();
  }
}
