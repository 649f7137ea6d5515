import { useCallback } from "react";
import { type ShouldRevalidateFunction, useLocation, useNavigate } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated";

/**
 * `?fullscreen=1` opens the lot's gallery fullscreen (spec 1 section 2), so a fullscreen view can be linked to
 * and the back button closes it. Opening pushes the parameter; closing goes back when the page pushed it, and
 * replaces it away when the visitor arrived with it (going back would leave the lot).
 */
export const fullscreenParam = "fullscreen";

type FullscreenState = { galleryFullscreen?: boolean } | null;

const withFullscreen = (search: string, open: boolean): string => {
  const params = new URLSearchParams(search);
  if (open) params.set(fullscreenParam, "1");
  else params.delete(fullscreenParam);
  const query = params.toString();
  return query ? `?${query}` : "";
};

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

/** The `shouldRevalidate` of the routes the lot page's data comes from (the root and the listing route). */
export const keepDataWhenOnlyFullscreenToggles: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate && !onlyFullscreenToggled(currentUrl, nextUrl, formMethod);

export function useFullscreenParam() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The dialog's code loads in the browser; the server renders the page under it.
  const open = hydrated && new URLSearchParams(location.search).get(fullscreenParam) === "1";
  const openedHere = (location.state as FullscreenState)?.galleryFullscreen === true;

  const openFullscreen = useCallback(() => {
    void navigate(
      { pathname: location.pathname, search: withFullscreen(location.search, true), hash: location.hash },
      { state: { galleryFullscreen: true } satisfies FullscreenState, preventScrollReset: true },
    );
  }, [navigate, location.pathname, location.search, location.hash]);

  const closeFullscreen = useCallback(() => {
    if (openedHere) void navigate(-1);
    else
      void navigate(
        { pathname: location.pathname, search: withFullscreen(location.search, false), hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
  }, [navigate, openedHere, location.pathname, location.search, location.hash]);

  return { open, openFullscreen, closeFullscreen };
}
