import type { ProlongOptionDays } from "@tirgus/domain/periods";
import { useState } from "react";
import { useNavigate } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { toastStore } from "../../lib/toast-store";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { editPath } from "./my-paths";
import { appealLot, type BulkAction, changeStatus, cloneLot, prolongLot } from "./status-change";
import { useStatusChanges } from "./use-status-changes";

type Asked = { action: "close" | "delete"; lots: readonly number[] };

/**
 * Publish, close and delete for one lot (its menu) or a selection (the bar). Close warns that the lot will
 * no longer be visible and Delete that its data will not be restored (spec 1 section 4); both wait for a yes.
 */
export function useLotActions(onDone?: () => void) {
  const { t } = useI18n();
  const { run, busy } = useStatusChanges();
  const [asked, setAsked] = useState<Asked | null>(null);

  async function perform(action: BulkAction, lots: readonly number[]) {
    setAsked(null);
    const answer = await run(() => changeStatus(browserApi(), action, lots));
    if (answer) onDone?.();
  }

  function request(action: BulkAction, lots: readonly number[]) {
    if (lots.length === 0) return;
    if (action === "publish") void perform(action, lots);
    else setAsked({ action, lots });
  }

  const many = (asked?.lots.length ?? 0) > 1;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      question={
        asked?.action === "delete"
          ? many
            ? t("Delete %s classifieds?", [asked.lots.length])
            : t("Delete the classified?")
          : many
            ? t("Close %s classifieds?", [asked?.lots.length ?? 0])
            : t("Close the classified?")
      }
      detail={
        asked?.action === "delete"
          ? t("Deleted data will not be restored.")
          : t("The classified will no longer be visible to others.")
      }
      confirmLabel={asked?.action === "delete" ? t("Delete") : t("Close classified")}
      onConfirm={() => asked && void perform(asked.action, asked.lots)}
      onCancel={() => setAsked(null)}
    />
  );
  return { request, busy, dialog };
}

/** Prolong, appeal and clone act on one lot; a clone opens in the wizard, to be changed before publishing. */
export function useSingleLotActions() {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const { run, busy } = useStatusChanges();
  const [cloning, setCloning] = useState(false);
  const one = async <T,>(answer: Promise<T | null>) => {
    const found = await answer;
    return found ? [found] : [];
  };
  return {
    busy: busy || cloning,
    prolong: (id: number, days: ProlongOptionDays) => void run(() => one(prolongLot(browserApi(), id, days))),
    appeal: (id: number) => void run(() => one(appealLot(browserApi(), id))),
    clone: async (id: number) => {
      setCloning(true);
      try {
        const copy = await cloneLot(browserApi(), id).catch(() => null);
        if (!copy) return;
        toastStore.show({ kind: "success", message: "A copy is saved as a draft" });
        await navigate(editPath(lang, copy.id));
      } finally {
        setCloning(false);
      }
    },
  };
}
