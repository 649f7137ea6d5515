import { type Language, languages } from "@tirgus/domain/languages";
import { useLocation } from "react-router";
import { useI18n } from "./i18n";
import { canonicalPath, languageTags } from "./language";
import { usePathIn } from "./page-paths";
import { useRootData } from "./root-data";

export const siteName = "Tirgus";

const ogLocales: Record<Language, string> = { lv: "lv_LV", ru: "ru_RU", en: "en_GB" };

/**
 * The head of a page (DESIGN.md section 1.3): title, description, canonical URL and hreflang
 * alternates (lv and ru, and en where the page exists in English), plus Open Graph basics. React 19
 * hoists these tags into <head>, on the server and on client-side navigations.
 */
export function Seo({
  title,
  description,
  noindex = false,
  alternates = languages,
}: {
  title: string;
  description: string;
  noindex?: boolean;
  /** The languages the page exists in. */
  alternates?: readonly Language[];
}) {
  const { lang } = useI18n();
  const { pathname } = useLocation();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const canonical = publicUrl + canonicalPath(pathname);
  const pathIn = usePathIn();
  const urlIn = (target: Language) => publicUrl + canonicalPath(pathIn(target));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map((target) => (
            <link key={target} rel="alternate" hrefLang={languageTags[target]} href={urlIn(target)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={urlIn("lv")} />
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={siteName} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={canonical} />
          <meta property="og:locale" content={ogLocales[lang]} />
        </>
      )}
    </>
  );
}
