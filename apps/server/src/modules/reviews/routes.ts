import multipart from "@fastify/multipart";
import { apiErrorBodySchema, contentSchema, idParams } from "@tirgus/domain/api-contract";
import { LotStatus } from "@tirgus/domain/lots";
import {
  normalizeReviewText,
  type ReviewFacts,
  ReviewMessage,
  type ReviewRefusal,
  reviewListMax,
  reviewRating,
  reviewRefusal,
  reviewTextMaxLength,
} from "@tirgus/domain/reviews";
import { reviewListSchema, reviewSummarySchema, reviewViewerSchema } from "@tirgus/domain/reviews-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { inTransaction } from "../../db/transaction.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import { requireSession } from "../../platform/authenticate.ts";
import type { MediaStorage } from "../../platform/storage.ts";
import { isUniqueViolation } from "../accounts/contacts-repository.ts";
import {
  insertReview,
  type LotReviewFacts,
  lotReviewFacts,
  lotReviews,
  sellerReviewSummary,
} from "./repository.ts";
import { readReviewForm, removePhotos, reviewFormLimits } from "./review-form.ts";

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  413: apiErrorBodySchema,
  415: apiErrorBodySchema,
};

/** Lots nobody but their owner may see: to everyone else they and their reviews do not exist. */
const hiddenStatuses: ReadonlySet<number> = new Set([
  LotStatus.draft,
  LotStatus.pending_publish,
  LotStatus.xml_draft,
]);

/** Refuses a lot whose reviews may not be shown: 404 for unknown and unpublished ones, 403 for blocked ones. */
function refuseHidden<Lot extends { status: number }>(lot: Lot | null): asserts lot is Lot {
  if (!lot || hiddenStatuses.has(lot.status)) throw new ApiError(404, HttpMessage.notFound);
  if (lot.status === LotStatus.blocked) throw new ApiError(403, HttpMessage.forbidden);
}

/** What the review rule of the domain decides from: the signed-in viewer and the lot as stored. */
const reviewFacts = (viewerId: number, lot: LotReviewFacts): ReviewFacts => ({
  viewerId,
  lotStatus: lot.status,
  lotEndDate: lot.endDate,
  ownerId: lot.ownerId,
  sellerTakesReviews: lot.sellerTakesReviews,
  alreadyReviewed: lot.alreadyReviewed,
});

/** How each refusal of the review rule answers (spec 1 section 5; "Already reviewed this lot" verbatim). */
const refusalAnswers: Record<Exclude<ReviewRefusal, "signedOut">, () => ApiError> = {
  notPublished: () => new ApiError(403, ReviewMessage.notPublished),
  ownLot: () => new ApiError(403, ReviewMessage.ownLot),
  sellerTakesNoReviews: () => new ApiError(403, ReviewMessage.sellerTakesNoReviews),
  alreadyReviewed: () => new ApiError(409, ReviewMessage.alreadyReviewed),
};

/**
 * Reviews of lots (spec 1 section 7: "GET reviews for a lot, POST review with files"), what a signed-in viewer
 * may do about them, and a seller's summary over all their lots.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; storage: MediaStorage }> = async (
  app,
  { pool, storage },
) => {
  // Only here: no other route takes multipart bodies yet.
  await app.register(multipart, { limits: reviewFormLimits });

  /** A lot whose reviews may be shown: 404 for unknown and unpublished drafts, 403 for blocked lots. */
  async function visibleLot(lotId: number, viewerId: number | null): Promise<LotReviewFacts> {
    const lot = await lotReviewFacts(pool, lotId, viewerId);
    refuseHidden(lot);
    return lot;
  }

  app.get(
    "/api/lots/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "A lot's reviews, newest first, with their total count and average rating (one decimal)",
        params: idParams,
        querystring: z
          .object({
            page: z.coerce.number().int().positive().max(10_000).default(1),
            itemsPerPage: z.coerce.number().int().positive().max(reviewListMax).default(20),
          })
          .strict(),
        response: { 200: contentSchema(reviewListSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { page, itemsPerPage } = request.query;
      const reviews = await lotReviews(pool, id, { offset: (page - 1) * itemsPerPage, limit: itemsPerPage });
      refuseHidden(reviews);
      // A new review must show at once to its author, so browsers ask again (an unchanged list answers 304).
      reply.header("cache-control", "no-cache");
      return { content: reviews.list };
    },
  );

  app.get(
    "/api/lots/:id/reviews/viewer",
    {
      schema: {
        tags: ["reviews"],
        summary: "Whether the signed-in caller may review the lot, and why not",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(reviewViewerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const lot = await visibleLot(request.params.id, session.userId);
      const refusal = reviewRefusal(reviewFacts(session.userId, lot), new Date());
      reply.header("cache-control", "private, no-cache");
      return { content: { canReview: refusal === null, refusal } };
    },
  );

  app.post(
    "/api/lots/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary:
          "Review a published lot of someone else whose end date has not come, once: multipart fields " +
          "`rating` (1-5) and `text`, and up to 5 `photos` (png, jpeg, heic; at least 800x600, at most 50 MB each)",
        consumes: ["multipart/form-data"],
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 201: contentSchema(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const lotId = request.params.id;
      // The rule is checked before the photos are read, so a refused review costs no image work.
      const lot = await visibleLot(lotId, session.userId);
      const refusal = reviewRefusal(reviewFacts(session.userId, lot), new Date());
      if (refusal && refusal !== "signedOut") throw refusalAnswers[refusal]();
      if (!request.isMultipart()) throw new ApiError(415, HttpMessage.unsupportedMediaType);

      const form = await readReviewForm(request, storage);
      try {
        const review = { lotId, authorId: session.userId, ...validFields(form.fields) };
        const saved = await inTransaction(pool, (client) => insertReview(client, review, form.photos));
        // The lot was closed, or changed hands, while the photos were on their way.
        if (!saved) throw refusalAnswers.notPublished();
        reply.code(201);
        return { content: saved, notifications: [{ message: ReviewMessage.published }] };
      } catch (error) {
        await removePhotos(storage, form.photos);
        if (isUniqueViolation(error)) throw refusalAnswers.alreadyReviewed();
        throw error;
      }
    },
  );

  app.get(
    "/api/users/:id/review-summary",
    {
      schema: {
        tags: ["reviews"],
        summary: "How many reviews a seller's lots have, and their average rating (one decimal)",
        params: idParams,
        querystring: z.object({}).strict(),
        response: { 200: contentSchema(reviewSummarySchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return { content: await sellerReviewSummary(pool, request.params.id) };
    },
  );
};

/** The rating and text of a review form, or a 400 naming every field that is wrong. */
function validFields(fields: Record<string, string>): { rating: number; text: string } {
  const problems: { message: string; field: string; values?: number[] }[] = [];
  const rating = Number(fields.rating);
  if (!/^\d$/.test(fields.rating ?? "") || rating < reviewRating.min || rating > reviewRating.max) {
    problems.push({ message: ReviewMessage.chooseRating, field: "rating" });
  }
  const text = normalizeReviewText(fields.text ?? "");
  if (text === "") problems.push({ message: ReviewMessage.textRequired, field: "text" });
  else if ([...text].length > reviewTextMaxLength) {
    problems.push({ message: ReviewMessage.textTooLong, field: "text", values: [reviewTextMaxLength] });
  }
  if (problems.length > 0) throw new ApiError(400, problems);
  return { rating, text };
}
