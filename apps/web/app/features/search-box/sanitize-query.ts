import type { Language } from "@tirgus/domain/languages";

/** One rule for the box and the API (spec 1 section 5): it lives in the domain package. */
export { sanitizeSearchQuery } from "@tirgus/domain/search";

/** Where a search goes: `/{lang}/search/{query}`. */
export function searchPath(lang: Language, query: string): string {
  return `/${lang}/search/${encodeURIComponent(query)}`;
}
