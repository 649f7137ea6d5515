import type { LotFile } from "@tirgus/domain/lot-detail-api";
import { describe, expect, it, vi } from "vitest";
import { dropItem, type GalleryState, indexAfterDrop, indexForKey, steppedIndex } from "./gallery-index";
import { galleryItemOf, lotPageSlot, sizesFor } from "./gallery-items";
import { shareTargets, targetsFor } from "./share-links";
import { pollFiles, waitsForVideo } from "./use-polled-files";

const picture = (overrides: Partial<LotFile> = {}): LotFile => ({
  id: 7,
  storageId: "abcdef12",
  outputType: "image",
  panorama: false,
  extension: "jpeg",
  width: 4000,
  height: 3000,
  rotation: null,
  converted: true,
  versions: {
    med: { width: 667, height: 500 },
    hd: { width: 1440, height: 1080 },
    qhd: { width: 1920, height: 1440 },
    "4k": { width: 2880, height: 2160 },
    original: { width: 4000, height: 3000 },
    thumbnail: { width: 200, height: 150 },
  },
  ...overrides,
});

describe("gallery items", () => {
  it("offer every height version as a webp srcset candidate by its width, smallest first", () => {
    const item = galleryItemOf(picture());
    expect(item.srcSet).toBe(
      [
        "/storage/ab/cd/abcdef12/med.webp 667w",
        "/storage/ab/cd/abcdef12/hd.webp 1440w",
        "/storage/ab/cd/abcdef12/qhd.webp 1920w",
        "/storage/ab/cd/abcdef12/4k.webp 2880w",
      ].join(", "),
    );
    expect(item.src).toBe("/storage/ab/cd/abcdef12/hd.webp");
    expect(item.thumb).toBe("/storage/ab/cd/abcdef12/thumbnail.webp");
    expect(item).toMatchObject({ key: "7", type: "image", width: 4000, height: 3000, video: null });
  });

  it("leave out the versions a small picture could not fill", () => {
    const item = galleryItemOf(
      picture({ width: 800, height: 600, versions: { med: { width: 667, height: 500 } } }),
    );
    expect(item.srcSet).toBe("/storage/ab/cd/abcdef12/med.webp 667w");
    expect(item.src).toBe("/storage/ab/cd/abcdef12/med.webp");
  });

  it("turn a rotated picture upright: its address carries the turn and its width and height swap", () => {
    const item = galleryItemOf(picture({ rotation: 1 }));
    expect(item.srcSet.split(", ")[0]).toBe("/storage/ab/cd/abcdef12/med1.webp 500w");
    expect(item).toMatchObject({ width: 3000, height: 4000 });
  });

  it("tell panoramas and videos apart; a video plays from its stored container once converted", () => {
    expect(galleryItemOf(picture({ panorama: true })).type).toBe("panorama");
    const video = galleryItemOf(
      picture({ outputType: "video", extension: "mp4", converted: false, versions: {} }),
    );
    expect(video.type).toBe("video");
    expect(video.video).toEqual({ src: "/storage/ab/cd/abcdef12/original.mp4", converted: false });
    // No frame is made yet: no poster and no thumbnail to load (and fail).
    expect(video).toMatchObject({ src: null, thumb: null });
  });

  it("show a sold premium lot's hidden picture as its inline preview only, blurred, never as a video or srcset", () => {
    const preview = "data:image/webp;base64,UklGRg==";
    const hidden = galleryItemOf({ id: 8, blurred: true, width: 3000, height: 4000, preview });
    expect(hidden).toMatchObject({
      key: "8",
      type: "image",
      blurred: true,
      width: 3000,
      height: 4000,
      src: preview,
      thumb: preview,
      srcSet: "",
      video: null,
    });
    expect(galleryItemOf({ id: 8, blurred: true, width: 3, height: 4, preview: null }).src).toBeNull();
    expect(galleryItemOf(picture()).blurred).toBe(false);
  });
});

describe("sizes of the lot page's main picture", () => {
  it("is the picture column's width at each breakpoint for a 4:3 or wider picture", () => {
    expect(sizesFor(lotPageSlot, { width: 4000, height: 3000 })).toBe(
      "(min-width: 1200px) 677px, (min-width: 1024px) calc((100vw - 72px) * 0.6), calc(100vw - 32px)",
    );
    expect(sizesFor(lotPageSlot, { width: 6000, height: 2000 })).toBe(
      sizesFor(lotPageSlot, { width: 4, height: 3 }),
    );
  });

  it("is narrower for a portrait picture, which fills the 4:3 box's height only", () => {
    // 3:4 in a 4:3 box: (3/4) / (4/3) = 0.5625 of the width.
    expect(sizesFor(lotPageSlot, { width: 3000, height: 4000 })).toBe(
      "(min-width: 1200px) 381px, (min-width: 1024px) calc(calc((100vw - 72px) * 0.6) * 0.563), calc(calc(100vw - 32px) * 0.563)",
    );
  });

  it("lets a panorama run as wide as the box's height makes it, to be panned", () => {
    // 3:1 at the height of a 4:3 box: 3 / (4/3) = 2.25 times the box's width.
    expect(sizesFor(lotPageSlot, { width: 6000, height: 2000 }, 4 / 3, true)).toBe(
      "(min-width: 1200px) 1523px, (min-width: 1024px) calc(calc((100vw - 72px) * 0.6) * 2.25), calc(calc(100vw - 32px) * 2.25)",
    );
    expect(sizesFor([[null, "100vh"]], { width: 6000, height: 2000 }, 1, true)).toBe("calc(100vh * 3)");
  });
});

describe("the gallery's index", () => {
  it("wraps around at both ends", () => {
    expect(steppedIndex(4, 1, 5)).toBe(0);
    expect(steppedIndex(0, -1, 5)).toBe(4);
    expect(steppedIndex(0, 1, 0)).toBe(0);
  });

  it("follows the keys: arrows step, Home and End jump, other keys are not the gallery's", () => {
    expect(indexForKey("ArrowRight", 1, 3)).toBe(2);
    expect(indexForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(indexForKey("Home", 2, 3)).toBe(0);
    expect(indexForKey("End", 0, 3)).toBe(2);
    expect(indexForKey("Enter", 0, 3)).toBeNull();
  });

  it("keeps showing the same picture when an earlier one is dropped", () => {
    expect(indexAfterDrop(3, 1, 4)).toBe(2);
  });

  it("shows the next picture when the one on screen is dropped, the new last when it was the last", () => {
    expect(indexAfterDrop(1, 1, 3)).toBe(1);
    expect(indexAfterDrop(3, 3, 3)).toBe(2);
    expect(indexAfterDrop(0, 0, 0)).toBe(0);
  });

  it("stays put when a later picture is dropped", () => {
    expect(indexAfterDrop(1, 3, 3)).toBe(1);
  });

  it("drops each broken picture once, also when several fail in the same moment", () => {
    const keys = ["a", "b", "c", "d"];
    let state: GalleryState = { index: 3, dropped: new Set<string>() };
    state = dropItem(state, "a", keys);
    state = dropItem(state, "b", keys);
    expect(state.index).toBe(1);
    expect([...state.dropped]).toEqual(["a", "b"]);
    expect(dropItem(state, "b", keys)).toBe(state);
    // The last ones left too: the index never points past the end.
    state = dropItem(dropItem(state, "d", keys), "c", keys);
    expect(state.index).toBe(0);
  });
});

describe("share targets", () => {
  const targets = shareTargets({ url: "https://tirgus.lv/lv/transports/!12", title: "Audi A4 & more" });

  it("are six networks plus e-mail, each with the lot's address and title encoded", () => {
    expect(targets.map((target) => target.key)).toEqual([
      "facebook",
      "draugiem",
      "x",
      "linkedin",
      "telegram",
      "whatsapp",
      "email",
    ]);
    const href = (key: string) => targets.find((target) => target.key === key)?.href;
    expect(href("facebook")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftirgus.lv%2Flv%2Ftransports%2F%2112",
    );
    expect(new URL(href("draugiem") ?? "").searchParams.get("title")).toBe("Audi A4 & more");
    expect(new URL(href("telegram") ?? "").searchParams.get("url")).toBe(
      "https://tirgus.lv/lv/transports/!12",
    );
    expect(new URL(href("whatsapp") ?? "").searchParams.get("text")).toBe(
      "Audi A4 & more https://tirgus.lv/lv/transports/!12",
    );
    expect(href("email")).toBe(
      "mailto:?subject=Audi%20A4%20%26%20more&body=https%3A%2F%2Ftirgus.lv%2Flv%2Ftransports%2F!12",
    );
  });

  it("offer the messaging network only on a touch device", () => {
    expect(targetsFor(targets, false).map((target) => target.key)).not.toContain("whatsapp");
    expect(targetsFor(targets, true).map((target) => target.key)).toContain("whatsapp");
    expect(targetsFor(targets, false)).toHaveLength(6);
  });
});

describe("the poll of a lot with a video being converted", () => {
  const video = (converted: boolean) => picture({ id: 9, outputType: "video", extension: "mp4", converted });

  it("asks every 5 s, survives a failed request and stops once the video is converted", async () => {
    vi.useFakeTimers();
    try {
      const answers = [[video(false)], null, [picture(), video(true)]];
      const load = vi.fn(async () => {
        const answer = answers.shift();
        if (answer === null) throw new Error("offline");
        return answer ?? null;
      });
      const shown: LotFile[][] = [];
      pollFiles(load, (files) => shown.push([...files]));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(load).toHaveBeenCalledTimes(3);
      expect(shown.map((files) => files.map((file) => file.converted))).toEqual([[false], [true, true]]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops asking when the page leaves", async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async () => [video(false)]);
      const stop = pollFiles(load, () => {});
      await vi.advanceTimersByTimeAsync(5_000);
      stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(load).toHaveBeenCalledTimes(1);
      expect(waitsForVideo([video(false)])).toBe(true);
      expect(waitsForVideo([picture(), video(true)])).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
