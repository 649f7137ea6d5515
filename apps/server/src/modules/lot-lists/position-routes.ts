import { contentSchema } from "@tirgus/domain/api-contract";
import type { LotCard, LotList, LotListQuery } from "@tirgus/domain/lot-list";
import { type RawListQuery, rawListQuerySchema } from "@tirgus/domain/lot-list-api";
import { type LotPosition, lotPositionSchema, type PositionNeighbour } from "@tirgus/domain/lot-position";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { searchLots } from "../search/repository.ts";
import { listLots } from "./repository.ts";
import { listQueryOrFail } from "./routes.ts";

/** The parameter naming the list's endpoint; every other parameter is the list's own query. */
const sourceParam = "source";

/**
 * `GET /api/lots/{id}/position` (spec 1 section 7, "lot position"): the lots before and after one in the list
 * a visitor came from, also across a page boundary. The lot must be on the page the query names, as it was
 * when the visitor saw it; when the list has changed since, the answer is null and the page shows no steps.
 */
export const lotPositionRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    "/api/lots/:id/position",
    {
      schema: {
        tags: ["lots"],
        summary:
          "Where a lot is in a list and its neighbours: `source` (list or search, default list) and the list's " +
          "query as `GET /api/lots` or `GET /api/lots/search` take it, `page` being the page the lot was on. " +
          "Null when the lot is not on that page (any more).",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        querystring: rawListQuerySchema,
        response: { 200: contentSchema(lotPositionSchema.nullable()) },
      },
    },
    async (request) => {
      const { [sourceParam]: source = "list", ...raw } = request.query as RawListQuery;
      if (source !== "list" && source !== "search") throw new ApiError(400, HttpMessage.invalidData);
      const query = listQueryOrFail(raw, source);
      const pageOf = (page: number) =>
        (source === "list" ? listLots : searchLots)(pool, { ...query, page } satisfies LotListQuery);
      return { content: await positionIn(await pageOf(query.page), query, request.params.id, pageOf) };
    },
  );
};

/**
 * Where lot `lotId` is in a list and its neighbours, from the page the visitor saw (`list`, page `query.page`
 * of `query.itemsPerPage` lots) and, across its boundaries, the pages `pageOf` reads. Null when the lot is not
 * on that page (any more). Also the bookmarks' position (watch-lists/routes.ts).
 */
export async function positionIn(
  list: LotList,
  query: Pick<LotListQuery, "page" | "itemsPerPage">,
  lotId: number,
  pageOf: (page: number) => Promise<LotList>,
): Promise<LotPosition | null> {
  const index = list.data.findIndex((card) => card.id === lotId);
  if (index < 0) return null;
  const before = (query.page - 1) * query.itemsPerPage;
  const lastPage = Math.ceil(list.count / query.itemsPerPage);
  const neighbour = async (step: -1 | 1): Promise<PositionNeighbour | null> => {
    const onPage = list.data[index + step];
    if (onPage) return neighbourOf(onPage, query.page);
    const page = query.page + step;
    if (page < 1 || page > lastPage) return null;
    const data = (await pageOf(page)).data;
    const card = step === 1 ? data[0] : data[data.length - 1];
    return card ? neighbourOf(card, page) : null;
  };
  const [previous, next] = await Promise.all([neighbour(-1), neighbour(1)]);
  return { position: before + index + 1, count: list.count, previous, next };
}

const neighbourOf = (card: LotCard, page: number): PositionNeighbour => ({
  id: card.id,
  page,
  frontUrl: card.frontUrl,
  title: card.title,
});
