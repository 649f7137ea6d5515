import { mediaUrl } from "@tirgus/domain/media";
import { calendarDate } from "@tirgus/domain/periods";
import { reviewListMax } from "@tirgus/domain/reviews";
import type { ReviewList, ReviewPhoto, ReviewViewer } from "@tirgus/domain/reviews-api";
import type { ApiClient } from "../../lib/api-client";

/*
 * The reviews of a lot as the page reads them: the list (server-rendered, the same for every visitor) and
 * what the signed-in viewer may do (asked by the browser: signed-out lot pages are cached, decision 0019).
 */

const reviewsPath = (lotId: number) => `/api/lots/${lotId}/reviews`;

/**
 * A page of the reviews (the newest first, `reviewListMax` a page) with the total and the average; null when
 * they could not be read (the page still shows).
 */
export function loadLotReviews(api: ApiClient, lotId: number, page = 1): Promise<ReviewList | null> {
  return api
    .get<ReviewList>(reviewsPath(lotId), { itemsPerPage: reviewListMax, page }, { silent: true })
    .catch(() => null);
}

/** The list with the next page's reviews added; those already there (a review came since) are not repeated. */
export function withNextPage(list: ReviewList, next: ReviewList): ReviewList {
  const known = new Set(list.data.map((review) => review.id));
  return { ...next, data: [...list.data, ...next.data.filter((review) => !known.has(review.id))] };
}

export function loadReviewViewer(api: ApiClient, lotId: number): Promise<ReviewViewer | null> {
  return api.get<ReviewViewer>(`${reviewsPath(lotId)}/viewer`, undefined, { silent: true }).catch(() => null);
}

/** Sends a review as multipart: the rating, the text and the photos, saved together or not at all. */
export function postReview(
  api: ApiClient,
  lotId: number,
  review: { rating: number; text: string; photos: readonly File[] },
): Promise<{ id: number } | null> {
  const form = new FormData();
  // Fields first: the server reads the parts in order.
  form.append("rating", String(review.rating));
  form.append("text", review.text);
  for (const photo of review.photos) form.append("photos", photo, photo.name);
  return api.post<{ id: number }>(reviewsPath(lotId), form, { silent: true });
}

/** A review photo's small square-ish thumbnail and its large version (webp, as the gallery shows). */
export function photoUrls(photo: ReviewPhoto): { small: string; large: string } {
  const url = (size: "thumbnail" | "hd" | "med") =>
    mediaUrl({ cdn: "", storageId: photo.storageId, size, rotation: 0, format: "webp" });
  // Photos lower than 1080 px have no hd version (versions are bound by height); med always exists.
  return { small: url("thumbnail"), large: url(photo.height >= 1080 ? "hd" : "med") };
}

/**
 * dd.mm.yyyy written out by hand, as the lot page does: the server's and the browser's locale data differ,
 * and the page must hydrate to the same text.
 */
export function reviewDate(iso: string): string {
  const [year, month, day] = calendarDate(new Date(iso)).split("-");
  return `${day}.${month}.${year}`;
}
