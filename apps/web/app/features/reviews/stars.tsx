import { reviewRating } from "@tirgus/domain/reviews";
import { useId } from "react";
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
 * and a third). One drawing whose coloured copy is clipped to the rating's width: the page's Content Security
 * Policy allows no inline styles, and SVG attributes are not styles. Decorative: the caller says the rating
 * in words beside it.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const clip = useId();
  // Each star is 24 units wide, as its path is drawn.
  const offsets = Array.from({ length: reviewRating.max }, (_, index) => index * 24);
  const covered = Math.max(0, Math.min(rating, reviewRating.max)) * 24;
  const row = offsets.map((offset) => (
    <path key={offset} d={starPath} transform={`translate(${offset} 0)`} />
  ));
  return (
    <svg
      viewBox={`0 0 ${24 * reviewRating.max} 24`}
      width={size * reviewRating.max}
      height={size}
      aria-hidden="true"
      className="shrink-0"
    >
      <clipPath id={clip}>
        <rect x="0" y="0" width={covered} height="24" />
      </clipPath>
      <g className="fill-line">{row}</g>
      <g className="fill-amber-500" clipPath={`url(#${clip})`}>
        {row}
      </g>
    </svg>
  );
}

/** A rating in words, for screen readers and beside the chosen stars: "4 of 5 stars". */
export const ratingWords = (t: Translate, rating: number): string =>
  t("%s of %s stars", [rating, reviewRating.max]);

/**
 * An average rating as "4,3" in Latvian and Russian, "4.3" in English: the lot's reviews and the seller's page
 * alike. Written by hand so that server and browser agree.
 */
export function averageText(value: number, lang: string): string {
  const text = value.toFixed(1);
  return lang === "en" ? text : text.replace(".", ",");
}
