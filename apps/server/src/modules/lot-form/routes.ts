import { contentSchema, idParams } from "@tirgus/domain/api-contract";
import { lotFormPatchSchema, lotFormStateSchema, marketPriceSchema } from "@tirgus/domain/lot-form-api";
import { priceChangesAllowed } from "@tirgus/domain/money";
import { priceCorrectionMinutes } from "@tirgus/domain/price-changes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { requireSession } from "../../platform/authenticate.ts";
import { createLot, editLot, lotFormState, marketPriceOf } from "./service.ts";

const tags = ["lot form"];
const stateAnswer = contentSchema(lotFormStateSchema);

/**
 * The create/edit wizard's draft (issue 7, decision 0030): saved as the seller goes, so a reload or another
 * device continues it. Values no rule accepts answer 400 with their field; missing ones come back as `issues`.
 */
export const lotFormRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.post(
    "/api/lots",
    {
      schema: {
        tags,
        summary: "A new draft from the form's fields (the category at least); answers it with its issues.",
        body: lotFormPatchSchema,
        response: { 201: stateAnswer },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const state = await createLot(pool, session.userId, request.body, new Date());
      reply.header("cache-control", "private, no-store").code(201);
      return { content: state };
    },
  );

  app.patch(
    "/api/lots/:id",
    {
      schema: {
        tags,
        summary:
          "The owner changes the fields sent (draft, published, closed or expired lots; feed lots are refused). " +
          "A new category resets the action. New prices of a lot that has gone public take one of its " +
          `${priceChangesAllowed} price changes (a save within ${priceCorrectionMinutes} minutes of the last ` +
          "counted one corrects it); with none left the save is refused, 403 at `prices`.",
        params: idParams,
        body: lotFormPatchSchema,
        response: { 200: stateAnswer },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const state = await editLot(pool, session.userId, request.params.id, request.body, new Date());
      reply.header("cache-control", "private, no-store");
      return { content: state };
    },
  );

  app.get(
    "/api/lots/:id/form",
    {
      schema: {
        tags,
        summary: "The owner's lot in the wizard's form, with what still keeps it from being published.",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: stateAnswer },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      reply.header("cache-control", "private, no-store");
      return { content: await lotFormState(pool, session.userId, request.params.id, new Date()) };
    },
  );

  app.get(
    "/api/lots/:id/market-price",
    {
      schema: {
        tags,
        summary:
          "The price step's market price check: count, median and range (euros) of the published lots like the " +
          "owner's lot, by the price rating's rules (decision 0025), for a draft too. Count 0 when none.",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(marketPriceSchema) },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      reply.header("cache-control", "private, no-store");
      return { content: await marketPriceOf(pool, session.userId, request.params.id) };
    },
  );
};
