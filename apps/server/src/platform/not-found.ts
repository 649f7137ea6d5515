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
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!shadow.hasRoute(method as HTTPMethod, route.url))
        shadow.on(method as HTTPMethod, route.url, () => {});
    }
  });
}

export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Paths that no route answers: pages go to the web app (which renders its own not-found view), API paths
 * get 404, or 405 with an Allow header when the path exists for another method. Fastify itself answers 404
 * for a wrong method, so a shadow router remembers which methods each path has.
 */
export function registerNotFound(app: FastifyInstance, renderPage: PageRenderer | undefined) {
  const shadow = app.routeShadow;

  // An attacker could search for valid URLs if the not-found answer were not rate limited as well.
  const preHandler = app.hasDecorator("rateLimit") ? app.rateLimit() : undefined;
  app.setNotFoundHandler({ ...(preHandler ? { preHandler } : {}) }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    if (renderPage && isPageRequest && !isServicePath(pathname)) return renderPage(request, reply);
    const allowed = allowedMethods(shadow, pathname);
    if (allowed.length > 0) {
      return sendError(
        request,
        reply,
        new ApiError(405, HttpMessage.methodNotAllowed, { allow: allowed.join(", ") }),
      );
    }
    return sendError(request, reply, new ApiError(404, HttpMessage.notFound));
  });
}

function isServicePath(pathname: string) {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/i18n/");
}

const methods: HTTPMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function allowedMethods(router: Shadow, pathname: string) {
  return methods.filter((method) => router.find(method, pathname) !== null);
}
