import type { RegionNode } from "./catalogue-api.ts";

/* The region tree's walks, zod-free so that the web app may import them (bundle-guard.test.ts). */

/** The region with `id` in the tree and the regions above it, from the top; [] when the tree has no such region. */
export function regionPath(tree: readonly RegionNode[], id: number): RegionNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = regionPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
