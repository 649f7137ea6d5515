import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, type MediaStorage, mediaKey } from "../../../platform/storage.ts";
import { categories } from "../../catalogue/data/categories.ts";
import { walkCategories } from "../../catalogue/data/walk.ts";
import { createRandom } from "../../lots/demo/random.ts";
import {
  type DemoPicture,
  type DemoPicturePool,
  demoFileRows,
  demoStorageId,
  ensureDemoPictures,
  manifestKey,
  poolLayoutOf,
  poolOf,
} from "./demo-pictures.ts";
import { fallbackThemeKeys, type Theme, themeKeysOf, themes, themesOfCategory } from "./themes.ts";

/*
 * The whole pool (37 themes, 328 pictures, every version in webp and jpeg) takes about 32 s on an idle
 * 2-core machine, 140 MB on disk; a start that finds the manifest takes about 10 ms. These tests make one
 * picture per theme.
 */

const seed = 42;
let root: string;
let storage: MediaStorage;
let pool: DemoPicturePool;
const puts: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tirgus-demo-pictures-"));
  const disk = createLocalStorage(root);
  const countedPut: MediaStorage["put"] = (key, body, type) => {
    puts.push(key);
    return disk.put(key, body, type);
  };
  storage = { ...disk, put: countedPut };
  pool = await ensureDemoPictures(storage, { seed, picturesPerTheme: 1 });
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

async function pixelsOf(storageId: string, fileName: string) {
  const stored = await storage.read(mediaKey(storageId, fileName));
  if (!stored) throw new Error(`${fileName} of ${storageId} is not stored`);
  return sharp(await buffer(stored.body));
}

describe("ensureDemoPictures", () => {
  it("makes a picture of every theme, upright or across like a phone photo, with every version stored", async () => {
    expect(pool.pictures).toHaveLength(themes.length);
    for (const picture of pool.pictures) {
      expect([`${picture.width}x${picture.height}`]).toContain(
        picture.width > picture.height ? "1600x1200" : "1200x1600",
      );
      expect(Object.keys(picture.versions).sort()).toEqual(
        ["aspect32", "aspect34", "aspect43", "hd", "med", "original", "preview", "qhd", "thumbnail"]
          .filter((size) => size !== "qhd" || picture.height >= 1440)
          .sort(),
      );
      for (const size of Object.keys(picture.versions)) {
        if (size !== "original")
          expect(await storage.exists(mediaKey(picture.storageId, `${size}.webp`))).toBe(true);
        expect(await storage.exists(mediaKey(picture.storageId, `${size}.jpeg`))).toBe(true);
      }
    }
  });

  it("draws pictures with light, colour and grain, not flat placeholders", async () => {
    for (const picture of pool.pictures) {
      const stats = await (await pixelsOf(picture.storageId, "med.jpeg")).stats();
      expect(stats.entropy, picture.storageId).toBeGreaterThan(5);
      expect(Math.max(...stats.channels.map((channel) => channel.stdev)), picture.storageId).toBeGreaterThan(
        25,
      );
      expect(stats.isOpaque).toBe(true);
    }
  });

  it("makes the pictures in a child process, which leaves the manifest", async () => {
    expect(puts).toEqual([]);
    expect(await storage.exists(manifestKey({ seed, picturesPerTheme: 1 }))).toBe(true);
  });

  it("does no work on a second start: the manifest tells what exists", async () => {
    const again = await ensureDemoPictures(storage, { seed, picturesPerTheme: 1 });
    expect(again.pictures).toEqual(pool.pictures);
    expect(puts).toEqual([]);
  });

  it("says so when the child process fails, instead of answering an empty pool", async () => {
    // A root below a file: every write fails with ENOTDIR.
    const blocker = path.join(root, "not-a-folder");
    await writeFile(blocker, "");
    const unwritable = {
      ...storage,
      settings: { kind: "local" as const, root: path.join(blocker, "media") },
    };
    await expect(ensureDemoPictures(unwritable, { seed: 7, picturesPerTheme: 1 })).rejects.toThrow(
      /Making the demo pictures failed \(exit 1\)/,
    );
  }, 30_000);
});

describe("pick", () => {
  /** The first shot of each theme: with one picture a theme, what a gallery of it shows. */
  const firstShots = (keys: readonly string[]) => keys.map((key) => demoStorageId(seed, key, 0));

  it("gives every category a picture of one of its themes, and paths without any the generic goods", () => {
    const random = createRandom(1);
    walkCategories(categories, ({ category, ancestors }) => {
      const categoryPath = [...ancestors, category].map((step) => step.key);
      expect(firstShots(themeKeysOf(categoryPath)), category.key).toContain(
        pool.gallery(categoryPath, 1, random)[0]?.storageId,
      );
    });
    expect(firstShots(fallbackThemeKeys)).toContain(
      pool.gallery(["no-such-category"], 1, random)[0]?.storageId,
    );
  });

  it("pictures a broad category with each of its themes", () => {
    const shown = new Set(
      Array.from(
        { length: 200 },
        (_, lot) => pool.gallery(["home-garden"], 1, createRandom(lot))[0]?.storageId,
      ),
    );
    expect(shown).toEqual(new Set(firstShots(["sofas", "tables", "plants", "lamps"])));
  });

  it("shows one subject a gallery, its shots in order and none twice", () => {
    const entry = (theme: string, subject: number, storageId: string) => ({
      theme,
      subject,
      storageId,
      width: 1600,
      height: 1200,
      versions: {},
    });
    const cars = poolOf([
      entry("vehicles", 0, "golf-1"),
      entry("vehicles", 0, "golf-2"),
      entry("vehicles", 1, "volvo-1"),
      entry("vehicles", 1, "volvo-2"),
      entry("homeware", 0, "vase-1"),
    ]);
    const galleries = Array.from({ length: 40 }, (_, lot) =>
      cars.gallery(["transport", "cars"], 3, createRandom(lot)).map((picture) => picture.storageId),
    );
    expect(new Set(galleries.map((gallery) => gallery.join()))).toEqual(
      new Set(["golf-1,golf-2", "volvo-1,volvo-2"]),
    );
    expect(cars.gallery(["transport"], 1, createRandom(3))).toHaveLength(1);
    expect(cars.gallery(["interior"], 2, createRandom(1)).map((picture) => picture.storageId)).toEqual([
      "vase-1",
    ]);
    expect(cars.gallery(["transport"], 0, createRandom(1))).toEqual([]);
  });

  it("pictures a lot by the deepest category on its path that has themes", () => {
    expect(themeKeysOf(["transport", "cars", "electric-cars"])).toEqual(["vehicles"]);
    expect(themeKeysOf(["transport", "bicycles"])).toEqual(["bicycles"]);
    expect(themeKeysOf(["transport", "e-scooters"])).toEqual(["scooters"]);
    expect(themeKeysOf(["transport", "boats", "motorboats"])).toEqual(["boats"]);
    expect(themeKeysOf(["transport", "agricultural-machinery", "tractors"])).toEqual(["tractors"]);
    expect(themeKeysOf(["transport", "parts-accessories", "tyres-rims", "winter-tyres"])).toEqual(["wheels"]);
    expect(themeKeysOf(["real-estate", "flats"])).toEqual(["flats"]);
    expect(themeKeysOf(["real-estate", "land"])).toEqual(["land"]);
    expect(themeKeysOf(["real-estate", "commercial"])).toEqual(["houses", "flats"]);
    expect(themeKeysOf(["home-garden", "lighting"])).toEqual(["lamps"]);
    expect(themeKeysOf(["home-garden", "furniture", "beds"])).toEqual(["beds"]);
    expect(themeKeysOf(["electronics", "appliances", "fridges"])).toEqual(["fridges"]);
    expect(themeKeysOf(["electronics", "appliances", "vacuum-cleaners"])).toEqual(["vacuums"]);
    expect(themeKeysOf(["electronics", "tv-audio", "headphones"])).toEqual(["headphones"]);
    expect(themeKeysOf(["home-garden", "garden", "garden-machinery"])).toEqual(["mowers"]);
    expect(themeKeysOf(["hobby", "sport", "camping"])).toEqual(["tents"]);
    expect(themeKeysOf(["electronics", "appliances", "climate"])).toEqual(["heaters"]);
    expect(themeKeysOf(["electronics", "appliances", "dishwashers"])).toEqual(["washers"]);
    expect(themeKeysOf(["hobby", "sport", "fishing"])).toEqual(["fishing"]);
    expect(themeKeysOf(["hobby", "musical-instruments"])).toEqual(["guitars"]);
    expect(themeKeysOf(["pets", "farm-animals"])).toEqual(["farm-animals"]);
    expect(themeKeysOf(["services", "cleaning"])).toEqual(["vacuums"]);
    expect(themeKeysOf(["services", "beauty-health"])).toEqual(["desks", "tools"]);
    expect(themeKeysOf([])).toEqual(fallbackThemeKeys);
  });

  it("names only categories of the catalogue and themes that have pictures, and uses every theme", () => {
    const keys = new Set<string>();
    walkCategories(categories, ({ category }) => keys.add(category.key));
    const themeKeys = new Set(themes.map((theme) => theme.key));
    const used = new Set(fallbackThemeKeys);
    for (const [category, themesOfIt] of Object.entries(themesOfCategory)) {
      expect(keys.has(category), category).toBe(true);
      for (const theme of themesOfIt) {
        expect(themeKeys.has(theme), theme).toBe(true);
        used.add(theme);
      }
    }
    expect(used).toEqual(themeKeys);
  });
});

describe("manifestKey", () => {
  it("names the drawings' version and the pool's layout, so a theme added makes a new pool", () => {
    expect(manifestKey({ seed: 1 })).toMatch(/^demo-pictures\/v\d+-[0-9a-f]{8}-seed1\.json$/);
    expect(manifestKey({ seed: 1, picturesPerTheme: 2 })).toMatch(/-seed1-2\.json$/);
    expect(manifestKey({ seed: 1 })).toContain(poolLayoutOf(themes));
    const [first, ...others] = themes as [Theme, ...Theme[]];
    expect(poolLayoutOf(others)).not.toBe(poolLayoutOf(themes));
    expect(poolLayoutOf([{ ...first, subjects: first.subjects + 1 }, ...others])).not.toBe(
      poolLayoutOf(themes),
    );
  });
});

describe("demoStorageId", () => {
  it("is random-looking hex, the same for a seed and different for another", () => {
    const id = demoStorageId(1, "vehicles", 3);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(demoStorageId(1, "vehicles", 3)).toBe(id);
    expect(demoStorageId(2, "vehicles", 3)).not.toBe(id);
    expect(demoStorageId(1, "vehicles", 4)).not.toBe(id);
  });
});

describe("demoFileRows", () => {
  it("builds a lot's gallery rows in order, converted jpeg images", () => {
    const [first, second] = pool.pictures as [DemoPicture, DemoPicture];
    const rows = demoFileRows([first, second], { lotId: 7, ownerId: 3 });
    expect(rows).toEqual([
      {
        storageId: first.storageId,
        lotId: 7,
        ownerId: 3,
        outputType: "image",
        extension: "jpeg",
        width: first.width,
        height: first.height,
        sequence: 0,
        versions: first.versions,
        converted: true,
      },
      expect.objectContaining({ storageId: second.storageId, sequence: 1 }),
    ]);
  });
});
