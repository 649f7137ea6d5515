import { apiErrorBodySchema, contentSchema } from "@tirgus/domain/api-contract";
import {
  AuthMessage,
  linkTokenSchema,
  phoneCodeRequestSchema,
  phoneSignInSchema,
  recoveryFinishSchema,
  recoveryRequestSchema,
  signUpSchema,
  tokenAnswerSchema,
  tokenErrorSchema,
  tokenRequestSchema,
} from "@tirgus/domain/auth";
import { ValidationMessage } from "@tirgus/domain/errors";
import { accountForms, formNames, isAccountForm } from "@tirgus/domain/forms";
import { isLanguage, type Language } from "@tirgus/domain/languages";
import { isEmail } from "@tirgus/domain/patterns";
import { normalizePhone } from "@tirgus/domain/users";
import { isWatchIdentifier } from "@tirgus/domain/watch-lists-api";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { csrfCookieName, csrfToken, requireSession, sessionCookieName } from "../../platform/authenticate.ts";
import { createWatchIdentifier } from "../accounts/watch.ts";
import { authLimits } from "./limits.ts";
import { type AuthService, type ClientContext, GrantError, type SignedIn } from "./service.ts";

export const watchCookieName = "watch";

/** The visitor's `watch` cookie when it holds an identifier's form (a mangled one is as good as none). */
export function watchCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[watchCookieName];
  return value !== undefined && isWatchIdentifier(value) ? value : undefined;
}
const yearSeconds = 365 * 24 * 3600;

type AuthRouteOptions = { pool: pg.Pool; service: AuthService; secret: Uint8Array; secureCookies: boolean };

const noticeAnswer = contentSchema(z.null());
const notice = (message: string) => ({ content: null, notifications: [{ message }] });
const errors = { 400: apiErrorBodySchema, 429: apiErrorBodySchema };

/** Sign-up, sign-in (password, phone code, refresh), logout, recovery and watch identifiers (issue 4). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { service } = options;
  // The token endpoint is form-encoded (OAuth2); this parser exists only inside this plugin.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const context = (
    request: FastifyRequest,
    body: { language?: Language | undefined; watch?: string | undefined } = {},
  ): ClientContext => {
    const cookieLanguage = request.cookies.language;
    return {
      clientAddress: request.ip,
      language: body.language ?? (isLanguage(cookieLanguage) ? cookieLanguage : "lv"),
      watch: body.watch ?? watchCookieOf(request),
    };
  };

  const cookieOptions = { path: "/", sameSite: "lax", secure: options.secureCookies } as const;
  const setSessionCookies = (reply: FastifyReply, signedIn: SignedIn) =>
    setSessionCookiesOf(reply, signedIn, options);

  const formFieldSchema = z.object({
    name: z.string(),
    type: z.string(),
    required: z.boolean(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    pattern: z.string().optional(),
    equalTo: z.string().optional(),
  });
  app.get(
    "/api/forms/:name",
    {
      schema: {
        tags: ["auth"],
        summary: "The field rules of a configured form (the server enforces the same)",
        params: z.object({ name: z.enum(formNames) }),
        response: {
          200: contentSchema(z.object({ name: z.string(), fields: z.array(formFieldSchema) })),
          404: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isAccountForm(name)) throw new ApiError(404, HttpMessage.notFound);
      reply.header("cache-control", "public, max-age=300");
      return { content: { name, fields: [...accountForms[name]] } };
    },
  );

  app.post(
    "/api/watch",
    {
      schema: {
        tags: ["auth"],
        summary: "A new watch identifier for an anonymous visitor",
        response: { 200: contentSchema(z.object({ identifier: z.string() })) },
      },
    },
    async (_request, reply) => {
      const identifier = await createWatchIdentifier(options.pool);
      reply.setCookie(watchCookieName, identifier, { ...cookieOptions, httpOnly: true, maxAge: yearSeconds });
      return { content: { identifier } };
    },
  );

  app.post(
    "/api/oauth/token",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Sign in (grant_type=password, username = e-mail or phone) or refresh (grant_type=refresh_token)",
        description:
          "Form-encoded. Errors carry the OAuth2 `error` and the project's translated `errors` (decision 0012).",
        body: tokenRequestSchema,
        response: { 200: tokenAnswerSchema, 400: tokenErrorSchema, 429: tokenErrorSchema },
      },
      // The body schema would answer a missing field in the project's shape only; OAuth clients expect theirs.
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (request.validationError)
        return sendGrantError(reply, new GrantError(400, ValidationMessage.fieldRequired, "invalid_request"));
      try {
        const { grant_type: grantType, username, password, refresh_token: refreshToken } = request.body;
        if (grantType === "refresh_token" && refreshToken) return await service.refresh(refreshToken);
        if (grantType !== "password" && grantType !== "refresh_token") {
          throw new GrantError(400, ValidationMessage.invalidData, "unsupported_grant_type");
        }
        if (grantType !== "password" || !username || !password) {
          throw new GrantError(400, ValidationMessage.fieldRequired, "invalid_request");
        }
        const signedIn = await service.signInWithPassword(username, password, context(request, request.body));
        setSessionCookies(reply, signedIn);
        return signedIn.answer;
      } catch (error) {
        if (error instanceof GrantError) return sendGrantError(reply, error);
        throw error;
      }
    },
  );

  app.post(
    "/api/oauth/revoke",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out: ends the session, its refresh tokens and its access tokens",
        response: { 200: contentSchema(z.null()), 401: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      await service.revokeSession(session.sessionId);
      for (const name of [sessionCookieName, csrfCookieName]) reply.clearCookie(name, { path: "/" });
      return { content: null };
    },
  );

  app.post(
    "/api/signup",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign up by e-mail and password; a confirmation link is e-mailed",
        body: signUpSchema,
        response: { 200: noticeAnswer, ...errors },
      },
    },
    async (request) => {
      if (!request.body.policyAgreed)
        throw new ApiError(400, [{ message: ValidationMessage.mustAgreeToPolicy, field: "policyAgreed" }]);
      await service.signUpByEmail(
        emailOf(request.body.email),
        request.body.password,
        context(request, request.body),
      );
      return notice(AuthMessage.signUpSent);
    },
  );

  app.post(
    "/api/signup/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm the e-mail address of a sign-up with the link's token",
        body: linkTokenSchema,
        response: { 200: noticeAnswer, ...errors },
      },
    },
    async (request) => {
      await service.confirmEmail(request.body.token);
      return notice(AuthMessage.emailConfirmed);
    },
  );

  app.post(
    "/api/phone/code",
    {
      schema: {
        tags: ["auth"],
        summary: "Text a sign-in (or sign-up) code to a phone number",
        body: phoneCodeRequestSchema,
        response: { 200: noticeAnswer, ...errors },
      },
    },
    async (request) => {
      await service.sendPhoneCode(phoneOf(request.body.phone), context(request, request.body));
      return notice(AuthMessage.codeSent);
    },
  );

  app.post(
    "/api/phone/sign-in",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with a texted code; an unknown number signs up (policy agreement required)",
        body: phoneSignInSchema,
        response: { 200: tokenAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { phone, code, policyAgreed } = request.body;
      const signedIn = await service.signInWithPhoneCode(
        phoneOf(phone),
        code,
        policyAgreed,
        context(request, request.body),
      );
      setSessionCookies(reply, signedIn);
      return signedIn.answer;
    },
  );

  app.post(
    "/api/recovery",
    {
      schema: {
        tags: ["auth"],
        summary: "E-mail a password recovery link (same answer for unknown addresses)",
        body: recoveryRequestSchema,
        response: { 200: noticeAnswer, ...errors },
      },
    },
    async (request) => {
      await service.requestRecovery(emailOf(request.body.email), context(request, request.body));
      return notice(AuthMessage.recoverySent);
    },
  );

  app.post(
    "/api/recovery/finish",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the recovery link's token",
        body: recoveryFinishSchema,
        response: { 200: noticeAnswer, ...errors },
      },
    },
    async (request) => {
      await service.finishRecovery(request.body.token, request.body.password);
      return notice(AuthMessage.passwordChanged);
    },
  );
};

/** The cookies of a signed-in browser (decision 0012); every way of signing in sets them through this. */
export function setSessionCookiesOf(
  reply: FastifyReply,
  signedIn: SignedIn,
  options: { secret: Uint8Array; secureCookies: boolean },
) {
  const cookieOptions = { path: "/", sameSite: "lax", secure: options.secureCookies } as const;
  const maxAge = authLimits.sessionLifetimeDays * 24 * 3600;
  reply.setCookie(sessionCookieName, signedIn.sessionCookie, { ...cookieOptions, httpOnly: true, maxAge });
  reply.setCookie(csrfCookieName, csrfToken(options.secret, signedIn.sessionId), {
    ...cookieOptions,
    maxAge,
  });
}

function emailOf(text: string): string {
  if (!isEmail(text)) throw new ApiError(400, [{ message: ValidationMessage.invalidEmail, field: "email" }]);
  return text.toLowerCase();
}

function phoneOf(text: string): string {
  const phone = normalizePhone(text);
  if (!phone) throw new ApiError(400, [{ message: ValidationMessage.invalidData, field: "phone" }]);
  return phone;
}

function sendGrantError(reply: FastifyReply, error: GrantError) {
  const message = error.errors[0]?.message ?? ValidationMessage.invalidData;
  return reply
    .code(error.statusCode)
    .send({ error: error.oauthError, error_description: message, errors: error.errors });
}
