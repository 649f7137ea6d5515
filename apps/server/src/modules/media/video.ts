import { execFile } from "node:child_process";
import type { StoredRotation } from "@tirgus/domain/media";
import { videoFramePx } from "@tirgus/domain/media";

/*
 * Videos through ffmpeg (a program of the system, `apt-get install -y ffmpeg` on Debian): one H.264 MP4 every
 * browser plays, at most 1280x720 (spec 2 section 9), and a poster frame the gallery shows until it plays.
 */

type Size = { width: number; height: number };

/** Whether the configured ffmpeg runs at all (not installed: the file system says ENOENT). */
export function ffmpegAvailable(ffmpeg: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(ffmpeg, ["-hide_banner", "-version"], { timeout: 10_000 }, (error) => resolve(!error));
  });
}

/**
 * Said once when the job workers start, so a server without ffmpeg tells its operator before the first video
 * waits: pictures work without it, videos are kept unconverted (`failure: "converterMissing"`).
 */
export async function warnWithoutVideoConverter(
  ffmpeg: string,
  log: { warn(object: object, message: string): void },
): Promise<boolean> {
  if (await ffmpegAvailable(ffmpeg)) return true;
  log.warn({ ffmpeg }, ffmpegMissingMessage);
  return false;
}

export const ffmpegMissingMessage =
  "ffmpeg is not installed (or FFMPEG_PATH is wrong): uploaded videos stay unconverted. Install it, e.g. `apt-get install -y ffmpeg`";

/**
 * The frame size of the transcoded video: the upright frame scaled to fit 1280x720 (never enlarged), even in
 * both directions as H.264's 4:2:0 needs.
 */
export function videoFrameSize(frame: Size): Size {
  const scale = Math.min(1, videoFramePx.width / frame.width, videoFramePx.height / frame.height);
  const even = (value: number) => Math.max(2, 2 * Math.round((value * scale) / 2));
  return { width: even(frame.width), height: even(frame.height) };
}

/**
 * A representative frame as PNG: ffmpeg's `thumbnail` filter picks the frame closest to the average of the
 * first 25, which skips a black or blurred first frame. ffmpeg turns it upright by the video's rotation tag.
 */
export async function posterFrame(ffmpeg: string, source: string): Promise<Buffer> {
  return run(ffmpeg, [
    "-i",
    source,
    "-vf",
    "thumbnail=25",
    "-frames:v",
    "1",
    "-f",
    "image2pipe",
    "-c:v",
    "png",
    "pipe:1",
  ]);
}

/** Quarter turns clockwise as ffmpeg filters. */
const turns: Record<Exclude<StoredRotation, null>, string> = {
  1: "transpose=clock",
  2: "hflip,vflip",
  3: "transpose=cclock",
};

/**
 * Transcodes to H.264 (high profile, yuv420p) and AAC in an MP4 whose index comes first, so playback starts
 * before the whole file has loaded. Metadata is dropped: phones write where a video was taken into it.
 */
export async function transcode(
  ffmpeg: string,
  source: string,
  target: string,
  options: { size?: Size; rotation?: StoredRotation },
): Promise<void> {
  const filters = [
    ...(options.size ? [`scale=${options.size.width}:${options.size.height}`, "setsar=1"] : []),
    ...(options.rotation ? [turns[options.rotation]] : []),
  ];
  await run(ffmpeg, [
    ...["-i", source, "-map", "0:v:0", "-map", "0:a:0?"],
    ...(filters.length > 0 ? ["-vf", filters.join(",")] : []),
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-profile:v", "high", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "128k", "-ac", "2"],
    ...["-map_metadata", "-1", "-map_chapters", "-1", "-movflags", "+faststart", "-f", "mp4", target],
  ]);
}

function run(ffmpeg: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpeg,
      ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args],
      { encoding: "buffer", maxBuffer: 128 * 1024 ** 2 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`ffmpeg failed: ${stderr.toString().trim().slice(-500) || error.message}`))
          : resolve(stdout),
    );
  });
}
