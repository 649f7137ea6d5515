import { ownerLotOffers, selectionActions } from "@tirgus/domain/lot-lifecycle";
import { type ProlongOptionDays, prolongOptionsDays } from "@tirgus/domain/periods";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { dayText } from "./day-text";
import { ClockIcon, CloneIcon, EditIcon, MoreIcon, ViewIcon } from "./footer-icons";
import { editPath } from "./my-paths";
import { type OwnLotView, prolongChoices } from "./own-lot-view";
import { prolongLabel } from "./period-labels";
import { type MenuItem, PopupMenu } from "./popup-menu";
import type { BulkAction } from "./status-change";

export type LotFooterHandlers = {
  onSelect: (checked: boolean) => void;
  onAction: (action: BulkAction) => void;
  onProlong: (days: ProlongOptionDays) => void;
  onClone: () => void;
};

const iconButton =
  "grid size-9 place-items-center rounded-lg text-muted hover:bg-subtle hover:text-fg disabled:opacity-40";

/**
 * A lot's management footer (spec 1 section 2, own lists): the checkbox of the selection, view, edit and
 * clone where the server allows them (ownerLotOffers: a blocked lot is appealed, not edited or copied),
 * prolong (7, 14 or 21 days; off for statuses that cannot be prolonged) and a menu with publish, close and
 * delete for this lot alone, enabled by the same rules as the selection bar. Phones show two cards a row:
 * there the menu holds every action.
 */
export function LotFooter({
  lot,
  now,
  selected,
  busy,
  handlers,
}: {
  lot: OwnLotView;
  now: number;
  selected: boolean;
  busy: boolean;
  handlers: LotFooterHandlers;
}) {
  const { t, lang } = useI18n();
  const single = selectionActions([lot]);
  // Edit only where the lot form edits, Clone never for a blocked lot: the server refuses both otherwise.
  const offers = ownerLotOffers(lot);
  const prolong = prolongChoices(lot, prolongOptionsDays, now).map((choice) => ({
    label: choice.until
      ? `${prolongLabel(t, choice.days)} · ${t("until %s", [dayText(choice.until)])}`
      : prolongLabel(t, choice.days),
    disabled: choice.until === null,
    onSelect: () => handlers.onProlong(choice.days),
  }));
  const statusItems: MenuItem[] = [
    { label: t("Publish"), disabled: !single.publish, onSelect: () => handlers.onAction("publish") },
    { label: t("Close classified"), disabled: !single.close, onSelect: () => handlers.onAction("close") },
    {
      label: t("Delete"),
      disabled: !single.delete,
      danger: true,
      onSelect: () => handlers.onAction("delete"),
    },
  ];
  const everyItem: MenuItem[] = [
    { label: t("View"), href: lot.href },
    ...(offers.edit ? [{ label: t("Edit"), href: editPath(lang, lot.id) }] : []),
    ...(offers.clone ? [{ label: t("Clone"), onSelect: handlers.onClone }] : []),
    ...prolong
      .filter((choice) => !choice.disabled)
      .map((choice) => ({ ...choice, label: `${t("Prolong")}: ${choice.label}` })),
    ...statusItems,
  ];
  return (
    <div className="flex items-center gap-0.5 border-t border-line px-1.5 py-1.5 sm:px-2">
      <label className="mr-auto flex h-9 cursor-pointer items-center gap-2 rounded-lg px-1.5 text-sm hover:bg-subtle">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => handlers.onSelect(event.target.checked)}
          className="size-5 accent-[var(--accent)]"
        />
        <span className="sr-only">
          {t("Select")}: {lot.title}
        </span>
        <span aria-hidden="true" className="text-muted max-md:hidden">
          {t("Select")}
        </span>
      </label>
      <div className="flex items-center gap-0.5 max-sm:hidden">
        <Link to={lot.href} aria-label={t("View")} title={t("View")} className={iconButton}>
          <ViewIcon size={19} />
        </Link>
        {offers.edit && (
          <Link to={editPath(lang, lot.id)} aria-label={t("Edit")} title={t("Edit")} className={iconButton}>
            <EditIcon size={19} />
          </Link>
        )}
        {offers.clone && (
          <button
            type="button"
            disabled={busy}
            onClick={handlers.onClone}
            aria-label={t("Clone")}
            title={t("Clone")}
            className={iconButton}
          >
            <CloneIcon size={19} />
          </button>
        )}
        <PopupMenu
          label={t("Prolong")}
          icon={<ClockIcon size={19} />}
          disabled={busy || prolong.every((choice) => choice.disabled)}
          items={prolong}
        />
        <PopupMenu
          label={t("More actions")}
          icon={<MoreIcon size={19} />}
          disabled={busy}
          items={statusItems}
        />
      </div>
      <div className="sm:hidden">
        <PopupMenu
          label={t("More actions")}
          icon={<MoreIcon size={19} />}
          disabled={busy}
          items={everyItem}
        />
      </div>
    </div>
  );
}
