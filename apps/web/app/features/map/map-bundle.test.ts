import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Leaflet (about 42 KB gzip) and its styles are for the map page only: a static import anywhere would put
 * them into a route or shell chunk, and into the server render, where Leaflet fails (it reads `window`).
 */
const appDir = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("Leaflet in the web app", () => {
  const files = sources(appDir).map((file) => ({
    file: path.relative(appDir, file),
    text: readFileSync(file, "utf8"),
  }));

  it("is imported as a value only dynamically, by the map canvas", () => {
    const staticImport = /^import (?!type )[^;]*from "leaflet"/m;
    expect(files.filter(({ text }) => staticImport.test(text)).map(({ file }) => file)).toEqual([]);
    expect(files.filter(({ text }) => text.includes('import("leaflet")')).map(({ file }) => file)).toEqual([
      "features/map/map-canvas.tsx",
    ]);
  });

  it("has its styles linked by the map route and the lazily loaded canvas alone", () => {
    expect(
      files.filter(({ text }) => text.includes("leaflet/dist/leaflet.css")).map(({ file }) => file),
    ).toEqual(["features/map/map-canvas.tsx", "routes/map.tsx"]);
  });

  it("reaches the page through a lazy component that renders only after hydration", () => {
    const view = files.find(({ file }) => file === "features/map/map-view.tsx")?.text ?? "";
    expect(view).toMatch(/lazy\(\(\) => import\("\.\/map-canvas"\)/);
    const lotMap = files.find(({ file }) => file === "features/map/lot-map.tsx")?.text ?? "";
    expect(lotMap).toMatch(/lazy\(\(\) => import\("\.\/map-canvas"\)/);
    expect(files.filter(({ text }) => /from "\.\/map-canvas"|map\/map-canvas"/.test(text))).toEqual([]);
  });
});
