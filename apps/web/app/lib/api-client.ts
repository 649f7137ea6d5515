import type { ApiList, ApiMessage, RequestErrorRecord, Transport } from "@tirgus/domain/api-contract";
import { apiOfflineMarkingMs } from "@tirgus/domain/timing";
import { createContext, type RouterContextProvider } from "react-router";
import { ApiError } from "./api-error";

/*
 * The one API client of the web app (DESIGN.md section 6). Loaders on the server use it with the
 * in-process transport the Fastify server hands to the SSR handler; the browser uses it with
 * `window.fetch` against the same relative paths. It implements the generic pipeline and the HTTP
 * rules of the spec (spec 1 section 8, spec 2 sections 7-8).
 *
 * Only type imports from `@tirgus/domain/api-contract`: its values pull zod into the browser bundle.
 */

/** How many failed requests the in-memory ring keeps. */
export const errorRecordLimit = 20;
/** Where the browser reports failed requests (production host only). */
export const clientErrorsPath = "/api/client-errors";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type Query = Readonly<Record<string, QueryValue>>;

export type ApiHooks = {
  /** 401 that a token refresh could not cure: the browser clears the login and reloads. */
  onUnauthorized?: (error: ApiError) => void;
  /** 404: the caller gets the error too; loaders turn it into the not-found view. */
  onNotFound?: (error: ApiError) => void;
  /** 5xx: server-error handling. */
  onServerError?: (error: ApiError) => void;
  /** A network failure marked the API unavailable until this time (ms since the epoch). */
  onUnavailable?: (until: number) => void;
  /** Server `errors` (kind "error") and `notifications` (kind "success") to show the user. */
  onMessages?: (kind: "error" | "success", messages: readonly ApiMessage[]) => void;
  /** Every failed request, after it is stored in the ring. */
  onErrorRecord?: (record: RequestErrorRecord) => void;
};

export type ApiClientOptions = {
  transport: Transport;
  /** Origin the relative API paths resolve against (`Request` needs an absolute URL on the server). */
  origin: string;
  /** Headers sent with every request (the server forwards the visitor's Cookie and Accept-Language). */
  headers?: Readonly<Record<string, string>>;
  /** Bearer token for authenticated calls (the browser's token pipeline, lib/tokens.ts). */
  getToken?: () => string | null | undefined;
  /**
   * A request with this bearer token got 401: the token pipeline refreshes once per failed token and
   * answers the token to retry with (null: the session is over).
   */
  renewToken?: (failedToken: string) => Promise<string | null>;
  /** The `csrf` cookie, echoed in `x-csrf-token` on writes that only the session cookie authenticates. */
  getCsrfToken?: () => string | null;
  now?: () => number;
  hooks?: ApiHooks;
  /**
   * Server rendering: read answers every visitor may share, kept across requests. GETs without a bearer
   * token are looked up there first, and their successful answers offered to it.
   */
  sharedAnswers?: SharedAnswers;
  /** Told of every failed request (default: console.warn); the record says which status it was. */
  warn?: (message: string, record: RequestErrorRecord) => void;
};

export type RequestOptions = {
  /** GET/HEAD/DELETE: query parameters. */
  query?: Query;
  /**
   * POST/PUT/PATCH: the JSON body (or form fields with `form`); a Blob (a file) is sent as it is, FormData as
   * multipart.
   */
  body?: unknown;
  /** Send the body form-encoded instead of JSON (the token endpoint, some legacy calls). */
  form?: boolean;
  responseType?: "json" | "blob" | "text";
  /** Leave showing the outcome to the caller: no `onMessages`, no `onServerError`. */
  silent?: boolean;
  signal?: AbortSignal;
};

/** A store of read GET answers that server rendering shares between requests (web/server/shared-answers.ts). */
export type SharedAnswers = {
  /** The answer kept for `key` as it was read (parsed JSON or text), or undefined. */
  get(key: string): unknown;
  /** A successful answer as it was read: its headers decide whether and how long it is kept. */
  offer(key: string, headers: Headers, value: unknown, bytes: number): void;
};

type Envelope = { content?: unknown; errors?: ApiMessage[]; notifications?: ApiMessage[] };

export type ApiClient = {
  /** The unwrapped `content`, or null. */
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T | null>;
  /** A list: the unwrapped `content`, or `{count: 0, data: []}`. */
  list<T>(path: string, query?: Query, options?: RequestOptions): Promise<ApiList<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T | null>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T | null>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T | null>;
  delete<T>(path: string, query?: Query, options?: RequestOptions): Promise<T | null>;
  /** A response without the envelope (the `/i18n/{lang}.json` dictionaries). */
  raw<T>(path: string, options?: RequestOptions): Promise<T | null>;
  blob(path: string, query?: Query, options?: RequestOptions): Promise<Blob | null>;
  /** The body as text, unparsed (null when empty). */
  text(path: string, options?: RequestOptions): Promise<string | null>;
  request<T>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions & { envelope?: boolean },
  ): Promise<T | null>;
  /** The failed requests kept so far, oldest first. */
  errorRecords(): readonly RequestErrorRecord[];
  /** Until when (ms since the epoch) calls fail fast; 0 when the API is available. */
  unavailableUntil(): number;
};

/** Strips trailing slashes from the path part (the API ignores them; `/` stays `/`). */
export function normalizeApiPath(path: string): string {
  const queryStart = path.search(/[?#]/);
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const rest = queryStart === -1 ? "" : path.slice(queryStart);
  const trimmed = pathname.replace(/\/+$/, "");
  return (trimmed === "" ? "/" : trimmed) + rest;
}

/**
 * Encodes query data: scalars as `key=value`, arrays as repeated `key[]=value` (the spec's
 * `lots[]=1&lots[]=2`), null and undefined left out.
 */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const name = key.endsWith("[]") ? key : `${key}[]`;
      for (const item of value as readonly QueryScalar[]) params.append(name, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const encoded = params.toString();
  return encoded === "" ? "" : `?${encoded}`;
}

const safeMethods = new Set<HttpMethod>(["GET", "HEAD"]);
const sendsQuery = (method: HttpMethod) => method === "GET" || method === "HEAD" || method === "DELETE";

function encodeForm(body: unknown): string {
  const params = new URLSearchParams();
  if (body && typeof body === "object") {
    for (const [key, value] of Object.entries(body)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  return params.toString();
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function messagesOf(value: unknown, key: "errors" | "notifications"): ApiMessage[] {
  if (!isEnvelope(value)) return [];
  const list = value[key];
  return Array.isArray(list) ? list.filter((item) => typeof item?.message === "string") : [];
}

/** The body as the caller asked for it, and its length (characters of text, bytes of a blob). */
async function readBody(
  response: Response,
  responseType: "json" | "blob" | "text",
): Promise<{ data: unknown; length: number }> {
  if (responseType === "blob" && response.ok) {
    const blob = await response.blob();
    return { data: blob, length: blob.size };
  }
  const text = await response.text();
  if (text === "") return { data: null, length: 0 };
  if (responseType === "text" && response.ok) return { data: text, length: text.length };
  try {
    return { data: JSON.parse(text), length: text.length };
  } catch {
    return { data: text, length: text.length };
  }
}

/** What a call resolves to: the envelope's `content` (a list's `{count, data}`), or the body itself. */
function contentOf<T>(
  data: unknown,
  responseType: "json" | "blob" | "text",
  envelope: boolean,
  list: boolean,
  fallback: T | null,
): T | null {
  if (responseType !== "json" || !envelope) return (data ?? fallback) as T | null;
  if (!isEnvelope(data) || data.content === undefined || data.content === null) return fallback;
  if (list) {
    const content = data.content as Partial<ApiList<unknown>>;
    return {
      count: typeof content.count === "number" ? content.count : 0,
      data: Array.isArray(content.data) ? content.data : [],
    } as T;
  }
  return data.content as T;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const hooks = options.hooks ?? {};
  const records: RequestErrorRecord[] = [];
  let unavailableUntil = 0;

  function remember(record: RequestErrorRecord) {
    records.push(record);
    if (records.length > errorRecordLimit) records.splice(0, records.length - errorRecordLimit);
    warn(`API ${record.action} ${record.url} failed (${record.status}): ${record.error}`, record);
    hooks.onErrorRecord?.(record);
  }

  function requestHeaders(method: HttpMethod, token: string | null, responseType: string) {
    const headers = new Headers(options.headers);
    headers.set("Accept", responseType === "json" ? "application/json" : "*/*");
    if (token) headers.set("Authorization", `Bearer ${token}`);
    else if (!safeMethods.has(method)) {
      // Without a bearer token the session cookie authenticates, and the server wants the CSRF echo.
      const csrf = options.getCsrfToken?.();
      if (csrf) headers.set("x-csrf-token", csrf);
    }
    return headers;
  }

  async function send(
    method: HttpMethod,
    url: string,
    requestOptions: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const { body, form, responseType = "json", signal } = requestOptions;
    const headers = requestHeaders(method, token, responseType);
    let payload: string | Blob | FormData | undefined;
    if (!sendsQuery(method) && body !== undefined) {
      if (body instanceof FormData) {
        // Fields with files (a review with photos): fetch writes the multipart type with its boundary.
        payload = body;
      } else if (body instanceof Blob) {
        // A file (an avatar): sent as it is, with its own type.
        headers.set("Content-Type", body.type || "application/octet-stream");
        payload = body;
      } else if (form) {
        headers.set("Content-Type", "application/x-www-form-urlencoded");
        payload = encodeForm(body);
      } else {
        headers.set("Content-Type", "application/json");
        payload = JSON.stringify(body);
      }
    }
    try {
      return await options.transport(
        new Request(new URL(url, options.origin), { method, headers, body: payload, signal }),
      );
    } catch (cause) {
      if (signal?.aborted) throw cause;
      unavailableUntil = now() + apiOfflineMarkingMs;
      const message = cause instanceof Error ? cause.message : String(cause);
      remember({ url, action: method, status: 0, error: message });
      hooks.onUnavailable?.(unavailableUntil);
      throw new ApiError({ status: 0, url, method, message: "API unavailable" });
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions & { envelope?: boolean; list?: boolean } = {},
  ): Promise<T | null> {
    const { query, responseType = "json", silent, envelope = true } = requestOptions;
    const fallback = (requestOptions.list ? { count: 0, data: [] } : null) as T | null;
    const url = normalizeApiPath(path) + (sendsQuery(method) ? encodeQuery(query) : "");

    if (now() < unavailableUntil) {
      throw new ApiError({ status: 0, url, method, message: "API unavailable" });
    }

    const token = options.getToken?.() ?? null;
    const list = requestOptions.list ?? false;
    const shared =
      method === "GET" && token === null && responseType !== "blob" ? options.sharedAnswers : undefined;
    const sharedKey = `${responseType} ${url}`;
    const kept = shared?.get(sharedKey);
    if (kept !== undefined) return contentOf(kept, responseType, envelope, list, fallback);

    let response = await send(method, url, requestOptions, token);
    if (response.status === 401 && token && options.renewToken) {
      const renewed = await options.renewToken(token);
      // Queued requests retry only when the token actually changed; the same token would fail again.
      if (renewed && renewed !== token) response = await send(method, url, requestOptions, renewed);
    }

    // 405 is ignored (spec 1 section 8): the call resolves to its empty default.
    if (response.status === 405) return fallback;

    const { data, length } = await readBody(response, responseType);
    if (!response.ok) {
      const errors = messagesOf(data, "errors");
      const error = new ApiError({
        status: response.status,
        errors,
        url,
        method,
        message: errors[0]?.message ?? (response.statusText || `HTTP ${response.status}`),
      });
      remember({ url, action: method, status: response.status, error: error.message.slice(0, 2000) });
      if (response.status === 401) hooks.onUnauthorized?.(error);
      else if (response.status === 404) hooks.onNotFound?.(error);
      else if (response.status >= 500) {
        if (!silent) hooks.onServerError?.(error);
      } else if (!silent && errors.length > 0) hooks.onMessages?.("error", errors);
      throw error;
    }

    if (!silent && responseType === "json") {
      const errors = messagesOf(data, "errors");
      if (errors.length > 0) hooks.onMessages?.("error", errors);
      const notifications = messagesOf(data, "notifications");
      if (notifications.length > 0) hooks.onMessages?.("success", notifications);
    }
    if (data !== null) shared?.offer(sharedKey, response.headers, data, length);
    return contentOf(data, responseType, envelope, list, fallback);
  }

  return {
    get: (path, query, rest) => request("GET", path, { ...rest, query }),
    list: async <T>(path: string, query?: Query, rest?: RequestOptions) =>
      (await request<ApiList<T>>("GET", path, { ...rest, query, list: true })) ?? { count: 0, data: [] },
    post: (path, body, rest) => request("POST", path, { ...rest, body }),
    put: (path, body, rest) => request("PUT", path, { ...rest, body }),
    patch: (path, body, rest) => request("PATCH", path, { ...rest, body }),
    delete: (path, query, rest) => request("DELETE", path, { ...rest, query }),
    raw: (path, rest) => request("GET", path, { ...rest, envelope: false }),
    blob: (path, query, rest) => request<Blob>("GET", path, { ...rest, query, responseType: "blob" }),
    text: (path, rest) => request<string>("GET", path, { ...rest, responseType: "text" }),
    request,
    errorRecords: () => [...records],
    unavailableUntil: () => (now() < unavailableUntil ? unavailableUntil : 0),
  };
}

/** The API client of the current server request, set by the SSR handler (`getLoadContext`). */
export const apiContext = createContext<ApiClient>();

export function getApi(context: Readonly<RouterContextProvider>): ApiClient {
  return context.get(apiContext);
}

/**
 * Error reporting runs only on the production host, and never in headless browsers
 * (`navigator.webdriver`), so development, tests and crawlers do not flood the report.
 */
export function shouldReportErrors(input: {
  production: boolean;
  publicUrl: string;
  host: string;
  webdriver: boolean;
}): boolean {
  if (!input.production || input.webdriver) return false;
  try {
    return new URL(input.publicUrl).host === input.host;
  } catch {
    return false;
  }
}
