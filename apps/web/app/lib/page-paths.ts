import type { Language } from "@tirgus/domain/languages";
import { useCallback } from "react";
import { useLocation, useMatches } from "react-router";
import { switchLanguagePath } from "./language";

/**
 * The address of the current page in each language. Most pages differ only by the `/{lang}` prefix; a
 * page whose address holds translated slugs (category landings and listings) gives its own addresses in
 * its loader data as `pathsByLanguage`, which the language switch and the hreflang links then use.
 */
export type PathsByLanguage = Readonly<Record<Language, string>>;

export function usePathIn(): (target: Language) => string {
  const { pathname } = useLocation();
  const own = useMatches()
    .map((match) => (match.loaderData as { pathsByLanguage?: PathsByLanguage } | undefined)?.pathsByLanguage)
    .findLast((paths) => paths !== undefined);
  return useCallback((target) => own?.[target] ?? switchLanguagePath(pathname, target), [own, pathname]);
}
