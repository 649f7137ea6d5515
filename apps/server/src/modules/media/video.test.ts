import { describe, expect, it } from "vitest";
import { ffmpegMissingMessage, videoFrameSize, warnWithoutVideoConverter } from "./video.ts";

describe("videoFrameSize", () => {
  it("fits a frame into 1280x720 keeping its shape, in even pixels", () => {
    expect(videoFrameSize({ width: 1920, height: 1080 })).toEqual({ width: 1280, height: 720 });
    expect(videoFrameSize({ width: 3840, height: 2160 })).toEqual({ width: 1280, height: 720 });
    // A phone held upright: the height bounds it.
    expect(videoFrameSize({ width: 1080, height: 1920 })).toEqual({ width: 406, height: 720 });
    expect(videoFrameSize({ width: 1440, height: 1080 })).toEqual({ width: 960, height: 720 });
  });

  it("never enlarges a small video, and rounds odd sizes to even ones", () => {
    expect(videoFrameSize({ width: 640, height: 360 })).toEqual({ width: 640, height: 360 });
    expect(videoFrameSize({ width: 321, height: 241 })).toEqual({ width: 322, height: 242 });
  });
});

describe("warnWithoutVideoConverter", () => {
  it("says clearly, naming the package, when ffmpeg is missing, and nothing when it is there", async () => {
    const said: [object, string][] = [];
    const log = { warn: (object: object, message: string) => said.push([object, message]) };
    expect(await warnWithoutVideoConverter("/nonexistent/ffmpeg", log)).toBe(false);
    expect(said).toEqual([[{ ffmpeg: "/nonexistent/ffmpeg" }, ffmpegMissingMessage]]);
    expect(ffmpegMissingMessage).toContain("apt-get install -y ffmpeg");
    expect(await warnWithoutVideoConverter("ffmpeg", log)).toBe(true);
    expect(said).toHaveLength(1);
  });
});
