import { describe, expect, it } from "vitest";
import { searchPath } from "./search-paths";

describe("search result addresses", () => {
  it("put the query in the path, encoded", () => {
    expect(searchPath("ru", "golf 4")).toBe("/ru/search/golf%204");
    expect(searchPath("lv", "205/55 r16")).toBe("/lv/search/205%2F55%20r16");
  });

  it("go to /{lang}/search without a query", () => {
    expect(searchPath("lv", "")).toBe("/lv/search");
  });

  it("narrow to categories with categories[]", () => {
    expect(searchPath("lv", "golf", [12])).toBe("/lv/search/golf?categories[]=12");
    expect(searchPath("lv", "golf", [12, 30])).toBe("/lv/search/golf?categories[]=12&categories[]=30");
  });
});
