import type { PriceRatingName } from "@tirgus/domain/price-rating";
import { useI18n } from "../../lib/i18n";
import { type PriceRatingView, ratingScale } from "./price-rating-view";

/** The labels of spec 2 section 3's scale, as translation keys. */
const labels: Record<PriceRatingName, string> = {
  veryGood: "Very good price",
  good: "Good price",
  fair: "Fair price",
  increased: "Increased price",
  high: "High price",
};

const tones: Record<PriceRatingName, string> = {
  veryGood: "bg-success",
  good: "bg-success/70",
  fair: "bg-accent",
  increased: "bg-amber-500",
  high: "bg-danger",
};
const textTones: Record<PriceRatingName, string> = {
  veryGood: "text-success",
  good: "text-success",
  fair: "text-accent",
  increased: "text-amber-700 dark:text-amber-400",
  high: "text-danger",
};

/**
 * The price rating beside the price (spec 2 sections 1 and 3): the label over a five-step gauge, and what the
 * price was compared with behind a disclosure (works without scripts).
 */
export function PriceRatingBadge({ rating, place }: { rating: PriceRatingView; place: string | null }) {
  const { t } = useI18n();
  const region = rating.sameRegion && place ? place.split(",")[0] : null;
  return (
    <details
      className="group rounded-xl border border-line bg-surface px-3 py-2.5"
      data-testid="price-rating"
      data-rating={rating.value}
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 [&::-webkit-details-marker]:hidden">
        <span className="flex flex-col gap-1.5">
          <span className={`font-semibold text-sm ${textTones[rating.name]}`}>{t(labels[rating.name])}</span>
          <span className="flex gap-1" aria-hidden="true">
            {ratingScale.map((step) => (
              <span
                key={step}
                className={`h-1.5 w-7 rounded-full ${step === rating.name ? tones[step] : "bg-subtle"}`}
              />
            ))}
          </span>
        </span>
        <span className="ml-auto text-muted text-xs underline decoration-dotted underline-offset-2 group-open:no-underline">
          {t("How is it rated?")}
        </span>
      </summary>
      <div className="mt-2 space-y-1 border-line border-t pt-2 text-muted text-sm">
        <p>
          {t("Compared with %s similar published classifieds", [rating.count])}
          {rating.basis.length > 0 && ` (${rating.basis.join("; ")}${region ? `; ${region}` : ""})`}
          {rating.basis.length === 0 && region && ` (${region})`}.
        </p>
        <p>{t("Median price %s, from %s to %s.", [rating.median, rating.min, rating.max])}</p>
      </div>
    </details>
  );
}
