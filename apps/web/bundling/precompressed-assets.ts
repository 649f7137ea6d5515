import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; pictures (png, webp) are compressed already. */
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
/** Below a packet's size compression saves nothing worth a second file. */
const minBytes = 1024;

/**
 * Writes a `.br` (brotli 11) and a `.gz` (gzip 9) beside every text file of the client build, which the
 * server sends as they are (@fastify/static's `preCompressed`). Compressed when the server answered, the
 * framework's 344 KB took brotli 4 (the quality a server can afford per answer): 108 KB, against 93 KB at 11,
 * and every page's scripts and stylesheet are 14-18 % smaller this way; the server no longer spends CPU on them.
 */
export function precompressedAssets(): Plugin {
  return {
    name: "tirgus:precompressed-assets",
    apply: "build",
    async writeBundle(options) {
      // The client build's directory holds the public files too (copied before the bundle is written).
      if (this.environment.name === "client" && options.dir) await precompressDirectory(options.dir);
    },
  };
}

export async function precompressDirectory(directory: string): Promise<void> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
}

async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
