import { describe, expect, it } from "vitest";
import { LotStatus } from "./lots.ts";
import { averageRating, normalizeReviewText, type ReviewFacts, reviewRefusal } from "./reviews.ts";

const now = new Date("2026-06-01T12:00:00.000Z");
const buyerOnPublishedLot: ReviewFacts = {
  viewerId: 7,
  lotStatus: LotStatus.published,
  lotEndDate: "2026-06-30T00:00:00.000Z",
  ownerId: 3,
  sellerTakesReviews: true,
  alreadyReviewed: false,
};

describe("reviewRefusal", () => {
  it("lets a signed-in buyer review someone else's published lot", () => {
    expect(reviewRefusal(buyerOnPublishedLot, now)).toBeNull();
  });

  it("refuses signed-out visitors, unpublished lots, the owner, sellers who said no, and a second review", () => {
    expect(reviewRefusal({ ...buyerOnPublishedLot, viewerId: null }, now)).toBe("signedOut");
    for (const status of [LotStatus.draft, LotStatus.closed, LotStatus.expired, LotStatus.blocked]) {
      expect(reviewRefusal({ ...buyerOnPublishedLot, lotStatus: status }, now)).toBe("notPublished");
    }
    expect(reviewRefusal({ ...buyerOnPublishedLot, ownerId: 7 }, now)).toBe("ownLot");
    expect(reviewRefusal({ ...buyerOnPublishedLot, sellerTakesReviews: false }, now)).toBe(
      "sellerTakesNoReviews",
    );
    expect(reviewRefusal({ ...buyerOnPublishedLot, alreadyReviewed: true }, now)).toBe("alreadyReviewed");
  });

  it("refuses a published lot whose end date has come, before the expiry job marks it expired", () => {
    for (const lotEndDate of [
      now.toISOString(),
      "2026-05-31T12:00:00.000Z",
      new Date("2026-06-01T11:00:00Z"),
    ])
      expect(reviewRefusal({ ...buyerOnPublishedLot, lotEndDate }, now)).toBe("notPublished");
    expect(reviewRefusal({ ...buyerOnPublishedLot, lotEndDate: null }, now)).toBeNull();
  });

  it("tells the owner it is their lot before anything about earlier reviews", () => {
    expect(reviewRefusal({ ...buyerOnPublishedLot, ownerId: 7, alreadyReviewed: true }, now)).toBe("ownLot");
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
