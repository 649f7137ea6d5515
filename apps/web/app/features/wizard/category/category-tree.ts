import type { CategoryTreeNode } from "@tirgus/domain/catalogue-api";
import { pathInTree } from "@tirgus/domain/trees";

/*
 * The category cascade (spec 2 section 4 "Category selection"): each level lists the children of the one
 * chosen above it. A category with children opens the next level, a leaf is the lot's category, a shortcut
 * stands for a category elsewhere in the tree and opens that one's place.
 */

/** The categories a seller can choose from: active ones (coming-soon categories take no lots yet). */
export const choosable = (nodes: readonly CategoryTreeNode[]): CategoryTreeNode[] =>
  nodes.filter((node) => node.status === "active");

/** The lists of the cascade for the opened nodes: the top level, then each opened node's children. */
export function cascadeLevels(tree: readonly CategoryTreeNode[], opened: readonly CategoryTreeNode[]) {
  const levels = [choosable(tree)];
  for (const node of opened) if (node.children.length > 0) levels.push(choosable(node.children));
  return levels;
}

export type Choice = { opened: CategoryTreeNode[]; category: number | null };

/**
 * What choosing `node` at `level` does: a parent opens its children and clears the category, a leaf sets it,
 * a shortcut does what choosing its target would, from the target's place in the tree.
 */
export function choose(
  tree: readonly CategoryTreeNode[],
  opened: readonly CategoryTreeNode[],
  level: number,
  node: CategoryTreeNode,
): Choice {
  if (node.isShortcut && node.shortcutTo !== null) {
    const path = pathInTree(tree, node.shortcutTo);
    const target = path.at(-1);
    if (target) return { opened: path, category: target.children.length > 0 ? null : target.id };
  }
  const path = [...opened.slice(0, level), node];
  return { opened: path, category: node.children.length > 0 ? null : node.id };
}
