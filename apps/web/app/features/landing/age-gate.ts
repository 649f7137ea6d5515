import { AdultContent, CookieKey } from "@tirgus/domain/languages";
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
