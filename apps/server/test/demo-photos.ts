import type { DemoPhotos } from "../src/modules/lots/demo/photos.ts";

/**
 * Demo pictures without drawing any: each lot gets one of `variants` storage ids per top-level category
 * (`transport-2` padded to 8 characters), with the sizes of a real 1600 x 1200 picture and its med version.
 * Tests of lots and lists need pictures on the rows, not the files.
 */
export function stubDemoPhotos(variants = 1): DemoPhotos {
  return {
    gallery: ([topLevelKey], count, random) =>
      Array.from({ length: count }, () => ({
        storageId: `${topLevelKey}-${variants === 1 ? 1 : random.int(1, variants)}`.padEnd(8, "0"),
        width: 1600,
        height: 1200,
        versions: { med: { width: 667, height: 500 } },
      })),
  };
}
