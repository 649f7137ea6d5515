import { contentSchema } from "@tirgus/domain/api-contract";
import { AuthMessage, passwordChangeSchema, userSettingSchemas } from "@tirgus/domain/auth";
import { ValidationMessage } from "@tirgus/domain/errors";
import { languages } from "@tirgus/domain/languages";
import { defaultLoginProvider, type UserSettingKey, userSettingKeys } from "@tirgus/domain/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { requireSession } from "../../platform/authenticate.ts";
import { signInProviderOf } from "../auth/repository.ts";
import type { AuthService } from "../auth/service.ts";
import { impersonatorOf } from "../impersonation/repository.ts";
import { contactsOf, contactView } from "./contacts-repository.ts";
import * as users from "./repository.ts";
import { authErrors, meSchema, notice, profileSchema } from "./schemas.ts";

type AccountRouteOptions = { pool: pg.Pool; service: AuthService };

/** The signed-in user: profile, language, settings, password, deletion. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { pool, service }) => {
  const tags = ["me"];
  async function me({ userId, sessionId }: { userId: number; sessionId: number }) {
    const [user, company, contacts, socials, preferences, userLots, impersonatedBy, signInStatus] =
      await Promise.all([
        users.userById(pool, userId),
        users.companyOf(pool, userId),
        contactsOf(pool, userId),
        users.socialsOf(pool, userId),
        users.preferencesOf(pool, userId),
        users.lotCountOf(pool, userId),
        impersonatorOf(pool, sessionId),
        signInProviderOf(pool, sessionId),
      ]);
    if (!user) throw new ApiError(401, HttpMessage.unauthorized);
    const contactViews = contacts.map(contactView);
    return {
      ...user,
      trustedBadge: user.trustedBadgeUntil !== null && user.trustedBadgeUntil > new Date(),
      company,
      userLots,
      userContact: contactViews.find((contact) => contact.preferred) ?? null,
      contacts: contactViews,
      socialContacts: socials.map(users.socialContactView),
      preferences,
      impersonatedBy,
      signInStatus: signInStatus ?? defaultLoginProvider,
    };
  }

  app.get(
    "/api/me",
    {
      schema: {
        tags,
        summary: "The signed-in user",
        response: { 200: contentSchema(meSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      return { content: await me(session) };
    },
  );

  app.patch(
    "/api/me",
    {
      schema: {
        tags,
        summary: "Change names and pseudonym (other fields are refused)",
        body: profileSchema,
        response: { 200: contentSchema(meSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await users.updateProfile(pool, session.userId, request.body);
      return { content: await me(session) };
    },
  );

  app.delete(
    "/api/me",
    {
      schema: {
        tags,
        summary: "Delete the account (it is anonymised)",
        response: { 200: contentSchema(z.null()), ...authErrors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await users.anonymiseUser(pool, session.userId);
      return { content: null };
    },
  );

  app.patch(
    "/api/me/language",
    {
      schema: {
        tags,
        summary: "The user's language",
        body: z.object({ language: z.enum(languages) }),
        response: { 200: contentSchema(z.object({ language: z.enum(languages) })), ...authErrors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await users.setLanguage(pool, session.userId, request.body.language);
      return { content: { language: request.body.language } };
    },
  );

  app.patch(
    "/api/me/preferences/:kind",
    {
      schema: {
        tags,
        summary: "Set one user setting (spec 2 section 3 keys)",
        params: z.object({ kind: z.enum(userSettingKeys) }),
        body: z.object({ value: z.unknown() }),
        response: { 200: contentSchema(z.object({ kind: z.string(), value: z.unknown() })), ...authErrors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const kind: UserSettingKey = request.params.kind;
      const parsed = userSettingSchemas[kind].safeParse(request.body.value);
      if (!parsed.success)
        throw new ApiError(400, [{ message: ValidationMessage.wrongValue, field: "value" }]);
      await users.setPreference(pool, session.userId, kind, parsed.data);
      return { content: { kind, value: parsed.data } };
    },
  );

  app.post(
    "/api/me/password",
    {
      schema: {
        tags,
        summary: "Change the password (the current one is required); other sessions end",
        body: passwordChangeSchema,
        response: { 200: contentSchema(z.null()), ...authErrors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await service.changePassword(session, request.body.oldPassword, request.body.password);
      return notice(AuthMessage.passwordChanged);
    },
  );
};
