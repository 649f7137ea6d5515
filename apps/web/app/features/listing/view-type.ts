import type { ViewType } from "@tirgus/domain/catalogue";
import { readCookie, setPreferenceCookie } from "../../lib/cookies";
import { loadBrowserApi } from "../../lib/load-browser-api";

/*
 * Grid or list (spec 1 section 4): signed-in users keep it as their `lots_view_type` preference, others in a
 * cookie of the same name. Signed-in users get the cookie too, so the server renders their choice at once
 * without reading their preferences on every listing page.
 */
export type CardViewType = Extract<ViewType, "grid" | "list">;
export const viewTypeCookie = "lots_view_type";

export const viewTypeIn = (cookieHeader: string | null | undefined): CardViewType =>
  readCookie(cookieHeader, viewTypeCookie) === "list" ? "list" : "grid";

export async function storeViewType(view: CardViewType, signedIn: boolean): Promise<void> {
  setPreferenceCookie(viewTypeCookie, view);
  if (signedIn)
    await (await loadBrowserApi()).patch(
      `/api/me/preferences/${viewTypeCookie}`,
      { value: view },
      { silent: true },
    );
}
