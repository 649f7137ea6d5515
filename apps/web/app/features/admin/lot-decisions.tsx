import { LotStatus } from "@tirgus/domain/lots";
import type { LotDecision } from "@tirgus/domain/moderation";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { toastStore } from "../../lib/toast-store";
import type { FieldProblem } from "../auth/form-rules";
import { problemsOf } from "../auth/use-request";
import { decideLot } from "./admin-data";
import { type ReasonChoice, ReasonDialog } from "./reason-dialog";

const buttonBase =
  "inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold transition-colors disabled:opacity-60";
const primary = `${buttonBase} bg-accent text-accent-fg hover:bg-accent-hover`;
const danger = `${buttonBase} border border-danger/50 text-danger hover:bg-danger/10`;
const plain = `${buttonBase} border border-line hover:bg-subtle`;

/**
 * The decisions a lot in `status` allows (the lifecycle's table decides on the server): a pending lot is
 * approved, rejected or blocked, a blocked one unblocked, any other blocked; a reported lot's reports may be
 * dismissed. Reject and block ask for a reason in a dialog; the others are taken at once.
 */
export function LotDecisions({
  lotId,
  title,
  status,
  hasReports,
}: {
  lotId: number;
  title: string;
  status: number;
  hasReports: boolean;
}) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const [dialog, setDialog] = useState<"reject" | "block" | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(action: LotDecision, choice?: ReasonChoice): Promise<FieldProblem[] | undefined> {
    try {
      await decideLot(browserApi(), lotId, {
        action,
        reasonCode: choice?.reasonCode,
        statement: choice?.statement || undefined,
      });
    } catch (error) {
      return problemsOf(error);
    }
    setDialog(null);
    toastStore.show({ kind: "success", message: "The decision is saved" });
    await revalidate();
    return undefined;
  }

  async function decideAtOnce(action: LotDecision) {
    setBusy(true);
    const problems = await decide(action);
    setBusy(false);
    if (problems) toastStore.showServerMessages("error", problems);
  }

  const pending = status === LotStatus.pending_publish;
  const blocked = status === LotStatus.blocked;
  return (
    <div className="flex flex-wrap gap-2">
      {pending && (
        <button type="button" disabled={busy} onClick={() => decideAtOnce("approve")} className={primary}>
          {t("Approve")}
        </button>
      )}
      {pending && (
        <button type="button" onClick={() => setDialog("reject")} className={danger}>
          {t("Reject")}
        </button>
      )}
      {!blocked && status !== LotStatus.deleted && (
        <button type="button" onClick={() => setDialog("block")} className={danger}>
          {t("Block")}
        </button>
      )}
      {blocked && (
        <button type="button" disabled={busy} onClick={() => decideAtOnce("unblock")} className={primary}>
          {t("Unblock")}
        </button>
      )}
      {hasReports && (
        <button type="button" disabled={busy} onClick={() => decideAtOnce("dismiss")} className={plain}>
          {t("Dismiss reports")}
        </button>
      )}
      <ReasonDialog
        key={dialog ?? "closed"}
        open={dialog !== null}
        title={dialog === "reject" ? t("Reject the classified") : t("Block the classified")}
        description={title}
        submitLabel={dialog === "reject" ? t("Reject") : t("Block")}
        reasonRequired
        onSubmit={(choice) => decide(dialog ?? "block", choice)}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
