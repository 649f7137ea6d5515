import { apiErrorBodySchema, contentSchema, listSchema } from "@tirgus/domain/api-contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { requireSession } from "../../platform/authenticate.ts";
import * as users from "../accounts/repository.ts";
import { authErrors, clientContext, socialSchema } from "../accounts/schemas.ts";
import { setSessionCookiesOf, watchCookieOf } from "../auth/routes.ts";
import { callbackPage } from "./callback-page.ts";
import { sameSitePath, withLoginError } from "./return-path.ts";
import { type SocialSignIn, SocialSignInError } from "./service.ts";

type SocialRouteOptions = {
  pool: pg.Pool;
  social: SocialSignIn;
  publicUrl: string;
  secret: Uint8Array;
  secureCookies: boolean;
};

/** Binds a sign-in to the browser that started it: the callback's state must equal it (decision 0013). */
const stateCookieName = "social_state";
const stateCookiePath = "/api/auth";
const stateCookieSeconds = 600;

const providerParams = z.object({ provider: z.string().max(20) });
const returnToSchema = z.string().max(2000).optional();

/** Social and eID sign-in and linking (issue 4 item 4). */
export const socialSignInRoutes: FastifyPluginAsyncZod<SocialRouteOptions> = async (app, options) => {
  const { social } = options;
  const tags = ["auth"];

  function returnPath(candidate: string | undefined): string {
    if (candidate === undefined) return "/";
    const path = sameSitePath(candidate, options.publicUrl);
    if (!path) throw new ApiError(400, [{ message: HttpMessage.invalidData, field: "returnTo" }]);
    return path;
  }

  function setStateCookie(reply: FastifyReply, state: string) {
    reply.setCookie(stateCookieName, state, {
      path: stateCookiePath,
      httpOnly: true,
      sameSite: "lax",
      secure: options.secureCookies,
      maxAge: stateCookieSeconds,
    });
  }

  app.get(
    "/api/auth/providers",
    {
      schema: {
        tags,
        summary: "The social and eID providers people can sign in with (only configured ones)",
        response: {
          200: contentSchema(listSchema(z.object({ id: z.number(), key: z.string(), name: z.string() }))),
        },
      },
    },
    async () => {
      const data = social.providers().map(({ id, key, name }) => ({ id, key, name }));
      return { content: { count: data.length, data } };
    },
  );

  app.get(
    "/api/auth/:provider/start",
    {
      schema: {
        tags,
        summary: "Go to the provider to sign in (302), with state, nonce and PKCE",
        params: providerParams,
        querystring: z.object({ returnTo: returnToSchema }),
        response: { 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const started = await social.start(request.params.provider, returnPath(request.query.returnTo), null);
      setStateCookie(reply, started.state);
      reply.header("cache-control", "no-store");
      // Browsers apply COOP to redirects too: helmet's "same-origin" here would cut the OAUTH popup off from
      // the page that opened it (and clear its name), so the callback could not hand the sign-in back.
      reply.header("cross-origin-opener-policy", "unsafe-none");
      return reply.redirect(started.url.href, 302);
    },
  );

  app.get(
    "/api/auth/:provider/callback",
    {
      schema: {
        tags,
        summary: "Where the provider sends the browser back: signs in or links, then returns to the page",
        description:
          "Answers a small HTML page: in the OAUTH popup it reloads its opener and closes, elsewhere it goes to " +
          "returnTo. Failures add `loginError=cancelled_by_user|invalid_request` to returnTo.",
        params: providerParams,
      },
    },
    async (request, reply) => {
      reply.clearCookie(stateCookieName, { path: stateCookiePath });
      try {
        const outcome = await social.finish(
          request.params.provider,
          new URL(request.url, options.publicUrl),
          request.cookies[stateCookieName],
          {
            ...clientContext(request.ip, request.cookies.language ?? ""),
            watch: watchCookieOf(request),
          },
        );
        if (outcome.kind === "signed-in") setSessionCookiesOf(reply, outcome.signedIn, options);
        return sendPage(reply, outcome.returnTo, "success");
      } catch (error) {
        if (!(error instanceof SocialSignInError)) throw error;
        request.log.warn(
          { reason: error.message, provider: request.params.provider },
          "social sign-in failed",
        );
        return sendPage(reply, withLoginError(error.returnTo, error.loginError), "error");
      }
    },
  );

  app.post(
    "/api/me/socials/:provider/link",
    {
      schema: {
        tags: ["me"],
        summary: "Start linking a provider's account to the signed-in user: open `url` (in the OAUTH popup)",
        params: providerParams,
        // A body-less POST starts linking back to the home page.
        body: z.object({ returnTo: returnToSchema }).nullish(),
        response: {
          200: contentSchema(z.object({ url: z.string() })),
          ...authErrors,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const returnTo = returnPath(request.body?.returnTo);
      const started = await social.start(request.params.provider, returnTo, session.userId);
      setStateCookie(reply, started.state);
      return { content: { url: started.url.href } };
    },
  );

  app.delete(
    "/api/me/socials/:provider",
    {
      schema: {
        tags: ["me"],
        summary: "Unlink a provider's account (refused when it is the only way to sign in)",
        params: providerParams,
        response: { 200: contentSchema(listSchema(socialSchema)), ...authErrors, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await social.unlink(session.userId, request.params.provider);
      return { content: await socialsList(options.pool, session.userId) };
    },
  );
};

async function socialsList(pool: pg.Pool, userId: number) {
  const data = (await users.socialsOf(pool, userId)).map(users.socialContactView);
  return { count: data.length, data };
}

function sendPage(reply: FastifyReply, target: string, outcome: "success" | "error") {
  const page = callbackPage(target, outcome);
  return reply
    .header("content-security-policy", page.contentSecurityPolicy)
    .header("cache-control", "no-store")
    .header("cross-origin-opener-policy", "unsafe-none")
    .type("text/html; charset=utf-8")
    .send(page.html);
}
