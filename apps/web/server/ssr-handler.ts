import * as build from "virtual:react-router/server-build";
import type { Transport } from "@tirgus/domain/api-contract";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { apiContext, createApiClient } from "../app/lib/api-client";
import { ssrContext } from "../app/lib/ssr-context";

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
};

/** Headers of the visitor's request that server-side API calls carry on. */
const forwardedHeaders = ["cookie", "accept-language"] as const;

export function createSsrHandler(options: SsrHandlerOptions): (request: Request) => Promise<Response> {
  const handle = createRequestHandler(build, options.production ? "production" : "development");
  const publicUrl = options.publicUrl.replace(/\/+$/, "");

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
      documentRequest: isDocumentRequest(url, build.routeDiscovery),
      dictionary: null,
    });
    context.set(apiContext, createApiClient({ transport: options.transport, origin: url.origin, headers }));

    const response = await handle(request, context);
    if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
    return withSecurityHeaders(response, nonce);
  };
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
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

function withSecurityHeaders(response: Response, nonce: string): Response {
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  // Each response has its own nonce and may reflect the visitor's cookies: never share it.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
