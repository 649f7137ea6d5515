import { useLocation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * Visibility classes of the filter panel's phone sheet, opened by the `#filters` link. Without JavaScript the
 * CSS `:target` opens it. After hydration the address's hash decides instead: a client-side navigation
 * (applying the filters) changes the address with pushState, which does not update `:target`, so the sheet
 * would stay open over the results.
 */
export function useFilterSheetClasses(id: string): string {
  const hydrated = useHydrated();
  const { hash } = useLocation();
  if (!hydrated) return "hidden target:block";
  return hash === `#${id}` ? "block" : "hidden";
}
