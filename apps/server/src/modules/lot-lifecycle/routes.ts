import { contentSchema, idParams } from "@tirgus/domain/api-contract";
import { type LifecycleAction, LifecycleMessage } from "@tirgus/domain/lot-lifecycle";
import {
  type LotStatusChange,
  lotSelectionQuerySchema,
  lotStatusChangeSchema,
  ownLotListSchema,
  prolongBodySchema,
  statusChangeBodySchema,
} from "@tirgus/domain/lot-lifecycle-api";
import { defaultItemsPerPage, maxItemsPerPage } from "@tirgus/domain/lot-list";
import { defaultCheckedStatuses, isLotStatusId, LotStatus } from "@tirgus/domain/lots";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { inTransaction } from "../../db/transaction.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { requireSession } from "../../platform/authenticate.ts";
import { isValidLotToken } from "../lots/lot-tokens.ts";
import { cloneLot, ownLotOrderColumns, ownLots } from "./own-lots.ts";
import { lotOwner, recordStatusChange } from "./repository.ts";
import { type Actor, applyLifecycleAction, type LifecycleOptions } from "./service.ts";

const tags = ["lot lifecycle"];
const statusesParam = z
  .union([z.coerce.number().int(), z.array(z.coerce.number().int()).max(10)])
  .transform((statuses) => [statuses].flat())
  .refine((statuses) => statuses.every(isLotStatusId) && !statuses.includes(LotStatus.deleted), {
    message: HttpMessage.invalidData,
  });

export type LifecycleRoutesOptions = { pool: pg.Pool; secret: Uint8Array };

/**
 * The owner's side of the lot lifecycle (issue 8, decision 0028): status changes of a selection (spec: PATCH
 * and DELETE lots with lots[]), prolong (also through the expiry e-mail's link), appeal, clone and the owner's
 * own list. Each lot is changed in its own transaction and answered with its own errors and notifications.
 */
export const lotLifecycleRoutes: FastifyPluginAsyncZod<LifecycleRoutesOptions> = async (
  app,
  { pool, secret },
) => {
  const actOnEach = (ids: number[], action: LifecycleAction, actor: Actor, options: LifecycleOptions) =>
    applyToEach(pool, ids, action, actor, options);

  app.patch(
    "/api/lots",
    {
      schema: {
        tags,
        summary:
          "Publish or close the selected lots (`lots[]=`); publishing takes the end `interval` (P1W-P4W) and " +
          "yields published or pending_publish. Answers each lot with its status and its own errors/notifications.",
        querystring: lotSelectionQuerySchema,
        body: statusChangeBodySchema,
        response: { 200: contentSchema(z.array(lotStatusChangeSchema)) },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const { adStateUserAction, interval } = request.body;
      const actor = { userId: session.userId, role: "owner" } as const;
      return {
        content: await actOnEach(request.query, adStateUserAction, actor, { now: new Date(), interval }),
      };
    },
  );

  app.delete(
    "/api/lots",
    {
      schema: {
        tags,
        summary:
          "Delete the selected lots (`lots[]=`): only closed or blocked ones, never feed-imported ones.",
        querystring: lotSelectionQuerySchema,
        response: { 200: contentSchema(z.array(lotStatusChangeSchema)) },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const actor = { userId: session.userId, role: "owner" } as const;
      return { content: await actOnEach(request.query, "delete", actor, { now: new Date() }) };
    },
  );

  app.post(
    "/api/lots/:id/prolong",
    {
      schema: {
        tags,
        summary:
          "Prolong a published or expired lot by 7, 14 or 21 days, never beyond 365 days from now. Signed in as " +
          "its owner, or with the `token` of the expiry e-mail's link.",
        params: idParams,
        body: prolongBodySchema,
        response: { 200: contentSchema(lotStatusChangeSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { days, token } = request.body;
      const now = new Date();
      const userId = token
        ? await ownerByToken(pool, secret, id, token, now)
        : (await requireSession(request)).userId;
      const actor = { userId, role: "owner" } as const;
      const [answer] = await actOnEach([id], "prolong", actor, { now, days });
      return { content: answer ?? missing(id) };
    },
  );

  app.post(
    "/api/lots/:id/appeal",
    {
      schema: {
        tags,
        summary:
          "The owner asks moderators to look again at a blocked or rejected lot: it returns to the queue.",
        params: idParams,
        body: z
          .object({ statement: z.string().trim().max(2000).optional() })
          .strict()
          .optional(),
        response: { 200: contentSchema(lotStatusChangeSchema) },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const actor = { userId: session.userId, role: "owner" } as const;
      const options = { now: new Date(), statement: request.body?.statement || undefined };
      const [answer] = await actOnEach([request.params.id], "appeal", actor, options);
      return { content: answer ?? missing(request.params.id) };
    },
  );

  app.post(
    "/api/lots/:id/clone",
    {
      schema: {
        tags,
        summary:
          "A new draft with the lot's texts, prices, filters, location and copies of its media; never of a " +
          "blocked lot (403).",
        params: idParams,
        response: { 200: contentSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const id = await inTransaction(pool, async (client) => {
        const cloneId = await cloneLot(client, request.params.id, session.userId);
        if (typeof cloneId !== "number") return cloneId;
        await recordStatusChange(client, {
          lotId: cloneId,
          from: LotStatus.draft,
          to: LotStatus.draft,
          action: "clone",
          actorId: session.userId,
          actorRole: "owner",
          reasonCode: `clone_of:${request.params.id}`,
          at: new Date(),
        });
        return cloneId;
      });
      if (id === "missing") throw new ApiError(404, HttpMessage.notFound);
      if (id === "blocked") throw new ApiError(403, LifecycleMessage.blockedNotCopied);
      return { content: { id } };
    },
  );

  app.get(
    "/api/me/lots",
    {
      schema: {
        tags,
        summary:
          "The user's own lots in the statuses asked for (`status[]=`; draft, published, pending and blocked by " +
          "default), newest first, each with its end date, end interval and latest moderation decision; " +
          "`company` keeps those the user published for that company.",
        querystring: z
          .object({
            "status[]": statusesParam.optional(),
            status: statusesParam.optional(),
            company: z.coerce.number().int().positive().max(2_147_483_647).optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            itemsPerPage: z.coerce.number().int().min(1).max(maxItemsPerPage).default(defaultItemsPerPage),
            orderColumn: z
              .enum(Object.keys(ownLotOrderColumns) as [keyof typeof ownLotOrderColumns])
              .default("createDate"),
            orderDirection: z.enum(["asc", "desc"]).default("desc"),
          })
          .strict(),
        response: { 200: contentSchema(ownLotListSchema) },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const { company, page, itemsPerPage, orderColumn, orderDirection } = request.query;
      const asked = [...(request.query["status[]"] ?? []), ...(request.query.status ?? [])];
      const statuses = asked.length > 0 ? asked : [...defaultCheckedStatuses];
      reply.header("cache-control", "private, no-store");
      const content = await ownLots(pool, {
        ownerId: session.userId,
        companyId: company,
        statuses: statuses.filter(isLotStatusId),
        page,
        itemsPerPage,
        orderColumn,
        orderDirection,
      });
      return { content };
    },
  );
};

/** Acts on each lot in its own transaction, in id order, so two bulk calls never wait on each other in a cycle. */
async function applyToEach(
  pool: pg.Pool,
  ids: number[],
  action: LifecycleAction,
  actor: Actor,
  options: LifecycleOptions,
): Promise<LotStatusChange[]> {
  const answers = new Map<number, LotStatusChange>();
  for (const id of [...ids].sort((a, b) => a - b))
    answers.set(
      id,
      await inTransaction(pool, (client) => applyLifecycleAction(client, id, action, actor, options)),
    );
  return ids.map((id) => answers.get(id) ?? missing(id));
}

const missing = (id: number): LotStatusChange => ({
  id,
  status: null,
  endDate: null,
  errors: [{ message: HttpMessage.notFound }],
  notifications: [],
});

/** The owner a prolong link speaks for; a wrong or expired link is refused like a missing session. */
async function ownerByToken(pool: pg.Pool, secret: Uint8Array, lotId: number, token: string, now: Date) {
  const ownerId = await lotOwner(pool, lotId);
  if (ownerId === null || !isValidLotToken(secret, "renew", token, lotId, ownerId, now))
    throw new ApiError(401, HttpMessage.unauthorized);
  return ownerId;
}
