import { lotStatusErrorReaction } from "@tirgus/domain/errors";
import type { LotStatusChange } from "@tirgus/domain/lot-lifecycle-api";
import { LotStatus } from "@tirgus/domain/lots";
import type { EndDateOptionName } from "@tirgus/domain/periods";
import { encodeQuery } from "../../../lib/api-client";
import { browserApi } from "../../../lib/browser-api";
import { forgetKeptPages } from "../../../lib/kept-pages";
import { toastStore } from "../../../lib/toast-store";

export type PublishOutcome = "published" | "pending" | "openContacts" | "failed";

/**
 * Publishes the draft through the lifecycle's call (`PATCH /api/lots?lots[]=`): it comes back published or
 * waiting approval (the lifecycle decides). Its messages are shown; missing contacts send the user to them.
 */
export async function publishLot(id: number, interval: EndDateOptionName): Promise<PublishOutcome> {
  // The client sends `query` only with GET, HEAD and DELETE: the selection goes into the path.
  const answer = await browserApi()
    .patch<LotStatusChange[]>(`/api/lots${encodeQuery({ "lots[]": [id] })}`, {
      adStateUserAction: "publish",
      interval,
    })
    .catch(() => null);
  const change = answer?.find((item) => item.id === id);
  if (!change) return "failed";
  // The lot's page opens next: one the browser kept from before would still show the draft.
  forgetKeptPages();
  toastStore.showServerMessages("success", change.notifications);
  if (change.status === LotStatus.published) return "published";
  if (change.status === LotStatus.pending_publish) return "pending";
  toastStore.showServerMessages("error", change.errors);
  return change.errors.some((error) => lotStatusErrorReaction(error.message) === "openContacts")
    ? "openContacts"
    : "failed";
}
