import { fullLanguages, type Language } from "@tirgus/domain/languages";

/** One page of a sitemap: its address in each language it exists in (hreflang alternates). */
export type SitemapPage = Readonly<Partial<Record<Language, string>>>;

/** Sitemaps hold at most 50,000 addresses each (sitemaps.org); larger sets are split into numbered files. */
export const sitemapUrlLimit = 50_000;

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * A `<urlset>`: every language version of a page is its own `<url>` carrying the alternates of all of them,
 * as Google reads hreflang in sitemaps; Latvian is also the x-default.
 */
export function urlSet(publicUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const versions = fullLanguages.flatMap((lang) =>
      page[lang] ? [[lang, publicUrl + page[lang]] as const] : [],
    );
    const alternates = versions.map(
      ([lang, url]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}"/>`,
    );
    const fallback = page.lv
      ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + page.lv)}"/>`]
      : [];
    return versions.map(
      ([, url]) => `<url><loc>${escapeXml(url)}</loc>${[...alternates, ...fallback].join("")}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("\n") +
    "\n</urlset>\n"
  );
}

/** The `<sitemapindex>` of the site's sitemaps. */
export function sitemapIndex(publicUrl: string, paths: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    paths.map((path) => `<sitemap><loc>${escapeXml(publicUrl + path)}</loc></sitemap>`).join("\n") +
    "\n</sitemapindex>\n"
  );
}
