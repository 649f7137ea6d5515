import { selectionActions } from "@tirgus/domain/lot-lifecycle";
import { useI18n } from "../../lib/i18n";
import { footBarRef } from "../../ui/foot-bar";
import type { BulkAction } from "./status-change";
import type { SelectedLot } from "./use-selection";

/**
 * The selection action bar (spec 1 sections 2 and 4): the count and Publish, Close, Delete and Uncheck all,
 * enabled by the bulk rules exactly. Fixed at the bottom on phones, under the header on wider screens.
 */
export function SelectionBar({
  selected,
  busy,
  onAction,
  onClear,
}: {
  selected: ReadonlyMap<number, SelectedLot>;
  busy: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  if (selected.size === 0) return null;
  const enabled = selectionActions([...selected.values()]);
  const buttons: { action: BulkAction; label: string; tone: string }[] = [
    { action: "publish", label: t("Publish"), tone: "bg-accent text-accent-fg hover:bg-accent-hover" },
    { action: "close", label: t("Close classified"), tone: "border border-line bg-surface hover:bg-subtle" },
    {
      action: "delete",
      label: t("Delete"),
      tone: "border border-danger/40 bg-surface text-danger hover:bg-danger/10",
    },
  ];
  return (
    <section
      ref={footBarRef}
      aria-label={t("Selected classifieds")}
      data-testid="selection-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 px-3 pt-2 pb-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:sticky md:top-[4.75rem] md:bottom-auto md:z-20 md:mb-4 md:rounded-2xl md:border md:px-4 md:py-2.5 md:shadow-md"
    >
      <div className="mx-auto flex max-w-[1440px] flex-col gap-2 md:flex-row md:items-center">
        <div className="flex items-center justify-between gap-4 md:mr-auto">
          <p className="text-sm font-semibold" aria-live="polite">
            {t("Selected: %s", [selected.size])}
          </p>
          <button
            type="button"
            onClick={onClear}
            className="inline-flex h-9 items-center rounded-xl px-2 text-sm font-medium text-muted hover:text-fg hover:underline md:order-last"
          >
            {t("Uncheck all")}
          </button>
        </div>
        <div className="grid grid-cols-3 gap-2 md:flex">
          {buttons.map((button) => (
            <button
              key={button.action}
              type="button"
              disabled={busy || !enabled[button.action]}
              onClick={() => onAction(button.action)}
              className={`inline-flex min-h-10 items-center justify-center rounded-xl px-2 text-sm leading-tight font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-45 md:px-3 ${button.tone}`}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
