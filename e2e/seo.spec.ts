import { expect, test } from "@playwright/test";

/*
 * What a search engine or a shared link reads in the server's HTML (issue 5, "Search engines and sharing"):
 * the canonical address, the lv/ru alternates, the share tags and the breadcrumb's structured data. Read from
 * the server's answer, as a crawler does, without a browser.
 */

type Head = {
  canonical: string | undefined;
  alternates: Record<string, string>;
  description: string | undefined;
  meta: (key: string) => string | undefined;
  structured: { "@type"?: string; "@graph"?: { "@type"?: string }[] }[];
};

async function headOf(request: import("@playwright/test").APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const links = html.match(/<link [^>]*>/g) ?? [];
  const metas = html.match(/<meta [^>]*>/g) ?? [];
  const alternates: Record<string, string> = {};
  for (const link of links.filter((tag) => tag.includes('rel="alternate"'))) {
    const language = attribute(link, "hrefLang") ?? attribute(link, "hreflang");
    const href = attribute(link, "href");
    if (language && href) alternates[language] = decode(href);
  }
  const canonical = links.find((tag) => tag.includes('rel="canonical"'));
  const meta = (key: string) => {
    const tag = metas.find((one) => one.includes(`name="${key}"`) || one.includes(`property="${key}"`));
    return tag && decode(attribute(tag, "content") ?? "");
  };
  const structured = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "{}"),
  );
  return {
    canonical: canonical && decode(attribute(canonical, "href") ?? ""),
    alternates,
    description: meta("description"),
    meta,
    structured,
  };
}

const decode = (text: string) => text.replaceAll("&amp;", "&");

const typesOf = (head: Head) =>
  head.structured.flatMap((data) => [data["@type"], ...(data["@graph"] ?? []).map((part) => part["@type"])]);

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "the server's HTML is the same for every viewport");
});

test("home, a landing and a listing name themselves canonical, with lv and ru alternates and share tags", async ({
  request,
  baseURL,
}) => {
  for (const [path, lvPath, ruPath] of [
    ["/", "/", "/ru"],
    ["/ru/landing/transport", "/lv/landing/transports", "/ru/landing/transport"],
    ["/lv/transports/vieglie-auto", "/lv/transports/vieglie-auto", "/ru/transport/legkovye-avto"],
  ] as const) {
    const head = await headOf(request, path);
    const here = path === "/" ? lvPath : path;
    expect(head.canonical, path).toBe(`${baseURL}${here}`);
    expect(head.alternates, path).toEqual({
      lv: `${baseURL}${lvPath}`,
      ru: `${baseURL}${ruPath}`,
      "x-default": `${baseURL}${lvPath}`,
    });
    expect(head.meta("og:url"), path).toBe(head.canonical);
    expect(head.meta("og:title"), path).toBeTruthy();
    expect(head.meta("twitter:card"), path).toBe("summary_large_image");
    expect(head.description?.length ?? 0, path).toBeGreaterThanOrEqual(70);
    expect(head.description?.length ?? 999, path).toBeLessThanOrEqual(160);
  }
});

test("a region's listing names its region once in its description", async ({ request }) => {
  const head = await headOf(request, "/lv/nekustamais-ipasums/dzivokli/!riga");
  expect(head.description).toMatch(/^Dzīvokļi, Rīga: \d+ sludinājum/);
});

test("a real-estate list's region from the filter form moves into its path, the one address of that list", async ({
  request,
  baseURL,
}) => {
  const list = "/lv/nekustamais-ipasums/dzivokli";
  const chosen = await request.get(`${list}?region=1&page=2&orderColumn=price&orderDirection=asc`);
  expect(chosen.url()).toBe(`${baseURL}${list}/!riga?orderColumn=price&orderDirection=asc`);
  // The path's region wins over one in the query, which is dropped.
  const both = await request.get(`${list}/!riga?region=4&orderColumn=price&orderDirection=asc`);
  expect(both.url()).toBe(`${baseURL}${list}/!riga?orderColumn=price&orderDirection=asc`);
  const head = await headOf(request, `${list}?region=1`);
  expect(head.canonical).toBe(`${baseURL}${list}/!riga`);
});

test("a list's pages are pages of their own; its sorted, filtered and empty versions are not indexed", async ({
  request,
  baseURL,
}) => {
  const base = "/lv/transports/vieglie-auto";
  const second = await headOf(request, `${base}?page=2`);
  expect(second.canonical).toBe(`${baseURL}${base}?page=2`);
  expect(second.alternates.ru).toBe(`${baseURL}/ru/transport/legkovye-avto?page=2`);
  expect(second.meta("robots")).toBeUndefined();
  // Page 2 of a sorted or filtered list holds other lots than the list's page 2: no page stands for it.
  for (const variant of [
    `${base}?orderColumn=price&orderDirection=asc`,
    `${base}?page=2&orderColumn=price&orderDirection=asc`,
    `${base}?minPrice=1000&page=2`,
    `${base}?minPrice=99999999`,
  ]) {
    const head = await headOf(request, variant);
    expect(head.meta("robots"), variant).toBe("noindex");
    expect(head.canonical, variant).toBeUndefined();
  }
  // A category without lots is no one's search result, and its sitemap leaves it out.
  type Node = {
    slug: { lv: string };
    status: string;
    adult: boolean;
    isShortcut: boolean;
    adCount: number;
    children?: Node[];
  };
  const tree = (await (await request.get("/api/categories/tree")).json()).content as Node[];
  const open = (node: Node) => node.status === "active" && !node.adult && !node.isShortcut;
  const [empty] = tree
    .filter(open)
    .flatMap((top) =>
      (top.children ?? [])
        .filter((child) => open(child) && child.adCount === 0)
        .map((child) => `/lv/${top.slug.lv}/${child.slug.lv}`),
    );
  expect(empty, "a category without lots in the demo data").toBeDefined();
  expect((await headOf(request, empty ?? "")).meta("robots")).toBe("noindex");
  expect(await (await request.get("/sitemaps/listings.xml")).text()).not.toContain(`${baseURL}${empty}<`);
});

test("a shortcut that lists another category's lots exactly names that category's page to index", async ({
  request,
  baseURL,
}) => {
  // Home and garden's "Sadzīves tehnika" is electronics' own list; "Elektroauto" is cars narrowed, a list of its own.
  const shortcut = await headOf(request, "/lv/maja-un-darzs/sadzives-tehnika");
  expect(shortcut.canonical).toBe(`${baseURL}/lv/elektronika/sadzives-tehnika`);
  expect(shortcut.alternates.ru).toBe(`${baseURL}/ru/elektronika/bytovaya-tehnika`);
  const narrowed = await headOf(request, "/lv/transports/elektroauto");
  expect(narrowed.canonical).toBe(`${baseURL}/lv/transports/elektroauto`);
});

test("an address that is another's way of writing the same page moves there for good (301)", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/lv/transports/vieglie-auto?page=1", "/lv/transports/vieglie-auto"],
    ["/lv/transports/vieglie-auto?utm_source=x", "/lv/transports/vieglie-auto"],
    ["/lv/nekustamais-ipasums/dzivokli?region=1", "/lv/nekustamais-ipasums/dzivokli/!riga"],
    ["/lv/search?query=bmw", "/lv/search/bmw"],
    // Another language's slugs, a link copied with its language changed by hand.
    ["/ru/transports/vieglie-auto?page=2", "/ru/transport/legkovye-avto?page=2"],
    ["/lv/transport", "/lv/transports"],
    ["/ru/landing/transports", "/ru/landing/transport"],
    ["/ru/nekustamais-ipasums/dzivokli/!riga", "/ru/nedvizhimost/kvartiry/!riga"],
    ["/ru/landing/nekustamais-ipasums/!riga", "/ru/landing/nedvizhimost/!riga"],
    // The discount products: the first page and the newest first are the plain address; the footer's marker stays.
    ["/lv/landing/highlighted?page=1&orderColumn=publishDate", "/lv/landing/highlighted"],
    ["/ru/landing/highlighted?page=2&ownerType=2&x=1", "/ru/landing/highlighted?ownerType=2&page=2"],
    ["/lv/landing/highlighted?hideFooter=1&page=1", "/lv/landing/highlighted?hideFooter=1"],
  ] as const) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(answer.headers().location, from).toBe(to);
  }
});

test("each page of home, the discount products and a listing has a title of its own; past the last goes to the last", async ({
  request,
  baseURL,
}) => {
  const titleOf = async (path: string) =>
    /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1];
  expect(await titleOf("/?page=2")).toBe("Sludinājumi Latvijā — 2. lapa | Tirgus");
  const deep = await request.get("/?page=9999");
  expect(deep.url()).toMatch(new RegExp(`^${baseURL}/\\?page=\\d+$`));
  expect(Number(new URL(deep.url()).searchParams.get("page"))).toBeLessThan(9999);
  expect(await titleOf("/lv/landing/highlighted?ownerType=2&page=2")).toBe(
    "Preces ar atlaidēm — Uzņēmumi — 2. lapa | Tirgus",
  );
  expect(await titleOf("/ru/landing/highlighted?ownerType=1")).toMatch(/^Товары со скидкой — .+ \| Tirgus$/);
  // A listing is told apart from its category's landing and from same-named categories elsewhere.
  expect(await titleOf("/lv/landing/transports")).toBe("Transports | Tirgus");
  expect(await titleOf("/lv/transports")).toBe("Transports — Visi sludinājumi | Tirgus");
  expect(await titleOf("/lv/transports/vieglie-auto?page=2")).toBe(
    "Vieglie auto — Transports — 2. lapa | Tirgus",
  );
  expect(await titleOf("/ru/transport/legkovye-avto")).toBe("Легковые авто — Транспорт | Tirgus");
});

test("English is announced only where the page has English text; elsewhere the Latvian page is the one to index", async ({
  request,
  baseURL,
}) => {
  // The English listing has English names around lots written in Latvian or Russian: English in part.
  const listing = await headOf(request, "/en/vehicles/cars");
  expect(listing.canonical).toBe(`${baseURL}/lv/transports/vieglie-auto`);
  expect(Object.keys(listing.alternates).sort()).toEqual(["lv", "ru", "x-default"]);
  const cookies = await headOf(request, "/en/about/cookies");
  expect(cookies.canonical).toBe(`${baseURL}/en/about/cookies`);
  expect(Object.keys(cookies.alternates).sort()).toEqual(["en", "lv", "ru", "x-default"]);
});

test("landings and listings describe their breadcrumb as structured data", async ({ request, baseURL }) => {
  for (const path of ["/lv/landing/transports", "/ru/landing/highlighted", "/lv/transports/vieglie-auto"]) {
    expect(typesOf(await headOf(request, path)), path).toContain("BreadcrumbList");
  }
  const landing = await headOf(request, "/lv/landing/transports");
  const breadcrumb = landing.structured.find((data) => data["@type"] === "BreadcrumbList") as unknown as {
    itemListElement: { name: string; item: string }[];
  };
  expect(breadcrumb.itemListElement.map(({ name, item }) => [name, item])).toEqual([
    ["Sākums", `${baseURL}/`],
    ["Transports", `${baseURL}/lv/landing/transports`],
  ]);
});

test("a lot page's alternates are its own addresses in each language, which answer without a redirect", async ({
  request,
  baseURL,
}) => {
  // Cars for sale: a wanted ad offers nothing and is no Product.
  const listing = await (await request.get("/lv/transports/vieglie-auto?action=1")).text();
  const lotPath = /href="(\/lv\/transports\/vieglie-auto\/![0-9]+)"/.exec(listing)?.[1] ?? "";
  const id = lotPath.split("!")[1];
  const ruPath = `/ru/transport/legkovye-avto/!${id}`;
  for (const path of [lotPath, ruPath]) {
    const head = await headOf(request, path);
    expect(head.canonical, path).toBe(`${baseURL}${path}`);
    expect(head.alternates, path).toEqual({
      lv: `${baseURL}${lotPath}`,
      ru: `${baseURL}${ruPath}`,
      "x-default": `${baseURL}${lotPath}`,
    });
    expect(typesOf(head), path).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
  }
  for (const alternate of [lotPath, ruPath]) {
    expect((await request.get(alternate, { maxRedirects: 0 })).status(), alternate).toBe(200);
  }
});
