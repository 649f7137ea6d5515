import { formatAmount } from "@tirgus/domain/format";
import { useId } from "react";
import type { Translate } from "../../lib/i18n";
import { useI18n } from "../../lib/i18n";
import { CameraIcon, SearchIcon } from "../../ui/icons";
import { actionName } from "../lot-card/action-names";
import type { OptionGroup, SearchOption } from "./autocomplete-options";

/**
 * The search box's dropdown: one listbox whose groups are the spec's result kinds, with the two whole-query
 * buttons last. Options are chosen with the mouse here, and with the arrow keys and Enter in the text field
 * (which keeps the focus, as the combobox pattern wants); `mousedown` is cancelled so a click does not blur it.
 */
export function AutocompletePanel({
  listboxId,
  optionId,
  groups,
  active,
  busy,
  nothingFound,
  onChoose,
  onHover,
}: {
  listboxId: string;
  optionId: (index: number) => string;
  groups: OptionGroup[];
  active: number;
  busy: boolean;
  nothingFound: boolean;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useI18n();
  const baseId = useId();
  let index = 0;
  return (
    // The actions ("Search in this category", "All results") stay in view at the panel's foot while the
    // options scroll; scroll padding keeps an option reached by the arrow keys from hiding behind them.
    <div className="mt-2 scroll-pb-28 overflow-y-auto overscroll-contain rounded-xl sm:scroll-pb-16 border border-line bg-surface text-fg shadow-xl max-md:flex-1 max-md:rounded-none max-md:border-0 max-md:shadow-none md:absolute md:inset-x-0 md:top-full md:max-h-[min(70vh,40rem)]">
      {nothingFound && (
        <p role="status" className="px-4 py-5 text-center text-sm text-muted">
          {t("Looks like there isn't any classified that matches your criteria.")}
        </p>
      )}
      <div role="listbox" id={listboxId} aria-label={t("Search")} aria-busy={busy} className="py-1">
        {groups.map((group) => {
          const labelId = `${baseId}-${group.id}`;
          const actions = group.id === "actions";
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (WAI-ARIA), not fieldsets.
            <div
              key={group.id}
              role="group"
              aria-labelledby={actions ? undefined : labelId}
              aria-label={actions ? t("All results") : undefined}
              className={
                actions
                  ? "sticky bottom-0 flex flex-col gap-2 border-t border-line bg-surface px-3 pt-3 pb-2 sm:flex-row sm:flex-wrap"
                  : "py-1"
              }
            >
              {!actions && (
                <div
                  id={labelId}
                  role="presentation"
                  className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                >
                  {groupLabel(t, group.id)}
                </div>
              )}
              {group.options.map((option) => {
                const position = index++;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach options through the combobox's text field (aria-activedescendant).
                  <div
                    key={option.key}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    tabIndex={-1}
                    className={optionClass(option, position === active)}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (position !== active) onHover(position);
                    }}
                    onClick={() => onChoose(option)}
                  >
                    <OptionContent option={option} />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function groupLabel(t: Translate, id: OptionGroup["id"]): string {
  switch (id) {
    case "recent":
      return t("Recent searches");
    case "suggestions":
      return t("Suggestions");
    case "regionCategories":
      return t("Categories in regions");
    case "categories":
      return t("Categories");
    case "lots":
      return t("Classifieds");
    case "actions":
      return t("All results");
  }
}

function optionClass(option: SearchOption, active: boolean): string {
  if (option.kind === "inCategory" || option.kind === "allResults") {
    const filled = option.kind === "allResults";
    const base =
      "inline-flex min-h-10 min-w-0 cursor-pointer items-center gap-1.5 rounded-lg px-3.5 py-2 text-sm font-medium transition-colors max-sm:flex-wrap max-sm:justify-center max-sm:gap-y-0 max-sm:text-center";
    const colours = filled
      ? "bg-accent text-accent-fg hover:bg-accent-hover"
      : "border border-accent/60 text-accent hover:bg-accent-soft";
    return `${base} ${colours} ${active ? "ring-2 ring-accent ring-offset-2 ring-offset-surface" : ""}`;
  }
  return `mx-1.5 flex cursor-pointer items-center gap-3 rounded-lg px-2.5 ${
    option.kind === "lot" ? "py-1.5" : "py-2"
  } ${active ? "bg-accent-soft" : ""}`;
}

function OptionContent({ option }: { option: SearchOption }) {
  const { t } = useI18n();
  switch (option.kind) {
    case "recent":
    case "suggestion":
      return (
        <>
          <SearchIcon size={16} className="shrink-0 text-muted" />
          <span className="truncate">{option.label}</span>
        </>
      );
    case "category":
    case "regionCategory":
      return (
        <span className="min-w-0">
          <span className="block truncate font-medium">{option.label}</span>
          {option.context !== "" && (
            <span className="block truncate text-xs text-muted">{option.context}</span>
          )}
        </span>
      );
    case "lot":
      return (
        <>
          {option.thumbnail ? (
            <img
              src={option.thumbnail}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-md bg-subtle object-cover"
            />
          ) : (
            // The camera of the cards' "no photo", so it does not read as a picture still loading.
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-md bg-subtle text-muted/60"
            >
              <CameraIcon size={20} />
            </span>
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{option.label}</span>
            <span className="block truncate text-xs text-muted">{option.categoryPath}</span>
          </span>
          <span className={`shrink-0 text-sm ${option.price ? "font-semibold" : "text-muted"}`}>
            {option.price ?? actionName(t, option.action)}
          </span>
        </>
      );
    case "inCategory":
      return (
        <>
          <span className="shrink-0">{t("Search in this category")}</span>
          {option.category && (
            <span className="truncate font-normal max-sm:whitespace-normal">({option.category})</span>
          )}
        </>
      );
    case "allResults":
      return <>{t("All results (%s)", [`${formatAmount(option.total)}${option.totalCapped ? "+" : ""}`])}</>;
  }
}
