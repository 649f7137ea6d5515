import { LotStatus } from "@tirgus/domain/lots";
import { heldReasons, reasonLabel, userStatusLabel } from "@tirgus/domain/moderation";
import type { AuditEntry } from "@tirgus/domain/moderation-api";
import type { Translate } from "../../lib/i18n";
import { useI18n } from "../../lib/i18n";
import { actionLabel, dateTime, lotStatusLabel } from "./labels";

/** The audit log: one entry per lot decision, hold, appeal or user status change, newest first. */
export function AuditLog({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useI18n();
  if (entries.length === 0)
    return <p className="py-8 text-center text-muted">{t("Nothing recorded yet.")}</p>;
  return (
    <ol className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
      {entries.map((entry) => (
        <li
          key={`${entry.kind}-${entry.subjectId}-${entry.at}-${entry.action}`}
          className="px-4 py-3 sm:px-5"
        >
          <AuditLine entry={entry} />
        </li>
      ))}
    </ol>
  );
}

function statusLabel(t: Translate, entry: AuditEntry, status: number): string {
  return entry.kind === "lot" ? lotStatusLabel(t, status) : t(userStatusLabel[status] ?? String(status));
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  const subject =
    entry.kind === "lot" ? t("Classified %s", [entry.subjectId]) : t("User %s", [entry.subjectId]);
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <time dateTime={entry.at} className="text-muted tabular-nums">
          {dateTime(entry.at)}
        </time>
        <span className="font-semibold">{actionLabel(t, entry.action)}</span>
        <span className="break-words">
          {subject}: {entry.subjectName}
        </span>
      </p>
      <p className="text-muted">
        {statusLabel(t, entry, entry.fromStatus)} → {statusLabel(t, entry, entry.toStatus)}
        {entry.reasonCode && ` · ${reasonsOf(t, entry, entry.reasonCode)}`}
        {" · "}
        {entry.actor ? t("by %s", [entry.actor.name]) : t("by the system")}
      </p>
      {entry.statement && <p className="whitespace-pre-line break-words">{entry.statement}</p>}
    </div>
  );
}

/** Held lots record the matched publish rules ("first_lots,banned_word:replica"); decisions one reason code. */
function reasonsOf(t: Translate, entry: AuditEntry, code: string): string {
  if (entry.kind === "lot" && entry.toStatus === LotStatus.pending_publish)
    return heldReasons(code)
      .map((reason) => t(reason.message, reason.values))
      .join("; ");
  return t(reasonLabel(code));
}
