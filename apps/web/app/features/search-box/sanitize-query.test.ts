import { describe, expect, it } from "vitest";
import { sanitizeSearchQuery, searchPath } from "./sanitize-query";

describe("search text", () => {
  it("keeps digits, Latin and Cyrillic letters, Latvian diacritics, spaces, slash and hyphen", () => {
    expect(sanitizeSearchQuery("Škoda Octavia 1.9 TDI")).toBe("Škoda Octavia 1 9 TDI");
    expect(sanitizeSearchQuery("квартира в Риге")).toBe("квартира в Риге");
    expect(sanitizeSearchQuery("R16 205/55 vasaras-riepas")).toBe("R16 205/55 vasaras-riepas");
  });

  it("drops everything else and trims", () => {
    expect(sanitizeSearchQuery("  <script>alert(1)</script> ")).toBe("script alert 1 /script");
    expect(sanitizeSearchQuery("€%$#")).toBe("");
  });

  it("goes to /{lang}/search/{query}", () => {
    expect(searchPath("ru", "golf 4")).toBe("/ru/search/golf%204");
  });
});
