import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentTypeOf, createLocalStorage, type MediaStorage, mediaKey } from "./storage.ts";

let root: string;
let storage: MediaStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tirgus-storage-"));
  storage = createLocalStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function bytesOf(key: string): Promise<Buffer> {
  const stored = await storage.read(key);
  if (!stored) throw new Error(`nothing stored under ${key}`);
  return buffer(stored.body);
}

describe("mediaKey", () => {
  it("puts a file under the folders of its media address", () => {
    expect(mediaKey("abcd1234", "med.webp")).toBe("ab/cd/abcd1234/med.webp");
  });

  it("refuses storage ids that could leave their folder or are too short", () => {
    for (const id of ["../x1", "ab/cd", "abc", "ab.cd"])
      expect(() => mediaKey(id, "med.webp")).toThrow(RangeError);
  });
});

describe("local storage", () => {
  it("reads back what was put, with its size, content type and a validator", async () => {
    const key = mediaKey("abcd1234", "med.webp");
    await storage.put(key, Buffer.from("picture bytes"), "image/webp");
    const stored = await storage.read(key);
    expect(stored).toMatchObject({ size: 13, contentType: "image/webp" });
    expect(stored?.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect((await bytesOf(key)).toString()).toBe("picture bytes");
    expect(await storage.exists(key)).toBe(true);
  });

  it("answers null and false for what is not there", async () => {
    expect(await storage.read("ab/cd/abcd1234/med.webp")).toBeNull();
    expect(await storage.exists("ab/cd/abcd1234/med.webp")).toBe(false);
  });

  it("replaces an object whole and leaves no temporary file behind", async () => {
    const key = mediaKey("abcd1234", "hd.jpeg");
    await storage.put(key, Buffer.alloc(1000, 1), "image/jpeg");
    await Promise.all([
      storage.put(key, Buffer.alloc(2000, 2), "image/jpeg"),
      storage.put(key, Buffer.alloc(2000, 3), "image/jpeg"),
    ]);
    const bytes = await bytesOf(key);
    expect(bytes).toHaveLength(2000);
    expect(new Set(bytes).size).toBe(1);
    expect(await readdir(path.join(root, "ab/cd/abcd1234"))).toEqual(["hd.jpeg"]);
  });

  it("deletes every object of one storage id and nothing else", async () => {
    await storage.put(mediaKey("abcd1234", "med.webp"), Buffer.from("a"), "image/webp");
    await storage.put(mediaKey("abcd1234", "med.jpeg"), Buffer.from("b"), "image/jpeg");
    await storage.put(mediaKey("abcd9999", "med.webp"), Buffer.from("c"), "image/webp");
    await storage.deleteStorageId("abcd1234");
    expect(await storage.exists(mediaKey("abcd1234", "med.webp"))).toBe(false);
    expect(await storage.exists(mediaKey("abcd1234", "med.jpeg"))).toBe(false);
    expect(await storage.exists(mediaKey("abcd9999", "med.webp"))).toBe(true);
  });

  it("moves a file in from the disk (also from another folder) and removes single objects", async () => {
    const outside = await mkdtemp(path.join(tmpdir(), "tirgus-upload-"));
    const upload = path.join(outside, "upload.bin");
    await writeFile(upload, Buffer.alloc(5000, 9));
    const key = mediaKey("abcd1234", "original.mp4");
    await storage.moveIn(key, upload, "video/mp4");
    expect(await bytesOf(key)).toHaveLength(5000);
    expect(await readdir(outside)).toEqual([]);
    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await rm(outside, { recursive: true, force: true });
  });

  it("refuses keys that climb out of its root", async () => {
    for (const key of ["../outside.webp", "ab/../../outside.webp", "/etc/passwd", "ab//cd.webp"]) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(RangeError);
      await expect(storage.read(key)).rejects.toThrow(RangeError);
    }
  });

  it("refuses a content type its file name does not carry, since the disk keeps only the name", async () => {
    await expect(
      storage.put(mediaKey("abcd1234", "med.webp"), Buffer.from("x"), "image/jpeg"),
    ).rejects.toThrow(/derives content types/);
  });
});

describe("contentTypeOf", () => {
  it("knows the stored types and falls back to bytes", () => {
    expect(contentTypeOf("a/b/c/original.heic")).toBe("image/heic");
    expect(contentTypeOf("a/b/c/hd1.jpeg")).toBe("image/jpeg");
    expect(contentTypeOf("a/b/c/clip.mp4")).toBe("video/mp4");
    expect(contentTypeOf("a/b/c/odd.xyz")).toBe("application/octet-stream");
  });
});
