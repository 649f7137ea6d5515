import type { Review, ReviewList } from "@tirgus/domain/reviews-api";
import { describe, expect, it } from "vitest";
import { withNextPage } from "./review-data";

const review = (id: number) => ({ id }) as Review;
const list = (ids: number[], totalCount: number): ReviewList => ({
  data: ids.map(review),
  totalCount,
  average: 4.5,
});

describe("the next page of reviews", () => {
  it("adds the page's reviews after those shown, and takes the new total and average", () => {
    const next = { ...list([3, 4], 4), average: 4.2 };
    expect(withNextPage(list([1, 2], 4), next)).toEqual({
      data: [1, 2, 3, 4].map(review),
      totalCount: 4,
      average: 4.2,
    });
  });

  it("does not repeat a review that moved onto the next page because a newer one came", () => {
    expect(withNextPage(list([5, 4], 4), list([4, 3], 5)).data.map((one) => one.id)).toEqual([5, 4, 3]);
  });
});
