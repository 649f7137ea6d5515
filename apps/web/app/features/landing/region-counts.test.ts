import type { CategoryDetail, CategorySummary } from "@tirgus/domain/catalogue-api";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "../../lib/api-client";
import { categorySummary } from "../../lib/category-fixture";
import { loadRegionCounts } from "./region-counts";

const child = (id: number, more: Partial<CategorySummary> = {}): CategorySummary =>
  categorySummary(id, { parentId: 1000, level: 1, ...more });

const transport = {
  id: 1000,
  children: [
    child(1001),
    child(1002),
    child(1003, { isShortcut: true, shortcutTo: 1001 }),
    child(1004, { status: "comingSoon" }),
  ],
} as CategoryDetail;

/** The list API as the landing asks it: what each listing counts within region 7. */
function listApi(counts: Record<string, { count: number; countCapped: boolean }>) {
  const asked: Record<string, string>[] = [];
  const api = {
    async get(path: string, query?: Record<string, string>) {
      if (path === "/api/categories/1003") return { presetFilters: { "12": [50, 51] } };
      if (path !== "/api/lots" || !query) throw new Error(`not asked: ${path}`);
      asked.push(query);
      const key = Object.entries(query)
        .filter(([name]) => name.startsWith("fV"))
        .reduce((text, [name, value]) => `${text}&${name}=${value}`, query.category ?? "");
      return { ...counts[key], data: [] };
    },
  } as unknown as ApiClient;
  return { api, asked };
}

describe("loadRegionCounts", () => {
  it("counts the category's listing and each card's within the region, a shortcut with its preset values", async () => {
    const { api, asked } = listApi({
      "1000": { count: 45, countCapped: false },
      "1001": { count: 40, countCapped: false },
      "1002": { count: 2, countCapped: false },
      "1001&fV[12]=50,51": { count: 10_000, countCapped: true },
    });
    const counts = await loadRegionCounts(api, transport, 7);
    expect(asked.every((query) => query.region === "7" && query.itemsPerPage === "1")).toBe(true);
    expect(Object.fromEntries(counts.byCard)).toEqual({
      1001: { count: 40, capped: false },
      1002: { count: 2, capped: false },
      1003: { count: 10_000, capped: true },
    });
    expect(counts.all).toEqual({ count: 45, capped: false });
  });
});
