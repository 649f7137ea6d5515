import { AuthMessage } from "@tirgus/domain/auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type pg from "pg";
import { keyedHash, sameText, sha256 } from "../modules/auth/crypto.ts";
import { liveSession } from "../modules/auth/repository.ts";
import type { AccessTokens } from "../modules/auth/tokens.ts";
import { ApiError, HttpMessage } from "./api-error.ts";

/** The signed-in user behind a request, and how it proved it (decision 0012). */
export type Session = { userId: number; sessionId: number; via: "bearer" | "cookie" };

/** httpOnly, SameSite=Lax: carries the session to server-rendered page loads. */
export const sessionCookieName = "session";
/** Readable by the page's script, which echoes it in the CSRF header on cookie-authenticated writes. */
export const csrfCookieName = "csrf";
export const csrfHeaderName = "x-csrf-token";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const csrfToken = (secret: Uint8Array, sessionId: number): string =>
  keyedHash(secret, `csrf:${sessionId}`);

declare module "fastify" {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyContextConfig {
    /**
     * A write a forged cross-site request could do no harm with (counting a view), taken from the session cookie
     * without the CSRF echo: the page may send it in the instant after sign-in when the browser has the new
     * cookies but its script does not see the csrf one yet, and a refusal would only lose the view.
     */
    csrfExempt?: boolean;
  }
}

/**
 * Finds the session of a request, lazily and once: public routes never pay for it. A bearer access token is
 * checked against its session's row, so a logout or a block stops it at once; the session cookie is accepted
 * too, and for a write it needs the CSRF header as well.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { pool: pg.Pool; tokens: AccessTokens; secret: Uint8Array },
) {
  const found = new WeakMap<FastifyRequest, Promise<Session | null>>();
  const refusedCookie = new WeakSet<FastifyRequest>();

  // A session cookie the server no longer accepts (revoked, expired, forged) is cleared in the answer, so the
  // browser stops sending it and its pages stop asking for a signed-in shell that answers 401.
  app.addHook("onSend", async (request, reply) => {
    if (!refusedCookie.has(request)) return;
    for (const name of [sessionCookieName, csrfCookieName]) reply.clearCookie(name, { path: "/" });
  });

  async function resolve(request: FastifyRequest): Promise<Session | null> {
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (bearer) return fromAccessToken(bearer);
    const cookie = request.cookies[sessionCookieName];
    if (!cookie) return null;
    const session = await fromCookie(request, cookie);
    if (!session) refusedCookie.add(request);
    return session;
  }

  async function fromAccessToken(token: string): Promise<Session | null> {
    const claims = await deps.tokens.verify(token);
    const live = claims && (await liveSession(deps.pool, claims.sessionId));
    return live && live.userId === claims.userId
      ? { userId: live.userId, sessionId: live.sessionId, via: "bearer" }
      : null;
  }

  async function fromCookie(request: FastifyRequest, cookie: string): Promise<Session | null> {
    const [id = "", secret = ""] = cookie.split(".");
    const sessionId = Number(id);
    if (!Number.isSafeInteger(sessionId) || sessionId <= 0) return null;
    const live = await liveSession(deps.pool, sessionId);
    if (!live || !sameText(sha256(secret), live.cookieSecretHash)) return null;
    const header = request.headers[csrfHeaderName];
    if (
      !safeMethods.has(request.method) &&
      !request.routeOptions.config.csrfExempt &&
      !sameText(typeof header === "string" ? header : "", csrfToken(deps.secret, sessionId))
    ) {
      throw new ApiError(403, AuthMessage.csrfRejected);
    }
    return { userId: live.userId, sessionId, via: "cookie" };
  }

  const authenticator = {
    optional(request: FastifyRequest): Promise<Session | null> {
      let session = found.get(request);
      if (!session) {
        session = resolve(request);
        found.set(request, session);
      }
      return session;
    },
    async required(request: FastifyRequest): Promise<Session> {
      const session = await authenticator.optional(request);
      if (!session) throw new ApiError(401, HttpMessage.unauthorized);
      return session;
    },
  };
  app.decorate("authenticator", authenticator);
}
export type Authenticator = {
  optional(request: FastifyRequest): Promise<Session | null>;
  required(request: FastifyRequest): Promise<Session>;
};

/** For route handlers: the caller's session, or a 401 in the error shape. */
export const requireSession = (request: FastifyRequest): Promise<Session> =>
  request.server.authenticator.required(request);
export const optionalSession = (request: FastifyRequest): Promise<Session | null> =>
  request.server.authenticator.optional(request);
