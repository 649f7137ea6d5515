import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "../../../lib/use-hydrated";
import { fullscreenParam } from "./fullscreen-param";

type FullscreenState = { galleryFullscreen?: boolean } | null;

const withFullscreen = (search: string, open: boolean): string => {
  const params = new URLSearchParams(search);
  if (open) params.set(fullscreenParam, "1");
  else params.delete(fullscreenParam);
  const query = params.toString();
  return query ? `?${query}` : "";
};

/** Opens and closes the gallery fullscreen through `?fullscreen=1` (fullscreen-param.ts). */
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
