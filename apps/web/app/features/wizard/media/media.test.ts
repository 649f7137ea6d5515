import type { OwnFile } from "@tirgus/domain/media-upload-api";
import { describe, expect, it } from "vitest";
import { fileProblem, sizeProblem } from "./upload-checks";
import { fileOrder, isUploading, type MediaItem, mediaReducer, nextQueued } from "./upload-queue";
import { createSpeedMeter } from "./upload-speed";

const file = (id: number): OwnFile => ({
  id,
  storageId: `abcd${id}`,
  outputType: "image",
  panorama: false,
  extension: "jpeg",
  width: 1200,
  height: 900,
  rotation: null,
  converted: true,
  versions: {},
  lotId: 1,
  sequence: id,
  failure: null,
});

function uploaded(...ids: number[]): readonly MediaItem[] {
  let items: readonly MediaItem[] = mediaReducer([], {
    type: "add",
    items: ids.map((id) => ({ key: `k${id}`, name: `${id}.jpg` })),
  });
  for (const id of ids) {
    items = mediaReducer(items, { type: "start", key: `k${id}` });
    items = mediaReducer(items, { type: "saved", key: `k${id}`, file: file(id) });
  }
  return items;
}

describe("the media step's files", () => {
  it("go queued, uploading with progress, then saved, one at a time", () => {
    let items = mediaReducer([], {
      type: "add",
      items: [
        { key: "a", name: "a.jpg" },
        { key: "b", name: "b.jpg" },
      ],
    });
    expect(nextQueued(items)?.key).toBe("a");
    items = mediaReducer(items, { type: "start", key: "a" });
    expect(nextQueued(items)).toBeUndefined();
    items = mediaReducer(items, { type: "progress", key: "a", progress: 0.4 });
    expect(items[0]?.progress).toBe(0.4);
    expect(isUploading(items)).toBe(true);
    items = mediaReducer(items, { type: "saved", key: "a", file: file(7) });
    expect(nextQueued(items)?.key).toBe("b");
    expect(fileOrder(items)).toEqual([7]);
  });

  it("fail with the message and queue again on retry", () => {
    let items = mediaReducer([], { type: "add", items: [{ key: "a", name: "a.jpg" }] });
    items = mediaReducer(items, { type: "start", key: "a" });
    items = mediaReducer(items, { type: "failed", key: "a", error: { message: "File exyst for this lot" } });
    expect(items[0]?.status).toBe("failed");
    expect(isUploading(items)).toBe(false);
    items = mediaReducer(items, { type: "retry", key: "a" });
    expect(items[0]).toMatchObject({ status: "queued", error: null });
  });

  it("rotate in quarter turns, null for none", () => {
    let items = uploaded(1);
    const turns = [1, 2, 3, null].map(() => {
      items = mediaReducer(items, { type: "rotate", key: "k1" });
      return items[0]?.rotation;
    });
    expect(turns).toEqual([1, 2, 3, null]);
  });

  it("move files, the first being the cover, and delete them", () => {
    let items = uploaded(1, 2, 3);
    items = mediaReducer(items, { type: "move", key: "k3", to: 0 });
    expect(fileOrder(items)).toEqual([3, 1, 2]);
    items = mediaReducer(items, { type: "move", key: "k3", to: 1 });
    expect(fileOrder(items)).toEqual([1, 3, 2]);
    items = mediaReducer(items, { type: "remove", key: "k1" });
    expect(fileOrder(items)).toEqual([3, 2]);
  });

  it("take in files the server lists (a phone's uploads), keeping the local order and uploads under way", () => {
    let items = mediaReducer(uploaded(1, 2), { type: "move", key: "k2", to: 0 });
    items = mediaReducer(items, { type: "add", items: [{ key: "q", name: "q.jpg" }] });
    items = mediaReducer(items, { type: "listed", files: [file(1), file(2), { ...file(9), rotation: 2 }] });
    expect(items.map((item) => item.key)).toEqual(["k2", "k1", "q", "file-9"]);
    expect(items[3]?.rotation).toBe(2);
    items = mediaReducer(items, { type: "listed", files: [file(2)] });
    expect(items.map((item) => item.key)).toEqual(["k2", "q"]);
  });
});

describe("the upload checks", () => {
  it("refuse other types and files over the limits", () => {
    expect(fileProblem({ name: "a.gif", type: "image/gif", size: 10 })?.message).toBe(
      "Only pictures (png, jpeg, heic) and videos can be uploaded",
    );
    expect(fileProblem({ name: "a.jpg", type: "image/jpeg", size: 51 * 1024 ** 2 })?.message).toBe(
      "This image file is too large (MAX 50MB)",
    );
    expect(fileProblem({ name: "a.mp4", type: "video/mp4", size: 1024 ** 3 + 1 })?.message).toBe(
      "This video file is too large (MAX 1GB)",
    );
    expect(fileProblem({ name: "a.heic", type: "", size: 3_000_000 })).toBeNull();
    expect(fileProblem({ name: "a.mp4", type: "video/mp4", size: 60 * 1024 ** 2 })).toBeNull();
  });

  it("refuse pictures under 800 x 600 in either orientation", () => {
    expect(sizeProblem({ width: 800, height: 600 })).toBeNull();
    expect(sizeProblem({ width: 600, height: 800 })).toBeNull();
    expect(sizeProblem({ width: 799, height: 600 })).toEqual({
      message: "The picture must be at least %s × %s pixels",
      values: [800, 600],
    });
    expect(sizeProblem({ width: 1000, height: 599 })).not.toBeNull();
    expect(sizeProblem(null)).toBeNull();
  });
});

describe("the upload speed meter", () => {
  it("warns only when a whole 10 s window stays under 20 KB/s", () => {
    const meter = createSpeedMeter();
    expect(meter.sample(0, 0)).toBe(false);
    expect(meter.sample(5_000, 10_000)).toBe(false);
    expect(meter.sample(10_000, 20_000)).toBe(true);
    const fast = createSpeedMeter();
    fast.sample(0, 0);
    expect(fast.sample(10_000, 5_000_000)).toBe(false);
  });

  it("forgets a slow start once the upload speeds up", () => {
    const meter = createSpeedMeter();
    meter.sample(0, 0);
    meter.sample(10_000, 1_000);
    expect(meter.sample(20_000, 3_000_000)).toBe(false);
  });
});
