import { formatPriceWithType } from "@tirgus/domain/format";
import type { Language } from "@tirgus/domain/languages";
import type { LotAttribute } from "@tirgus/domain/lot-detail-api";
import { PriceRating, type PriceRatingName, priceRatingYearTolerance } from "@tirgus/domain/price-rating";
import type { PriceRatingInfo } from "@tirgus/domain/price-rating-api";

/*
 * The price rating as the lot page shows it (decision 17: worded in the loader): the badge and what the
 * price was compared with, in the page's language.
 */
export type PriceRatingView = {
  name: PriceRatingName;
  value: number;
  count: number;
  median: string;
  min: string;
  max: string;
  /** What the comparables share with the lot: "Marka: Alfa Romeo, 147", "Izlaiduma gads: 2013–2017". */
  basis: string[];
  sameRegion: boolean;
};

/** The scale from best to worst, as the badge's gauge draws it. */
export const ratingScale = (Object.keys(PriceRating) as PriceRatingName[]).sort(
  (a, b) => PriceRating[b] - PriceRating[a],
);

/** `priceShort`: the compared price type's short form ("€", "€/m²", "€/mēn."), so the figures carry the lot's unit. */
export function priceRatingView(
  rating: PriceRatingInfo,
  attributes: readonly LotAttribute[],
  lang: Language,
  priceShort: string,
): PriceRatingView {
  const price = (euros: number) => formatPriceWithType(euros, priceShort);
  const basis = rating.matchedOn.flatMap((key) => {
    const attribute = attributes.find((candidate) => candidate.filter.key === key);
    if (!attribute) return [];
    const name = attribute.filter.name[lang];
    if (attribute.values.length > 0)
      return [`${name}: ${attribute.values.map((value) => value.name[lang]).join(", ")}`];
    if (attribute.number === null) return [];
    const within = key === "year" ? priceRatingYearTolerance : 0;
    const shown =
      within === 0 ? String(attribute.number) : `${attribute.number - within}–${attribute.number + within}`;
    return [`${name}: ${shown}`];
  });
  return {
    name: rating.name,
    value: rating.value,
    count: rating.comparables.count,
    median: price(rating.comparables.median),
    min: price(rating.comparables.min),
    max: price(rating.comparables.max),
    basis,
    sameRegion: rating.sameRegion,
  };
}
