import { useEffect, useSyncExternalStore } from "react";

/* Whether the browser's API client has marked the API unavailable (a network failure, 10 s). */
let unavailableUntil = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markApiUnavailable(until: number): void {
  unavailableUntil = until;
  for (const listener of listeners) listener();
}

/** True while the API counts as unavailable; turns false by itself when the window closes. */
export function useApiUnavailable(): boolean {
  const until = useSyncExternalStore(
    subscribe,
    () => unavailableUntil,
    () => 0,
  );
  const remaining = until - Date.now();
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => markApiUnavailable(0), remaining);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining > 0;
}
