import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Domain modules that import zod are for the server and for types: one value import from them in the web
 * app puts zod (about 25 KB gzip) into the shell every page loads, since every domain module joins the
 * shell chunk (vite.config.ts). Type imports are erased and fine.
 */
const domainDir = path.resolve(import.meta.dirname, "../../../../packages/domain/src");
const appDir = path.resolve(import.meta.dirname, "..");

const zodModules = readdirSync(domainDir)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .filter((file) => /from "zod"/.test(readFileSync(path.join(domainDir, file), "utf8")))
  .map((file) => file.replace(/\.ts$/, ""));

function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the web app's bundle", () => {
  it("imports only types from the domain modules that use zod", () => {
    expect(zodModules).toContain("catalogue-api");
    const valueImport = new RegExp(
      `^import (?!type )[^;]*from "@tirgus/domain/(${zodModules.join("|")})"`,
      "m",
    );
    const offenders = browserSources(appDir).filter((file) => valueImport.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(appDir, file))).toEqual([]);
  });
});
