import { inlineScriptJson } from "@tirgus/domain/inline-script";
import { fullLanguages, type Language } from "@tirgus/domain/languages";
import { metaDescription } from "@tirgus/domain/meta-description";
import { useLocation } from "react-router";
import { useI18n } from "./i18n";
import { canonicalPath, languageTags } from "./language";
import { type PathsByLanguage, usePathIn } from "./page-paths";
import { useRootData } from "./root-data";

export const siteName = "Tirgus";

const ogLocales: Record<Language, string> = { lv: "lv_LV", ru: "ru_RU", en: "en_GB" };

/** A picture a shared link shows: its address (absolute or a site path) and its size in pixels. */
export type ShareImage = { path: string; width: number; height: number };

/** The picture a shared link shows when the page has none of its own (1200x630, spec 2 section 9). */
export const defaultShareImage: ShareImage = { path: "/og-image.png", width: 1200, height: 630 };

/** A lot's share picture: its cover cut to the spec's 1200x630. */
export const lotShareImage = (path: string): ShareImage => ({ path, width: 1200, height: 630 });

/**
 * The head of a page (DESIGN.md section 1.3): title, description (the domain's meta description rule),
 * canonical URL and hreflang alternates (lv and ru, and en where a page declares its English text), Open Graph
 * and Twitter card tags. React 19 hoists these tags into <head>, on the server and on client-side
 * navigations. A noindex page keeps its share tags (a link to it may still be shared) but names no
 * canonical address or alternates.
 */
export function Seo({
  title,
  description,
  noindex = false,
  alternates = fullLanguages,
  image,
  canonicalQuery = "",
  canonicalPaths,
}: {
  title: string;
  description: string;
  noindex?: boolean;
  /**
   * The languages the page is announced in (hreflang, as the sitemaps do): lv and ru unless it says more.
   * English covers only part of the product: an English listing or lot page has English names around lots
   * written in Latvian or Russian, so it names its Latvian version canonical; the static pages are whole in
   * English and say so.
   */
  alternates?: readonly Language[];
  /** The page's own share picture: a lot's cover cut to 1200x630, a company's square logo. */
  image?: ShareImage;
  /**
   * The query a page's canonical address keeps (`page=2`, `ownerType=1`): each page of a list is its own
   * page to a search engine, while sort orders and the like are the same page and are left out.
   */
  canonicalQuery?: string;
  /** The addresses of the page to index when it is another one with the same content (a shortcut's list). */
  canonicalPaths?: PathsByLanguage;
}) {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const query = canonicalQuery === "" ? "" : `?${canonicalQuery}`;
  const ownPathIn = usePathIn();
  const pathIn = (target: Language) => canonicalPaths?.[target] ?? ownPathIn(target);
  // The other languages' versions of the same page of a list carry the same query.
  const urlIn = (target: Language) => publicUrl + canonicalPath(pathIn(target)) + query;
  // A page read in a language it does not exist in (English outside the static pages) names its Latvian
  // version as the page to index.
  const ownPath = canonicalPaths?.[lang] ?? pathname;
  const canonical = alternates.includes(lang) ? publicUrl + canonicalPath(ownPath) + query : urlIn("lv");
  const text = metaDescription(description, `${siteName}: ${t("Classifieds in Latvia")}`);
  const shareImage = image ?? defaultShareImage;
  const imageUrl = /^https?:\/\//.test(shareImage.path) ? shareImage.path : publicUrl + shareImage.path;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map((target) => (
            <link key={target} rel="alternate" hrefLang={languageTags[target]} href={urlIn(target)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={urlIn("lv")} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocales[lang]} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      {/* A wide picture is shown large; a small square one (a logo) beside the text. */}
      <meta
        name="twitter:card"
        content={shareImage.width > shareImage.height ? "summary_large_image" : "summary"}
      />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}

/**
 * Structured data (schema.org JSON-LD) in the page. A data block is not run, so the CSP's script rules do
 * not apply to it; `<` is escaped so no text in the data can close the element.
 */
export function StructuredData({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot leave the element.
      dangerouslySetInnerHTML={{ __html: inlineScriptJson(data) }}
    />
  );
}

/** A step of a page's breadcrumb: its name and its site path. */
export type Crumb = { name: string; href: string };

/** schema.org BreadcrumbList of the breadcrumb a page shows, with absolute addresses. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], publicUrl: string): object {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: publicUrl + crumb.href,
    })),
  };
}
