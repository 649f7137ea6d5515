import type { ModerationNote as Note } from "@tirgus/domain/lot-lifecycle-api";
import { moderationReasonLabel } from "@tirgus/domain/moderation";
import { useI18n } from "../../lib/i18n";
import { dayText } from "./day-text";

/**
 * The moderators' reason for blocking or rejecting a lot, as its owner sees it in my items (issue 8): the
 * reason, their statement and the day, with the Appeal button that sends the lot back to the queue.
 */
export function ModerationNote({
  note,
  busy,
  onAppeal,
}: {
  note: Note;
  busy: boolean;
  onAppeal: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm" data-testid="moderation-note">
      <p className="font-semibold text-danger">
        {note.action === "block" ? t("Blocked by moderators") : t("Rejected by moderators")}
        <span className="font-normal text-muted"> · {dayText(note.decidedAt)}</span>
      </p>
      {note.reasonCode && (
        <p className="mt-1">
          <span className="text-muted">{t("Reason")}: </span>
          {reasonLabel(t, note.reasonCode)}
        </p>
      )}
      {note.statement && <p className="mt-1 whitespace-pre-line break-words">{note.statement}</p>}
      <button
        type="button"
        disabled={busy}
        onClick={onAppeal}
        className="mt-2 inline-flex h-9 items-center rounded-lg border border-line bg-surface px-3 font-semibold hover:bg-subtle disabled:opacity-50"
      >
        {t("Appeal")}
      </button>
    </div>
  );
}

/** The moderators' reasons (packages/domain/src/moderation.ts); a code the domain does not know is shown as it is. */
function reasonLabel(t: (key: string) => string, code: string): string {
  const label = (moderationReasonLabel as Record<string, string>)[code];
  return label ? t(label) : code.replace(/_/g, " ");
}
