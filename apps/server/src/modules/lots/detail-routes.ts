import { contentSchema, listSchema } from "@tirgus/domain/api-contract";
import { lotDetailSchema, lotFileSchema } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { lotDetail, lotFiles } from "./detail-repository.ts";

/** Lots nobody but their owner may see yet; to everyone else they do not exist. */
const unpublishedStatuses: ReadonlySet<number> = new Set([
  LotStatus.draft,
  LotStatus.pending_publish,
  LotStatus.xml_draft,
]);

const lotIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The one visibility rule of a lot's page and its parts: drafts do not exist for others, blocked lots are refused. */
function assertVisible(lot: { status: number } | null): asserts lot is { status: number } {
  if (!lot || unpublishedStatuses.has(lot.status)) throw new ApiError(404, HttpMessage.notFound);
  if (lot.status === LotStatus.blocked) throw new ApiError(403, HttpMessage.forbidden);
}

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
        params: lotIdParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(lotDetailSchema) },
      },
    },
    async (request, reply) => {
      const lot = await lotDetail(pool, request.params.id);
      assertVisible(lot);
      reply.header("cache-control", "public, max-age=5");
      return { content: lot };
    },
  );

  app.get(
    "/api/lots/:id/files",
    {
      schema: {
        tags: ["lots"],
        summary:
          "A lot's pictures and videos in gallery order, each with its stored versions and whether it is " +
          "converted (the lot page polls it while a video is being processed). Same visibility as the lot.",
        params: lotIdParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(listSchema(lotFileSchema)) },
      },
    },
    async (request, reply) => {
      const lot = await lotFiles(pool, request.params.id);
      assertVisible(lot);
      // Polled for a video's conversion: a cached answer would only delay the moment it plays.
      reply.header("cache-control", "no-store");
      return { content: { count: lot.files.length, data: lot.files } };
    },
  );
};
