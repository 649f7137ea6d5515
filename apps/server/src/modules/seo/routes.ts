import { staticPageSlugs } from "@tirgus/domain/site-pages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { type SitemapPage, sitemapIndex, urlSet } from "./sitemap.ts";

type SeoRouteOptions = { pool: pg.Pool; publicUrl: string };

/** Sitemaps change with the catalogue, not by the minute: crawlers and caches may keep them an hour. */
const cacheControl = "public, max-age=3600";

/** The sitemaps, in the index's order. Lot sitemaps join when lot pages exist (issue 6). */
const sitemaps = { pages: "/sitemaps/pages.xml", categories: "/sitemaps/categories.xml" } as const;

/**
 * What tells search engines about the site (issue 5 item 7): robots.txt, the sitemap index and its
 * sitemaps of the pages that exist in lv and ru, with their hreflang alternates.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRouteOptions> = async (app, { pool, publicUrl }) => {
  const site = publicUrl.replace(/\/+$/, "");
  const noQuery = { querystring: z.object({}).strict(), hide: true };

  app.get("/robots.txt", { schema: noQuery }, async (_request, reply) => {
    reply.header("cache-control", cacheControl).type("text/plain; charset=utf-8");
    return robotsTxt(site);
  });

  app.get("/sitemap.xml", { schema: noQuery }, async (_request, reply) => {
    reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
    return sitemapIndex(site, Object.values(sitemaps));
  });

  app.get(sitemaps.pages, { schema: noQuery }, async (_request, reply) => {
    reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
    return urlSet(site, sitePages());
  });

  app.get(sitemaps.categories, { schema: noQuery }, async (_request, reply) => {
    reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
    return urlSet(site, await categoryLandings(pool));
  });
};

/** Account, admin, API and development pages are nobody's search result; everything else may be crawled. */
export function robotsTxt(site: string): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /my/",
    "Disallow: /*/my/",
    "Disallow: /*/user-data",
    "Disallow: /dev/",
    "Disallow: /signup/",
    "Disallow: /recovery/",
    "Disallow: /*/signup/",
    "Disallow: /*/recovery/",
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Home and the static pages, in Latvian (home at `/`) and Russian. */
function sitePages(): SitemapPage[] {
  return [
    { lv: "/", ru: "/ru" },
    ...staticPageSlugs.map((slug) => ({ lv: `/lv/${slug}`, ru: `/ru/${slug}` })),
  ];
}

/** The landings of the top-level categories that are open; adult ones stay behind their age question. */
async function categoryLandings(pool: pg.Pool): Promise<SitemapPage[]> {
  const { rows } = await pool.query<{ lv: string; ru: string }>(
    `SELECT slug_lv AS lv, slug_ru AS ru FROM categories
     WHERE level = 0 AND status = 'active' AND NOT adult AND shortcut_to IS NULL
     ORDER BY sort, id`,
  );
  return rows.map((row) => ({ lv: `/lv/landing/${row.lv}`, ru: `/ru/landing/${row.ru}` }));
}
