import type { LotStatusChange } from "@tirgus/domain/lot-lifecycle-api";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "../../lib/api-error";
import { forgetKeptPages } from "../../lib/kept-pages";
import { toastStore } from "../../lib/toast-store";
import { useHashModal } from "../../ui/hash-modal";
import { contactsModalName } from "./contacts-modal-name";
import { outcomeOf } from "./status-change";

/**
 * Runs one of the owner's status changes and tells its outcome: toasts per lot (errors 5 s, successes 10 s,
 * top-right), the contacts modal when a phone is missing, and the page's data loaded again. Failures of the
 * whole request (401, validation) are told by the API client itself.
 */
export function useStatusChanges() {
  const { revalidate } = useRevalidator();
  const contacts = useHashModal(contactsModalName);
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<LotStatusChange[]>): Promise<LotStatusChange[] | null> {
    setBusy(true);
    try {
      const changes = await change();
      const outcome = outcomeOf(changes);
      for (const toast of outcome.toasts) toastStore.show(toast);
      if (outcome.openContacts) contacts.openModal();
      // Pages the browser kept (the lot's own, lists with its card) show the statuses from before.
      forgetKeptPages();
      // The page's data and the root's load again: the lots' new statuses, and the shell with the wallet's
      // balance, which NOT_ENOUGH_CREDITS_TOLL_CATEGORY (outcome.refreshWallet) asks to refresh; a
      // revalidation runs every loader of the page, the root's included.
      await revalidate();
      return changes;
    } catch (error) {
      // The client has shown the server's message already; anything else is unexpected.
      if (!(error instanceof ApiError)) throw error;
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
