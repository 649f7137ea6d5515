import { createHash } from "node:crypto";
import { contentSchema } from "@tirgus/domain/api-contract";
import { highlightedCount, recentlyAddedCount } from "@tirgus/domain/limits";
import type { LotListQuery } from "@tirgus/domain/lot-list";
import {
  lotListSchema,
  parseLotListQuery,
  type RawListQuery,
  rawListQuerySchema,
} from "@tirgus/domain/lot-list-api";
import { calendarDate } from "@tirgus/domain/periods";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AnswerRoutesOptions, createAnswerCache, sendAnswer } from "../../platform/answer-cache.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { claimedWatchOwner } from "../watch-lists/owner.ts";
import { savedLotIds } from "../watch-lists/repository.ts";
import { highlightedLots, type LotRowOf, listLots, presetSearch, recentLots } from "./repository.ts";
import { similarLots, similarRowFor } from "./similar.ts";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** `adult=true`: the visitor allowed adult content (adultContent cookie), so adult lots are not left out. */
const adultFlag = z.enum(["true", "false"]).optional();
const rowQuery = z
  .object({ category: idSchema.optional(), region: idSchema.optional(), adult: adultFlag })
  .strict();
const listAnswer = contentSchema(lotListSchema);
/** Public lists are the same for everyone; a few seconds of caching is invisible to a person. */
const cacheControl = "public, max-age=5";
/**
 * A similar row leaves out the lots its visitor keeps: asked again each time (its ETag makes that a 304 when
 * nothing changed), so a lot just compared or bookmarked is gone from the row the visitor goes back to.
 */
const similarCacheControl = "private, no-cache";

/** A short key for a set of ids, whatever their order. */
const idsKey = (ids: readonly number[]): string =>
  createHash("sha1")
    .update([...ids].sort((a, b) => a - b).join(","))
    .digest("base64url");

/** Parses a list query string or answers 400 with every problem it has, each naming its parameter. */
export function listQueryOrFail(raw: RawListQuery, kind: "list" | "search", now = new Date()): LotListQuery {
  const parsed = parseLotListQuery(raw, kind, calendarDate(now));
  if ("issues" in parsed) throw new ApiError(400, parsed.issues);
  return parsed.query;
}

/** The same query always gets the same key, whatever the order of its parameters. */
export const queryKey = (raw: RawListQuery): string =>
  JSON.stringify(Object.entries(raw).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Public lot lists (issue 5): category listings with every filter and sort, the home and landing rows and the
 * preset carousels. Each process keeps an answer for a few seconds (platform/answer-cache.ts): home, landings
 * and the first pages of big categories are asked for far more often than they change.
 */
export const lotListRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (
  app,
  { pool, checkAnswers },
) => {
  const cache = createAnswerCache({ checkAnswers });

  app.get(
    "/api/lots",
    {
      schema: {
        tags: ["lots"],
        summary:
          "Published lots, a page at a time: `category` (with its subcategories), `page`, `itemsPerPage` (1-100, " +
          "default 20), `orderColumn` + `orderDirection`, `minPrice`/`maxPrice` (euros, of the main price), " +
          "`priceType` or `priceTypes` (the main price's type: 2 per month, 3 per day...; several as `2,3`), " +
          "`region` (with its parts), `street`, `multipleCategoryString` (categories as `12,34`), `ownerType` (1 private, 2 company), `trustedOnly`, `period` (24h, 7d, 30d, all), `action`, " +
          "`highlighted`, `user` (a user's lots as a private person), `company` (a company's lots), `adult` (include adult categories' lots, left out otherwise), and filters as `fV[filterId]=valueId[,valueId]` or `fV[filterId][min|max]=number` " +
          "(dates YYYY-MM-DD or `today`). `count` is exact up to 10,000; past it `countCapped` is true and pages " +
          "end there (decision 0018). Unknown categories, filters and values answer an empty list.",
        querystring: rawListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const raw = request.query as RawListQuery;
      const query = listQueryOrFail(raw, "list");
      const answer = await cache.get(`list:${queryKey(raw)}`, listAnswer, () => listLots(pool, query));
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/lots/preset/:id",
    {
      schema: {
        tags: ["lots"],
        summary:
          "The lots of a preset offer carousel (GET /api/preset-offers), newest first; `page`, `itemsPerPage` and " +
          "`region` (a region landing's carousels) as in GET /api/lots. No sign-in needed.",
        params: z.object({ id: idSchema }),
        querystring: z
          .object({
            page: z.string().max(12).optional(),
            itemsPerPage: z.string().max(4).optional(),
            region: z.string().max(12).optional(),
          })
          .strict(),
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const search = await presetSearch(pool, request.params.id);
      if (search === null) throw new ApiError(404, HttpMessage.notFound);
      const raw: RawListQuery = Object.fromEntries(new URLSearchParams(search));
      for (const [name, value] of Object.entries(request.query)) if (value !== undefined) raw[name] = value;
      const query = listQueryOrFail(raw, "list");
      const key = `preset:${request.params.id}:${queryKey(raw)}`;
      const answer = await cache.get(key, listAnswer, () => listLots(pool, query));
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/lots/:id/similar",
    {
      schema: {
        tags: ["lots"],
        summary:
          "Similar lots of a lot (up to 12 cards): published lots of its category ranked by the filter values " +
          "they share with it, then by how close their price is, then newest; topped up from the parent " +
          "category when its own has too few, less the lots the visitor keeps in favourites or the compare list " +
          "(signed in, or by the watch identifier: `identifier`, else the `watch` cookie; spec 1 section 7). " +
          "Unknown lots and lots without a public page answer 404.",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        querystring: z.object({ identifier: z.string().max(100).optional() }).strict(),
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const owner = await claimedWatchOwner(request, request.query.identifier);
      const saved = owner ? await savedLotIds(pool, owner) : [];
      // Most visitors keep nothing and share one answer; one who keeps lots gets (and keeps) their own.
      const key = saved.length === 0 ? `similar:${id}` : `similar:${id}:${idsKey(saved)}`;
      const answer = await cache.get(key, listAnswer, async () => {
        const similar = await similarLots(pool, id);
        return similar && similarRowFor(similar, new Set(saved));
      });
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, similarCacheControl);
    },
  );

  app.get(
    "/api/lots/recent",
    {
      schema: {
        tags: ["lots"],
        summary:
          "Recently added: the 12 newest published lots, of a category (with its subcategories) or of all, " +
          "within a `region` (with its parts) when one is named; `adult=true` includes adult categories' lots, " +
          "left out otherwise. Not counted: `count` is the lots given",
        querystring: rowQuery,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const row = rowOf(request.query);
      const answer = await cache.get(`recent:${rowKey(row)}`, listAnswer, () =>
        recentLots(pool, row, recentlyAddedCount),
      );
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );

  app.get(
    "/api/lots/highlighted",
    {
      schema: {
        tags: ["lots"],
        summary:
          "A highlighted row: the 20 newest highlighted lots of a category (with its subcategories) or of all; " +
          "`region` and `adult=true` as in GET /api/lots/recent, and not counted either",
        querystring: rowQuery,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const row = rowOf(request.query);
      const answer = await cache.get(`highlighted:${rowKey(row)}`, listAnswer, () =>
        highlightedLots(pool, row, highlightedCount),
      );
      if (!answer) throw new ApiError(404, HttpMessage.notFound);
      return sendAnswer(reply, answer, cacheControl);
    },
  );
};

const rowOf = (query: z.infer<typeof rowQuery>): LotRowOf => ({
  category: query.category,
  region: query.region,
  adult: query.adult === "true",
});
const rowKey = (row: LotRowOf) => `${row.category ?? "all"}:${row.region ?? "all"}:${row.adult}`;
