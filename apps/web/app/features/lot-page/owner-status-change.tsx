import { useEffect, useEffectEvent } from "react";
import { useLotActions } from "../my-items/lot-actions";

/** Close or Delete, as the owner pressed it: each press is a new object, so asking again opens the dialog again. */
export type AskedChange = { action: "close" | "delete" };

/**
 * Close or Delete from the lot page, done as my items does them (`useLotActions`): the confirmation (Close
 * warns that others will no longer see the lot, Delete that its data will not be restored), the outcome's
 * toasts and the page's data loaded again, now Sold. Loaded with the first hover, focus or press of either
 * button (owner-tools.tsx), so visitors never load it.
 */
export function OwnerStatusChange({ lotId, asked }: { lotId: number; asked: AskedChange }) {
  const { request, dialog } = useLotActions();
  const ask = useEffectEvent((change: AskedChange) => request(change.action, [lotId]));
  useEffect(() => ask(asked), [asked]);
  return dialog;
}
