import { describe, expect, it } from "vitest";
import {
  acceptedImageExtensions,
  avatarSizesPx,
  companyLogoSizesPx,
  correctedExifOrientations,
  galleryItemTypes,
  isAcceptedUpload,
  isSlowUpload,
  mediaFileTypes,
  mediaSizeHeightPx,
  mediaSizes,
  mediaUrl,
  meetsAvatarMinimum,
  meetsImageMinimum,
  nextRotation,
  rotationDegrees,
  rotationSteps,
  slowUploadThreshold,
  storedRotation,
  thumbnailWidthPx,
  uploadAccept,
  videoFramePx,
} from "./media.ts";

describe("media sizes", () => {
  it("are the spec's ten version names", () => {
    expect(mediaSizes).toEqual([
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
    ]);
  });

  it("have the spec's pixel sizes", () => {
    expect(mediaSizeHeightPx).toEqual({ med: 500, hd: 1080, qhd: 1440, "4k": 2160 });
    expect(thumbnailWidthPx).toBe(200);
    expect(avatarSizesPx).toEqual([128, 256]);
    expect(companyLogoSizesPx).toEqual([256, 512]);
    expect(videoFramePx).toEqual({ width: 1280, height: 720 });
  });

  it("files are images or videos, and a gallery also shows panoramas", () => {
    expect(mediaFileTypes).toEqual(["image", "video"]);
    expect(galleryItemTypes).toEqual(["image", "video", "panorama"]);
  });
});

describe("rotation", () => {
  it("runs in steps 0 to 3 of 90 degrees", () => {
    expect(rotationSteps).toEqual([0, 1, 2, 3]);
    expect([null, 1, 2, 3].map((rotation) => rotationDegrees(rotation as 1 | null))).toEqual([
      0, 90, 180, 270,
    ]);
  });

  it("is stored as null when 0", () => {
    expect(storedRotation(0)).toBeNull();
    expect(storedRotation(2)).toBe(2);
  });

  it("turns a quarter at a time and comes back to null after a full turn", () => {
    expect(nextRotation(null)).toBe(1);
    expect(nextRotation(1)).toBe(2);
    expect(nextRotation(2)).toBe(3);
    expect(nextRotation(3)).toBeNull();
  });
});

describe("media address", () => {
  const base = { cdn: "https://cdn.tirgus.lv", storageId: "ab12cdef9", size: "hd", rotation: null } as const;

  it("nests the storage id under its first two and next two characters", () => {
    expect(mediaUrl({ ...base, format: "webp" })).toBe(
      "https://cdn.tirgus.lv/storage/ab/12/ab12cdef9/hd.webp",
    );
  });

  it("appends the rotation to the size name", () => {
    expect(mediaUrl({ ...base, rotation: 2, format: "jpeg" })).toBe(
      "https://cdn.tirgus.lv/storage/ab/12/ab12cdef9/hd2.jpeg",
    );
  });

  it("adds nothing for rotation 0", () => {
    expect(mediaUrl({ ...base, rotation: 0, format: "webp" })).toBe(
      "https://cdn.tirgus.lv/storage/ab/12/ab12cdef9/hd.webp",
    );
  });

  it("uses the file's own extension for originals", () => {
    expect(mediaUrl({ ...base, size: "original", format: "mp4" })).toBe(
      "https://cdn.tirgus.lv/storage/ab/12/ab12cdef9/original.mp4",
    );
  });

  it("does not double the slash after a CDN given with a trailing slash", () => {
    expect(mediaUrl({ ...base, cdn: "/media/", size: "thumbnail", format: "webp" })).toBe(
      "/media/storage/ab/12/ab12cdef9/thumbnail.webp",
    );
  });

  it("refuses a storage id shorter than its two folder levels", () => {
    expect(() => mediaUrl({ ...base, storageId: "abc", format: "webp" })).toThrow(RangeError);
  });
});

describe("uploads", () => {
  it("accept png, jpeg, jpg, jfif, heic, heif and any video", () => {
    expect(acceptedImageExtensions).toEqual(["png", "jpeg", "jpg", "jfif", "heic", "heif"]);
    expect(uploadAccept).toBe(".png,.jpeg,.jpg,.jfif,.heic,.heif,video/*");
  });

  it.each([
    ["photo.JPG", ""],
    ["photo.jfif", "image/jpeg"],
    ["IMG_0001.HEIC", ""],
    ["clip.mov", "video/quicktime"],
    ["clip", "video/mp4"],
    ["paste", "image/png"],
  ])("accepts %s (%s)", (name, type) => {
    expect(isAcceptedUpload(name, type)).toBe(true);
  });

  it.each([
    ["anim.gif", "image/gif"],
    ["doc.pdf", "application/pdf"],
    ["png", ""],
  ])("rejects %s (%s)", (name, type) => {
    expect(isAcceptedUpload(name, type)).toBe(false);
  });

  it("need a shortest side of 600 and a longest of 800, in either orientation", () => {
    expect(meetsImageMinimum(800, 600)).toBe(true);
    expect(meetsImageMinimum(600, 800)).toBe(true);
    expect(meetsImageMinimum(799, 600)).toBe(false);
    expect(meetsImageMinimum(1200, 599)).toBe(false);
  });

  it("need at least 200x200 for an avatar", () => {
    expect(meetsAvatarMinimum(200, 200)).toBe(true);
    expect(meetsAvatarMinimum(199, 400)).toBe(false);
  });

  it("correct EXIF orientations 3 and 5", () => {
    expect(correctedExifOrientations).toEqual([3, 5]);
  });
});

describe("a slow upload", () => {
  it("is under 20 KB/s over at least 10 seconds", () => {
    expect(slowUploadThreshold).toEqual({ minBytesPerSecond: 20 * 1024, windowMs: 10_000 });
    expect(isSlowUpload(100 * 1024, 10_000)).toBe(true);
    expect(isSlowUpload(200 * 1024, 10_000)).toBe(false);
    expect(isSlowUpload(0, 12_000)).toBe(true);
  });

  it("is not judged before a whole window has passed, so a slow start or a short stall says nothing", () => {
    expect(isSlowUpload(0, 9_999)).toBe(false);
    expect(isSlowUpload(1024, 5_000)).toBe(false);
  });
});
