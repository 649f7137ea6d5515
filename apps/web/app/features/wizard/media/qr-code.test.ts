import { describe, expect, it } from "vitest";
import { qrPath, qrUploadPath } from "./qr-code";

describe("the QR upload code", () => {
  it("opens the lot's upload page in the page's language", () => {
    expect(qrUploadPath("ru", "a.b/c", 1000001)).toBe("/ru/qr/a.b%2Fc/1000001");
  });

  it("draws one unit square per dark module", () => {
    const path = qrPath([
      [true, false],
      [false, true],
    ]);
    expect(path).toBe("M0 0h1v1h-1zM1 1h1v1h-1z");
  });
});
