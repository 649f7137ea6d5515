import { describe, expect, it } from "vitest";
import type { RegionNode } from "./catalogue-api.ts";
import { pathInTree } from "./trees.ts";

describe("pathInTree", () => {
  const node = (id: number, children: RegionNode[] = []): RegionNode => ({
    id,
    parentId: null,
    type: "city",
    name: { lv: String(id), ru: String(id), en: String(id) },
    slug: { lv: String(id), ru: String(id), en: String(id) },
    lat: 0,
    lng: 0,
    children,
  });
  const tree = [node(1, [node(11), node(12, [node(121)])]), node(2)];

  it("is a region and the regions above it, from the top", () => {
    expect(pathInTree(tree, 121).map((region) => region.id)).toEqual([1, 12, 121]);
    expect(pathInTree(tree, 2).map((region) => region.id)).toEqual([2]);
  });

  it("is empty for a region the tree does not hold", () => {
    expect(pathInTree(tree, 99)).toEqual([]);
  });
});
