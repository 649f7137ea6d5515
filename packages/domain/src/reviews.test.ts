import { describe, expect, it } from "vitest";
import { LotStatus } from "./lots.ts";
import { averageRating, normalizeReviewText, type ReviewFacts, reviewRefusal } from "./reviews.ts";

const buyerOnPublishedLot: ReviewFacts = {
  viewerId: 7,
  lotStatus: LotStatus.published,
  ownerId: 3,
  sellerTakesReviews: true,
  alreadyReviewed: false,
};

describe("reviewRefusal", () => {
  it("lets a signed-in buyer review someone else's published lot", () => {
    expect(reviewRefusal(buyerOnPublishedLot)).toBeNull();
  });

  it("refuses signed-out visitors, unpublished lots, the owner, sellers who said no, and a second review", () => {
    expect(reviewRefusal({ ...buyerOnPublishedLot, viewerId: null })).toBe("signedOut");
    for (const status of [LotStatus.draft, LotStatus.closed, LotStatus.expired, LotStatus.blocked]) {
      expect(reviewRefusal({ ...buyerOnPublishedLot, lotStatus: status })).toBe("notPublished");
    }
    expect(reviewRefusal({ ...buyerOnPublishedLot, ownerId: 7 })).toBe("ownLot");
    expect(reviewRefusal({ ...buyerOnPublishedLot, sellerTakesReviews: false })).toBe("sellerTakesNoReviews");
    expect(reviewRefusal({ ...buyerOnPublishedLot, alreadyReviewed: true })).toBe("alreadyReviewed");
  });

  it("tells the owner it is their lot before anything about earlier reviews", () => {
    expect(reviewRefusal({ ...buyerOnPublishedLot, ownerId: 7, alreadyReviewed: true })).toBe("ownLot");
  });
});

describe("averageRating", () => {
  it("rounds to one decimal and has none without ratings", () => {
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(0, 0)).toBeNull();
  });
});

describe("normalizeReviewText", () => {
  it("trims and turns Windows and old Mac line ends into plain ones", () => {
    expect(normalizeReviewText("  Good.\r\nFast.\rThanks \n")).toBe("Good.\nFast.\nThanks");
  });
});
