import type { Language } from "@tirgus/domain/languages";

/** The seller's pages: Latvian at `/my/...`, the other languages under their prefix (as routes.ts has them). */
export const myPath = (lang: Language, page: string): string =>
  lang === "lv" ? `/my/${page}` : `/${lang}/my/${page}`;
