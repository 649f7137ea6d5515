import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompressed-assets";

describe("precompressed client files", () => {
  const directory = mkdtempSync(join(tmpdir(), "precompressed-"));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it("writes a brotli and a gzip form beside every text file worth it, in nested folders too", async () => {
    await mkdir(join(directory, "assets"), { recursive: true });
    const script = "export const words = ['tirgus', 'dzīvoklis', 'квартира'];\n".repeat(100);
    writeFileSync(join(directory, "assets", "page-1.js"), script);
    writeFileSync(join(directory, "assets", "page-1.css"), ".card{display:flex}\n".repeat(100));
    writeFileSync(join(directory, "tiny.svg"), "<svg/>");
    writeFileSync(join(directory, "photo.png"), Buffer.alloc(4096, 7));

    await precompressDirectory(directory);

    const file = join(directory, "assets", "page-1.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(directory, "assets", "page-1.css.br"))).toBe(true);
    // Too small to gain anything, and a picture that is compressed already: left alone.
    expect(existsSync(join(directory, "tiny.svg.br"))).toBe(false);
    expect(existsSync(join(directory, "photo.png.br"))).toBe(false);
  });
});
