import type { Transport } from "@tirgus/domain/api-contract";
import { describe, expect, it, vi } from "vitest";
import {
  type ApiHooks,
  createApiClient,
  encodeQuery,
  normalizeApiPath,
  type SharedAnswers,
  shouldReportErrors,
} from "./api-client";
import { ApiError } from "./api-error";

type Call = { method: string; url: string; body: string | null; headers: Headers };

/** A transport that records requests and answers from a script. */
function fakeApi(answer: (request: Request) => Response | Promise<Response>, hooks: ApiHooks = {}) {
  const calls: Call[] = [];
  const warnings: string[] = [];
  let clock = 1_000_000;
  const transport: Transport = async (request) => {
    calls.push({
      method: request.method,
      url: request.url,
      body: request.body ? await request.text() : null,
      headers: request.headers,
    });
    return answer(request);
  };
  const api = createApiClient({
    transport,
    origin: "http://tirgus.test",
    headers: { cookie: "language=ru" },
    now: () => clock,
    hooks,
    warn: (message) => warnings.push(message),
  });
  return { api, calls, warnings, advance: (ms: number) => (clock += ms) };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe("API client requests", () => {
  it("puts GET and DELETE data in the query string, with arrays as key[]", async () => {
    const { api, calls } = fakeApi(() => json({ content: null }));
    await api.get("/api/lots", { category: 12, page: 2, region: undefined });
    await api.delete("/api/lots", { lots: [1, 2] });
    expect(calls.map((call) => call.url)).toEqual([
      "http://tirgus.test/api/lots?category=12&page=2",
      "http://tirgus.test/api/lots?lots%5B%5D=1&lots%5B%5D=2",
    ]);
    expect(calls.every((call) => call.body === null)).toBe(true);
  });

  it("sends other methods' data as a JSON body", async () => {
    const { api, calls } = fakeApi(() => json({ content: { id: 5 } }));
    await api.patch("/api/lots/5", { adStateUserAction: "publish" });
    expect(calls[0]).toMatchObject({ method: "PATCH", body: '{"adStateUserAction":"publish"}' });
    expect(calls[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("can send a form-encoded body", async () => {
    const { api, calls } = fakeApi(() => json({ access_token: "x" }));
    await api.request("POST", "/api/oauth/token", {
      body: { grant_type: "password" },
      form: true,
      envelope: false,
    });
    expect(calls[0]?.body).toBe("grant_type=password");
    expect(calls[0]?.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
  });

  it("strips a trailing slash from the path", async () => {
    const { api, calls } = fakeApi(() => json({ content: null }));
    await api.get("/api/categories/tree/");
    await api.get("/api/regions//?x=1");
    expect(calls.map((call) => new URL(call.url).pathname + new URL(call.url).search)).toEqual([
      "/api/categories/tree",
      "/api/regions?x=1",
    ]);
  });

  it("forwards the configured headers and a bearer token when there is one", async () => {
    const calls: Call[] = [];
    const api = createApiClient({
      origin: "http://tirgus.test",
      headers: { cookie: "theme=dark", "accept-language": "ru" },
      getToken: () => "token-1",
      transport: async (request) => {
        calls.push({ method: request.method, url: request.url, body: null, headers: request.headers });
        return json({ content: null });
      },
    });
    await api.get("/api/me");
    expect(calls[0]?.headers.get("cookie")).toBe("theme=dark");
    expect(calls[0]?.headers.get("accept-language")).toBe("ru");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer token-1");
  });
});

describe("API client authentication", () => {
  function authApi(
    answer: (request: Request) => Response,
    renewToken: (failed: string) => Promise<string | null>,
  ) {
    const calls: Request[] = [];
    const onUnauthorized = vi.fn();
    let token = "token-1";
    const api = createApiClient({
      origin: "http://tirgus.test",
      getToken: () => token,
      renewToken: async (failed) => {
        const renewed = await renewToken(failed);
        if (renewed) token = renewed;
        return renewed;
      },
      getCsrfToken: () => "csrf-1",
      hooks: { onUnauthorized },
      warn: () => undefined,
      transport: async (request) => {
        calls.push(request);
        return answer(request);
      },
    });
    return { api, calls, onUnauthorized };
  }

  it("retries a request that got 401 once, with the token the pipeline renewed", async () => {
    const { api, calls, onUnauthorized } = authApi(
      (request) =>
        request.headers.get("authorization") === "Bearer token-2"
          ? json({ content: { id: 7 } })
          : json({ errors: [{ message: "Unauthorized" }] }, 401),
      async () => "token-2",
    );
    await expect(api.get("/api/me")).resolves.toEqual({ id: 7 });
    expect(calls.map((call) => call.headers.get("authorization"))).toEqual([
      "Bearer token-1",
      "Bearer token-2",
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("signs out (the unauthorized hook) when no new token comes, without retrying", async () => {
    const { api, calls, onUnauthorized } = authApi(
      () => json({ errors: [{ message: "Unauthorized" }] }, 401),
      async () => null,
    );
    await expect(api.get("/api/me")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("sends the CSRF token only on cookie-authenticated writes", async () => {
    const calls: Request[] = [];
    const api = createApiClient({
      origin: "http://tirgus.test",
      getCsrfToken: () => "csrf-1",
      transport: async (request) => {
        calls.push(request);
        return json({ content: null });
      },
    });
    await api.get("/api/me");
    await api.patch("/api/me/language", { language: "ru" });
    expect(calls.map((call) => call.headers.get("x-csrf-token"))).toEqual([null, "csrf-1"]);
  });
});

describe("API client envelopes", () => {
  it("unwraps content", async () => {
    const { api } = fakeApi(() => json({ content: { identifier: "w1" } }));
    expect(await api.post("/api/watch")).toEqual({ identifier: "w1" });
  });

  it("defaults missing content to null", async () => {
    const { api } = fakeApi(() => json({}));
    expect(await api.get("/api/me")).toBeNull();
  });

  it("defaults a missing list to zero items", async () => {
    const { api } = fakeApi(() => json({ content: null }));
    expect(await api.list("/api/lots")).toEqual({ count: 0, data: [] });
  });

  it("fills a partial list", async () => {
    const { api } = fakeApi(() => json({ content: { count: 3 } }));
    expect(await api.list("/api/lots")).toEqual({ count: 3, data: [] });
  });

  it("treats an empty body as no content", async () => {
    const { api } = fakeApi(() => new Response(null, { status: 204 }));
    expect(await api.delete("/api/favorites/1")).toBeNull();
  });

  it("returns a blob when asked for one", async () => {
    const { api } = fakeApi(() => new Response(new Blob(["%PDF"]), { status: 200 }));
    const blob = await api.blob("/api/invoices/1");
    expect(await blob?.text()).toBe("%PDF");
  });

  it("passes server notifications and errors of a successful answer to the messages hook", async () => {
    const onMessages = vi.fn();
    const { api } = fakeApi(
      () =>
        json({
          content: [],
          notifications: [{ message: "GENERAL_SUCCESS" }],
          errors: [{ message: "Unknown parameter %s", values: ["x"] }],
        }),
      { onMessages },
    );
    await api.patch("/api/lots", {});
    expect(onMessages).toHaveBeenCalledWith("success", [{ message: "GENERAL_SUCCESS" }]);
    expect(onMessages).toHaveBeenCalledWith("error", [{ message: "Unknown parameter %s", values: ["x"] }]);
  });
});

describe("API client with answers shared between server renders", () => {
  /** Keeps whatever it is offered, as long as the answer says it is public. */
  function sharedStore() {
    const kept = new Map<string, unknown>();
    const store: SharedAnswers = {
      get: (key) => kept.get(key),
      offer: (key, headers, value) => {
        if (headers.get("cache-control")?.includes("public")) kept.set(key, value);
      },
    };
    return { store, kept };
  }

  function client(shared: SharedAnswers, getToken?: () => string) {
    const calls: string[] = [];
    const api = createApiClient({
      transport: async (request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        const headers = { "cache-control": "public, max-age=60" };
        if (request.url.endsWith(".json")) return new Response('{"Hello":"Sveiki"}', { headers });
        return Response.json({ content: { count: 1, data: [{ id: 7 }] } }, { headers });
      },
      origin: "http://tirgus.test",
      getToken,
      sharedAnswers: shared,
    });
    return { api, calls };
  }

  it("reads a kept answer instead of asking the API again, unwrapped as the API's own", async () => {
    const { store } = sharedStore();
    const { api, calls } = client(store);
    const first = await api.list<{ id: number }>("/api/categories/1/filters");
    const second = await api.list<{ id: number }>("/api/categories/1/filters");
    expect(second).toEqual({ count: 1, data: [{ id: 7 }] });
    expect(second.data).toBe(first.data);
    expect(await api.text("/i18n/lv.json")).toBe('{"Hello":"Sveiki"}');
    expect(await api.text("/i18n/lv.json")).toBe('{"Hello":"Sveiki"}');
    expect(calls).toEqual(["GET /api/categories/1/filters", "GET /i18n/lv.json"]);
  });

  it("keeps the answers of one way of reading apart from another's", async () => {
    const { store } = sharedStore();
    const { api } = client(store);
    await api.text("/api/regions");
    expect(await api.get("/api/regions")).toEqual({ count: 1, data: [{ id: 7 }] });
  });

  it("neither reads nor offers a signed-in call (a bearer token) or a write", async () => {
    const { store, kept } = sharedStore();
    const { api, calls } = client(store, () => "token");
    await api.get("/api/categories/1");
    await api.get("/api/categories/1");
    expect(calls).toHaveLength(2);
    const anonymous = client(store).api;
    await anonymous.post("/api/client-errors", {});
    expect(kept.size).toBe(0);
  });
});

describe("API client HTTP rules", () => {
  it("ignores 405: the call resolves to its empty default without an error record", async () => {
    const { api, warnings } = fakeApi(() => json({ errors: [{ message: "Method not allowed" }] }, 405));
    expect(await api.get("/api/lots/1")).toBeNull();
    expect(await api.list("/api/lots")).toEqual({ count: 0, data: [] });
    expect(api.errorRecords()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("calls the unauthorized hook on 401 and fails", async () => {
    const onUnauthorized = vi.fn();
    const { api } = fakeApi(() => json({ errors: [{ message: "Unauthorized" }] }, 401), { onUnauthorized });
    await expect(api.get("/api/me")).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("fails with a not-found error on 404", async () => {
    const onNotFound = vi.fn();
    const { api } = fakeApi(() => json({ errors: [{ message: "Not found" }] }, 404), { onNotFound });
    const error = await api.get("/api/lots/999").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errors: [{ message: "Not found" }] });
    expect(onNotFound).toHaveBeenCalledOnce();
  });

  it("hands 5xx to server-error handling", async () => {
    const onServerError = vi.fn();
    const onMessages = vi.fn();
    const { api } = fakeApi(() => json({ errors: [{ message: "Server error" }] }, 500), {
      onServerError,
      onMessages,
    });
    await expect(api.get("/api/lots")).rejects.toMatchObject({ status: 500 });
    expect(onServerError).toHaveBeenCalledOnce();
    expect(onMessages).not.toHaveBeenCalled();
  });

  it("shows the server's errors of other failures", async () => {
    const onMessages = vi.fn();
    const { api } = fakeApi(() => json({ errors: [{ message: "Field is required", field: "title" }] }, 400), {
      onMessages,
    });
    await expect(api.post("/api/lots", {})).rejects.toMatchObject({ status: 400 });
    expect(onMessages).toHaveBeenCalledWith("error", [{ message: "Field is required", field: "title" }]);
  });

  it("leaves showing errors to the caller of a silent request", async () => {
    const onMessages = vi.fn();
    const onServerError = vi.fn();
    const { api } = fakeApi(() => json({ errors: [{ message: "Wrong value" }] }, 400), {
      onMessages,
      onServerError,
    });
    await expect(api.post("/api/lots", {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onMessages).not.toHaveBeenCalled();
  });
});

describe("API client when the API cannot be reached", () => {
  it("marks the API unavailable for 10 s and fails fast meanwhile", async () => {
    let online = false;
    const onUnavailable = vi.fn();
    const { api, calls, advance } = fakeApi(
      () => {
        if (!online) throw new TypeError("fetch failed");
        return json({ content: "ok" });
      },
      { onUnavailable },
    );

    await expect(api.get("/api/lots")).rejects.toMatchObject({ status: 0, unavailable: true });
    expect(onUnavailable).toHaveBeenCalledWith(1_000_000 + 10_000);
    expect(api.unavailableUntil()).toBe(1_010_000);

    online = true;
    advance(9_999);
    await expect(api.get("/api/lots")).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(1);

    advance(1);
    expect(await api.get("/api/lots")).toBe("ok");
    expect(calls).toHaveLength(2);
    expect(api.unavailableUntil()).toBe(0);
  });
});

describe("API client error records", () => {
  it("stores every failed request as {url, action, status, error} and warns", async () => {
    const { api, warnings } = fakeApi((request) =>
      request.url.endsWith("/missing")
        ? json({ errors: [{ message: "Not found" }] }, 404)
        : json({ errors: [{ message: "Server error" }] }, 500),
    );
    await api.get("/api/missing").catch(() => {});
    await api.post("/api/lots", { a: 1 }).catch(() => {});
    expect(api.errorRecords()).toEqual([
      { url: "/api/missing", action: "GET", status: 404, error: "Not found" },
      { url: "/api/lots", action: "POST", status: 500, error: "Server error" },
    ]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("GET /api/missing");
  });

  it("records network failures with status 0", async () => {
    const { api } = fakeApi(() => {
      throw new TypeError("fetch failed");
    });
    await api.get("/api/regions").catch(() => {});
    expect(api.errorRecords()).toEqual([
      { url: "/api/regions", action: "GET", status: 0, error: "fetch failed" },
    ]);
  });

  it("keeps only the latest 20 records", async () => {
    const { api } = fakeApi(() => json({}, 500));
    for (let index = 0; index < 25; index++) await api.get(`/api/lots/${index}`).catch(() => {});
    const records = api.errorRecords();
    expect(records).toHaveLength(20);
    expect(records[0]?.url).toBe("/api/lots/5");
    expect(records[19]?.url).toBe("/api/lots/24");
  });

  it("hands each record to the reporting hook", async () => {
    const onErrorRecord = vi.fn();
    const { api } = fakeApi(() => json({}, 502), { onErrorRecord });
    await api.get("/api/health").catch(() => {});
    expect(onErrorRecord).toHaveBeenCalledWith({
      url: "/api/health",
      action: "GET",
      status: 502,
      error: "HTTP 502",
    });
  });
});

describe("error reporting", () => {
  const production = {
    production: true,
    publicUrl: "https://tirgus.lv",
    host: "tirgus.lv",
    webdriver: false,
  };

  it("runs on the production host", () => {
    expect(shouldReportErrors(production)).toBe(true);
  });

  it("does not run outside production, on another host, or in a headless browser", () => {
    expect(shouldReportErrors({ ...production, production: false })).toBe(false);
    expect(shouldReportErrors({ ...production, host: "localhost:3000" })).toBe(false);
    expect(shouldReportErrors({ ...production, webdriver: true })).toBe(false);
  });
});

describe("query and path helpers", () => {
  it("encode filter keys as given and skip empty values", () => {
    expect(encodeQuery({ "fV[12]": 3, minPrice: null, ownerType: 1 })).toBe("?fV%5B12%5D=3&ownerType=1");
    expect(encodeQuery({ "lots[]": [7] })).toBe("?lots%5B%5D=7");
    expect(encodeQuery({})).toBe("");
  });

  it("keep the root path", () => {
    expect(normalizeApiPath("/")).toBe("/");
  });
});
