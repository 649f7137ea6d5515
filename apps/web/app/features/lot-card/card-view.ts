import type { ActionTypeName } from "@tirgus/domain/catalogue";
import { formatAmount, formatMeasure, formatPrice } from "@tirgus/domain/format";
import type { Language } from "@tirgus/domain/languages";
import type { LotCard } from "@tirgus/domain/lot-list";
import { LotStatus, statusEnding } from "@tirgus/domain/lots";
import { mediaUrl } from "@tirgus/domain/media";

/*
 * A lot card in the page's language (decision 17): what every list (listing, search results, home rows,
 * landing carousels) renders. Built once per card in a loader, so it stays cheap: no dates parsed, no
 * addresses looked up, pictures kept as storage ids (their addresses are built while rendering, which keeps
 * the hydration data small).
 */
export type CardImage = { id: string; rotation: 1 | 2 | 3 | null };

export type LotCardView = {
  id: number;
  href: string;
  title: string;
  /** The start of the description, shown in list view. */
  preview: string;
  /** The price to pay ("12 500 €"), the discounted one when there is a discount; null: the action has none. */
  price: string | null;
  /** The price before the discount, struck through. */
  oldPrice: string | null;
  discountPercent: number | null;
  /** The price type's short form ("/mēn.", "/m²"); null when it has none. */
  priceShort: string | null;
  action: ActionTypeName;
  region: string | null;
  /** ISO time of publishing; the card words it relative to the list's `now`. */
  publishDate: string | null;
  highlighted: boolean;
  trusted: boolean;
  images: CardImage[];
  /** Pictures and videos beyond the ones the card shows ("More N photos"). */
  morePhotos: number;
  /**
   * Key figures ("2015", "180 000 km"), list view and grid subtitle, by filter key: rooms and floor have no
   * unit, so the card names them ("2 ist.", "5. stāvs"); bare, "29 m² · 1 · 10" said nothing.
   */
  facts: { key: string; text: string }[];
  /**
   * A closed, deleted or expired lot (spec 1 section 4), shown disabled and marked Sold or Expired: lists of
   * bookmarks and sellers' own lists hold such lots. From the status alone: a card has no end date, and the
   * expiry job turns a published lot whose date has come to expired within minutes.
   */
  ended: "sold" | "expired" | null;
  /** Published: a lot that can be bookmarked (spec 1 section 2). */
  published: boolean;
  /** The user who published the lot, who may not bookmark it. */
  ownerId: number | null;
};

export function lotCardView(card: LotCard, lang: Language): LotCardView {
  const text = lang === "en" ? "lv" : lang;
  const price = card.price;
  const discounted = price?.discountedValue ?? null;
  const short = price?.priceType.short[lang] ?? "";
  // Short forms carry the currency ("€", "€/mēn."): they replace the plain " €" suffix.
  const priced = (euros: number) =>
    short.startsWith("€") ? `${formatAmount(euros)} ${short}` : formatPrice(euros);
  return {
    id: card.id,
    href: card.frontUrl[text],
    title: card.title[text],
    preview: card.preview[text],
    price: price ? priced(discounted ?? price.value) : null,
    oldPrice: price && discounted !== null && discounted !== price.value ? priced(price.value) : null,
    discountPercent: card.discountPercent,
    priceShort: short === "" || short.startsWith("€") ? null : short,
    action: card.action.key,
    region: card.regionTitle?.[text] ?? null,
    publishDate: card.publishDate,
    highlighted: card.highlighted,
    trusted: card.trustedBadge,
    images: card.images.map((image) => ({ id: image.storageId, rotation: image.rotation })),
    morePhotos: Math.max(0, card.fileCount - card.images.length),
    ended: statusEnding(card.status),
    published: card.status === LotStatus.published,
    ownerId: card.ownerId,
    facts: card.attributes.map((attribute) => ({
      key: attribute.key,
      text: formatMeasure(attribute.key, attribute.value, attribute.unit?.[lang], lang),
    })),
  };
}

/**
 * Media are served by this server under `/storage/...` (a CDN in production is put in front of the same
 * paths), so card pictures use relative addresses, as the avatar does.
 */
export const mediaBase = "";

/** The card's picture: the 4:3 crop (960x720) as webp. */
export const cardImageUrl = (image: CardImage): string => cardVersionUrl(image, "aspect43");

const cardVersionUrl = (image: CardImage, size: "aspect43" | "med"): string =>
  mediaUrl({ cdn: mediaBase, storageId: image.id, size, rotation: image.rotation ?? 0, format: "webp" });

/**
 * The card's picture for the width it is shown at: the med version (500 px high, about 17 KB) where it is
 * sharp enough, the 4:3 crop (960 px wide, about 26 KB) elsewhere. A phone's two columns draw a card about
 * 200 px wide, which the 960 px crop filled with 2.5 times the pixels needed. Med is declared 500 px wide,
 * its width when the photo stands upright (3:4); a landscape med is wider, so the choice is never blurry.
 */
export const cardImageSrcSet = (image: CardImage): string =>
  `${cardVersionUrl(image, "med")} 500w, ${cardVersionUrl(image, "aspect43")} 960w`;
