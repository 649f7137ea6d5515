import { type ActionTypeName, FilterDisplayType } from "@tirgus/domain/catalogue";
import { formatMeasure, formatPrice, formatPriceWithType } from "@tirgus/domain/format";
import { wholePictures } from "@tirgus/domain/hidden-pictures";
import type { Language } from "@tirgus/domain/languages";
import type { LotAttribute, LotDetail, ShownLotFile } from "@tirgus/domain/lot-detail-api";
import { ListParam } from "@tirgus/domain/lot-list";
import { isLotLive, LotStatus, type LotStatusId, lotEnding } from "@tirgus/domain/lots";
import { mediaUrl, openGraphVersionName } from "@tirgus/domain/media";
import { calendarDate } from "@tirgus/domain/periods";
import { reviewRating } from "@tirgus/domain/reviews";
import type { ReviewList } from "@tirgus/domain/reviews-api";
import { redirect } from "react-router";
import type { ApiClient } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { switchLanguagePath } from "../../lib/language";
import { forbidden, notFound } from "../../lib/not-found";
import type { PathsByLanguage } from "../../lib/page-paths";
import { mediaBase } from "../lot-card/card-view";
import type { MapTiles } from "../map/map-data";
import { type PriceRatingView, priceRatingView } from "../price-rating/price-rating-view";
import { loadLotReviews } from "../reviews/review-data";

/*
 * The lot page (spec 1 section 2): `/{lang}/{category slugs}/!{id}` reaches the listing route (the fallback of
 * unmatched paths), which hands it here. This is the page's first slice: what a buyer reads. Issue 6 adds the
 * buyer's actions (favourites, compare, reviews, contacts), the full gallery and the owner's tools.
 */

export type PriceView = { text: string; old: string | null; percent: number | null };

export type LotPicture = { small: string; large: string; width: number; height: number };

export type LotPageData = {
  kind: "lot";
  id: number;
  title: string;
  text: string;
  breadcrumb: { name: string; href: string }[];
  price: PriceView | null;
  /** The first price in euros before any discount: what the owner's inline edit changes (editable-price.ts). */
  priceValue: number | null;
  /** How many more times the owner may change the price; null in anyone else's page (the API tells the owner only). */
  priceChangesLeft: number | null;
  /** "Price negotiable" by the price (spec 2 section 1). */
  priceNegotiable: boolean;
  action: LotDetail["action"]["key"];
  /** "sold" for closed and deleted lots, "expired" when the end date has passed (spec 1 section 4). */
  ended: "sold" | "expired" | null;
  /** Only its owner gets a blocked lot (the API answers 403 to everyone else): marked so. */
  blocked: boolean;
  /** Only its owner gets a draft or a lot waiting for approval (404 to everyone else): marked so, with a way on. */
  unpublished: "draft" | "pending" | null;
  ownerId: number;
  /** Which of the owner's tools apply (the lifecycle's table, owner-tools.tsx). */
  status: LotStatusId;
  /** Imported from a feed: its owner cannot edit it here. */
  fromFeed: boolean;
  pictures: LotPicture[];
  /**
   * The gallery's pictures, videos and panoramas with their versions (gallery/gallery-items.ts); those a sold
   * premium lot hides from the viewer come as their blurred preview only.
   */
  files: ShownLotFile[];
  /** The listing of the lot's top-level category at its street, when it has one (streetLotsOf). */
  streetLots: string | null;
  /** The lot's canonical address in this language, for sharing. */
  shareUrl: string;
  sections: { key: string | null; rows: { name: string; value: string }[] }[];
  place: string | null;
  /** The seller's public page: the company's when the lot is published for one, else the user's. */
  seller: { name: string; company: string | null; trusted: boolean; href: string };
  /** How the buyer can receive it (spec 2 section 1), in the lot's order. */
  delivery: DeliveryOption[];
  priceRating: PriceRatingView | null;
  /** The point on the map (spec 2 section 9): exact, or a circle when the seller gave it only roughly. */
  map: { lat: number; lng: number; accurate: boolean; tiles: MapTiles } | null;
  /** Where the browser loads the Similar row from (GET similar lots). */
  similarSource: string;
  /**
   * Published and within its period (not ended): only such a lot can be bookmarked or reported. A published lot
   * whose end date has passed shows Expired before the expiry job gets to it, and acts so.
   */
  published: boolean;
  /** The days it was published and is active until, as the page writes them ("07.10.2026"). */
  publishedOn: string | null;
  activeUntil: string | null;
  views: number;
  /** The same lot's address in each language (its slugs are translated), for the language switch and hreflang. */
  pathsByLanguage: PathsByLanguage;
  /** A crawler's view of the offer (schema.org Product). */
  /** The lot as a Product with its Offer; null for a lot that offers nothing (a wanted ad). */
  structuredData: Record<string, unknown> | null;
  /** The cover cut to the Open Graph size (1200x630), for sharing; null without pictures. */
  shareImage: string | null;
  /** The lot's reviews, the same for every visitor (what the viewer may do loads in the browser); null when unavailable. */
  reviews: ReviewList | null;
};

/** An adult or dating lot or list before the visitor has said they are 18 or older: nothing of it is sent. */
export type AgeQuestionPage = { kind: "age-question" };
export type DeliveryOption = "omniva" | "meet";
const deliveryOptions: readonly string[] = ["omniva", "meet"] satisfies DeliveryOption[];

export async function loadLotPage(
  api: ApiClient,
  lang: Language,
  lotId: number,
  slugs: readonly string[],
  options: { publicUrl: string; mapTiles: MapTiles; adultAllowed: boolean; search: string },
): Promise<LotPageData | AgeQuestionPage> {
  const [lot, reviews] = await Promise.all([fetchLot(api, lotId), loadLotReviews(api, lotId)]);
  const own = lang === "ru" ? lot.frontUrl.ru : lot.frontUrl.lv;
  // A lot moved to another category, or an address with a wrong slug, goes to the lot's one address, with
  // its query (`fullscreen=1`, a shared link's campaign tags).
  if (own !== `/${lang}/${slugs.join("/")}/!${lotId}`) throw redirect(own + options.search, 301);
  if (lot.category.adult && !options.adultAllowed) return { kind: "age-question" };
  return lotPageOf(lot, lang, options, reviews);
}

/** The lot, or the not-found view (404) and, for a blocked lot shown to anyone but its owner, the forbidden one (403). */
export async function fetchLot(api: ApiClient, lotId: number): Promise<LotDetail> {
  const lot = await api.get<LotDetail>(`/api/lots/${lotId}`, undefined, { silent: true }).catch((error) => {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof ApiError && error.status === 403) throw forbidden();
    throw error;
  });
  if (!lot) throw notFound();
  return lot;
}

export function lotPageOf(
  lot: LotDetail,
  lang: Language,
  { publicUrl, mapTiles }: { publicUrl: string; mapTiles: MapTiles },
  reviews: ReviewList | null = null,
): LotPageData {
  const text = (pair: { lv: string; ru: string }) => (lang === "ru" ? pair.ru : pair.lv);
  const first = lot.prices[0];
  // Only the pictures the viewer gets whole: a hidden one has no address to give, in the page or to crawlers.
  const pictures = wholePictures(lot.files).map((file) => {
    const url = (size: "aspect43" | "hd") =>
      mediaUrl({
        cdn: mediaBase,
        storageId: file.storageId,
        size,
        rotation: file.rotation ?? 0,
        format: "webp",
      });
    return { small: url("aspect43"), large: url("hd"), width: file.width, height: file.height };
  });
  const now = new Date();
  const ended = lotEnding(lot, now);
  return {
    kind: "lot",
    id: lot.id,
    title: text(lot.title),
    text: text(lot.text),
    breadcrumb: [...lot.category.parents, lot.category].map((step) => ({
      name: step.name[lang],
      href: `/${lang}/${text(step.slugPath)}`,
    })),
    price: priceViewOf(lot, lang),
    priceValue: first?.value ?? null,
    priceChangesLeft: lot.priceChangesLeft ?? null,
    priceNegotiable: lot.priceNegotiable,
    action: lot.action.key,
    ended,
    blocked: lot.status === LotStatus.blocked,
    unpublished:
      lot.status === LotStatus.draft ? "draft" : lot.status === LotStatus.pending_publish ? "pending" : null,
    ownerId: lot.owner.id,
    status: lot.status as LotStatusId,
    fromFeed: lot.xmlImported,
    pictures,
    files: lot.files,
    shareUrl: publicUrl + (lang === "ru" ? lot.frontUrl.ru : lot.frontUrl.lv),
    sections: sectionsOf(lot.attributes, lang),
    place: placeOf(lot, lang),
    streetLots: streetLotsOf(lot, lang),
    seller: {
      name: lot.owner.name,
      company: lot.company?.title ?? null,
      trusted: lot.owner.trustedBadge,
      href: lot.company ? `/${lang}/company/${lot.company.id}` : `/${lang}/user/${lot.owner.id}`,
    },
    delivery: lot.deliveryOptions.filter((option): option is DeliveryOption =>
      deliveryOptions.includes(option),
    ),
    priceRating:
      lot.priceRating &&
      priceRatingView(lot.priceRating, lot.attributes, lang, lot.prices[0]?.priceType.short[lang] ?? ""),
    map:
      lot.location?.lat != null && lot.location.lng != null
        ? { lat: lot.location.lat, lng: lot.location.lng, accurate: lot.location.accurate, tiles: mapTiles }
        : null,
    similarSource: `/api/lots/${lot.id}/similar`,
    published: isLotLive(lot, now),
    publishedOn: dayText(lot.publishDate),
    activeUntil: dayText(lot.endDate),
    views: lot.views,
    // A lot has no English address of its own: the Latvian one under /en leads to the Latvian page.
    pathsByLanguage: { ...lot.frontUrl, en: switchLanguagePath(lot.frontUrl.lv, "en") },
    structuredData: productData(lot, lang, publicUrl, pictures, reviews, now),
    shareImage: shareImageOf(lot),
    reviews,
  };
}

/** The cover cut to 1200x630, turned as the seller turned it (the server cuts `og{rotation}.jpeg` so). */
function shareImageOf(lot: LotDetail): string | null {
  const [cover] = wholePictures(lot.files);
  if (!cover) return null;
  return mediaUrl({
    cdn: mediaBase,
    storageId: cover.storageId,
    size: openGraphVersionName,
    rotation: cover.rotation ?? 0,
    format: "jpeg",
  });
}

/** "sold" or "expired" as the lot is marked now (spec 1 section 4; the rule is `lotEnding` of the domain). */
export const endedOf = (lot: LotDetail): LotPageData["ended"] => lotEnding(lot, new Date());

/** Region, street and number, as far as the seller gave them. */
export function placeOf(lot: LotDetail, lang: Language): string | null {
  if (!lot.location) return null;
  const region = lang === "ru" ? lot.location.regionTitle.ru : lot.location.regionTitle.lv;
  return [region, lot.location.street?.[lang], lot.location.buildingNumber].filter(Boolean).join(", ");
}

/**
 * The listing of the lot's top-level category narrowed to its street (`street=`, decision 0037), when the
 * seller named one: the flats, houses, premises and plots around the one a buyer is looking at.
 */
export function streetLotsOf(lot: LotDetail, lang: Language): string | null {
  const streetId = lot.location?.streetId;
  if (!streetId) return null;
  const top = lot.category.parents[0] ?? lot.category;
  const slugPath = lang === "ru" ? top.slugPath.ru : top.slugPath.lv;
  return `/${lang}/${slugPath}?${ListParam.street}=${streetId}`;
}

/** The price to pay, with the old one struck through when discounted; null when the lot has none. */
export function priceViewOf(lot: LotDetail, lang: Language): PriceView | null {
  const first = lot.prices[0];
  if (!first) return null;
  return {
    text: formatPriceWithType(first.discountedValue ?? first.value, first.priceType.short[lang]),
    old: first.discountedValue === null ? null : formatPrice(first.value),
    percent: lot.discountPercent,
  };
}

/** Attributes grouped by their filter section, in the category's order. */
function sectionsOf(attributes: readonly LotAttribute[], lang: Language): LotPageData["sections"] {
  const sections: LotPageData["sections"] = [];
  for (const attribute of attributes) {
    const value = attributeValue(attribute, lang);
    if (value === "") continue;
    const last = sections[sections.length - 1];
    const row = { name: attribute.filter.name[lang], value };
    if (last && last.key === attribute.section) last.rows.push(row);
    else sections.push({ key: attribute.section, rows: [row] });
  }
  return sections;
}

/** A value as a person reads it: names of chosen values, a number with its unit, a date as dd.mm.yyyy. */
export function attributeValue(attribute: LotAttribute, lang: Language): string {
  if (attribute.values.length > 0) return attribute.values.map((value) => value.name[lang]).join(", ");
  const { number } = attribute;
  if (number !== null) {
    const type = attribute.filter.displayType;
    if (type === FilterDisplayType.date) {
      const digits = String(number).padStart(8, "0");
      return `${digits.slice(6, 8)}.${digits.slice(4, 6)}.${digits.slice(0, 4)}`;
    }
    if (type === FilterDisplayType.mot) {
      const digits = String(number).padStart(6, "0");
      return `${digits.slice(4, 6)}.${digits.slice(0, 4)}`;
    }
    return formatMeasure(attribute.filter.key, number, attribute.filter.unit?.[lang], lang);
  }
  return attribute.text ?? "";
}

/**
 * What a lot offers at a price, as schema.org's Product with an Offer: sold, rented out, for hire, offered, or
 * given away (at 0). A wanted ad, a find or a lost pet offers nothing: no Product, since an Offer would say it
 * is for sale at the price the author would pay.
 */
const offeringActions: ReadonlySet<ActionTypeName> = new Set(["sell", "rent", "hire", "offer", "gift"]);

/** A price per something (a day, a month, a square metre) says so; the plain price is the Offer's own. */
const plainPriceType = 1;

function productData(
  lot: LotDetail,
  lang: Language,
  publicUrl: string,
  pictures: LotPicture[],
  reviews: ReviewList | null,
  now: Date,
): Record<string, unknown> | null {
  if (!offeringActions.has(lot.action.key)) return null;
  const first = lot.prices[0];
  const url = publicUrl + (lang === "ru" ? lot.frontUrl.ru : lot.frontUrl.lv);
  const price =
    lot.action.key === "gift" ? "0.00" : first && (first.discountedValue ?? first.value).toFixed(2);
  const images = pictures.slice(0, 5).map((picture) => publicUrl + picture.large);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: lang === "ru" ? lot.title.ru : lot.title.lv,
    description: (lang === "ru" ? lot.text.ru : lot.text.lv).slice(0, 500),
    url,
    ...(images.length > 0 && { image: images }),
    category: lot.category.name[lang],
    ...(reviews?.average && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: reviews.average,
        reviewCount: reviews.totalCount,
        bestRating: reviewRating.max,
        worstRating: reviewRating.min,
      },
    }),
    ...(price !== undefined && {
      offers: {
        "@type": "Offer",
        price,
        priceCurrency: "EUR",
        ...(first &&
          first.priceType.id !== plainPriceType &&
          lot.action.key !== "gift" && {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price,
              priceCurrency: "EUR",
              unitText: first.priceType.name.en,
            },
          }),
        url,
        availability: isLotLive(lot, now) ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      },
    }),
  };
}

/**
 * A day as the lot page writes it, in Riga's calendar. Written out by hand, not by toLocaleDateString: the
 * server's and the browser's locale data differ ("7.10.2026." against "07.10.2026."). Made by the loader, so
 * the page's first scripts carry no calendar code.
 */
function dayText(iso: string | null): string | null {
  if (!iso) return null;
  const [year, month, day] = calendarDate(new Date(iso)).split("-");
  return `${day}.${month}.${year}`;
}
