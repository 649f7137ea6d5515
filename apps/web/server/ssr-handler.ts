import * as build from "virtual:react-router/server-build";
import type { RequestErrorRecord, Transport } from "@tirgus/domain/api-contract";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { apiContext, createApiClient } from "../app/lib/api-client";
import { ssrContext } from "../app/lib/ssr-context";
import { createSharedAnswers } from "./shared-answers";

/*
 * The SSR entry of the server build (build/server/index.js). The Fastify server calls
 * `createSsrHandler` once at start and hands it every non-API GET/HEAD request; it serves
 * build/client itself and compresses what this returns.
 */

export type SsrHandlerOptions = {
  /** In-process fetch into the API; loaders reach the API only through it (via the API client). */
  transport: Transport;
  /** The site's public address (canonical and hreflang URLs, the production-host check). */
  publicUrl: string;
  production: boolean;
  mapTiles: { url: string; fallbackUrl: string };
};

/** Headers of the visitor's request that server-side API calls carry on. */
const forwardedHeaders = ["cookie", "accept-language"] as const;

export function createSsrHandler(options: SsrHandlerOptions): (request: Request) => Promise<Response> {
  const handle = createRequestHandler(build, options.production ? "production" : "development");
  const publicUrl = options.publicUrl.replace(/\/+$/, "");
  const tileSources = [...new Set([options.mapTiles.url, options.mapTiles.fallbackUrl].map(tileSource))];
  const sharedAnswers = createSharedAnswers();

  return async (request) => {
    const url = new URL(request.url);
    const nonce = createNonce();
    const headers: Record<string, string> = {};
    for (const name of forwardedHeaders) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }

    const context = new RouterContextProvider();
    context.set(ssrContext, {
      nonce,
      publicUrl,
      production: options.production,
      mapTiles: options.mapTiles,
      documentRequest: isDocumentRequest(url, build.routeDiscovery),
      dictionary: null,
    });
    const cookieChanges: string[] = [];
    context.set(
      apiContext,
      createApiClient({
        transport: passingOnCookies(options.transport, cookieChanges),
        origin: url.origin,
        headers,
        warn: warnOfServerFailures,
        sharedAnswers,
      }),
    );

    const response = await handle(request, context);
    const html = response.headers.get("content-type")?.startsWith("text/html");
    if (!html && cookieChanges.length === 0) return response;
    const answer = new Headers(response.headers);
    for (const cookie of cookieChanges) answer.append("Set-Cookie", cookie);
    if (html) addSecurityHeaders(answer, nonce, tileSources);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: answer,
    });
  };
}

/**
 * The API calls a page makes on the server are the visitor's calls: a cookie they set or clear (the API
 * clears a `session` cookie it no longer accepts) goes on to the browser with the page, as it would have
 * had the browser called the API itself.
 */
function passingOnCookies(transport: Transport, cookieChanges: string[]): Transport {
  return async (request) => {
    const answer = await transport(request);
    cookieChanges.push(...answer.headers.getSetCookie());
    return answer;
  };
}

/**
 * 4xx answers are the API's verdicts that loaders act on (not found, signed out), and the API logs every
 * failed request itself; the page only reports what it could not get at all.
 */
function warnOfServerFailures(message: string, record: RequestErrorRecord) {
  if (record.status === 0 || record.status >= 500) console.warn(message);
}

/** React Router's own rule: `.data` paths and the route manifest serve client-side navigations. */
function isDocumentRequest(url: URL, discovery: typeof build.routeDiscovery): boolean {
  if (url.pathname.endsWith(".data")) return false;
  return !(discovery.mode === "lazy" && url.pathname === (discovery.manifestPath ?? "/__manifest"));
}

function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}

/**
 * The Content-Security-Policy allows exactly what the shell uses: own scripts and styles plus
 * inline scripts carrying this response's nonce (React Router's hydration data). Styles need no
 * 'unsafe-inline': the markup has no style attributes, and the one style tag the dialog's scroll
 * lock injects carries the nonce (see entry.client.tsx). Add the CDN to img-src when media lands.
 * The map tile hosts are in every page's img-src, not only the map page's: a client-side navigation from a
 * listing to its map keeps the listing document's policy.
 */
export function contentSecurityPolicy(nonce: string, tileSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data: blob:", ...tileSources].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** A tile URL template's origin as a CSP source: Leaflet's `{s}` subdomains become a wildcard. */
export function tileSource(template: string): string {
  const url = new URL(template.replaceAll("{s}", "tile-subdomain"));
  return `${url.protocol}//${url.host.replace("tile-subdomain", "*")}`;
}

function addSecurityHeaders(headers: Headers, nonce: string, tileSources: readonly string[]) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, tileSources));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // Not "same-origin": the sign-in popup (window OAUTH) must keep its opener to reload it once signed in.
  headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  // Each response has its own nonce and may reflect the visitor's cookies: never share it.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
}
