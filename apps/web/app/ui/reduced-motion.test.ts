import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * A visitor whose system asks for reduced motion gets no animation from us: every animation class is behind
 * Tailwind's `motion-safe:` variant. A bare `animate-*` (a pulsing skeleton, a sliding panel) would keep
 * moving for them, and a looping one keeps the browser painting every frame while it shows.
 */
const appDir = path.resolve(import.meta.dirname, "..");

function viewSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return viewSources(full);
    // Views and the modules that hold class lists for them (.ts); not the tests, whose examples are bare.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `animate-x` as a class of its own, not after a variant such as `motion-safe:`. */
const bareAnimation = /(?<![\w:-])animate-[\w[\]-]+/g;

describe("animations", () => {
  it("all wait for motion-safe", () => {
    const sources = viewSources(appDir);
    expect(sources.length).toBeGreaterThan(50);
    const offenders = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(bareAnimation)].map(
        (match) => `${path.relative(appDir, file)}: ${match[0]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("are found where a class list has them bare", () => {
    expect('className="flex animate-pulse gap-2"'.match(bareAnimation)).toEqual(["animate-pulse"]);
    expect("`h-4 animate-spin`".match(bareAnimation)).toEqual(["animate-spin"]);
    expect('className="motion-safe:animate-pulse"'.match(bareAnimation)).toBeNull();
    expect("--animate-fade-in".match(bareAnimation)).toBeNull();
  });
});
