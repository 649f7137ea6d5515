import type { ReportReason } from "@tirgus/domain/moderation";
import {
  ModerationMessage,
  reportReasonLabel,
  reportReasons,
  reportTextMaxLength,
} from "@tirgus/domain/moderation";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../lib/api-error";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { toastStore } from "../../lib/toast-store";
import { FormAlert, SubmitButton } from "../auth/fields";
import type { FieldProblem } from "../auth/form-rules";
import { useRequest } from "../auth/use-request";
import { withWatchIdentifier } from "../watch-lists/watch-identifier";

/*
 * The report form behind the lot page's "Report" button (report-lot.tsx): loaded when the button is
 * pointed at or pressed, so a visitor who only reads the lot does not load it.
 */

/** Sends the report; an identifier the server no longer knows (401) is renewed once, as the watch lists do. */
async function sendReport(lotId: number, signedIn: boolean, body: { reason: ReportReason; text?: string }) {
  const api = browserApi();
  const post = (query: string) => api.post(`/api/lots/${lotId}/reports${query}`, body, { silent: true });
  if (signedIn) return post("");
  return withWatchIdentifier(api, post, (error) => error instanceof ApiError && error.status === 401);
}

export function ReportForm({
  lotId,
  signedIn,
  onSent,
}: {
  lotId: number;
  signedIn: boolean;
  onSent: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState("");
  const [checks, setChecks] = useState<FieldProblem[]>([]);
  const { busy, problems, run } = useRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setChecks([{ message: ModerationMessage.reasonRequired }]);
      return;
    }
    setChecks([]);
    const trimmed = text.trim();
    const sent = await run(() => sendReport(lotId, signedIn, { reason, text: trimmed || undefined }));
    if (sent === undefined) return;
    toastStore.show({ kind: "success", message: ModerationMessage.reported });
    onSent();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 px-5 py-5">
      <fieldset aria-invalid={checks.length > 0 ? true : undefined}>
        <legend className="text-sm font-medium">{t("Reason")}</legend>
        <div className="mt-2 flex flex-col gap-1">
          {reportReasons.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-subtle has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="size-4 accent-accent"
              />
              {t(reportReasonLabel[option])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {t("Comment (optional)")}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={reportTextMaxLength}
          rows={4}
          className="w-full resize-y rounded-xl border border-line bg-page px-3.5 py-2.5 text-fg focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25"
        />
      </div>
      <FormAlert messages={[...checks, ...problems]} />
      <SubmitButton busy={busy}>{t("Send report")}</SubmitButton>
    </form>
  );
}
