import { averageRating } from "@tirgus/domain/reviews";
import type { Review, ReviewList, ReviewSummary } from "@tirgus/domain/reviews-api";
import type pg from "pg";
import { prepared } from "../../db/prepared.ts";
import type { VersionSizes } from "../media/versions.ts";

/** What the review rule needs to know of a lot and of the viewer's earlier review. */
export type LotReviewFacts = {
  status: number;
  endDate: Date | null;
  ownerId: number | null;
  sellerTakesReviews: boolean;
  alreadyReviewed: boolean;
};

/** A lot's status and seller, and whether `viewerId` has reviewed it; null when there is no such lot. */
export async function lotReviewFacts(
  pool: pg.Pool,
  lotId: number,
  viewerId: number | null,
): Promise<LotReviewFacts | null> {
  const { rows } = await pool.query<{
    status: number;
    end_date: Date | null;
    owner_id: string | null;
    seller_takes_reviews: boolean;
    already_reviewed: boolean;
  }>(
    // The seller's `user_review_lots` setting is on unless they switched it off (profile settings).
    `SELECT l.status, l.end_date, l.owner_id,
       NOT EXISTS (SELECT 1 FROM user_preferences p
                   WHERE p.user_id = l.owner_id AND p.kind = 'user_review_lots' AND p.value = 'false'::jsonb)
         AS seller_takes_reviews,
       EXISTS (SELECT 1 FROM reviews r WHERE r.lot_id = l.id AND r.author_id = $2) AS already_reviewed
     FROM lots l WHERE l.id = $1`,
    [lotId, viewerId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.status,
    endDate: row.end_date,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    sellerTakesReviews: row.seller_takes_reviews,
    alreadyReviewed: row.already_reviewed,
  };
}

type ReviewRow = {
  id: string;
  rating: number;
  text: string;
  created_at: Date;
  author_id: string;
  author_name: string;
  author_avatar: string | null;
  files: { id: number; storageId: string; width: number; height: number }[];
};

/**
 * A lot's status with its reviews, newest first, and the count and the average over all of them; null when
 * there is no such lot. One statement reads the status and the totals (every lot page asks, and most lots have
 * no reviews); the page of reviews is read only when there is one.
 */
export async function lotReviews(
  pool: pg.Pool,
  lotId: number,
  page: { offset: number; limit: number },
): Promise<{ status: number; list: ReviewList } | null> {
  const { rows } = await pool.query<{ status: number; count: number; sum: number }>(
    prepared(
      `SELECT l.status, count(r.id)::int AS count, coalesce(sum(r.rating), 0)::int AS sum
       FROM lots l LEFT JOIN reviews r ON r.lot_id = l.id WHERE l.id = $1 GROUP BY l.id`,
      [lotId],
    ),
  );
  const lot = rows[0];
  if (!lot) return null;
  const data = lot.count > page.offset ? await reviewPage(pool, lotId, page) : [];
  return {
    status: lot.status,
    list: { data, totalCount: lot.count, average: averageRating(lot.sum, lot.count) },
  };
}

async function reviewPage(pool: pg.Pool, lotId: number, page: { offset: number; limit: number }) {
  const { rows } = await pool.query<ReviewRow>(
    `SELECT r.id, r.rating, r.text, r.created_at, r.author_id,
       coalesce(nullif(u.pseudonym, ''), nullif(u.first_name, ''), '') AS author_name,
       u.avatar_storage_id AS author_avatar,
       coalesce((SELECT json_agg(json_build_object('id', p.id, 'storageId', p.storage_id, 'width', p.width,
                                                   'height', p.height) ORDER BY p.sequence)
                 FROM review_photos p WHERE p.review_id = r.id), '[]') AS files
     FROM reviews r JOIN users u ON u.id = r.author_id
     WHERE r.lot_id = $1
     ORDER BY r.created_at DESC, r.id DESC
     OFFSET $2 LIMIT $3`,
    [lotId, page.offset, page.limit],
  );
  return rows.map(reviewOf);
}

function reviewOf(row: ReviewRow): Review {
  return {
    id: Number(row.id),
    rating: row.rating,
    text: row.text,
    createDate: row.created_at.toISOString(),
    user: { id: Number(row.author_id), name: row.author_name },
    pp: row.author_avatar,
    files: row.files,
  };
}

/** Reviews over every lot of one seller (their public page). */
export async function sellerReviewSummary(pool: pg.Pool, userId: number): Promise<ReviewSummary> {
  const { rows } = await pool.query<{ count: number; sum: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(r.rating), 0)::int AS sum
     FROM lots l JOIN reviews r ON r.lot_id = l.id WHERE l.owner_id = $1`,
    [userId],
  );
  const { count, sum } = rows[0] ?? { count: 0, sum: 0 };
  return { totalCount: count, average: averageRating(sum, count) };
}

export type NewReview = { lotId: number; authorId: number; rating: number; text: string };
export type StoredPhoto = { storageId: string; width: number; height: number; versions: VersionSizes };

/**
 * Adds a review and its photos in one transaction, or nothing. The insert repeats the rule (live: published
 * and its end date not come, as `isLotLive`; not the owner) so a lot closed or ended meanwhile is not
 * reviewed: null then. A second review of the same lot by the same author fails on the unique index (23505),
 * which the caller turns into "Already reviewed this lot".
 */
export async function insertReview(
  client: pg.PoolClient,
  review: NewReview,
  photos: readonly StoredPhoto[],
): Promise<{ id: number } | null> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO reviews (lot_id, author_id, rating, text)
     SELECT l.id, $2, $3, $4 FROM lots l
     WHERE l.id = $1 AND l.status = 2 AND (l.end_date IS NULL OR l.end_date > now())
       AND l.owner_id IS DISTINCT FROM $2
     RETURNING id`,
    [review.lotId, review.authorId, review.rating, review.text],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  if (photos.length > 0) {
    await client.query(
      `INSERT INTO review_photos (review_id, storage_id, width, height, sequence, versions)
       SELECT $1, p.storage_id, p.width, p.height, p.sequence - 1, p.versions
       FROM unnest($2::text[], $3::int[], $4::int[], $5::jsonb[]) WITH ORDINALITY
         AS p(storage_id, width, height, versions, sequence)`,
      [
        id,
        photos.map((photo) => photo.storageId),
        photos.map((photo) => photo.width),
        photos.map((photo) => photo.height),
        photos.map((photo) => JSON.stringify(photo.versions)),
      ],
    );
  }
  return { id: Number(id) };
}
