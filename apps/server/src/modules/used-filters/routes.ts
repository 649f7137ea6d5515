import { contentSchema, listSchema } from "@tirgus/domain/api-contract";
import { usedFilterSchema, usedRegionSchema, usedStreetSchema } from "@tirgus/domain/used-filters";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AnswerRoutesOptions, createAnswerCache, sendAnswer } from "../../platform/answer-cache.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { usedFiltersOf, usedRegionsOf, usedStreetsOf } from "./repository.ts";

const databaseId = z.coerce.number().int().positive().max(2_147_483_647);
const params = z.object({ id: databaseId });
/** Counts that guide a filter panel: a minute old is as good as new. */
const cacheControl = "public, max-age=60, must-revalidate";

export const usedFilterRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (
  app,
  { pool, checkAnswers },
) => {
  const cache = createAnswerCache({ ttlMs: 30_000, checkAnswers });
  const answerSchema = contentSchema(listSchema(usedFilterSchema));
  app.get(
    "/api/categories/:id/used-filters",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Used search filters: the filter values published lots of the category (and its subcategories) " +
          "carry, with how many lots carry each; rebuilt every few minutes",
        params,
        querystring: z.object({}).strict(),
        response: { 200: answerSchema },
      },
    },
    async (request, reply) => {
      const answer = await cache.get(String(request.params.id), answerSchema, async () => {
        const used = await usedFiltersOf(pool, request.params.id);
        return used && { count: used.length, data: used };
      });
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  const streetsSchema = contentSchema(listSchema(usedStreetSchema));
  app.get(
    "/api/categories/:id/used-streets",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Used streets: the streets published lots of the category (and its subcategories) in the region (and " +
          "its parts) are on, with how many lots each, in Latvian alphabetical order; what a real-estate list's " +
          "street field offers. Unknown categories and regions answer 404.",
        params,
        querystring: z.object({ region: databaseId }).strict(),
        response: { 200: streetsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { region } = request.query;
      const answer = await cache.get(`streets:${id}:${region}`, streetsSchema, async () => {
        const used = await usedStreetsOf(pool, id, region);
        return used && { count: used.length, data: used };
      });
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  const regionsSchema = contentSchema(listSchema(usedRegionSchema));
  app.get(
    "/api/categories/:id/used-regions",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "Used regions: the regions (state cities and municipalities, and their parts) published lots of the " +
          "category (and its subcategories) are in, with how many lots each (its parts' included); what a " +
          "list's region select offers. Unknown categories answer 404.",
        params,
        querystring: z.object({}).strict(),
        response: { 200: regionsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await cache.get(`regions:${id}`, regionsSchema, async () => {
        const used = await usedRegionsOf(pool, id);
        return used && { count: used.length, data: used };
      });
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );
};
