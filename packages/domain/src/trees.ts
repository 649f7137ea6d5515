/* Walks of the catalogue's trees (categories, regions), zod-free so that the web app may import them. */

/** The node with `id` in the tree and the nodes above it, from the top; [] when the tree has no such node. */
export function pathInTree<Node extends { id: number; children: readonly Node[] }>(
  tree: readonly Node[],
  id: number,
): Node[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = pathInTree(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
