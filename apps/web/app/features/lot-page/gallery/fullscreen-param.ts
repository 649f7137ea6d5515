/**
 * `?fullscreen=1` opens the lot's gallery fullscreen (spec 1 section 2), so a fullscreen view can be linked to
 * and the back button closes it. Opening pushes the parameter; closing goes back when the page pushed it, and
 * replaces it away when the visitor arrived with it (going back would leave the lot): use-fullscreen-param.ts.
 * This module is what the root route needs (every page's shell), so the gallery's hook lives apart.
 */
export const fullscreenParam = "fullscreen";

/**
 * Opening or closing the gallery changes nothing but this parameter: the routes' data stays as it is (their
 * `shouldRevalidate` asks this), so the picture opens at once instead of after a round trip.
 */
export function onlyFullscreenToggled(currentUrl: URL, nextUrl: URL, formMethod?: string): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return false;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  if (current.get(fullscreenParam) === next.get(fullscreenParam)) return false;
  current.delete(fullscreenParam);
  next.delete(fullscreenParam);
  current.sort();
  next.sort();
  return current.toString() === next.toString();
}
