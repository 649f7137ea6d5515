import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n";
import { Icon } from "../../ui/icons";
import type { CardViewType } from "./view-type";

/**
 * The grid / list switch of a list of cards (spec 1 section 4); `extra` goes into the same group (the map
 * link of real-estate listings).
 */
export function ViewSwitch({
  view,
  onSwitch,
  extra,
}: {
  view: CardViewType;
  onSwitch: (view: CardViewType) => void;
  extra?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="ml-auto flex items-center gap-1 rounded-xl border border-line bg-surface p-1">
      <ViewButton active={view === "grid"} onClick={() => onSwitch("grid")} label={t("Grid")}>
        <GridIcon />
      </ViewButton>
      <ViewButton active={view === "list"} onClick={() => onSwitch("list")} label={t("List")}>
        <RowsIcon />
      </ViewButton>
      {extra}
    </div>
  );
}

function ViewButton({
  active,
  onClick,
  label,
  children,
}: {
  active: boolean;
  onClick: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      aria-label={label}
      title={label}
      className={`flex size-8 items-center justify-center rounded-lg ${active ? "bg-accent-soft text-accent" : "text-muted hover:bg-subtle hover:text-fg"}`}
    >
      {children}
    </button>
  );
}

const GridIcon = () => (
  <Icon size={18}>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </Icon>
);
const RowsIcon = () => (
  <Icon size={18}>
    <rect x="4" y="5" width="5" height="5" rx="1" />
    <rect x="4" y="14" width="5" height="5" rx="1" />
    <path d="M12 7.5h8M12 16.5h8" />
  </Icon>
);
