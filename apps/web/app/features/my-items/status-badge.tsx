import { useI18n } from "../../lib/i18n";
import type { StatusMark } from "./own-lot-view";

const tones: Record<StatusMark, string> = {
  active: "bg-success text-surface",
  draft: "bg-surface text-fg ring-1 ring-line",
  pending: "bg-accent-soft text-accent ring-1 ring-accent/40",
  sold: "bg-fg text-surface",
  expired: "bg-muted text-surface",
  blocked: "bg-danger text-surface",
};

/** A lot's status as its owner sees it on a card. */
export function StatusBadge({ mark, className = "" }: { mark: StatusMark; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex max-w-[calc(100%-1rem)] truncate rounded-md px-2 py-0.5 text-xs font-semibold shadow-sm ${tones[mark]} ${className}`}
    >
      {statusMarkLabel(t, mark)}
    </span>
  );
}

/** Literal keys, for the dictionary test; "Waiting approval" is the spec's label of pending_publish. */
export function statusMarkLabel(t: (key: string) => string, mark: StatusMark): string {
  switch (mark) {
    case "draft":
      return t("Draft");
    case "pending":
      return t("Waiting approval");
    case "sold":
      return t("Sold");
    case "expired":
      return t("Expired");
    case "blocked":
      return t("Blocked");
    case "active":
      return t("Active");
  }
}
