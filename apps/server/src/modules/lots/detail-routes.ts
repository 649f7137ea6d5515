import { contentSchema } from "@tirgus/domain/api-contract";
import { lotDetailSchema } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { lotDetail } from "./detail-repository.ts";

/** Lots nobody but their owner may see yet; to everyone else they do not exist. */
const unpublishedStatuses: ReadonlySet<number> = new Set([
  LotStatus.draft,
  LotStatus.pending_publish,
  LotStatus.xml_draft,
]);

/**
 * One lot for its page (spec 1 sections 2-4). Published lots, and ended ones (closed, expired, deleted), which
 * the page shows disabled and marked Sold or Expired; a blocked lot answers 403 FORBIDDEN, and drafts are not
 * found (their owners' view comes with the lot lifecycle, issue 8).
 */
export const lotDetailRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    "/api/lots/:id",
    {
      schema: {
        tags: ["lots"],
        summary:
          "A lot with its texts, prices, attributes by filter, location, files and seller; `frontUrl` is its " +
          "page's address per language. Blocked lots answer 403 FORBIDDEN, drafts 404.",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(lotDetailSchema) },
      },
    },
    async (request, reply) => {
      const lot = await lotDetail(pool, request.params.id);
      if (!lot || unpublishedStatuses.has(lot.status)) throw new ApiError(404, HttpMessage.notFound);
      if (lot.status === LotStatus.blocked) throw new ApiError(403, HttpMessage.forbidden);
      reply.header("cache-control", "public, max-age=5");
      return { content: lot };
    },
  );
};
