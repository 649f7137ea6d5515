import { defaultLanguage, isLanguage, type Language } from "@tirgus/domain/languages";

/**
 * Paths carry the language as their first segment (`/ru/contacts`); Latvian, the default, also owns
 * the bare root `/`. Paths without a language prefix (`/my/items`, `/sms/!1`) are Latvian unless a
 * later feature decides otherwise from the `language` cookie.
 */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : defaultLanguage;
}

/** Whether the path starts with a language segment (`/lv`, `/ru/...`). */
export function hasLanguagePrefix(pathname: string): boolean {
  return isLanguage(pathname.split("/")[1]);
}

/** Account pages live at `/my/...` (spec 2): Latvian without a prefix, the other languages under theirs. */
export const accountPath = (lang: Language, path: string): string =>
  lang === defaultLanguage ? path : `/${lang}${path}`;

/** Home of a language: Latvian at `/`, the others at `/{lang}`. */
export function homePath(lang: Language): string {
  return lang === defaultLanguage ? "/" : `/${lang}`;
}

/**
 * The same page in another language: swaps the language prefix and keeps the rest of the path.
 * Home pages map to each language's home (`/` <-> `/ru`); paths without a prefix stay as they are.
 * Category slugs differ per language; the features that own them translate them on top of this.
 */
export function switchLanguagePath(pathname: string, target: Language): string {
  if (pathname === "/" || pathname === "") return homePath(target);
  const segments = pathname.split("/");
  if (!isLanguage(segments[1])) return pathname;
  const rest = segments.slice(2).join("/").replace(/\/+$/, "");
  return rest === "" ? homePath(target) : `/${target}/${rest}`;
}

/** The canonical form of a path: no trailing slash, and `/lv` is the root. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed === `/${defaultLanguage}` || trimmed === "" ? "/" : trimmed;
}

/** The BCP 47 tag of a language, for `<html lang>`, `hreflang` and Intl. */
export const languageTags: Record<Language, string> = { lv: "lv", ru: "ru", en: "en" };

/** Language names as their speakers write them (never translated). */
export const languageNames: Record<Language, string> = { lv: "Latviešu", ru: "Русский", en: "English" };
