import { contentSchema, idParams, listSchema } from "@tirgus/domain/api-contract";
import { ShownText } from "@tirgus/domain/errors";
import { formatPrice } from "@tirgus/domain/format";
import { hidesPicturesFromOthers, type PictureHidingFacts } from "@tirgus/domain/hidden-pictures";
import { priceEditMax } from "@tirgus/domain/limits";
import {
  type LotFile,
  lotDetailSchema,
  type ShownLotFile,
  shownLotFileSchema,
} from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import { priceChangesAllowed } from "@tirgus/domain/money";
import { PriceChangeMessage } from "@tirgus/domain/price-changes";
import { parsePriceEdit } from "@tirgus/domain/price-edit";
import { Role } from "@tirgus/domain/users";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { optionalSession, requireSession } from "../../platform/authenticate.ts";
import type { MediaStorage } from "../../platform/storage.ts";
import { isAdmin } from "../moderation/repository.ts";
import { lotDetail, lotFiles, updateLotPrice } from "./detail-repository.ts";
import { filesShownTo } from "./hidden-pictures.ts";

/** Lots nobody but their owner may see yet; to everyone else they do not exist. */
export const unpublishedStatuses: ReadonlySet<number> = new Set([
  LotStatus.draft,
  LotStatus.pending_publish,
  LotStatus.xml_draft,
]);

/**
 * The one visibility rule of a lot and its parts: drafts, pending and blocked lots exist only for their owner
 * and for moderators (a blocked one answers 403 to others, the rest 404), whose answer nobody keeps; other lots
 * may be kept for 5 s.
 */
async function visibleLot<T extends { status: number }>(
  pool: pg.Pool,
  request: FastifyRequest,
  reply: FastifyReply,
  lot: T | null,
  ownerId: (lot: T) => number,
): Promise<T> {
  if (!lot) throw new ApiError(404, HttpMessage.notFound);
  if (unpublishedStatuses.has(lot.status) || lot.status === LotStatus.blocked) {
    const session = await optionalSession(request);
    const allowed =
      session !== null &&
      (session.userId === ownerId(lot) || (await isAdmin(pool, session.userId, Role.admin)));
    if (!allowed)
      throw lot.status === LotStatus.blocked
        ? new ApiError(403, HttpMessage.forbidden)
        : new ApiError(404, HttpMessage.notFound);
    reply.header("cache-control", "private, no-store");
  } else reply.header("cache-control", "public, max-age=5");
  return lot;
}

/**
 * The lot's files as the caller may see them (hidden-pictures.ts). Only a lot that hides pictures asks who is
 * calling; its answer to a signed-in caller is theirs alone, so nobody keeps it.
 */
async function filesForCaller(
  storage: MediaStorage,
  request: FastifyRequest,
  reply: FastifyReply,
  lot: PictureHidingFacts,
  files: LotFile[],
): Promise<ShownLotFile[]> {
  if (!hidesPicturesFromOthers(lot)) return files;
  const session = await optionalSession(request);
  if (session) reply.header("cache-control", "private, no-store");
  return filesShownTo(storage, lot, files, session?.userId ?? null);
}

/**
 * One lot for its page (spec 1 sections 2-4). Published lots, and ended ones (closed, expired, deleted), which
 * the page shows disabled and marked Sold or Expired; a blocked lot answers 403 FORBIDDEN to everyone but its
 * owner, who sees it marked blocked; drafts and pending lots are not found, except by their owner. The owner edits the price inline (spec 1 section 5).
 */
export const lotDetailRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; storage: MediaStorage }> = async (
  app,
  { pool, storage },
) => {
  app.get(
    "/api/lots/:id",
    {
      schema: {
        tags: ["lots"],
        summary:
          "A lot with its texts, prices, attributes by filter, location, files and seller; `frontUrl` is its " +
          "page's address per language. Blocked lots answer 403 FORBIDDEN except to their owner, drafts 404. " +
          "A sold premium lot's files after the first picture come to anyone but its owner as `blurred` ones: " +
          "no storage id, only the blurred preview inline. Only its owner gets `priceChangesLeft`, in an answer " +
          "nobody keeps.",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(lotDetailSchema) },
      },
    },
    async (request, reply) => {
      // Signed-out visitors cost nothing here: without a cookie or a token no session is looked up.
      const viewer = await optionalSession(request);
      const lot = await visibleLot(
        pool,
        request,
        reply,
        await lotDetail(pool, request.params.id, viewer?.userId ?? null),
        (it) => it.owner.id,
      );
      // The owner's answer tells what others' must not: no shared cache may keep it.
      if (lot.priceChangesLeft !== undefined) reply.header("cache-control", "private, no-store");
      const facts = { ...lot, ownerId: lot.owner.id };
      return { content: { ...lot, files: await filesForCaller(storage, request, reply, facts, lot.files) } };
    },
  );

  app.get(
    "/api/lots/:id/files",
    {
      schema: {
        tags: ["lots"],
        summary:
          "A lot's pictures and videos in gallery order, each with its stored versions and whether it is " +
          "converted (the lot page polls it while a video is being processed). Same visibility, and the same " +
          "hidden pictures, as the lot.",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(listSchema(shownLotFileSchema)) },
      },
    },
    async (request, reply) => {
      const lot = await visibleLot(
        pool,
        request,
        reply,
        await lotFiles(pool, request.params.id),
        (it) => it.ownerId,
      );
      const files = await filesForCaller(storage, request, reply, lot, lot.files);
      // Polled while a video is converted: an answer kept for a while would only delay the moment it plays.
      reply.header("cache-control", "no-store");
      return { content: { count: files.length, data: files } };
    },
  );

  app.patch(
    "/api/lots/:id/price",
    {
      schema: {
        tags: ["lots"],
        summary:
          `The owner's price edit (the lot's first price): euros as text, at most ${priceEditMax}.00, two ` +
          "decimals at most, not zero. Refused for lots imported from a feed, for sold, deleted and blocked lots " +
          "(403) and for lots without a price. " +
          `Once the lot has gone public, each new value takes one of its ${priceChangesAllowed} price changes; ` +
          "with none left it is refused (403). Answers the lot as GET does, to its owner.",
        params: idParams,
        body: z.object({ price: z.string().max(40) }).strict(),
        response: { 200: contentSchema(lotDetailSchema) },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const parsed = parsePriceEdit(request.body.price);
      if ("error" in parsed)
        throw new ApiError(400, [
          { message: parsed.error, values: [formatPrice(priceEditMax)], field: "price" },
        ]);
      const outcome = await updateLotPrice(pool, request.params.id, session.userId, parsed.cents);
      if (outcome === "not found") throw new ApiError(404, HttpMessage.notFound);
      if (outcome === "not owner") throw new ApiError(403, HttpMessage.forbidden);
      if (outcome === "from feed") throw new ApiError(403, ShownText.feedLotNotEditable);
      if (outcome === "not for sale") throw new ApiError(403, HttpMessage.forbidden);
      if (outcome === "no price")
        throw new ApiError(400, [{ message: HttpMessage.invalidData, field: "price" }]);
      if (outcome === "no changes left")
        throw new ApiError(403, [{ message: PriceChangeMessage.noneLeft, field: "price" }]);
      const lot = await lotDetail(pool, request.params.id, session.userId);
      if (!lot) throw new ApiError(404, HttpMessage.notFound);
      return { content: lot };
    },
  );
};
