import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(() => subject.close());

const routes = [
  "/api/health",
  "/i18n/lv.json",
  "/i18n/ru.json",
  "/api/client-errors",
  "/api/openapi.json",
  "/api",
  "/api/categories/tree",
  "/api/categories/1000",
  "/api/categories/1000/filters",
  "/api/categories/1000/children",
  "/api/categories/by-slug/lv/transports",
  "/api/categories/by-slug/ru",
  "/api/regions",
  "/api/regions/1",
  "/api/regions/1/streets",
  "/api/regions/by-slug/lv/riga",
  "/api/streets/100001/numbers",
  "/api/geo/search",
];
const hostile = [
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e/%2e%2e/",
  "'; DROP TABLE lots; --",
  "<script>alert(1)</script>",
  "%00",
  "%E0%A4%A",
  "NaN",
  "-1",
  "99999999999999999999999",
  "1e309",
  "__proto__",
  "constructor",
  "dzīvoklis",
  "квартира",
];

const segment = fc.oneof(fc.constantFrom(...hostile), fc.string({ maxLength: 40 }), fc.webSegment());
const path = fc.oneof(
  fc.constantFrom(...routes),
  fc.tuple(fc.constantFrom(...routes), segment).map(([route, extra]) => `${route}/${extra}`),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join("/")}`),
  segment.map((part) => `/i18n/${part}`),
);
const query = fc.oneof(
  fc.constant(""),
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom("v", "page", "lots[]", "__proto__", "query", "create", "categorySlug"),
        fc.string({ maxLength: 12 }),
      ),
      segment,
      {
        maxKeys: 4,
      },
    )
    .map((entries) => `?${new URLSearchParams(entries).toString()}`),
  fc.constant(`?q=${"x".repeat(10_000)}`),
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.json().map((json) => ({ type: "application/json", payload: json })),
  fc.string().map((text) => ({ type: "application/json", payload: text })),
  fc.string().map((text) => ({ type: "text/plain", payload: text })),
  fc.string().map((text) => ({ type: "application/x-www-form-urlencoded", payload: text })),
  fc.constant({ type: "application/json", payload: '{"__proto__": {"polluted": true}}' }),
  fc
    .record({ url: segment, action: segment, status: fc.integer({ min: -10, max: 1000 }), error: segment })
    .map((record) => ({ type: "application/json", payload: JSON.stringify(record) })),
);

describe("bad input", () => {
  it("never turns malformed requests into a 5xx, and answers every failure in the error shape", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"),
        path,
        query,
        body,
        async (method, target, search, content) => {
          const response = await subject.app.inject({
            method: method as "GET",
            url: `${target}${search}`,
            ...(content && method !== "GET" && method !== "HEAD"
              ? { headers: { "content-type": content.type }, payload: content.payload }
              : {}),
          });
          expect(response.statusCode, `${method} ${target}${search}`).toBeLessThan(500);
          if (response.statusCode >= 400 && method !== "HEAD") {
            const parsed = response.json();
            expect(Array.isArray(parsed.errors) && parsed.errors.length > 0).toBe(true);
            for (const error of parsed.errors) expect(typeof error.message).toBe("string");
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
