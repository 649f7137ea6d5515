import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { ApiError, HttpMessage } from "./api-error.ts";

/**
 * Marks calls the server makes to itself while rendering pages (see ssr.ts). They carry a per-process
 * secret so they are not counted against the visitor's rate limit twice.
 */
export const internalCallHeader = "x-tirgus-internal";
export const internalCallSecret = randomBytes(24).toString("base64url");

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // JSON needs no sources at all. Pages set their own, nonce-based policy (apps/web/server), and the
  // API docs set theirs (openapi.ts).
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    hsts: config.publicUrl.startsWith("https:") ? { maxAge: 31_536_000 } : false,
  });
  if (config.rateLimitPerMinute > 0) {
    // An attacker could search for valid URLs if not-found answers were not limited too.
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: "1 minute",
      // Built assets and stored pictures are immutable files a CDN would serve: a gallery-heavy page must
      // not use up a visitor's allowance.
      allowList: (request) =>
        request.headers[internalCallHeader] === internalCallSecret ||
        request.url.startsWith("/assets/") ||
        request.url.startsWith("/storage/"),
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, HttpMessage.tooManyRequests, {
          "retry-after": String(Math.ceil(context.ttl / 1000)),
        }),
    });
  }
}
