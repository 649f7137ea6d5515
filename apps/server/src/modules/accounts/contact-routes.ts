import { apiErrorBodySchema, contentSchema, listSchema } from "@tirgus/domain/api-contract";
import { AuthMessage } from "@tirgus/domain/auth";
import { ValidationMessage } from "@tirgus/domain/errors";
import { defaultLanguage } from "@tirgus/domain/languages";
import { parseContact } from "@tirgus/domain/users";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { requireSession } from "../../platform/authenticate.ts";
import type { AuthService } from "../auth/service.ts";
import {
  addContact,
  contactOf,
  contactsOf,
  contactView,
  deleteContact,
  preferContact,
} from "./contacts-repository.ts";
import * as users from "./repository.ts";
import { authErrors, clientContext, contactParams, contactSchema, notice } from "./schemas.ts";

type ContactRouteOptions = { pool: pg.Pool; service: AuthService };

/** The user's e-mail and phone contacts: add (pending), verify by code, prefer, remove. */
export const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, { pool, service }) => {
  const tags = ["me"];
  const contactsAnswer = contentSchema(listSchema(contactSchema));
  app.get(
    "/api/me/contacts",
    { schema: { tags, summary: "The user's contacts", response: { 200: contactsAnswer, ...authErrors } } },
    async (request) => {
      const session = await requireSession(request);
      const data = (await contactsOf(pool, session.userId)).map(contactView);
      return { content: { count: data.length, data } };
    },
  );

  app.post(
    "/api/me/contacts",
    {
      schema: {
        tags,
        summary: "Add an e-mail or phone contact; a code is sent to verify it",
        body: z.object({ contact: z.string().max(255) }),
        response: { 200: contentSchema(contactSchema), ...authErrors, 429: apiErrorBodySchema },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const parsed = parseContact(request.body.contact);
      if (!parsed) throw new ApiError(400, [{ message: ValidationMessage.invalidData, field: "contact" }]);
      const contact = await addContact(pool, session.userId, parsed.kind, parsed.value);
      const user = await users.userById(pool, session.userId);
      if (contact.verified === 0)
        await service.sendContactCode(
          session.userId,
          contact,
          clientContext(request.ip, user?.language ?? defaultLanguage),
        );
      return { content: contactView(contact), notifications: [{ message: AuthMessage.codeSent }] };
    },
  );

  async function ownContact(request: FastifyRequest, id: number) {
    const session = await requireSession(request);
    const contact = await contactOf(pool, session.userId, id);
    if (!contact) throw new ApiError(404, HttpMessage.notFound);
    return { session, contact };
  }

  app.post(
    "/api/me/contacts/:id/code",
    {
      schema: {
        tags,
        summary: "Send the contact's verification code again",
        params: contactParams,
        response: {
          200: contentSchema(z.null()),
          ...authErrors,
          404: apiErrorBodySchema,
          429: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { session, contact } = await ownContact(request, request.params.id);
      if (contact.verified !== 0) throw new ApiError(400, [{ message: AuthMessage.contactVerified }]);
      const user = await users.userById(pool, session.userId);
      await service.sendContactCode(
        session.userId,
        contact,
        clientContext(request.ip, user?.language ?? defaultLanguage),
      );
      return notice(AuthMessage.codeSent);
    },
  );

  app.post(
    "/api/me/contacts/:id/verify",
    {
      schema: {
        tags,
        summary: "Verify a contact with its code (five guesses, then send a new one)",
        params: contactParams,
        body: z.object({ code: z.string().max(10) }),
        response: {
          200: contentSchema(contactSchema),
          ...authErrors,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { session, contact } = await ownContact(request, request.params.id);
      await service.verifyContact(contact, request.body.code);
      const verified = await contactOf(pool, session.userId, contact.id);
      return {
        content: contactView(verified ?? contact),
        notifications: [{ message: AuthMessage.contactVerified }],
      };
    },
  );

  app.patch(
    "/api/me/contacts/:id",
    {
      schema: {
        tags,
        summary: "Make a verified contact the preferred one",
        params: contactParams,
        body: z.object({ preferred: z.literal(true) }),
        response: { 200: contactsAnswer, ...authErrors, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { session, contact } = await ownContact(request, request.params.id);
      if (contact.verified === 0)
        throw new ApiError(400, [{ message: ValidationMessage.invalidData, field: "preferred" }]);
      await preferContact(pool, session.userId, contact.id);
      const data = (await contactsOf(pool, session.userId)).map(contactView);
      return { content: { count: data.length, data } };
    },
  );

  app.delete(
    "/api/me/contacts/:id",
    {
      schema: {
        tags,
        summary: "Remove a contact",
        params: contactParams,
        response: { 200: contentSchema(z.null()), ...authErrors, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      if (!(await deleteContact(pool, session.userId, request.params.id)))
        throw new ApiError(404, HttpMessage.notFound);
      return { content: null };
    },
  );
};
