import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { seedCatalogue } from "../catalogue/seed.ts";

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
    expect(locs(response.body)).toEqual([
      "https://tirgus.test/sitemaps/pages.xml",
      "https://tirgus.test/sitemaps/categories.xml",
    ]);
  });

  it("has home and the static pages in lv and ru, each with its hreflang alternates", async () => {
    const xml = (await test.app.inject({ url: "/sitemaps/pages.xml" })).body;
    expect(locs(xml)).toContain("https://tirgus.test/");
    expect(locs(xml)).toContain("https://tirgus.test/ru");
    expect(locs(xml)).toContain("https://tirgus.test/ru/about/rules");
    expect(locs(xml)).toHaveLength(2 * 9);
    expect(xml).toContain(
      '<url><loc>https://tirgus.test/ru/contacts</loc><xhtml:link rel="alternate" hreflang="lv" href="https://tirgus.test/lv/contacts"/>',
    );
    expect(xml).toContain('hreflang="x-default" href="https://tirgus.test/lv/contacts"');
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
