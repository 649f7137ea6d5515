import { AdultContent, CookieKey } from "@tirgus/domain/languages";
import { ListParam } from "@tirgus/domain/lot-list";
import { redirect } from "react-router";
import { readCookie, serializePreferenceCookie } from "../../lib/cookies";

/** The answer to the age question is kept 30 days (the cookies page says so). */
export const adultContentCookieSeconds = 30 * 24 * 60 * 60;

/** The query parameter the age question's buttons send (a plain GET form: it works without JavaScript). */
export const adultAnswerParameter = "adultContent";

export function adultContentAllowed(cookieHeader: string | null): boolean {
  return readCookie(cookieHeader, CookieKey.adultContent) === AdultContent.allowed;
}

/**
 * A list call of every category (home's rows, the discount landing, search, the search box) with adult
 * categories' lots when the visitor allowed them: the API leaves them out otherwise (spec 1 section 6, "adult
 * content is hidden unless the cookie allows"). A list of one category needs nothing: adult categories are
 * top-level, and a list of one includes its own lots.
 */
export function withAdultContent(path: string, allowed: boolean): string {
  if (!allowed) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${ListParam.adult}=true`;
}

/**
 * The visitor answered the age question (spec 1 section 9: adult categories ask first): the answer goes
 * into the `adultContent` cookie, a yes back to the page without the parameter, a no to the home page,
 * where adult tiles are hidden from then on. Null when the address carries no answer.
 */
export function answerToAgeQuestion(url: URL, home: string): Response | null {
  const answer = url.searchParams.get(adultAnswerParameter);
  if (answer !== AdultContent.allowed && answer !== AdultContent.hidden) return null;
  const cookie = serializePreferenceCookie(CookieKey.adultContent, answer, adultContentCookieSeconds);
  url.searchParams.delete(adultAnswerParameter);
  const back = answer === AdultContent.allowed ? url.pathname + url.search : home;
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}
