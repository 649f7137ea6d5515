import { type Language, languages } from "@tirgus/domain/languages";

/**
 * One page of a sitemap: its address in each language it exists in (hreflang alternates) and, when known,
 * when it last changed (crawlers revisit changed pages first).
 */
export type SitemapPage = Readonly<Partial<Record<Language, string>>> & { readonly lastmod?: Date };

/** Sitemaps hold at most 50,000 addresses each (sitemaps.org); larger sets are split into numbered files. */
export const sitemapUrlLimit = 50_000;

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** W3C datetime to the second: sitemaps.org takes it, and milliseconds say nothing to a crawler. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export const urlSetHead =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const urlSetTail = "</urlset>\n";

/**
 * The `<url>` elements of one page: every language version is its own `<url>` carrying the alternates of
 * all of them, as Google reads hreflang in sitemaps; Latvian is also the x-default. One line each.
 */
export function urlElements(publicUrl: string, page: SitemapPage): string {
  const versions = languages.flatMap((lang) => {
    const path = page[lang];
    return path ? [[lang, publicUrl + path] as const] : [];
  });
  const alternates = versions.map(
    ([lang, url]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}"/>`,
  );
  if (page.lv)
    alternates.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + page.lv)}"/>`,
    );
  const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : "";
  return versions
    .map(([, url]) => `<url><loc>${escapeXml(url)}</loc>${lastmod}${alternates.join("")}</url>\n`)
    .join("");
}

/** A whole `<urlset>` of pages that fit in memory (home, static pages, categories). */
export function urlSet(publicUrl: string, pages: readonly SitemapPage[]): string {
  return urlSetHead + pages.map((page) => urlElements(publicUrl, page)).join("") + urlSetTail;
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
