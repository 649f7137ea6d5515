import type { HomeCategory } from "@tirgus/domain/catalogue-api";
import { AdultContent, CookieKey } from "@tirgus/domain/languages";
import { readCookie } from "../../lib/cookies";

/** The home tiles to show: adult ones go when the visitor's adultContent cookie says to hide them. */
export function visibleHomeCategories(categories: readonly HomeCategory[], cookieHeader: string | null) {
  const hideAdult = readCookie(cookieHeader, CookieKey.adultContent) === AdultContent.hidden;
  return hideAdult ? categories.filter((category) => !category.adult) : [...categories];
}
