import { useCallback, useSyncExternalStore } from "react";

/*
 * The last category the visitor looked at, so "Post an ad" opens the create flow in it
 * (spec 1 section 2, Header). Category pages call `rememberCategory(id)`; the header reads it.
 * localStorage only: the server renders the plain link and the browser adds the category.
 */
const storageKey = "tirgus:lastCategory";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function read(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function rememberCategory(categoryId: number | string): void {
  try {
    window.localStorage.setItem(storageKey, String(categoryId));
  } catch {
    // Storage can be full or disabled (private mode); the link then simply has no category.
  }
  for (const listener of listeners) listener();
}

/** The last visited category id and a setter; null on the server and before any visit. */
export function useLastCategory(): [string | null, (categoryId: number | string) => void] {
  const value = useSyncExternalStore(subscribe, read, () => null);
  return [value, useCallback(rememberCategory, [])];
}

/** The create flow's address, carrying the category when known. */
export function createPath(categoryId: string | null): string {
  return categoryId ? `/my/create?category=${encodeURIComponent(categoryId)}` : "/my/create";
}
