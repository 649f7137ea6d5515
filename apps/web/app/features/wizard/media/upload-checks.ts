import { imageMaxBytes, imageMinSidePx, videoMaxBytes } from "@tirgus/domain/limits";
import { isAcceptedUpload, meetsImageMinimum, UploadMessage } from "@tirgus/domain/media";
import { ShownText } from "@tirgus/domain/shown-texts";

/*
 * What the browser checks before sending a file (spec 2 sections 5 and 8): the accepted types, the size
 * limits, and the minimum picture size. The server checks again; these save a long upload that would fail.
 */

export type UploadProblem = { message: string; values?: readonly (string | number)[] };

export const isVideoFile = (file: { type: string }): boolean => file.type.startsWith("video/");

/** The problem of a file by its name, type and size, or null when it may be sent. */
export function fileProblem(file: { name: string; type: string; size: number }): UploadProblem | null {
  if (!isAcceptedUpload(file.name, file.type)) return { message: UploadMessage.unsupportedType };
  if (isVideoFile(file)) return file.size > videoMaxBytes ? { message: ShownText.videoTooLarge } : null;
  return file.size > imageMaxBytes ? { message: ShownText.imageTooLarge } : null;
}

/**
 * A picture under 800 x 600 (either orientation) is refused with the upload API's own message. Dimensions are
 * unknown for formats the browser cannot decode (HEIC on most desktops): the server then decides.
 */
export function sizeProblem(size: { width: number; height: number } | null): UploadProblem | null {
  if (!size || meetsImageMinimum(size.width, size.height)) return null;
  return { message: UploadMessage.imageTooSmall, values: [imageMinSidePx.longest, imageMinSidePx.shortest] };
}
