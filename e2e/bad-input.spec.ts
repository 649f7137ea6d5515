import { expect, test } from "@playwright/test";
import fc from "fast-check";

const hostile = [
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e",
  "%00",
  "%E0%A4%A",
  "<script>alert(1)</script>",
  "'; DROP TABLE lots; --",
  "__proto__",
  "dzīvoklis",
  "квартира",
  "x".repeat(2000),
];
const segment = fc.oneof(fc.constantFrom(...hostile), fc.webSegment(), fc.string({ maxLength: 30 }));
const pagePath = fc
  .tuple(
    fc.constantFrom("", "/lv", "/ru", "/en", "/de", "/lv/about", "/ru/qr", "/assets", "/i18n"),
    fc.array(segment, { maxLength: 3 }),
  )
  .map(([prefix, parts]) => `${prefix}/${parts.map(encodeURIComponent).join("/")}`);
const search = fc.oneof(
  fc.constant(""),
  fc.constant("?hideFooter=1"),
  fc
    .dictionary(fc.string({ maxLength: 8 }), segment, { maxKeys: 3 })
    .map((entries) => `?${new URLSearchParams(entries)}`),
);

test("pages never answer hostile or malformed addresses with a server error", async ({
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== "desktop", "the server is the same for every viewport");
  await fc.assert(
    fc.asyncProperty(pagePath, search, async (path, query) => {
      // Absolute, so that a path starting with // stays a path.
      const response = await request.get(`${baseURL}${path}${query}`, { maxRedirects: 0 });
      expect(response.status(), `${path}${query}`).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
});

/** The list parameters a listing and a search read, with values a hand or a script could put there. */
const listParameter = fc.constantFrom(
  "page",
  "orderColumn",
  "orderDirection",
  "minPrice",
  "maxPrice",
  "region",
  "ownerType",
  "trustedOnly",
  "period",
  "action",
  "highlighted",
  "categories[]",
  "fV[1]",
  "fV[5][min]",
  "hideFooter",
);
const listValue = fc.oneof(
  fc.constantFrom(...hostile),
  fc.constantFrom("", "0", "-1", "1e9", "99999999999", "abc", "1,2,3", "true", "null", " 5 000 "),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
);
const listQuery = fc
  .array(fc.tuple(listParameter, listValue), { minLength: 1, maxLength: 5 })
  .map((pairs) => `?${new URLSearchParams(pairs)}`);

test("listings and searches never answer a hostile value of their own parameters with a server error", async ({
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== "desktop", "the server is the same for every viewport");
  const lists = [
    "/lv/transports/vieglie-auto",
    "/ru/transport",
    "/lv/search/volvo",
    "/ru/search",
    "/lv/landing/highlighted",
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...lists), listQuery, async (path, query) => {
      const response = await request.get(`${baseURL}${path}${query}`, { maxRedirects: 0 });
      expect(response.status(), `${path}${query}`).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
});
