import { describe, expect, it } from "vitest";
import { CopyText, copyField } from "./copy-rows.ts";

describe("COPY text fields", () => {
  it("writes null and undefined as \\N", () => {
    expect(copyField(null)).toBe("\\N");
    expect(copyField(undefined)).toBe("\\N");
    expect(copyField(Number.NaN)).toBe("\\N");
  });

  it("escapes the characters COPY reserves, so a lot text with tabs and lines survives", () => {
    expect(copyField("a\tb\nc\\d\re")).toBe("a\\tb\\nc\\\\d\\re");
  });

  it("writes number arrays as PostgreSQL array literals and keeps JSON text intact", () => {
    expect(copyField([1, 2, 3])).toBe("{1,2,3}");
    expect(copyField([])).toBe("{}");
    // JSON escapes a tab as backslash-t; COPY must then double that backslash.
    expect(copyField(JSON.stringify({ title: "Pārdodu\tBMW" }))).toBe('{"title":"Pārdodu\\\\tBMW"}');
  });

  it("writes booleans and dates as PostgreSQL reads them", () => {
    expect(copyField(true)).toBe("t");
    expect(copyField(new Date("2026-11-22T10:00:00Z"))).toBe("2026-11-22T10:00:00.000Z");
  });
});

describe("COPY text encoded in advance", () => {
  it("holds the rows as lines of tab-separated fields, in order, over as many buffers as they need", () => {
    const text = new CopyText();
    const long = "ā".repeat(300_000); // 600 KB of UTF-8: the rows fill more than one buffer
    const rows = [
      [1, long, null],
      [2, "b\tc", [3, 4]],
      [3, long, true],
    ];
    for (const row of rows) text.add(row);
    const buffers = text.buffers();
    expect(buffers.length).toBeGreaterThan(1);
    expect(Buffer.concat(buffers).toString()).toBe(`1\t${long}\t\\N\n2\tb\\tc\t{3,4}\n3\t${long}\tt\n`);
  });
});
