import type { RegionNode } from "@tirgus/domain/catalogue-api";
import type { ApiClient } from "./api-client";

/** The region tree changes only with the catalogue: a process keeps it this long. */
const regionsTtlMs = 10 * 60_000;
let kept: { at: number; tree: Promise<RegionNode[]> } | null = null;

/**
 * Latvia's region tree (`GET /api/regions`), as the region selects of listings and search results offer it:
 * one process keeps it for ten minutes instead of reading it for every page.
 */
export function regionTree(api: ApiClient): Promise<RegionNode[]> {
  if (kept && Date.now() - kept.at < regionsTtlMs) return kept.tree;
  const asked = {
    at: Date.now(),
    tree: api.get<RegionNode[]>("/api/regions").then((answer) => answer ?? []),
  };
  kept = asked;
  // A failed read is asked again by the next page (unless a newer one has taken its place).
  asked.tree.catch(() => {
    if (kept === asked) kept = null;
  });
  return asked.tree;
}
