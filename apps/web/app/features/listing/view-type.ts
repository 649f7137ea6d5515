import type { ViewType } from "@tirgus/domain/catalogue";
import { browserApi } from "../../lib/browser-api";
import { readCookie, setPreferenceCookie } from "../../lib/cookies";

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
    await browserApi().patch(`/api/me/preferences/${viewTypeCookie}`, { value: view }, { silent: true });
}
