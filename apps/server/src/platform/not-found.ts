import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { ApiError, HttpMessage } from "./api-error.ts";
import { sendError } from "./error-handling.ts";

type Shadow = FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;

declare module "fastify" {
  interface FastifyInstance {
    routeShadow: Shadow;
  }
}

/** Call before any route is registered: remembers every path and its methods for the 405 answer. */
export function trackRoutes(app: FastifyInstance) {
  const shadow: Shadow = FindMyWay({ ignoreTrailingSlash: true });
  app.decorate("routeShadow", shadow);
  app.addHook("onRoute", (route) => {
    if (route.url === pagesRoute) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!shadow.hasRoute(method as HTTPMethod, route.url))
        shadow.on(method as HTTPMethod, route.url, () => {});
    }
  });
}

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const pagesRoute = "/*";

/**
 * Every GET that no other route answers is a page of the web app, which renders its own not-found view.
 * It is a route rather than the not-found handler so that compression and rate limits apply to pages as to
 * any route. Unknown API paths under it still get the JSON answer.
 */
export function registerPages(app: FastifyInstance, renderPage: PageRenderer) {
  app.get(pagesRoute, { schema: { hide: true } }, async (request, reply) => {
    if (isServicePath(pathOf(request))) return answerUnknownPath(app, request, reply);
    return renderPage(request, reply);
  });
}

/**
 * Requests that no route answers get 404, or 405 with an Allow header when the path exists for another
 * method. Fastify itself answers 404 for a wrong method, so a shadow router remembers each path's methods.
 */
export function registerNotFound(app: FastifyInstance) {
  // An attacker could search for valid URLs if the not-found answer were not rate limited as well.
  const preHandler = app.hasDecorator("rateLimit") ? app.rateLimit() : undefined;
  app.setNotFoundHandler({ ...(preHandler ? { preHandler } : {}) }, (request, reply) =>
    answerUnknownPath(app, request, reply),
  );
}

function answerUnknownPath(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const allowed = allowedMethods(app.routeShadow, pathOf(request));
  if (allowed.length > 0) {
    const error = new ApiError(405, HttpMessage.methodNotAllowed, { allow: allowed.join(", ") });
    return sendError(request, reply, error);
  }
  return sendError(request, reply, new ApiError(404, HttpMessage.notFound));
}

/**
 * A path that is not valid URL encoding ("/lv/%FF", "/lv/search/%") reaches no route. A page's address moves
 * to the same address with its stray percent signs escaped, where the web app answers (not found, or the search
 * for "%"), in the visitor's language; the API answers 400.
 */
export function answerBadUrl(request: FastifyRequest, reply: FastifyReply) {
  const [pathname = "/", query] = request.url.split(/\?(.*)/s);
  // "//host/..." or "/\host/..." would send the browser to another site.
  const offSite = !pathname.startsWith("/") || /^\/[/\\]/.test(pathname);
  if ((request.method !== "GET" && request.method !== "HEAD") || isServicePath(pathname) || offSite)
    return sendError(request, reply, new ApiError(400, HttpMessage.invalidData));
  const escaped = pathname.split("/").map(decodableSegment).join("/");
  return reply.redirect(query === undefined ? escaped : `${escaped}?${query}`, 301);
}

function decodableSegment(segment: string): string {
  try {
    decodeURIComponent(segment);
    return segment;
  } catch {
    return segment.replaceAll("%", "%25");
  }
}

function pathOf(request: FastifyRequest) {
  return request.url.split("?")[0] ?? "/";
}

function isServicePath(pathname: string) {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/i18n/");
}

const methods: HTTPMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function allowedMethods(router: Shadow, pathname: string) {
  return methods.filter((method) => router.find(method, pathname) !== null);
}
