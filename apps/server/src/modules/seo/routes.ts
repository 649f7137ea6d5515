import { Readable } from "node:stream";
import { staticPageSlugs } from "@tirgus/domain/site-pages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import {
  lotRanges,
  lotsInRange,
  type OpenCategory,
  openCategories,
  type SellerKind,
  type SitemapLot,
  sellerRanges,
  sellersInRange,
} from "./repository.ts";
import { type SitemapPage, sitemapIndex, urlElements, urlSet, urlSetHead, urlSetTail } from "./sitemap.ts";

type SeoRouteOptions = { pool: pg.Pool; publicUrl: string };

/** Sitemaps change with the catalogue, not by the minute: crawlers and caches may keep them an hour. */
const cacheControl = "public, max-age=3600";

/** The sitemaps of a fixed number, in the index's order; the lot sitemaps (one per id range) follow them. */
const sitemaps = {
  pages: "/sitemaps/pages.xml",
  categories: "/sitemaps/categories.xml",
  listings: "/sitemaps/listings.xml",
} as const;
const lotSitemapPath = (range: number) => `/sitemaps/lots/${range}.xml`;
const sellerSitemaps: Record<SellerKind, string> = {
  user: "/sitemaps/users",
  company: "/sitemaps/companies",
};
const sellerSitemapPath = (kind: SellerKind, range: number) => `${sellerSitemaps[kind]}/${range}.xml`;
const sellerKinds: readonly SellerKind[] = ["company", "user"];

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
    const [ranges, ...sellers] = await Promise.all([
      lotRanges(
        pool,
        (await openCategories(pool)).map((category) => category.id),
      ),
      ...sellerKinds.map(async (kind) =>
        (await sellerRanges(pool, kind)).map((range) => sellerSitemapPath(kind, range)),
      ),
    ]);
    reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
    return sitemapIndex(site, [...Object.values(sitemaps), ...ranges.map(lotSitemapPath), ...sellers.flat()]);
  });

  app.get(sitemaps.pages, { schema: noQuery }, async (_request, reply) => {
    reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
    return urlSet(site, sitePages());
  });

  app.get(sitemaps.categories, { schema: noQuery }, async (_request, reply) => {
    reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
    return urlSet(site, await categoryLandings(pool));
  });

  app.get(sitemaps.listings, { schema: noQuery }, async (_request, reply) => {
    reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
    // An empty list is no one's search result (its page says noindex too).
    const listed = (await openCategories(pool)).filter((category) => category.lots > 0);
    return urlSet(site, listed.map(listingPage));
  });

  app.get(
    "/sitemaps/lots/:file",
    {
      schema: {
        ...noQuery,
        params: z.object({ file: z.string().regex(/^\d{1,7}\.xml$/) }),
      },
    },
    async (request, reply) => {
      const range = Number.parseInt(request.params.file, 10);
      const categories = new Map((await openCategories(pool)).map((category) => [category.id, category]));
      const batches = lotsInRange(pool, range, [...categories.keys()]);
      // A range without published lots is in no index (`lotRanges`): no such sitemap.
      const first = await batches.next();
      if (first.done) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
      // Streamed a batch at a time: a full file is 50,000 addresses (about 20 MB before compression).
      return reply.send(Readable.from(lotUrlSet(site, first.value, batches, categories)));
    },
  );

  // Public seller pages (spec 1 section 2: `/{lang}/user/{user}`, `/{lang}/company/{id}`) of those with lots.
  for (const kind of sellerKinds) {
    app.get(
      `${sellerSitemaps[kind]}/:file`,
      { schema: { ...noQuery, params: z.object({ file: z.string().regex(/^\d{1,7}\.xml$/) }) } },
      async (request, reply) => {
        const ids = await sellersInRange(pool, kind, Number.parseInt(request.params.file, 10));
        // A range without sellers with lots is in no index.
        if (ids.length === 0) throw new ApiError(404, HttpMessage.notFound);
        reply.header("cache-control", cacheControl).type("application/xml; charset=utf-8");
        return urlSet(
          site,
          ids.map((id) => ({ lv: `/lv/${kind}/${id}`, ru: `/ru/${kind}/${id}` })),
        );
      },
    );
  }
};

async function* lotUrlSet(
  site: string,
  first: SitemapLot[],
  rest: AsyncGenerator<SitemapLot[]>,
  categories: ReadonlyMap<number, OpenCategory>,
): AsyncGenerator<string> {
  const elements = (lots: SitemapLot[]) =>
    lots
      .map((lot) => {
        const slugPath = categories.get(lot.categoryId)?.slugPath ?? [];
        return urlElements(site, {
          lv: lotPath("lv", slugPath, lot.id),
          ru: lotPath("ru", slugPath, lot.id),
          lastmod: lot.lastmod,
        });
      })
      .join("");
  yield urlSetHead;
  yield elements(first);
  for await (const lots of rest) yield elements(lots);
  yield urlSetTail;
}

/** A lot's page (spec 1 section 2): its category's slugs in the page's language, then `!{id}`. */
const lotPath = (lang: "lv" | "ru", slugPath: readonly Record<"lv" | "ru", string>[], id: number) =>
  `/${lang}/${slugPath.map((slugs) => slugs[lang]).join("/")}/!${id}`;

/** A category's listing, `/{lang}/{slug}/{slug}...`, top-level categories included. */
const listingPage = (category: OpenCategory): SitemapPage => ({
  lv: `/lv/${category.slugPath.map((slugs) => slugs.lv).join("/")}`,
  ru: `/ru/${category.slugPath.map((slugs) => slugs.ru).join("/")}`,
});

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

/** Home, the discount products list and the static pages, in Latvian (home at `/`) and Russian, the static pages in English too. */
function sitePages(): SitemapPage[] {
  return [
    { lv: "/", ru: "/ru" },
    { lv: "/lv/landing/highlighted", ru: "/ru/landing/highlighted" },
    // Whole in English too, as their pages announce (hreflang en).
    ...staticPageSlugs.map((slug) => ({ lv: `/lv/${slug}`, ru: `/ru/${slug}`, en: `/en/${slug}` })),
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
