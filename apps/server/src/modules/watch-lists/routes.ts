import { apiErrorBodySchema, contentSchema, listSchema } from "@tirgus/domain/api-contract";
import { lotDetailSchema } from "@tirgus/domain/lot-detail-api";
import type { LotList } from "@tirgus/domain/lot-list";
import { lotCardSchema } from "@tirgus/domain/lot-list-api";
import { lotPositionSchema } from "@tirgus/domain/lot-position";
import { type BookmarkOrderColumn, type WatchListKind, watchListsCookie } from "@tirgus/domain/watch-lists";
import {
  bookmarkListQuerySchema,
  lotIdSchema,
  watchListBodySchema,
  watchListIdsSchema,
  watchListStateSchema,
  watchQuerySchema,
} from "@tirgus/domain/watch-lists-api";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import type { MediaStorage } from "../../platform/storage.ts";
import { watchMergers } from "../accounts/watch.ts";
import { lotCards } from "../lot-lists/cards.ts";
import { listCatalogue } from "../lot-lists/catalogue-cache.ts";
import { positionIn } from "../lot-lists/position-routes.ts";
import { lotDetail } from "../lots/detail-repository.ts";
import { filesShownTo } from "../lots/hidden-pictures.ts";
import { watchOwnerOf } from "./owner.ts";
import * as lists from "./repository.ts";
import { addLot, mergeWatchLists, removeLot } from "./service.ts";

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };
const writeErrors = { ...errors, 404: apiErrorBodySchema, 409: apiErrorBodySchema };
const countsSchema = z.object({ favorites: z.number().int(), compare: z.number().int() });
const paths: Record<WatchListKind, string> = { favorites: "/api/favorites", compare: "/api/compare" };
const yearSeconds = 365 * 24 * 3600;

/** Who is looking, for the rule of hidden pictures (lots/hidden-pictures.ts): an anonymous visitor owns no lot. */
const viewerOf = (owner: lists.WatchOwner): number | null => ("userId" in owner ? owner.userId : null);

/**
 * Favourites and the compare list (spec 1 section 7), for signed-in users and for anonymous visitors by their
 * watch identifier (the `identifier` query or the `watch` cookie). Every answer is the visitor's own, so
 * none is cached.
 */
export const watchListRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  storage: MediaStorage;
  secureCookies: boolean;
}> = async (app, { pool, storage, secureCookies }) => {
  if (!watchMergers.includes(mergeWatchLists)) watchMergers.push(mergeWatchLists);

  /** The list's keeper: the signed-in user, else the anonymous identifier (null without one). */
  const ownerOf = (request: FastifyRequest, identifier: string | undefined) =>
    watchOwnerOf(pool, request, identifier);

  /** A lot of the compare list in full, its files as the viewer may see them (lots/hidden-pictures.ts). */
  async function comparedLot(lotId: number, viewerId: number | null) {
    const lot = await lotDetail(pool, lotId);
    if (!lot) return null;
    const facts = { ...lot, ownerId: lot.owner.id };
    return { ...lot, files: await filesShownTo(storage, facts, lot.files, viewerId) };
  }

  async function requiredOwner(request: FastifyRequest, identifier: string | undefined) {
    const owner = await ownerOf(request, identifier);
    if (!owner) throw new ApiError(401, HttpMessage.unauthorized);
    return owner;
  }

  /**
   * Private answers. An anonymous visitor's browser learns whether their lists hold anything (the
   * `watchLists` cookie): the page cache must not share their pages then (decision 0019).
   */
  async function privately(
    reply: FastifyReply,
    owner: lists.WatchOwner | null,
    known?: { favorites: number; compare: number },
  ) {
    reply.header("cache-control", "private, no-store");
    if (!owner || "userId" in owner) return;
    const counts = known ?? (await lists.listCounts(pool, owner));
    const holds = counts.favorites + counts.compare > 0;
    const marked = reply.request.cookies[watchListsCookie] === "1";
    const options = { path: "/", sameSite: "lax", secure: secureCookies } as const;
    if (holds && !marked) reply.setCookie(watchListsCookie, "1", { ...options, maxAge: yearSeconds });
    else if (!holds && marked) reply.clearCookie(watchListsCookie, options);
  }

  for (const kind of ["favorites", "compare"] as const) {
    const path = paths[kind];
    const tags = [kind];
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The ids of the lots in the visitor's ${kind} list, the latest added first`,
          querystring: watchQuerySchema,
          response: { 200: contentSchema(watchListIdsSchema), ...errors },
        },
      },
      async (request, reply) => {
        const owner = await ownerOf(request, request.query.identifier);
        const ids = owner ? await lists.listedIds(pool, kind, owner) : [];
        await privately(reply, owner);
        return { content: { count: ids.length, data: ids } };
      },
    );
    app.post(
      path,
      {
        schema: {
          tags,
          summary:
            kind === "favorites"
              ? "Bookmark a lot (`lot`: its id as text): published lots whose end date has not come only, never " +
                "one's own; adding twice is fine"
              : "Add a lot (`lot`: its id as text) to the compare list: any lot others may see, up to the maximum",
          querystring: watchQuerySchema,
          body: watchListBodySchema,
          response: { 200: contentSchema(watchListStateSchema), ...writeErrors },
        },
      },
      async (request, reply) => {
        const owner = await requiredOwner(request, request.query.identifier);
        const state = await addLot(pool, kind, owner, request.body.lot);
        await privately(reply, owner, state);
        return { content: state };
      },
    );
    app.delete(
      `${path}/:lot`,
      {
        schema: {
          tags,
          summary: `Remove a lot from the ${kind} list; removing one that is not there is fine`,
          params: z.object({ lot: lotIdSchema }),
          querystring: watchQuerySchema,
          response: { 200: contentSchema(watchListStateSchema), ...errors },
        },
      },
      async (request, reply) => {
        const owner = await requiredOwner(request, request.query.identifier);
        const state = await removeLot(pool, kind, owner, request.params.lot);
        await privately(reply, owner, state);
        return { content: state };
      },
    );
  }

  app.get(
    "/api/favorites/detailed",
    {
      schema: {
        tags: ["favorites"],
        summary:
          "The bookmarked lots as list cards, a page at a time: `orderColumn` createDate (the lot's, default) or " +
          "addedDate (the bookmark's), `orderDirection` (default desc), `page`, `itemsPerPage` (default 20)",
        querystring: bookmarkListQuerySchema,
        response: { 200: contentSchema(listSchema(lotCardSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.identifier);
      await privately(reply, owner);
      if (!owner) return { content: { count: 0, data: [] } };
      return { content: await bookmarkCards(pool, owner, bookmarkPaging(request.query)) };
    },
  );

  app.get(
    "/api/favorites/:lot/position",
    {
      schema: {
        tags: ["favorites"],
        summary:
          "Where a bookmarked lot is in the bookmarks and its neighbours, for previous / next on its page: the " +
          "query of `GET /api/favorites/detailed`, `page` being the page the lot was on. Null when it is not " +
          "on that page (any more).",
        params: z.object({ lot: lotIdSchema }),
        querystring: bookmarkListQuerySchema,
        response: { 200: contentSchema(lotPositionSchema.nullable()), ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.identifier);
      await privately(reply, owner);
      if (!owner) return { content: null };
      const paging = bookmarkPaging(request.query);
      const pageOf = (page: number) => bookmarkCards(pool, owner, { ...paging, page });
      return { content: await positionIn(await pageOf(paging.page), paging, request.params.lot, pageOf) };
    },
  );

  app.get(
    "/api/compare/detailed",
    {
      schema: {
        tags: ["compare"],
        summary:
          "The lots of the compare list in full (attributes by filter, location, files), in the order they were added",
        querystring: watchQuerySchema,
        response: { 200: contentSchema(listSchema(lotDetailSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.identifier);
      await privately(reply, owner);
      if (!owner) return { content: { count: 0, data: [] } };
      const ids = (await lists.listedIds(pool, "compare", owner)).reverse();
      const lots = await Promise.all(ids.map((id) => comparedLot(id, viewerOf(owner))));
      const found = lots.filter((lot) => lot !== null);
      return { content: { count: found.length, data: found } };
    },
  );

  app.get(
    "/api/watch-lists/counts",
    {
      schema: {
        tags: ["favorites", "compare"],
        summary: "How many lots the visitor's favourites and compare list hold (the header badges)",
        querystring: watchQuerySchema,
        response: { 200: contentSchema(countsSchema), ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.identifier);
      const counts = owner ? await lists.listCounts(pool, owner) : { favorites: 0, compare: 0 };
      await privately(reply, owner, counts);
      return { content: counts };
    },
  );

  app.get(
    "/api/lots/:id/watch",
    {
      schema: {
        tags: ["favorites", "compare"],
        summary:
          "A lot's favourite count (how many bookmarked it), and whether the visitor bookmarked it and compares it",
        params: z.object({ id: lotIdSchema }),
        querystring: watchQuerySchema,
        response: {
          200: contentSchema(
            z.object({ favoriteCount: z.number().int(), isBookmarked: z.boolean(), inCompare: z.boolean() }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const lotId = request.params.id;
      const owner = await ownerOf(request, request.query.identifier);
      await privately(reply, owner);
      const [count, bookmarked, compared] = await Promise.all([
        lists.favoriteCount(pool, lotId),
        owner ? lists.isListed(pool, "favorites", owner, lotId) : false,
        owner ? lists.isListed(pool, "compare", owner, lotId) : false,
      ]);
      return { content: { favoriteCount: count, isBookmarked: bookmarked, inCompare: compared } };
    },
  );
};

type BookmarkPaging = {
  page: number;
  itemsPerPage: number;
  orderColumn: BookmarkOrderColumn;
  orderDirection: "asc" | "desc";
};

/** The bookmarks' query with its defaults: the newest lots first, 20 a page. */
function bookmarkPaging(query: z.infer<typeof bookmarkListQuerySchema>): BookmarkPaging {
  return {
    page: query.page ?? 1,
    itemsPerPage: query.itemsPerPage ?? 20,
    orderColumn: query.orderColumn ?? "createDate",
    orderDirection: query.orderDirection ?? "desc",
  };
}

/** A page of the bookmarked lots as list cards. */
async function bookmarkCards(
  pool: pg.Pool,
  owner: lists.WatchOwner,
  paging: BookmarkPaging,
): Promise<LotList> {
  const found = await lists.bookmarkPage(pool, owner, {
    offset: (paging.page - 1) * paging.itemsPerPage,
    limit: paging.itemsPerPage,
    orderColumn: paging.orderColumn,
    orderDirection: paging.orderDirection,
  });
  const cards = await lotCards(pool, found.ids, await listCatalogue(pool), viewerOf(owner));
  return { count: found.count, countCapped: false, data: cards };
}
