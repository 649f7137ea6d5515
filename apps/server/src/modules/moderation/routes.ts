import { apiErrorBodySchema, apiMessageSchema, contentSchema, idParams } from "@tirgus/domain/api-contract";
import { ModerationMessage } from "@tirgus/domain/moderation";
import {
  auditPageSchema,
  decisionAnswerSchema,
  decisionBodySchema,
  lookupAnswerSchema,
  lookupQuerySchema,
  pageQuerySchema,
  queuePageSchema,
  queueQuerySchema,
  reportBodySchema,
  userStatusAnswerSchema,
  userStatusBodySchema,
} from "@tirgus/domain/moderation-api";
import { watchQuerySchema } from "@tirgus/domain/watch-lists-api";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { optionalSession, requireSession } from "../../platform/authenticate.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { watchCookieOf } from "../auth/routes.ts";
import { watchIdentifierExists } from "../watch-lists/repository.ts";
import type { Reporter } from "./repository.ts";
import { createModeration } from "./service.ts";

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};
const noticeSchema = z.object({ content: z.null(), notifications: z.array(apiMessageSchema) });

type ModerationRouteOptions = { pool: pg.Pool; mailer: Mailer; publicUrl: string };

/**
 * Moderation (issue 8 item 6, decision 0029): visitors' reports, and the admins' queue, decisions about lots
 * and users, and audit log. Every lot status change goes through the lifecycle service.
 */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRouteOptions> = async (app, options) => {
  const { pool } = options;
  const moderation = createModeration({ ...options, log: app.log });
  const tags = ["moderation"];

  /** The signed-in admin's id: 401 signed out, 403 for everyone else. Admin answers are never shared. */
  async function adminOf(request: FastifyRequest, reply: FastifyReply): Promise<number> {
    const session = await requireSession(request);
    await moderation.requireAdmin(session.userId);
    reply.header("cache-control", "private, no-store");
    return session.userId;
  }

  /** The signed-in user, else the anonymous visitor's watch identifier (query or cookie), else 401. */
  async function reporterOf(request: FastifyRequest, identifier: string | undefined): Promise<Reporter> {
    const session = await optionalSession(request);
    if (session) return { userId: session.userId };
    const candidate = identifier ?? watchCookieOf(request);
    if (candidate && (await watchIdentifierExists(pool, candidate))) return { watch: candidate };
    throw new ApiError(401, HttpMessage.unauthorized);
  }

  app.post(
    "/api/lots/:id/reports",
    {
      schema: {
        tags,
        summary:
          "Report a published lot (reason scam, wrong_category, prohibited, duplicate or other; text optional), " +
          "signed in or with the anonymous watch identifier; one open report per reporter and lot (else 409)",
        params: idParams,
        querystring: watchQuerySchema,
        body: reportBodySchema,
        response: { 200: noticeSchema, ...errors },
      },
    },
    async (request) => {
      const reporter = await reporterOf(request, request.query.identifier);
      await moderation.report(request.params.id, reporter, request.body);
      return { content: null, notifications: [{ message: ModerationMessage.reported }] };
    },
  );

  app.get(
    "/api/admin/queue",
    {
      schema: {
        tags,
        summary:
          "Admins only: lots waiting for approval (kind=pending, the longest waiting first, with why they are " +
          "held and, for appeals, the decision appealed) or lots with open reports (kind=reported); `seller` " +
          "narrows either to one seller's lots",
        querystring: queueQuerySchema,
        response: { 200: contentSchema(queuePageSchema), ...errors },
      },
    },
    async (request, reply) => {
      await adminOf(request, reply);
      const { kind, page, seller } = request.query;
      return { content: await moderation.queue(kind, page, seller ?? null) };
    },
  );

  app.get(
    "/api/admin/lookup",
    {
      schema: {
        tags,
        summary:
          "Admins only: a lot by its number or address (…/!123) and users by number or e-mail address, whatever " +
          "their status, each as the queue shows it (a lot with its latest decision), to decide about them",
        querystring: lookupQuerySchema,
        response: { 200: contentSchema(lookupAnswerSchema), ...errors },
      },
    },
    async (request, reply) => {
      await adminOf(request, reply);
      return { content: await moderation.lookup(request.query.query) };
    },
  );

  app.post(
    "/api/admin/lots/:id/decision",
    {
      schema: {
        tags,
        summary:
          "Admins only: approve, reject, block or unblock a lot (reject and block need reasonCode; statement up " +
          "to 2000 characters reaches the seller by e-mail), or dismiss its reports; closes its open reports",
        params: idParams,
        body: decisionBodySchema,
        response: { 200: contentSchema(decisionAnswerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const adminId = await adminOf(request, reply);
      return { content: await moderation.decide(adminId, request.params.id, request.body, new Date()) };
    },
  );

  app.post(
    "/api/admin/users/:id/status",
    {
      schema: {
        tags,
        summary:
          "Admins only: set a user's status (1 new, 2 trusted, 4 hidden, 5 auto hidden, 6 blocked). Blocking or " +
          "hiding blocks their lots; back to new or trusted unblocks the lots that blocked",
        params: idParams,
        body: userStatusBodySchema,
        response: { 200: contentSchema(userStatusAnswerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const adminId = await adminOf(request, reply);
      return {
        content: await moderation.setUserStatus(adminId, request.params.id, request.body, new Date()),
      };
    },
  );

  app.get(
    "/api/admin/audit",
    {
      schema: {
        tags,
        summary:
          "Admins only: the moderation audit log (lot decisions, holds, appeals, user statuses), newest first",
        querystring: pageQuerySchema,
        response: { 200: contentSchema(auditPageSchema), ...errors },
      },
    },
    async (request, reply) => {
      await adminOf(request, reply);
      return { content: await moderation.audit(request.query.page) };
    },
  );
};
