import { ShownText } from "./errors.ts";
import { isLotLive } from "./lots.ts";

/*
 * Reviews of lots (spec 1 sections 2, 3, 5, 7 and 9): a signed-in buyer rates a published lot of someone else
 * once, with a text and a few photos. The server decides with these rules; the web uses them for display only.
 */

export const reviewRating = { min: 1, max: 5 } as const;
/** Long enough for a real account of a purchase, short enough to read in the list without a "read more". */
export const reviewTextMaxLength = 1000;
/** A review shows what the buyer got, not a second gallery of the lot. */
export const reviewPhotosMax = 5;
/** The lot page loads this many reviews at once: more than any lot is expected to gather. */
export const reviewListMax = 100;

/** Our own texts of the review rules (the spec's own is ShownText.alreadyReviewed). */
export const ReviewMessage = {
  alreadyReviewed: ShownText.alreadyReviewed,
  chooseRating: "Choose a rating from 1 to 5 stars",
  textRequired: "Write a few words about the lot",
  textTooLong: "The review can be at most %s characters long",
  tooManyPhotos: "A review can have at most %s photos",
  photoTooSmall: "The photo must be at least 800 × 600 pixels",
  ownLot: "You cannot review your own lot",
  notPublished: "Only published lots can be reviewed",
  sellerTakesNoReviews: "The seller does not take reviews",
  published: "Your review is published",
} as const;

/** Why a viewer may not review a lot, or null when they may (spec 1 section 5). */
export const reviewRefusals = [
  "signedOut",
  "notPublished",
  "ownLot",
  "sellerTakesNoReviews",
  "alreadyReviewed",
] as const;
export type ReviewRefusal = (typeof reviewRefusals)[number];

export type ReviewFacts = {
  viewerId: number | null;
  lotStatus: number;
  /** A published lot whose end date has come is ended (expired), whatever its status still says. */
  lotEndDate: Date | string | null;
  ownerId: number | null;
  /** The seller's `user_review_lots` setting (on unless they switched it off). */
  sellerTakesReviews: boolean;
  alreadyReviewed: boolean;
};

/**
 * The review rule: live lots only (published, end date not yet come), signed-in viewers only, never the owner,
 * once per viewer.
 */
export function reviewRefusal(facts: ReviewFacts, now: Date): ReviewRefusal | null {
  if (facts.viewerId === null) return "signedOut";
  if (!isLotLive({ status: facts.lotStatus, endDate: facts.lotEndDate }, now)) return "notPublished";
  if (facts.ownerId === facts.viewerId) return "ownLot";
  if (!facts.sellerTakesReviews) return "sellerTakesNoReviews";
  if (facts.alreadyReviewed) return "alreadyReviewed";
  return null;
}

/** The average shown beside the stars: one decimal, null when nobody has rated yet. */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

/** A text as it is stored: trimmed, with Windows line ends made plain, so its length is what the form counted. */
export const normalizeReviewText = (text: string): string => text.replace(/\r\n?/g, "\n").trim();
