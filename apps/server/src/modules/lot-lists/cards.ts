import { ActionType, type ActionTypeName } from "@tirgus/domain/catalogue";
import type { LotCard } from "@tirgus/domain/lot-list";
import type pg from "pg";
import { prepared } from "../../db/prepared.ts";
import { cardImagesShownTo } from "../lots/hidden-pictures.ts";
import type { ListCatalogue } from "./catalogue-cache.ts";

type Pair = { lv: string; ru: string };

/** Characters of the description a list row shows before it is cut at a word. */
const previewLength = 160;
/** Numbers a card shows beside the title, in this order, when the lot has them. */
const attributeKeys = ["year", "mileage", "engine-volume", "area", "rooms", "floor", "land-area"];
const actionKeys = new Map(
  Object.entries(ActionType).map(([key, id]) => [id as number, key as ActionTypeName]),
);

type CardRow = {
  id: string;
  status: number;
  category_id: number;
  title_lv: string | null;
  title_ru: string | null;
  text_lv: string | null;
  text_ru: string | null;
  price: { priceTypeId: number; valueCents: number; discountedCents?: number } | null;
  discount_percent: number | null;
  action_id: number;
  region_id: number | null;
  publish_date: Date | null;
  highlighted: boolean;
  owner_id: string | null;
  owner_type: number;
  views: number;
  numbers: Record<string, number>;
  lat: number | null;
  lng: number | null;
  accurate_coordinates: boolean;
  trusted: boolean;
  file_count: number;
  images: { storageId: string; rotation: 1 | 2 | 3 | null }[] | null;
};

/**
 * The cards of the given lots, in the order of `ids`, as `viewerId` may see them (null, the default: someone
 * who owns none of them; a sold premium lot shows them its cover only, lots/hidden-pictures.ts). One query
 * reads the lots, their owners' badges and their first pictures; names, addresses and units come from the
 * catalogue in memory.
 */
export async function lotCards(
  db: pg.Pool | pg.PoolClient,
  ids: readonly number[],
  catalogue: ListCatalogue,
  viewerId: number | null = null,
) {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CardRow>(
    prepared(
      `SELECT l.id, l.status, l.category_id,
       l.texts #>> '{lv,title}' AS title_lv, l.texts #>> '{ru,title}' AS title_ru,
       left(l.texts #>> '{lv,text}', ${previewLength + 40}) AS text_lv,
       left(l.texts #>> '{ru,text}', ${previewLength + 40}) AS text_ru,
       l.prices -> 0 AS price, l.discount_percent, l.action_id, l.region_id, l.publish_date, l.highlighted,
       l.owner_id, l.owner_type, l.views, l.numbers, l.lat, l.lng, l.accurate_coordinates,
       (coalesce(u.trusted_badge_until, '-infinity') > now()
         OR coalesce(co.trusted_badge_until, '-infinity') > now()) AS trusted,
       (SELECT count(*)::int FROM files f WHERE f.lot_id = l.id) AS file_count,
       (SELECT json_agg(json_build_object('storageId', p.storage_id, 'rotation', p.rotation))
          FROM (SELECT f.storage_id, f.rotation FROM files f
                WHERE f.lot_id = l.id AND f.output_type = 'image' ORDER BY f.sequence, f.id LIMIT 5) p) AS images
     FROM lots l
     LEFT JOIN users u ON u.id = l.owner_id
     LEFT JOIN companies co ON co.id = l.company_id
     WHERE l.id = ANY ($1::bigint[])`,
      [ids],
    ),
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, catalogue, viewerId)] : [];
  });
}

function toCard(row: CardRow, catalogue: ListCatalogue, viewerId: number | null): LotCard {
  const id = Number(row.id);
  const category = catalogue.categories.get(row.category_id);
  const title = bothLanguages(row.title_lv, row.title_ru);
  const text = bothLanguages(row.text_lv, row.text_ru);
  return {
    id,
    status: row.status,
    title,
    preview: { lv: preview(text.lv), ru: preview(text.ru) },
    category: { id: row.category_id, name: category?.names ?? { lv: "", ru: "", en: "" } },
    frontUrl: {
      lv: `/lv/${category?.slugPath.lv ?? ""}/!${id}`,
      ru: `/ru/${category?.slugPath.ru ?? ""}/!${id}`,
    },
    price: row.price
      ? {
          value: row.price.valueCents / 100,
          discountedValue: row.price.discountedCents === undefined ? null : row.price.discountedCents / 100,
          priceType: {
            id: row.price.priceTypeId,
            short: catalogue.priceTypes.get(row.price.priceTypeId)?.short ?? { lv: "", ru: "", en: "" },
          },
        }
      : null,
    discountPercent: row.discount_percent,
    action: { id: row.action_id, key: actionKeys.get(row.action_id) ?? "sell" },
    regionTitle: row.region_id === null ? null : (catalogue.regionTitles.get(row.region_id) ?? null),
    publishDate: row.publish_date?.toISOString() ?? null,
    highlighted: row.highlighted,
    ownerType: row.owner_type,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    trustedBadge: row.trusted,
    images: cardImagesShownTo(
      {
        status: row.status,
        highlighted: row.highlighted,
        ownerId: row.owner_id === null ? null : Number(row.owner_id),
      },
      row.images ?? [],
      viewerId,
    ),
    fileCount: row.file_count,
    views: row.views,
    attributes: attributeKeys.flatMap((key) => {
      const value = row.numbers[key];
      if (typeof value !== "number") return [];
      return [{ key, value, unit: catalogue.filtersByKey.get(key)?.unit ?? null }];
    }),
    location:
      row.lat === null || row.lng === null
        ? null
        : { lat: row.lat, lng: row.lng, accurate: row.accurate_coordinates },
  };
}

/** A seller may write in one language only: the other shows the same text rather than nothing. */
function bothLanguages(lv: string | null, ru: string | null): Pair {
  const first = lv?.trim() || ru?.trim() || "";
  return { lv: lv?.trim() || first, ru: ru?.trim() || first };
}

/** The description's start, cut at the last word that fits, with an ellipsis when something was cut. */
export function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= previewLength) return flat;
  const cut = flat.slice(0, previewLength + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > previewLength / 2 ? cut.slice(0, lastSpace) : cut.slice(0, previewLength)).trimEnd()}…`;
}
