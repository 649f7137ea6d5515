import { contentSchema, listSchema } from "@tirgus/domain/api-contract";
import { usedFilterSchema } from "@tirgus/domain/used-filters";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AnswerRoutesOptions, createAnswerCache, sendAnswer } from "../../platform/answer-cache.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { usedFiltersOf } from "./repository.ts";

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** The counts change only when the refresh job runs (every few minutes). */
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
};
