import type { SortOptionId } from "@tirgus/domain/sorting";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useFloatingDetails } from "../../ui/use-floating-details";
import { sortLabel } from "./sort-labels";

export type SortChoice = { id: SortOptionId; href: string };

/**
 * A list's sort dropdown (spec 1 section 9): a disclosure of links, so sorting works without JavaScript and
 * each sort is an address that can be shared; a press elsewhere or Escape closes it. Shared by the category
 * listing, the search results and the owner's own lists. `alignEnd`: the menu stands at the right of the page (wider screens), so it opens leftwards.
 * `onChoose` runs before the chosen sort's address is followed (the category listing stores the choice).
 */
export function SortMenu({
  sorts,
  current,
  alignEnd = false,
  onChoose,
}: {
  sorts: readonly SortChoice[];
  current: SortOptionId;
  alignEnd?: boolean;
  onChoose?: (option: SortOptionId) => void;
}) {
  const { t } = useI18n();
  const menu = useFloatingDetails();
  return (
    <details ref={menu} className="relative" data-testid="sort-menu">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-xl border border-line bg-surface px-4 text-sm marker:hidden">
        <span className="text-muted">{t("Sort")}:</span>
        <span className="font-semibold">{sortLabel(t, current)}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <ul
        className={`absolute ${alignEnd ? "left-0 sm:right-0 sm:left-auto" : "left-0"} z-30 mt-1 max-h-80 w-64 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg`}
      >
        {sorts.map((sort) => (
          <li key={sort.id}>
            <Link
              to={sort.href}
              preventScrollReset
              onClick={() => {
                onChoose?.(sort.id);
                menu.current?.removeAttribute("open");
              }}
              aria-current={sort.id === current ? "true" : undefined}
              className={`block rounded-lg px-3 py-2 text-sm hover:bg-subtle ${sort.id === current ? "font-semibold text-accent" : ""}`}
            >
              {sortLabel(t, sort.id)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
