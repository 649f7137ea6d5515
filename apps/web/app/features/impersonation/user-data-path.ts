import type { Language } from "@tirgus/domain/languages";

/** The impersonation page of spec 1 section 2: `/{lang}/user-data`. */
export const userDataPath = (lang: Language): string => `/${lang}/user-data`;
