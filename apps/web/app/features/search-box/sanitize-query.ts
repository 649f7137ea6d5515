import type { Language } from "@tirgus/domain/languages";

/**
 * Search text keeps only digits, Latin and Cyrillic letters, Latvian diacritics, spaces, slash and
 * hyphen, and is trimmed (spec 1 section 5). Runs of spaces become one. An empty result means the
 * query is not sent at all. (Local to the search box until the search feature brings its own rules.)
 */
export function sanitizeSearchQuery(text: string): string {
  return text
    .replace(/[^0-9A-Za-z\u0400-\u04FFĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽž /-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Where a search goes: `/{lang}/search/{query}`. */
export function searchPath(lang: Language, query: string): string {
  return `/${lang}/search/${encodeURIComponent(query)}`;
}
