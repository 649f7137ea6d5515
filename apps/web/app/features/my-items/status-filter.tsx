import { type LotStatusId, lotStatusName, statusFilterOptions } from "@tirgus/domain/lots";
import { useLocation, useNavigate } from "react-router";
import { useI18n } from "../../lib/i18n";
import { statusHref } from "./own-list-query";
import { statusMarkLabel } from "./status-badge";

/**
 * The status filter of my items (spec 1 section 4): every status but deleted and feed drafts; checking or
 * unchecking one loads the list at once. The last checked one cannot be unchecked: an empty filter would
 * mean nothing.
 */
export function StatusFilter({ checked }: { checked: readonly LotStatusId[] }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toggle = (status: LotStatusId, on: boolean) => {
    const next = on ? [...checked, status] : checked.filter((value) => value !== status);
    void navigate(statusHref(pathname, new URLSearchParams(search), next), { preventScrollReset: true });
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">{t("Status")}</legend>
      {statusFilterOptions.map((status) => {
        const on = checked.includes(status);
        return (
          <label
            key={status}
            className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm has-[:disabled]:cursor-default ${
              on
                ? "border-accent bg-accent-soft font-semibold text-accent"
                : "border-line bg-surface hover:border-accent"
            }`}
          >
            <input
              type="checkbox"
              name="status"
              value={lotStatusName(status)}
              checked={on}
              disabled={on && checked.length === 1}
              onChange={(event) => toggle(status, event.target.checked)}
              className="size-4 accent-[var(--accent)]"
            />
            {statusLabel(t, status)}
          </label>
        );
      })}
    </fieldset>
  );
}

function statusLabel(t: (key: string) => string, status: LotStatusId): string {
  switch (lotStatusName(status)) {
    case "draft":
      return statusMarkLabel(t, "draft");
    case "published":
      return t("Published");
    case "closed":
      return t("Closed");
    case "blocked":
      return statusMarkLabel(t, "blocked");
    case "pending_publish":
      return statusMarkLabel(t, "pending");
    default:
      return statusMarkLabel(t, "expired");
  }
}
