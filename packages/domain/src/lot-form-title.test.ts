import { describe, expect, it } from "vitest";
import { titleFromDescription } from "./lot-form.ts";

describe("titleFromDescription (the preview's title, spec 2 section 2)", () => {
  it("is the description's first line, spaces folded, when it fits in 80 characters", () => {
    expect(titleFromDescription("  Ļoti labs   auto\nViens īpašnieks")).toBe("Ļoti labs auto");
    const exactly80 = "a".repeat(80);
    expect(titleFromDescription(exactly80)).toBe(exactly80);
    expect(titleFromDescription("")).toBe("");
  });

  it("cuts a longer line at its last word within 80 characters, the ellipsis counted inside", () => {
    const line = `${"Pārdodu ļoti labu ģimenes auto ar servisa grāmatu un jaunām riepām, "}bez rūsas, Rīgā`;
    const title = titleFromDescription(line);
    expect(title).toBe("Pārdodu ļoti labu ģimenes auto ar servisa grāmatu un jaunām riepām, bez rūsas…");
    expect(title.length).toBeLessThanOrEqual(80);
  });

  it("cuts mid-word when the last word boundary would make the title much shorter", () => {
    const line = `Pārdodu ${"x".repeat(100)}`;
    const title = titleFromDescription(line);
    expect(title).toHaveLength(80);
    expect(title).toBe(`${line.slice(0, 79)}…`);
  });

  it("never passes 80 characters", () => {
    for (const length of [81, 90, 150, 2000]) {
      const words = "vārds ".repeat(length).slice(0, length);
      expect(titleFromDescription(words).length).toBeLessThanOrEqual(80);
      expect(titleFromDescription("y".repeat(length))).toHaveLength(80);
    }
  });
});
