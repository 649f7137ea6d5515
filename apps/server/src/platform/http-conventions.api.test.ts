import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, createTestDatabase, type TestApp, testConfig } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { connectDatabase } from "../db/database.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp();
});
afterAll(() => subject.close());

const errorShape = z.object({
  errors: z
    .array(
      z
        .object({
          message: z.string(),
          values: z.array(z.union([z.string(), z.number()])).optional(),
          field: z.string().optional(),
        })
        .strict(),
    )
    .min(1),
});

describe("API conventions", () => {
  it("answers success in the content envelope", async () => {
    const response = await subject.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ content: { status: "ok", db: "ok", version: "0.0.0-test" } });
  });

  it("ignores a trailing slash in a path", async () => {
    const response = await subject.app.inject({ url: "/api/health/" });
    expect(response.statusCode).toBe(200);
  });

  it("answers an unknown API path with 404 in the error shape", async () => {
    const response = await subject.app.inject({ url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(errorShape.parse(response.json()).errors[0]?.message).toBe("Not found");
  });

  it("answers a known path with a wrong method with 405 and the allowed methods", async () => {
    const response = await subject.app.inject({ method: "DELETE", url: "/api/health" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(errorShape.parse(response.json()).errors[0]?.message).toBe("Method not allowed");
  });

  it("moves a page's address that is not valid URL encoding to it escaped; the API answers 400", async () => {
    for (const [url, location] of [
      ["/lv/%FF", "/lv/%25FF"],
      ["/ru/search/%?page=2", "/ru/search/%25?page=2"],
      ["/lv/nekustamais-ipasums/%C0%AF/!riga", "/lv/nekustamais-ipasums/%25C0%25AF/!riga"],
    ]) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    for (const request of [
      { url: "/api/lots/%FF" },
      { url: "//evil.example/%FF" },
      { url: "/lv/%FF", method: "POST" as const },
    ]) {
      const response = await subject.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(errorShape.safeParse(response.json()).success).toBe(true);
    }
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/client-errors",
      headers: { "content-type": "application/json" },
      payload: '{"url": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: "Malformed JSON" }] });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/client-errors",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(response.statusCode).toBe(415);
    expect(errorShape.parse(response.json()).errors[0]?.message).toBe("Unsupported content type");
  });

  it("refuses a body over 1 MB with 413", async () => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/client-errors",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ url: "x".repeat(1_100_000), action: "GET", status: 500, error: "e" }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorShape.parse(response.json()).errors[0]?.message).toBe("Request is too large");
  });

  it("names each failing field of a schema failure", async () => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/client-errors",
      payload: { url: "/api/x", action: "GET", status: "abc" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { message: "This field contains invalid data!", field: "status" },
        { message: "Field is required", field: "error" },
      ],
    });
  });

  it("says once what is wrong with a value that breaks two rules", async () => {
    // 21 digits: past the largest id and, as a number, no longer a safe integer.
    const response = await subject.app.inject({ url: "/api/lots/123456789012345678901" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: "This field contains invalid data!", field: "id" }],
    });
  });

  it("refuses unknown query parameters, naming them", async () => {
    const response = await subject.app.inject({ url: "/i18n/lv.json?utm_source=x" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: "Unknown parameter %s", values: ["utm_source"], field: "utm_source" }],
    });
  });

  it("gives every answer a request id", async () => {
    const first = await subject.app.inject({ url: "/api/health" });
    const second = await subject.app.inject({ url: "/api/health" });
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("tags GET answers with an ETag and answers 304 when the client has it", async () => {
    const first = await subject.app.inject({ url: "/i18n/ru.json" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await subject.app.inject({ url: "/i18n/ru.json", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("compresses larger answers for clients that accept it", async () => {
    const response = await subject.app.inject({
      url: "/api/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toBe("3.1.0");
  });

  it("sends security headers with a Content-Security-Policy that allows nothing for JSON", async () => {
    const response = await subject.app.inject({ url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("publishes OpenAPI 3.1 generated from the route schemas, browsable at /api/docs", async () => {
    const spec = (await subject.app.inject({ url: "/api/openapi.json" })).json();
    expect(spec.openapi).toBe("3.1.0");
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/i18n/{file}", "/api/client-errors"]),
    );
    const docs = await subject.app.inject({ url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toContain("text/html");
  });
});

describe("server failures", () => {
  it("answers an unexpected failure with 500 and no internals", async () => {
    const database = await createTestDatabase();
    const db = connectDatabase(database.url, 2, { warn: () => {} });
    const app = await buildApp({ config: testConfig(), db });
    app.get("/api/test/explode", async () => {
      throw new Error("secret connection string postgres://admin:hunter2@db");
    });
    try {
      const response = await app.inject({ url: "/api/test/explode" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ errors: [{ message: "Server error" }] });
      expect(response.body).not.toContain("hunter2");
    } finally {
      await app.close();
      await db.close();
      await database.drop();
    }
  });
});

describe("rate limits", () => {
  it("answers 429 in the error shape with Retry-After once a client exceeds its limit", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      for (let i = 0; i < 3; i++)
        expect((await limited.app.inject({ url: "/api/health" })).statusCode).toBe(200);
      const response = await limited.app.inject({ url: "/api/nothing-here" });
      expect(response.statusCode).toBe(429);
      expect(response.headers["retry-after"]).toMatch(/^\d+$/);
      expect(response.json()).toEqual({ errors: [{ message: "Too many requests" }] });
      // Stored pictures stay reachable: a gallery must not use up the allowance.
      expect((await limited.app.inject({ url: "/storage/ab/cd/abcd1234/med.webp" })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
