import type { ApiMessage } from "@tirgus/domain/api-contract";
import { lotStatusErrorReaction } from "@tirgus/domain/errors";
import type { LotStatusChange, StatusChangeBody } from "@tirgus/domain/lot-lifecycle-api";
import type { ProlongOptionDays } from "@tirgus/domain/periods";
import { type ApiClient, encodeQuery } from "../../lib/api-client";
import type { ToastInput } from "../../lib/toast-store";
import { dayText } from "./day-text";

/*
 * The owner's status changes (spec 1 sections 4, 7 and 8; spec 2 section 4): each call answers per lot
 * with its new status and its own errors and notifications. What the page does with an answer is decided
 * here, apart from React, so it can be tested.
 */

/** The answer of a status change, told to the user: toasts, and whether the contacts modal opens. */
export type ChangeOutcome = {
  toasts: ToastInput[];
  /** USER_FORBIDDEN or USER_NO_LOCAL_PHONE: the user must add or verify a contact first. */
  openContacts: boolean;
  /**
   * NOT_ENOUGH_CREDITS_TOLL_CATEGORY: the wallet's balance shown is stale; the root data (the shell, with the
   * wallet once it exists) must load again (spec 2 section 4).
   */
  refreshWallet: boolean;
  /** Lots whose status changed. */
  changed: number;
};

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The API sends times as ISO strings ("active until %s"): people read them as days. */
const toastOf = (kind: "error" | "success", message: ApiMessage): ToastInput => ({
  kind,
  message: message.message,
  values: message.values?.map((value) =>
    typeof value === "string" && isoTime.test(value) ? dayText(value) : value,
  ),
});

/**
 * Errors show their translated message; the contact codes also open the contacts modal, and
 * NOT_ENOUGH_CREDITS_TOLL_CATEGORY also refreshes the wallet (the root data loads again).
 * Notifications are success toasts. The same message for several lots is told once.
 */
export function outcomeOf(changes: readonly LotStatusChange[]): ChangeOutcome {
  const toasts: ToastInput[] = [];
  const told = new Set<string>();
  const tell = (toast: ToastInput) => {
    const key = `${toast.kind} ${toast.message} ${JSON.stringify(toast.values ?? [])}`;
    if (told.has(key)) return;
    told.add(key);
    toasts.push(toast);
  };
  let openContacts = false;
  let refreshWallet = false;
  let changed = 0;
  for (const change of changes) {
    for (const error of change.errors) {
      const reaction = lotStatusErrorReaction(error.message);
      if (reaction === "openContacts") openContacts = true;
      if (reaction === "refreshWallet") refreshWallet = true;
      tell(toastOf("error", error));
    }
    for (const notification of change.notifications) tell(toastOf("success", notification));
    if (change.errors.length === 0 && change.status !== null) changed++;
  }
  return { toasts, openContacts, refreshWallet, changed };
}

export type BulkAction = StatusChangeBody["adStateUserAction"] | "delete";

/** `PATCH /api/lots?lots[]=...` (publish, close) or `DELETE /api/lots?lots[]=...`, answered per lot. */
export async function changeStatus(
  api: ApiClient,
  action: BulkAction,
  lots: readonly number[],
  interval?: StatusChangeBody["interval"],
): Promise<LotStatusChange[]> {
  const answer =
    action === "delete"
      ? await api.delete<LotStatusChange[]>("/api/lots", { lots })
      : await api.patch<LotStatusChange[]>(`/api/lots${encodeQuery({ lots })}`, {
          adStateUserAction: action,
          ...(interval ? { interval } : {}),
        } satisfies StatusChangeBody);
  return answer ?? [];
}

/** `POST /api/lots/{id}/prolong`: 7, 14 or 21 more days; `token` is the expiry e-mail's one-click link. */
export async function prolongLot(
  api: ApiClient,
  id: number,
  days: ProlongOptionDays,
  token?: string,
): Promise<LotStatusChange | null> {
  return api.post<LotStatusChange>(`/api/lots/${id}/prolong`, token ? { days, token } : { days });
}

/** `POST /api/lots/{id}/appeal`: a blocked lot goes back to the moderation queue. */
export const appealLot = (api: ApiClient, id: number) =>
  api.post<LotStatusChange>(`/api/lots/${id}/appeal`, {});

/** `POST /api/lots/{id}/clone`: a new draft with the lot's texts, prices, filters, place and media. */
export const cloneLot = (api: ApiClient, id: number) => api.post<{ id: number }>(`/api/lots/${id}/clone`);
