import { reviewRating } from "@tirgus/domain/reviews";
import type { Translate } from "../../lib/i18n";

const starPath = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

export function StarShape({ size = 20, className = "" }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className}>
      <path d={starPath} fill="currentColor" />
    </svg>
  );
}

/**
 * A rating as five stars, the part of each star filled that the rating covers (an average of 4.3 fills four
 * and a third). Decorative: the caller says the rating in words beside it.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const stars = Array.from({ length: reviewRating.max }, (_, index) => index);
  const filled = `${(Math.max(0, Math.min(rating, reviewRating.max)) / reviewRating.max) * 100}%`;
  return (
    <span className="relative inline-flex shrink-0" aria-hidden="true">
      <span className="flex text-line">
        {stars.map((index) => (
          <StarShape key={index} size={size} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
        style={{ width: filled }}
      >
        {stars.map((index) => (
          <StarShape key={index} size={size} className="shrink-0" />
        ))}
      </span>
    </span>
  );
}

/** A rating in words, for screen readers and beside the chosen stars: "4 of 5 stars". */
export const ratingWords = (t: Translate, rating: number): string =>
  t("%s of %s stars", [rating, reviewRating.max]);
