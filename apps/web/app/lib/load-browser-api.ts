import type { ApiClient } from "./api-client";

/**
 * The browser's API client (lib/browser-api.ts) for code that every page runs: it is needed once a visitor
 * acts (types a search, scrolls to a row, switches the language), so the client and its token pipeline are a
 * chunk of their own, loaded on first use, not part of the JavaScript a page needs to hydrate.
 * Code that is itself loaded on demand (forms, the side menu, the profile) imports browserApi directly.
 */
export async function loadBrowserApi(): Promise<ApiClient> {
  const { browserApi } = await import("./browser-api");
  return browserApi();
}
