import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { json } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { MediaStorage } from "../../../platform/storage.ts";
import type { files } from "../schema.ts";
import type { VersionSizes } from "../versions.ts";
import { type Theme, themeKeysOf, themes } from "./themes.ts";

/** A stored demo picture a lot's gallery can show; at scale many lots share one. */
export type DemoPicture = { storageId: string; width: number; height: number; versions: VersionSizes };

export type DemoPicturePool = {
  readonly pictures: readonly DemoPicture[];
  /**
   * A lot's gallery of one thing that fits its category, given the keys of the category's path from the top
   * level down (themes.ts: one of the category's themes, one subject of it): its first `count` shots, or all of
   * them when it has fewer (a picture twice in one gallery would look like the mistake it is).
   */
  gallery(categoryPath: readonly string[], count: number, random: { next(): number }): DemoPicture[];
};

export type DemoPictureOptions = {
  seed: number;
  /** Fewer pictures per theme than the pool's own counts (tests); the default makes the whole pool. */
  picturesPerTheme?: number;
};

/**
 * Bump when the drawings change, so that the next load into an existing data directory makes the new pool
 * instead of reusing the old one (lots loaded before keep their pictures). A changed layout needs no bump:
 * the manifest's name carries it (poolLayoutOf).
 */
const drawingsVersion = 3;

const manifestSchema = z.object({
  pictures: z.array(
    z.object({
      theme: z.string(),
      subject: z.number().int(),
      storageId: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      versions: z.record(z.string(), z.object({ width: z.number().int(), height: z.number().int() })),
    }),
  ),
});
export type ManifestEntry = DemoPicture & { theme: string; subject: number };

/**
 * The pool of demo pictures, made once. A manifest in the storage lists what was made; it is written after
 * every picture is stored, so an interrupted first start makes them all again, and later starts only read it.
 *
 * The pictures are made in a child process (draw-demo-pictures.ts): libvips' buffers fragment glibc's heap,
 * and a server that made 1,500 files would keep about 500 MB it no longer uses; a child gives it all back
 * when it exits. This file does not load sharp, so a server that only reads the manifest never maps libvips
 * (about 22 MB).
 */
export async function ensureDemoPictures(
  storage: MediaStorage,
  options: DemoPictureOptions,
): Promise<DemoPicturePool> {
  const key = manifestKey(options);
  const existing = await readManifest(storage, key);
  if (existing) return poolOf(existing);
  await runInChildProcess(storage, options);
  const made = await readManifest(storage, key);
  if (!made) throw new Error(`The demo pictures were made but their manifest ${key} cannot be read`);
  return poolOf(made);
}

/** The environment variable that hands the child process its task. */
export const demoPictureTaskVariable = "TIRGUS_DEMO_PICTURES_TASK";

function runInChildProcess(storage: MediaStorage, options: DemoPictureOptions): Promise<void> {
  const script = fileURLToPath(new URL("./make-demo-pictures.ts", import.meta.url));
  // A plain child, not fork(): an IPC channel would keep it alive after its work. The task goes in the
  // environment, not the command line, which every user of the machine can read (S3 settings hold a secret).
  const task = JSON.stringify({ settings: storage.settings, options });
  const child = spawn(process.execPath, [script], {
    stdio: "inherit",
    env: { ...process.env, [demoPictureTaskVariable]: task },
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Making the demo pictures failed (exit ${code ?? signal})`)),
    );
  });
}

/** The `files` rows of one lot's gallery, in order: the first picture is the cover. */
export function demoFileRows(
  pictures: readonly DemoPicture[],
  lot: { lotId: number; ownerId: number | null },
): (typeof files.$inferInsert)[] {
  return pictures.map((picture, sequence) => ({
    storageId: picture.storageId,
    lotId: lot.lotId,
    ownerId: lot.ownerId,
    outputType: "image",
    extension: "jpeg",
    width: picture.width,
    height: picture.height,
    sequence,
    versions: picture.versions,
    converted: true,
  }));
}

/** Random-looking (pictures of one pool are not numbered in their addresses) but the same for a seed. */
export function demoStorageId(seed: number, themeKey: string, index: number): string {
  return createHash("sha256")
    .update(`tirgus demo picture ${drawingsVersion} ${seed} ${themeKey} ${index}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * The pool's layout, each theme's key with its counts of subjects, shots and scenes: part of the manifest's name,
 * so that a theme added or resized makes a new pool in a data directory that holds the old one (whose manifest
 * would lack the new themes). Changed drawings in an unchanged layout still need `drawingsVersion` bumped.
 */
export function poolLayoutOf(list: readonly Theme[]): string {
  return createHash("sha256")
    .update(
      list.map((theme) => `${theme.key}:${theme.subjects}x${theme.shots}:${theme.scenes.length}`).join(","),
    )
    .digest("hex")
    .slice(0, 8);
}
const poolLayout = poolLayoutOf(themes);

export function manifestKey({ seed, picturesPerTheme }: DemoPictureOptions): string {
  const count = picturesPerTheme ? `-${picturesPerTheme}` : "";
  return `demo-pictures/v${drawingsVersion}-${poolLayout}-seed${seed}${count}.json`;
}

async function readManifest(storage: MediaStorage, key: string): Promise<ManifestEntry[] | null> {
  const stored = await storage.read(key);
  if (!stored) return null;
  const parsed = manifestSchema.safeParse(await json(stored.body));
  return parsed.success ? parsed.data.pictures : null;
}

/** The pool a manifest lists: its pictures, and each theme's subjects with their shots in order. */
export function poolOf(entries: ManifestEntry[]): DemoPicturePool {
  const pictureOf = ({ theme: _theme, subject: _subject, ...picture }: ManifestEntry): DemoPicture => picture;
  const subjectsOf = (list: ManifestEntry[]) =>
    [...Map.groupBy(list, (entry) => entry.subject).values()].map((shots) => shots.map(pictureOf));
  const pictures = entries.map(pictureOf);
  const byTheme = new Map(
    [...Map.groupBy(entries, (entry) => entry.theme)].map(([theme, list]) => [theme, subjectsOf(list)]),
  );
  return {
    pictures,
    gallery(categoryPath, count, random) {
      const keys = themeKeysOf(categoryPath);
      const subjects = byTheme.get(keys[Math.floor(random.next() * keys.length)] ?? "") ?? [pictures];
      const shots = subjects[Math.floor(random.next() * subjects.length)] as DemoPicture[];
      return shots.slice(0, count);
    },
  };
}
