import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { OwnLotView } from "./own-lot-view";

/** What the bulk rules need to know of a selected lot. */
export type SelectedLot = Pick<OwnLotView, "id" | "status" | "xmlImported">;

/**
 * The lots checked in a list (spec 1 section 2, selection action bar). The selection clears on Escape and
 * when the path changes; it is kept by id with each lot's status, so the bar's rules hold across pages.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, SelectedLot>>(new Map());
  const { pathname } = useLocation();
  const clear = useCallback(() => setSelected(new Map()), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to clear
  useEffect(clear, [pathname]);
  useEffect(() => {
    if (selected.size === 0) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape in an open dialog (a confirmation) closes the dialog only.
      const inDialog = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
      if (event.key === "Escape" && !inDialog) clear();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [selected.size, clear]);

  const toggle = useCallback((lot: SelectedLot, checked: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(lot.id, { id: lot.id, status: lot.status, xmlImported: lot.xmlImported });
      else next.delete(lot.id);
      return next;
    });
  }, []);

  return { selected, toggle, clear };
}
