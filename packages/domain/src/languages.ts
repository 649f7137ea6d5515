/** Languages of the product (spec 1 section 9): Latvian by default, Russian beside it, English in part. */
export const languages = ["lv", "ru", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "lv";
/** The language every page and category slug exists in; English covers part of the product. */
export const fullLanguages = ["lv", "ru"] as const satisfies readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Cookie keys of the spec (spec 1 section 9). */
export const CookieKey = {
  language: "language",
  login: "login",
  adultContent: "adultContent",
  visitedLots: "visitedLots",
  theme: "theme",
} as const;

export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

/**
 * Values of the `adultContent` cookie: set by the age question of adult categories. `allowed` after the
 * visitor confirms being 18 or older; `hidden` after they say no, which also hides the adult tiles on
 * home (spec 1 section 2). Without the cookie the tiles show and the age question comes on entering.
 */
export const AdultContent = { allowed: "allowed", hidden: "hidden" } as const;
