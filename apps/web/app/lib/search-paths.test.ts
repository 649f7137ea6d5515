import { describe, expect, it } from "vitest";
import { queryOfPath, searchPath } from "./search-paths";

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

describe("the query of a results page", () => {
  it("is read back from /{lang}/search/{query} so the box keeps showing it", () => {
    expect(queryOfPath("/ru/search/golf%204")).toBe("golf 4");
    expect(queryOfPath("/lv/search/205%2F55")).toBe("205/55");
    expect(queryOfPath("/lv/search")).toBe("");
    expect(queryOfPath("/lv/transports")).toBe("");
    expect(queryOfPath("/lv/search/%E0%A4%A")).toBe("");
  });
});
