import type { CategoryTreeNode } from "@tirgus/domain/catalogue-api";
import { pathInTree } from "@tirgus/domain/trees";
import { describe, expect, it } from "vitest";
import { categorySummary } from "../../../lib/category-fixture";
import { cascadeLevels, choose } from "./category-tree";

const names = { lv: "", ru: "", en: "" };
function node(
  id: number,
  children: CategoryTreeNode[] = [],
  extra: Partial<CategoryTreeNode> = {},
): CategoryTreeNode {
  return {
    ...categorySummary(id, { name: names, slug: names, hasChildCategories: children.length > 0 }),
    children,
    ...extra,
  };
}
const cars = node(1001);
const vans = node(1002);
const transport = node(1000, [cars, vans]);
const electric = node(1500, [], { isShortcut: true, shortcutTo: 1001 });
const misc = node(1400, [electric, node(1401, [], { status: "comingSoon" })]);
const tree = [transport, misc];

describe("the category cascade", () => {
  it("finds a category's path from the top", () => {
    expect(pathInTree(tree, 1002).map((item) => item.id)).toEqual([1000, 1002]);
    expect(pathInTree(tree, 42)).toEqual([]);
  });

  it("opens a parent's children and clears the category", () => {
    const choice = choose(tree, [], 0, transport);
    expect(choice).toEqual({ opened: [transport], category: null });
    expect(cascadeLevels(tree, choice.opened).map((level) => level.map((item) => item.id))).toEqual([
      [1000, 1400],
      [1001, 1002],
    ]);
  });

  it("sets a leaf, replacing what was chosen below its level", () => {
    expect(choose(tree, [transport, cars], 1, vans)).toEqual({ opened: [transport, vans], category: 1002 });
  });

  it("follows a shortcut to its target's place", () => {
    expect(choose(tree, [misc], 1, electric)).toEqual({ opened: [transport, cars], category: 1001 });
  });

  it("leaves coming-soon categories out", () => {
    expect(cascadeLevels(tree, [misc])[1]?.map((item) => item.id)).toEqual([1500]);
  });
});
