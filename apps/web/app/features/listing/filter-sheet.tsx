import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";

/** The id the filter sheet is opened by (`#filters`) and closed back to the results (`#results`). */
export const filterSheetId = "filters";

/**
 * The filter panel: a column beside the results on wide screens, a sheet over them on phones, opened by a
 * link to `#filters` and closed by its Close link to `#results`.
 */
export function FilterSheet({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const visibility = useSheetVisibility();
  return (
    <aside
      id={filterSheetId}
      aria-label={t("Filters")}
      className={`fixed inset-0 z-40 ${visibility} overflow-y-auto bg-surface p-4 lg:static lg:z-auto lg:block lg:self-start lg:rounded-2xl lg:border lg:border-line lg:p-4`}
    >
      <div className="mb-3 flex items-center justify-between lg:hidden">
        <h2 className="text-lg font-semibold">{t("Filters")}</h2>
        <a href="#results" className="rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-subtle">
          {t("Close")}
        </a>
      </div>
      {children}
    </aside>
  );
}

/**
 * Without JavaScript the CSS `:target` opens the sheet. After hydration the address's hash decides instead: a
 * client-side navigation (applying the filters) changes the address with pushState, which does not update
 * `:target`, so the sheet would stay open over the results.
 */
function useSheetVisibility(): string {
  const hydrated = useHydrated();
  const { hash } = useLocation();
  if (!hydrated) return "hidden target:block";
  return hash === `#${filterSheetId}` ? "block" : "hidden";
}
