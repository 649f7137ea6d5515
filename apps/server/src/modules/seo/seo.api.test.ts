import { LotStatus } from "@tirgus/domain/lots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { seedCatalogue } from "../catalogue/seed.ts";
import { lotsPerSitemap, sellersPerSitemap } from "./repository.ts";
import { sitemapUrlLimit } from "./sitemap.ts";

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ PUBLIC_URL: "https://tirgus.test" });
  await seedCatalogue(test.db.pool);
});
afterAll(() => test.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("robots.txt", () => {
  it("keeps crawlers out of account, admin and API pages and names the sitemap", async () => {
    const response = await test.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain("Disallow: /api/\n");
    expect(response.body).toContain("Disallow: /my/\n");
    expect(response.body).toContain("Disallow: /*/user-data\n");
    expect(response.body).toContain("Sitemap: https://tirgus.test/sitemap.xml");
  });
});

describe("sitemaps", () => {
  it("lists its sitemaps in the index", async () => {
    const response = await test.app.inject({ url: "/sitemap.xml" });
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(locs(response.body).slice(0, 3)).toEqual([
      "https://tirgus.test/sitemaps/pages.xml",
      "https://tirgus.test/sitemaps/categories.xml",
      "https://tirgus.test/sitemaps/listings.xml",
    ]);
  });

  it("has home, the discount list and the static pages in lv and ru (those in en too), with hreflang alternates", async () => {
    const xml = (await test.app.inject({ url: "/sitemaps/pages.xml" })).body;
    expect(locs(xml)).toContain("https://tirgus.test/");
    expect(locs(xml)).toContain("https://tirgus.test/ru");
    expect(locs(xml)).toContain("https://tirgus.test/ru/about/rules");
    expect(locs(xml)).toContain("https://tirgus.test/ru/landing/highlighted");
    expect(locs(xml)).toContain("https://tirgus.test/en/about/rules");
    expect(locs(xml)).not.toContain("https://tirgus.test/en");
    // Home and the discount list in lv and ru, the eight static pages in lv, ru and en.
    expect(locs(xml)).toHaveLength(2 * 2 + 3 * 8);
    expect(xml).toContain(
      '<url><loc>https://tirgus.test/ru/contacts</loc><xhtml:link rel="alternate" hreflang="lv" href="https://tirgus.test/lv/contacts"/>',
    );
    expect(xml).toContain('hreflang="x-default" href="https://tirgus.test/lv/contacts"');
    expect(xml).toContain('hreflang="en" href="https://tirgus.test/en/contacts"');
  });

  it("has the landings of the open top-level categories under their own slugs, without adult ones", async () => {
    const urls = locs((await test.app.inject({ url: "/sitemaps/categories.xml" })).body);
    expect(urls).toContain("https://tirgus.test/lv/landing/transports");
    expect(urls).toContain("https://tirgus.test/ru/landing/transport");
    expect(urls.filter((url) => url?.includes("pieaugusajiem") || url?.includes("vzroslyh"))).toEqual([]);
    for (const url of urls) {
      const landing = await test.app.inject({
        url: `/api/categories/by-slug/${url?.split("/")[3]}/${url?.split("/")[5]}`,
      });
      expect(landing.statusCode, url).toBe(200);
    }
  });

  it("refuses query parameters", async () => {
    expect((await test.app.inject({ url: "/sitemap.xml?page=2" })).statusCode).toBe(400);
  });
});

type Leaf = { id: number; lv: string; ru: string };

/** A category two levels down and its slug paths; the adult top-level category's first child. */
async function categoriesForLots(): Promise<{ car: Leaf; adult: number }> {
  const { rows } = await test.db.pool.query<Leaf>(
    `SELECT c.id, p.slug_lv || '/' || c.slug_lv AS lv, p.slug_ru || '/' || c.slug_ru AS ru
     FROM categories c JOIN categories p ON p.id = c.parent_id
     WHERE c.level = 1 AND c.status = 'active' AND c.shortcut_to IS NULL
       AND p.status = 'active' AND NOT p.adult AND p.slug_lv = 'transports'
     ORDER BY c.sort LIMIT 1`,
  );
  const adult = await test.db.pool.query<{ id: number }>(
    "SELECT c.id FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.adult LIMIT 1",
  );
  const car = rows[0];
  const adultId = adult.rows[0]?.id;
  if (!car || adultId === undefined) throw new Error("the catalogue needs transport and adult categories");
  return { car, adult: adultId };
}

/** Lots with the given ids (overriding the identity), all in one category and status. */
async function addLots(ids: number[], categoryId: number, status: number, date = "2026-11-20T08:30:00Z") {
  await test.db.pool.query(
    `INSERT INTO lots (id, category_id, action_id, status, publish_date, updated_at)
     OVERRIDING SYSTEM VALUE SELECT id, $2, 1, $3, $4, $4 FROM unnest($1::bigint[]) AS id`,
    [ids, categoryId, status, date],
  );
}

describe("category and lot sitemaps", () => {
  const firstRange = Math.floor(1_000_001 / lotsPerSitemap);
  let car: Leaf;
  let adult: number;
  beforeAll(async () => {
    ({ car, adult } = await categoriesForLots());
    // 5,003 published lots in the first id range (more than one batch of the streamed query), one in the
    // next range but one, and lots that must stay out: a draft and an adult one.
    const first = Array.from({ length: 5_003 }, (_, index) => 1_000_001 + index);
    await addLots(first, car.id, LotStatus.published);
    await addLots(
      [(firstRange + 2) * lotsPerSitemap + 7],
      car.id,
      LotStatus.published,
      "2026-11-21T10:00:00Z",
    );
    await addLots([1_010_000], car.id, LotStatus.draft);
    await addLots([1_010_001], adult, LotStatus.published);
  });

  it("keep every lot sitemap within the 50,000 addresses of sitemaps.org (two languages a lot)", () => {
    expect(lotsPerSitemap * 2).toBeLessThanOrEqual(sitemapUrlLimit);
  });

  it("list a lot sitemap for each id range that holds published lots, and none for empty ranges", async () => {
    const urls = locs((await test.app.inject({ url: "/sitemap.xml" })).body);
    expect(urls.slice(3)).toEqual([
      `https://tirgus.test/sitemaps/lots/${firstRange}.xml`,
      `https://tirgus.test/sitemaps/lots/${firstRange + 2}.xml`,
    ]);
  });

  it("have every published lot of its range at its lot address in lv and ru, with hreflang and lastmod", async () => {
    const response = await test.app.inject({ url: `/sitemaps/lots/${firstRange}.xml` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    const urls = locs(xml);
    expect(urls).toHaveLength(5_003 * 2);
    expect(new Set(urls).size).toBe(urls.length);
    expect(xml).toContain(
      `<url><loc>https://tirgus.test/ru/${car.ru}/!1000001</loc><lastmod>2026-11-20T08:30:00Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="lv" href="https://tirgus.test/lv/${car.lv}/!1000001"/>` +
        `<xhtml:link rel="alternate" hreflang="ru" href="https://tirgus.test/ru/${car.ru}/!1000001"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://tirgus.test/lv/${car.lv}/!1000001"/></url>`,
    );
    expect(urls).toContain(`https://tirgus.test/lv/${car.lv}/!1005003`);
    expect(urls.filter((url) => url?.includes("!1010000") || url?.includes("!1010001"))).toEqual([]);
  });

  it("take the later of the publish and update dates as lastmod", async () => {
    const id = (firstRange + 2) * lotsPerSitemap + 7;
    await test.db.pool.query("UPDATE lots SET updated_at = '2026-11-23T12:00:00Z' WHERE id = $1", [id]);
    const xml = (await test.app.inject({ url: `/sitemaps/lots/${firstRange + 2}.xml` })).body;
    expect(locs(xml)).toEqual([
      `https://tirgus.test/lv/${car.lv}/!${id}`,
      `https://tirgus.test/ru/${car.ru}/!${id}`,
    ]);
    expect(xml).toContain("<lastmod>2026-11-23T12:00:00Z</lastmod>");
  });

  it("are not found for a range without lots (it is in no index), and refuse names that are not a range", async () => {
    const empty = await test.app.inject({ url: "/sitemaps/lots/9.xml" });
    expect(empty.statusCode).toBe(404);
    expect((await test.app.inject({ url: "/sitemaps/lots/x.xml" })).statusCode).toBe(400);
  });

  it("have every open category's listing with lots in lv and ru, subcategories by their slug path, no adult ones", async () => {
    const xml = (await test.app.inject({ url: "/sitemaps/listings.xml" })).body;
    const urls = locs(xml);
    expect(urls).toContain("https://tirgus.test/lv/transports");
    expect(urls).toContain(`https://tirgus.test/lv/${car.lv}`);
    expect(urls).toContain(`https://tirgus.test/ru/${car.ru}`);
    expect(xml).toContain(
      `<url><loc>https://tirgus.test/ru/${car.ru}</loc><xhtml:link rel="alternate" hreflang="lv" href="https://tirgus.test/lv/${car.lv}"/>`,
    );
    const { rows } = await test.db.pool.query<{ lv: string }>(
      "SELECT slug_lv AS lv FROM categories WHERE adult AND level = 0",
    );
    const adultSlug = rows[0]?.lv ?? "missing";
    expect(urls.filter((url) => url?.startsWith(`https://tirgus.test/lv/${adultSlug}`))).toEqual([]);
    const { rows: open } = await test.db.pool.query<{ count: string }>(
      `SELECT count(*) FROM categories c WHERE c.shortcut_to IS NULL AND c.ad_count > 0 AND NOT EXISTS (
         SELECT 1 FROM categories a WHERE a.id = ANY(c.path) AND (a.status <> 'active' OR a.adult OR a.shortcut_to IS NOT NULL))`,
    );
    expect(urls).toHaveLength(Number(open[0]?.count) * 2);
    // An empty list is left out: its page says noindex.
    const { rows: empty } = await test.db.pool.query<{ lv: string }>(
      `SELECT p.slug_lv || '/' || c.slug_lv AS lv FROM categories c JOIN categories p ON p.id = c.parent_id
       WHERE c.level = 1 AND c.status = 'active' AND c.ad_count = 0 AND NOT c.adult LIMIT 1`,
    );
    expect(empty).toHaveLength(1);
    expect(urls).not.toContain(`https://tirgus.test/lv/${empty[0]?.lv}`);
  });
});

describe("seller sitemaps", () => {
  it("list the public pages of users and companies with published lots of their own, a range of ids a file", async () => {
    const { car } = await categoriesForLots();
    const pool = test.db.pool;
    const idOf = async (sql: string) => Number((await pool.query<{ id: string }>(sql)).rows[0]?.id);
    const seller = await idOf("INSERT INTO users (email) VALUES ('map-seller@example.lv') RETURNING id");
    const idle = await idOf("INSERT INTO users (email) VALUES ('map-idle@example.lv') RETURNING id");
    const staff = await idOf("INSERT INTO users (email) VALUES ('map-staff@example.lv') RETURNING id");
    const company = await idOf("INSERT INTO companies (title) VALUES ('SIA Karte') RETURNING id");
    // Ids of their own: the lots above took theirs by hand, past the identity's next value.
    let next = 3_000_000;
    const lot = (owner: number, companyId: number | null, status: number) =>
      pool.query(
        `INSERT INTO lots (id, category_id, action_id, status, owner_id, company_id, publish_date, updated_at)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, 1, $3, $4, $5, now(), now())`,
        [++next, car.id, status, owner, companyId],
      );
    await lot(seller, null, LotStatus.published);
    await lot(idle, null, LotStatus.draft);
    // A company's lot is the company's, not its member's own.
    await lot(staff, company, LotStatus.published);

    const index = locs((await test.app.inject({ url: "/sitemap.xml" })).body);
    const users = `https://tirgus.test/sitemaps/users/${Math.floor(seller / sellersPerSitemap)}.xml`;
    const companies = `https://tirgus.test/sitemaps/companies/${Math.floor(company / sellersPerSitemap)}.xml`;
    expect(index).toEqual(expect.arrayContaining([users, companies]));
    const userUrls = locs((await test.app.inject({ url: users.replace("https://tirgus.test", "") })).body);
    expect(userUrls).toEqual(
      expect.arrayContaining([
        `https://tirgus.test/lv/user/${seller}`,
        `https://tirgus.test/ru/user/${seller}`,
      ]),
    );
    expect(
      userUrls.filter((url) => url?.endsWith(`/user/${idle}`) || url?.endsWith(`/user/${staff}`)),
    ).toEqual([]);
    const companyUrls = locs(
      (await test.app.inject({ url: companies.replace("https://tirgus.test", "") })).body,
    );
    expect(companyUrls).toEqual(expect.arrayContaining([`https://tirgus.test/lv/company/${company}`]));
    expect((await test.app.inject({ url: "/sitemaps/users/9999.xml" })).statusCode).toBe(404);
    expect(sellersPerSitemap * 2).toBeLessThanOrEqual(sitemapUrlLimit);
  });
});
