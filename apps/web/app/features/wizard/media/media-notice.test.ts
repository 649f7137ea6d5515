import type { OwnFile } from "@tirgus/domain/media-upload-api";
import { describe, expect, it } from "vitest";
import { mediaNotice } from "./media-notice";
import { type MediaItem, savedItem } from "./upload-queue";

const file = (changes: Partial<OwnFile>): OwnFile => ({
  id: 1,
  storageId: "abcd1",
  outputType: "image",
  panorama: false,
  extension: "jpeg",
  width: 1200,
  height: 900,
  rotation: null,
  converted: true,
  versions: { thumbnail: { width: 200, height: 150 } },
  lotId: 1,
  sequence: 1,
  failure: null,
  ...changes,
});
const videoNotice = "Video will be available for preview once our servers process it";
const convertingNotice = "If media not rotated, media is being converted (may take a few minutes)";

describe("the media tile's conversion notice", () => {
  it("stays on a video until it is converted, even once its poster thumbnail exists", () => {
    const video = file({ outputType: "video", extension: "mp4", converted: false });
    expect(mediaNotice(savedItem(video), true)).toBe(videoNotice);
    expect(mediaNotice(savedItem({ ...video, versions: {} }), false)).toBe(videoNotice);
    expect(mediaNotice(savedItem({ ...video, converted: true }), true)).toBeNull();
  });

  it("shows on a turned picture until its turned versions are stored", () => {
    const turnedLocally: MediaItem = { ...savedItem(file({})), rotation: 1 };
    expect(mediaNotice(turnedLocally, true)).toBe(convertingNotice);
    expect(mediaNotice(savedItem(file({ rotation: 2, converted: false })), true)).toBe(convertingNotice);
    expect(mediaNotice(savedItem(file({ rotation: 2, converted: true })), true)).toBeNull();
  });

  it("shows on a picture with nothing to show yet, and never on a converted upright one or a failed file", () => {
    expect(mediaNotice(savedItem(file({ converted: false, versions: {} })), false)).toBe(convertingNotice);
    expect(mediaNotice(savedItem(file({})), true)).toBeNull();
    const failed = file({ outputType: "video", converted: false, failure: "conversionFailed" });
    expect(mediaNotice(savedItem(failed), false)).toBeNull();
  });
});
