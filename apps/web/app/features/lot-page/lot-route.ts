import { FilterDisplayType } from "@tirgus/domain/catalogue";
import { formatAmount, formatPrice, formatPriceWithType } from "@tirgus/domain/format";
import type { Language } from "@tirgus/domain/languages";
import type { LotAttribute, LotDetail } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import { mediaUrl } from "@tirgus/domain/media";
import { redirect } from "react-router";
import { type ApiClient, ApiError } from "../../lib/api-client";
import { notFound } from "../../lib/not-found";
import { mediaBase } from "../lot-card/card-view";

/*
 * The lot page (spec 1 section 2): `/{lang}/{category slugs}/!{id}` reaches the listing route (the fallback of
 * unmatched paths), which hands it here. This is the page's first slice: what a buyer reads. Issue 6 adds the
 * buyer's actions (favourites, compare, reviews, contacts), the full gallery and the owner's tools.
 */

export type LotPicture = { small: string; large: string; width: number; height: number };

export type LotPageData = {
  kind: "lot";
  id: number;
  title: string;
  text: string;
  breadcrumb: { name: string; href: string }[];
  price: { text: string; old: string | null; percent: number | null } | null;
  action: LotDetail["action"]["key"];
  /** "sold" for closed and deleted lots, "expired" when the end date has passed (spec 1 section 4). */
  ended: "sold" | "expired" | null;
  pictures: LotPicture[];
  sections: { key: string | null; rows: { name: string; value: string }[] }[];
  place: string | null;
  seller: { name: string; company: string | null; trusted: boolean };
  /** Who owns the lot: the owner gets no bookmark button (spec 1 section 6). */
  ownerId: number;
  /** Only published lots can be bookmarked. */
  published: boolean;
  publishDate: string | null;
  endDate: string | null;
  views: number;
  /** The same lot's address in each language, for the language switch and hreflang. */
  paths: { lv: string; ru: string };
  /** A crawler's view of the offer (schema.org Product). */
  structuredData: Record<string, unknown>;
};

export async function loadLotPage(
  api: ApiClient,
  lang: Language,
  lotId: number,
  slugs: readonly string[],
  publicUrl: string,
): Promise<LotPageData> {
  const lot = await api.get<LotDetail>(`/api/lots/${lotId}`, undefined, { silent: true }).catch((error) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) throw notFound();
    throw error;
  });
  if (!lot) throw notFound();
  const own = lang === "ru" ? lot.frontUrl.ru : lot.frontUrl.lv;
  // A lot moved to another category, or an address with a wrong slug, goes to the lot's one address.
  if (own !== `/${lang}/${slugs.join("/")}/!${lotId}`) throw redirect(own, 301);
  return lotPageOf(lot, lang, publicUrl);
}

export function lotPageOf(lot: LotDetail, lang: Language, publicUrl: string): LotPageData {
  const text = (pair: { lv: string; ru: string }) => (lang === "ru" ? pair.ru : pair.lv);
  const first = lot.prices[0];
  const pictures = lot.files
    .filter((file) => file.outputType === "image")
    .map((file) => {
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
  const ended =
    lot.status === LotStatus.expired || (lot.endDate !== null && Date.parse(lot.endDate) < Date.now())
      ? "expired"
      : lot.status === LotStatus.closed || lot.status === LotStatus.deleted
        ? "sold"
        : null;
  return {
    kind: "lot",
    id: lot.id,
    title: text(lot.title),
    text: text(lot.text),
    breadcrumb: [...lot.category.parents, lot.category].map((step) => ({
      name: step.name[lang],
      href: `/${lang}/${text(step.slugPath)}`,
    })),
    price: first
      ? {
          text: formatPriceWithType(first.discountedValue ?? first.value, first.priceType.short[lang]),
          old: first.discountedValue === null ? null : formatPrice(first.value),
          percent: lot.discountPercent,
        }
      : null,
    action: lot.action.key,
    ended,
    pictures,
    sections: sectionsOf(lot.attributes, lang),
    place: lot.location
      ? [text(lot.location.regionTitle), lot.location.street?.[lang], lot.location.buildingNumber]
          .filter(Boolean)
          .join(", ")
      : null,
    seller: { name: lot.owner.name, company: lot.company?.title ?? null, trusted: lot.owner.trustedBadge },
    ownerId: lot.owner.id,
    published: lot.status === LotStatus.published,
    publishDate: lot.publishDate,
    endDate: lot.endDate,
    views: lot.views,
    paths: lot.frontUrl,
    structuredData: productData(lot, lang, publicUrl, pictures),
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
    // Years are not amounts: "2015", not "2 015".
    const shown = attribute.filter.key.endsWith("year") ? String(number) : formatAmount(number);
    const unit = attribute.filter.unit?.[lang];
    return unit ? `${shown} ${unit}` : shown;
  }
  return attribute.text ?? "";
}

function productData(lot: LotDetail, lang: Language, publicUrl: string, pictures: LotPicture[]) {
  const first = lot.prices[0];
  const url = publicUrl + (lang === "ru" ? lot.frontUrl.ru : lot.frontUrl.lv);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: lang === "ru" ? lot.title.ru : lot.title.lv,
    description: (lang === "ru" ? lot.text.ru : lot.text.lv).slice(0, 500),
    url,
    image: pictures.slice(0, 5).map((picture) => publicUrl + picture.large),
    category: lot.category.name[lang],
    ...(first && {
      offers: {
        "@type": "Offer",
        price: (first.discountedValue ?? first.value).toFixed(2),
        priceCurrency: "EUR",
        url,
        availability:
          lot.status === LotStatus.published ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      },
    }),
  };
}
