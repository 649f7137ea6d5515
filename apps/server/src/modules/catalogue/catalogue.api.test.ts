import type {
  CategoryDetail,
  CategoryFilter,
  CategoryTreeNode,
  RegionNode,
} from "@tirgus/domain/catalogue-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { categories as categoryData } from "./data/categories.ts";
import { regions as regionData } from "./data/regions.ts";
import { seedCatalogue } from "./seed.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(() => subject.close());

async function get<T>(url: string): Promise<T> {
  const response = await subject.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return (response.json() as { content: T }).content;
}

function flatten<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe("GET /api/categories/tree", () => {
  it("holds every category of the data files, top level in home order, names in lv, ru and en", async () => {
    const tree = await get<CategoryTreeNode[]>("/api/categories/tree");
    expect(tree.map((node) => node.id)).toEqual(categoryData.map((category) => category.id));
    const all = flatten(tree);
    const countSeeds = (nodes: typeof categoryData): number =>
      nodes.reduce((sum, node) => sum + 1 + countSeeds(node.children ?? []), 0);
    expect(all).toHaveLength(countSeeds(categoryData));
    for (const node of all) {
      expect(node.name.lv && node.name.ru && node.name.en).toBeTruthy();
      expect(node.hasChildCategories).toBe(node.children.length > 0);
      expect(node.level).toBe(
        node.parentId === null ? 0 : (all.find((p) => p.id === node.parentId)?.level ?? -2) + 1,
      );
    }
  });

  it("marks coming-soon, adult, not-on-home and shortcut categories", async () => {
    const all = flatten(await get<CategoryTreeNode[]>("/api/categories/tree"));
    expect(all.some((node) => node.status === "comingSoon")).toBe(true);
    expect(all.some((node) => node.adult)).toBe(true);
    expect(all.filter((node) => node.level === 0 && node.hiddenOnHome)).toHaveLength(1);
    const shortcut = all.find((node) => node.isShortcut);
    expect(all.some((node) => node.id === shortcut?.shortcutTo)).toBe(true);
  });

  it("answers 304 to a browser that already has this version", async () => {
    const first = await subject.app.inject({ url: "/api/categories/tree" });
    const again = await subject.app.inject({
      url: "/api/categories/tree",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /api/categories/{id}", () => {
  it("gives a leaf category with its parents from the top, and the actions with their price types", async () => {
    const all = flatten(await get<CategoryTreeNode[]>("/api/categories/tree"));
    const leaf = all.find((node) => node.level >= 2 && !node.hasChildCategories && !node.isShortcut);
    if (!leaf) throw new Error("the catalogue has no leaf at level 2");
    const detail = await get<CategoryDetail>(`/api/categories/${leaf.id}`);
    expect(detail.parents.map((parent) => parent.level)).toEqual([...Array(leaf.level).keys()]);
    expect(detail.parents.at(-1)?.id).toBe(leaf.parentId);
    expect(detail.actions.length).toBeGreaterThan(0);
    for (const action of detail.actions) expect(action.key).toMatch(/^[a-zA-Z]+$/);
  });

  it("answers an unknown id with 404 and a malformed one with 400, in the error shape", async () => {
    const unknown = await subject.app.inject({ url: "/api/categories/999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ message: "Not found" }] });
    for (const bad of ["abc", "-1", "0", "1.5", "1e309", "99999999999"]) {
      const response = await subject.app.inject({ url: `/api/categories/${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors[0].field).toBe("id");
    }
  });
});

describe("GET /api/categories/{id}/filters", () => {
  it("lists a category's filters in order with their defined values, inherited ones included", async () => {
    const all = flatten(await get<CategoryTreeNode[]>("/api/categories/tree"));
    const withDependent = [];
    for (const node of all.filter((n) => !n.hasChildCategories).slice(0, 400)) {
      const filters = await get<{ count: number; data: CategoryFilter[] }>(
        `/api/categories/${node.id}/filters`,
      );
      expect(filters.count).toBe(filters.data.length);
      for (const item of filters.data) {
        expect([1, 2, 3]).toContain(item.visibilityType);
        expect(item.filter.displayType).toBeGreaterThanOrEqual(0);
        expect(item.filter.displayType).toBeLessThanOrEqual(14);
      }
      if (filters.data.some((item) => item.filter.dependsOn !== null)) withDependent.push(node.id);
    }
    expect(withDependent.length).toBeGreaterThan(0);
  });

  it("answers an unknown category with 404", async () => {
    const response = await subject.app.inject({ url: "/api/categories/999999/filters" });
    expect(response.statusCode).toBe(404);
  });
});

describe("GET /api/regions", () => {
  it("starts with the state cities and municipalities, each with its children", async () => {
    const regions = await get<RegionNode[]>("/api/regions");
    expect(regions.map((region) => region.id)).toEqual(regionData.map((region) => region.id));
    expect(regions.filter((region) => region.type === "republic_city").length).toBeGreaterThanOrEqual(7);
    const riga = regions.find((region) => region.slug.lv === "riga");
    expect(riga?.children.length).toBeGreaterThanOrEqual(58);
  });
});

describe("the catalogue seed", () => {
  it("does nothing when the data files have not changed, and reloads them when they have", async () => {
    expect(await seedCatalogue(subject.db.pool)).toBe("unchanged");
    await subject.db.pool.query("UPDATE catalogue_version SET hash = 'older'");
    await subject.db.pool.query('UPDATE categories SET names = \'{"lv":"x","ru":"x","en":"x"}\'');
    expect(await seedCatalogue(subject.db.pool)).toBe("loaded");
    const { rows } = await subject.db.pool.query(
      "SELECT count(*)::int AS stale FROM categories WHERE names->>'lv' = 'x'",
    );
    expect(rows[0].stale).toBe(0);
  });
});
