import { CookieKey, type Language, languages } from "@tirgus/domain/languages";
import { Link, useLocation } from "react-router";
import { setPreferenceCookie } from "../../lib/cookies";
import { useI18n } from "../../lib/i18n";
import { languageNames } from "../../lib/language";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { usePathIn } from "../../lib/page-paths";
import { useRootData } from "../../lib/root-data";

/**
 * Links to the current page in each language. Following one stores the `language` cookie (and, for a
 * signed-in user, the user's language, which the UI follows at the next sign-in); the root client
 * middleware loads the new dictionary before the page changes. Plain links, so they work without
 * JavaScript too.
 */
export function LanguageSwitch({
  replace = false,
  className = "",
}: {
  replace?: boolean;
  className?: string;
}) {
  const { t, lang } = useI18n();
  const location = useLocation();
  const pathIn = usePathIn();
  const signedIn = Boolean(useRootData()?.shell.session);
  const choose = (target: Language) => {
    setPreferenceCookie(CookieKey.language, target);
    if (signedIn)
      void loadBrowserApi()
        .then((api) => api.patch("/api/me/language", { language: target }, { silent: true }))
        .catch(() => undefined);
  };
  return (
    <ul aria-label={t("Language")} className={`flex gap-1.5 ${className}`}>
      {languages.map((target: Language) => {
        const current = target === lang;
        return (
          <li key={target}>
            <Link
              to={{ pathname: pathIn(target), search: location.search }}
              replace={replace}
              hrefLang={target}
              lang={target}
              aria-current={current ? "true" : undefined}
              onClick={() => choose(target)}
              className={`inline-flex h-9 items-center rounded-lg border px-3 text-sm font-medium transition-colors ${
                current
                  ? "border-accent bg-accent-soft text-accent"
                  : "border-line text-fg hover:border-muted/60 hover:bg-subtle"
              }`}
            >
              {languageNames[target]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
