import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeImageVersions, planVersions, type VersionFile } from "./versions.ts";

/*
 * Measured on this 2-core machine (sharp 0.35.5, libvips 8.18.7), makeImageVersions from a JPEG upload to
 * every version in memory, 7 runs of a photo-like JPEG on an idle machine:
 *   1600x1200 (15 files): 153-196 ms, median 186 ms
 *   4000x3000, 12 MP (19 files): 600-729 ms, median 672 ms (budget of DESIGN.md section 9: p50 0.8 s)
 */

/** A photo-like test image: gradients and shapes with some grain, as JPEG like a camera's. */
async function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a86c8"/>
    <stop offset="1" stop-color="#e6f0f6"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect x="0" y="${height * 0.6}" width="${width}" height="${height * 0.4}" fill="#5f8f3e"/>
    <rect x="0" y="0" width="${width * 0.1}" height="${height * 0.1}" fill="#ff0000"/></svg>`;
  const image = sharp(Buffer.from(scene)).jpeg({ quality: 90 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

async function decoded(data: Buffer) {
  return sharp(data).metadata();
}

function fileNamed(files: VersionFile[], fileName: string): VersionFile {
  const file = files.find((candidate) => candidate.fileName === fileName);
  if (!file) throw new Error(`no ${fileName} among the versions`);
  return file;
}

describe("makeImageVersions", () => {
  it("makes every version the picture can fill, in webp and jpeg, at the sizes it reports", async () => {
    const { versions, files } = await makeImageVersions(await photo(1600, 1200));
    expect(versions).toEqual({
      med: { width: 667, height: 500 },
      hd: { width: 1440, height: 1080 },
      original: { width: 1600, height: 1200 },
      aspect43: { width: 960, height: 720 },
      aspect34: { width: 720, height: 960 },
      aspect32: { width: 960, height: 640 },
      thumbnail: { width: 200, height: 150 },
      preview: { width: 24, height: 18 },
    });
    expect(files.map((file) => file.fileName).sort()).toEqual(
      [
        ...["med", "hd", "aspect43", "aspect34", "aspect32", "thumbnail", "preview"].flatMap((size) => [
          `${size}.webp`,
          `${size}.jpeg`,
        ]),
        "original.jpeg",
      ].sort(),
    );
    for (const file of files) {
      const metadata = await decoded(file.data);
      expect(metadata.format, file.fileName).toBe(file.format);
      expect({ width: metadata.width, height: metadata.height }, file.fileName).toEqual(versions[file.size]);
    }
  });

  it("makes qhd and 4k from a 12 MP photo, bound by height", async () => {
    const { versions, files } = await makeImageVersions(await photo(4000, 3000));
    expect(versions.qhd).toEqual({ width: 1920, height: 1440 });
    expect(versions["4k"]).toEqual({ width: 2880, height: 2160 });
    expect(versions.original).toEqual({ width: 4000, height: 3000 });
    expect(files).toHaveLength(19);
  }, 20_000);

  it("never enlarges: a small picture still gets med, at its own height", async () => {
    const { versions } = await makeImageVersions(await photo(640, 400));
    expect(versions.med).toEqual({ width: 640, height: 400 });
    expect(versions.hd).toBeUndefined();
    expect(versions.aspect43).toEqual({ width: 533, height: 400 });
    expect(versions.aspect34).toEqual({ width: 300, height: 400 });
  });

  it("turns the picture upright by its EXIF orientation and drops the metadata", async () => {
    // Orientation 6: stored landscape, to be shown turned a quarter clockwise (a phone held upright).
    const { versions, files } = await makeImageVersions(await photo(1600, 1200, 6));
    expect(versions.original).toEqual({ width: 1200, height: 1600 });
    const original = fileNamed(files, "original.jpeg");
    const metadata = await decoded(original.data);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // The red corner of the landscape scene is at the top right once turned.
    const { data, info } = await sharp(original.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(info.width - 20, 20)[0]).toBeGreaterThan(200);
    expect(pixel(20, 20)[0]).toBeLessThan(150);
  });

  it("crops the aspect versions from the centre, so the corner mark falls outside a tall crop", async () => {
    const { files } = await makeImageVersions(await photo(1600, 1200));
    const tall = fileNamed(files, "aspect34.jpeg");
    const { data } = await sharp(tall.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(150);
  });

  it("refuses an image that would decode to more pixels than any camera makes", async () => {
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: "#ffffff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(makeImageVersions(huge)).rejects.toThrow(/pixel limit/);
  });
});

describe("planVersions", () => {
  it("bounds the preview and thumbnail by width, and keeps a panorama's proportions", () => {
    const plans = planVersions({ width: 6000, height: 1000 });
    const size = (name: string) => plans.find((plan) => plan.size === name);
    expect(size("thumbnail")).toMatchObject({ width: 200, height: 33 });
    expect(size("preview")).toMatchObject({ width: 24, height: 4 });
    expect(size("med")).toMatchObject({ width: 3000, height: 500 });
    expect(size("hd")).toBeUndefined();
    expect(size("aspect32")).toMatchObject({ width: 960, height: 640 });
  });
});
