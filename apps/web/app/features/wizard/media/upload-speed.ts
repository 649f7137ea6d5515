import { isSlowUpload, slowUploadThreshold } from "@tirgus/domain/media";
import { ShownText } from "@tirgus/domain/shown-texts";

/*
 * The slow-connection warning (spec 2 section 8): the media domain's rule (`slowUploadThreshold`, its reasons
 * beside it) over a sliding window of an upload's progress events. A short stall does not warn: the whole
 * window must be slow.
 */
export const slowConnectionMessage = ShownText.slowConnection;

type Sample = { at: number; loaded: number };

export function createSpeedMeter(windowMs = slowUploadThreshold.windowMs) {
  const samples: Sample[] = [];
  return {
    /** Records the bytes sent so far at a time (ms); answers whether the last window was too slow. */
    sample(at: number, loaded: number): boolean {
      samples.push({ at, loaded });
      // Keep one sample at or before the window's start, so the window spans a full `windowMs`.
      while (samples.length > 2 && (samples[1]?.at ?? at) <= at - windowMs) samples.shift();
      const start = samples[0];
      return start !== undefined && isSlowUpload(loaded - start.loaded, at - start.at);
    },
  };
}
