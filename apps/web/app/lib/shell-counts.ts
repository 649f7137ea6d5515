import { useEffect, useSyncExternalStore } from "react";
import type { ShellCounts } from "./session";

/*
 * The header's favourites and compare badges between two loads of the shell data. The root loader reads the
 * counts on the server; a toggle in the page answers the lists' new counts, and the badges follow them at
 * once. When the shell data loads again (a sign-in, a navigation that revalidates) its counts take over.
 */

export type ListCounts = Pick<ShellCounts, "favorites" | "compare">;

type State = { base: ShellCounts | null; lists: ListCounts | null };

let state: State = { base: null, lists: null };
const initial: State = state;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The lists' counts after a change (the answer of POST / DELETE favourites or compare). */
export function reportListCounts(lists: ListCounts): void {
  state = { ...state, lists: { favorites: lists.favorites, compare: lists.compare } };
  emit();
}

/** The toolbar's counts: the shell data's, with the favourites and compare counts reported since. */
export function useShellCounts(base: ShellCounts): ShellCounts {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
  useEffect(() => {
    if (state.base === base) return;
    state = { base, lists: null };
    emit();
  }, [base]);
  return current.lists && current.base === base ? { ...base, ...current.lists } : base;
}
