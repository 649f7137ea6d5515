import * as Dialog from "@radix-ui/react-dialog";
import {
  type ModerationReason,
  moderationReasonLabel,
  moderationReasons,
  statementMaxLength,
} from "@tirgus/domain/moderation";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useI18n } from "../../lib/i18n";
import { FormAlert } from "../auth/fields";
import type { FieldProblem } from "../auth/form-rules";

export type ReasonChoice = { reasonCode: ModerationReason | undefined; statement: string };

const fieldClass =
  "w-full rounded-xl border border-line bg-page px-3.5 py-2.5 text-fg focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25 aria-[invalid=true]:border-danger";

/**
 * A moderator's decision that the seller is told about: a reason code (a select) and a statement of reasons
 * (up to 2000 characters, shown to the seller). `onSubmit` answers the server's refusals, shown in the dialog;
 * nothing means it was done.
 */
export function ReasonDialog({
  open,
  title,
  description,
  submitLabel,
  reasonRequired,
  extraFields,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  reasonRequired: boolean;
  /** Fields before the reason (the user status select). */
  extraFields?: ReactNode;
  onSubmit: (choice: ReasonChoice) => Promise<FieldProblem[] | undefined>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reasonCode, setReasonCode] = useState<ModerationReason | "">("");
  const [statement, setStatement] = useState("");
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const missingReason = reasonRequired && reasonCode === "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missingReason) {
      setProblems([{ message: "Choose a reason" }]);
      return;
    }
    setBusy(true);
    const refused = await onSubmit({ reasonCode: reasonCode || undefined, statement: statement.trim() });
    setBusy(false);
    setProblems(refused ?? []);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 motion-safe:animate-fade-in bg-black/45 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-6 text-fg shadow-2xl outline-none">
          <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
            {extraFields}
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-reason`} className="text-sm font-medium">
                {reasonRequired ? t("Reason") : t("Reason (optional)")}
              </label>
              <select
                id={`${id}-reason`}
                value={reasonCode}
                onChange={(event) => setReasonCode(event.target.value as ModerationReason | "")}
                aria-invalid={problems.length > 0 && missingReason ? true : undefined}
                className={`${fieldClass} h-11 py-0`}
              >
                <option value="">{t("Choose a reason")}</option>
                {moderationReasons.map((code) => (
                  <option key={code} value={code}>
                    {t(moderationReasonLabel[code])}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-statement`} className="text-sm font-medium">
                {t("Statement of reasons for the seller")}
              </label>
              <textarea
                id={`${id}-statement`}
                value={statement}
                onChange={(event) => setStatement(event.target.value)}
                maxLength={statementMaxLength}
                rows={4}
                className={`${fieldClass} resize-y`}
              />
              <p className="text-xs text-muted">
                {t("Up to %s characters; the seller reads it in the e-mail and in My classifieds.", [
                  statementMaxLength,
                ])}
              </p>
            </div>
            <FormAlert messages={problems} />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className="inline-flex h-10 items-center rounded-xl border border-line px-4 font-medium hover:bg-subtle">
                {t("Cancel")}
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy}
                className="inline-flex h-10 items-center rounded-xl bg-danger px-4 font-semibold text-surface hover:opacity-90 disabled:opacity-60"
              >
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
