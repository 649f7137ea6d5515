import { isChunkLoadError as isChunkLoadMessage } from "@tirgus/domain/shell-errors";

/*
 * After a deploy, an open tab may ask for chunks that no longer exist ("Loading chunk failed",
 * "Loading CSS chunk failed", a failed dynamic import). Reloading fetches the new build; the
 * sessionStorage guard makes it happen once, not in a loop when the failure is something else.
 */
const storageKey = "tirgus:chunkReloadAt";
/** A second failure within this window is not reloaded again. */
export const chunkReloadGuardMs = 60_000;

/** What browsers and Vite say when a dynamic import or its CSS fails to load. */
const dynamicImportFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    isChunkLoadMessage(error.message) ||
    dynamicImportFailure.test(error.message)
  );
}

/** Reloads the page unless it already did so within the guard window; says whether it did. */
export function reloadOnce(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(storageKey));
    if (last && now - last < chunkReloadGuardMs) return false;
    window.sessionStorage.setItem(storageKey, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Vite fires `vite:preloadError` when a dynamic import's chunk or CSS fails to load. */
export function installChunkReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
