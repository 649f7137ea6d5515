import { CookieKey, type Theme, themes } from "@tirgus/domain/languages";
import { useSyncExternalStore } from "react";
import { readCookie, setPreferenceCookie } from "./cookies";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** The theme the visitor chose (the `theme` cookie), or null to follow the system preference. */
export function themeFromCookieHeader(header: string | null | undefined): Theme | null {
  const value = readCookie(header, CookieKey.theme);
  return isTheme(value) ? value : null;
}

/*
 * The server renders <html class> from the cookie, so there is no flash and no inline script.
 * A toggle changes the class at once and stores the cookie; this store carries the choice until the
 * root loader, which reads the cookie again, catches up.
 */
let chosen: Theme | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The explicit theme in force: the visitor's choice in this page, else the server's cookie value. */
export function useChosenTheme(fromServer: Theme | null): Theme | null {
  const local = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
  return local ?? fromServer;
}

export function chooseTheme(theme: Theme): void {
  chosen = theme;
  setPreferenceCookie(CookieKey.theme, theme);
  const root = document.documentElement;
  root.classList.remove(...themes);
  root.classList.add(theme);
  for (const listener of listeners) listener();
}

/** The theme on screen now: the explicit one, else what the system asks for. */
export function effectiveTheme(explicit: Theme | null): Theme {
  if (explicit) return explicit;
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches
    ? "dark"
    : "light";
}
