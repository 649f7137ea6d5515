import { useEffect, useState } from "react";
import { visitedLotsIn } from "./visited-lots";

/**
 * The lots this browser has opened, for the eye mark on a list's cards (spec 1 section 4). Read after
 * hydration: the server-rendered list has no marks, so it stays the same page for every visitor.
 */
export function useVisitedLots(): ReadonlySet<number> {
  const [visited, setVisited] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setVisited(visitedLotsIn(document.cookie)), []);
  return visited;
}
