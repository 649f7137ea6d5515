import { ActionType, type ActionTypeName } from "@tirgus/domain/catalogue";
import type { LotAttribute, LotDetail, LotFile } from "@tirgus/domain/lot-detail-api";
import { LotStatus } from "@tirgus/domain/lots";
import { priceChangesLeft } from "@tirgus/domain/price-changes";
import { discountedPrices } from "@tirgus/domain/price-edit";
import type pg from "pg";
import { prepared } from "../../db/prepared.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type ListCatalogue, listCatalogue } from "../lot-lists/catalogue-cache.ts";
import { countPriceChange } from "./price-changes.ts";
import { isPriceRatingValueFilter, priceRating, type RatedLot } from "./price-rating.ts";

type Names = { lv: string; ru: string; en: string };
type Texts = Partial<Record<"lv" | "ru", { title?: string; text?: string }>>;

type LotRow = {
  id: string;
  status: number;
  category_id: number;
  texts: Texts;
  prices: { priceTypeId: number; valueCents: number; discountedCents?: number }[];
  discount_percent: number | null;
  action_id: number;
  filter_value_ids: number[];
  numbers: Record<string, number>;
  filter_texts: Record<string, string>;
  region_id: number | null;
  street_id: number | null;
  street: Names | null;
  building_number: string | null;
  lat: number | null;
  lng: number | null;
  accurate_coordinates: boolean;
  owner_id: string;
  owner_name: string | null;
  owner_type: number;
  company_id: string | null;
  company_title: string | null;
  trusted: boolean;
  website: string | null;
  delivery_options: string[];
  offers_allowed: boolean;
  price_negotiable: boolean;
  vat_included: boolean;
  highlighted: boolean;
  xml_imported: boolean;
  price_changes: number;
  views: number;
  create_date: Date;
  publish_date: Date | null;
  end_date: Date | null;
};

const actionKeys = new Map(
  Object.entries(ActionType).map(([key, id]) => [id as number, key as ActionTypeName]),
);

/** The lot's files in gallery order (spec: by sequence; the first picture is the cover), as one JSON array. */
const filesOfLotJson = `coalesce((
  SELECT json_agg(json_build_object('id', f.id::int, 'storageId', f.storage_id, 'outputType', f.output_type,
           'panorama', f.panorama, 'extension', f.extension, 'width', f.width, 'height', f.height,
           'rotation', f.rotation, 'converted', f.converted, 'versions', f.versions) ORDER BY f.sequence, f.id)
  FROM files f WHERE f.lot_id = l.id), '[]')`;

/** A lot as stored, every file whole: what `filesShownTo` (hidden-pictures.ts) makes an answer of. */
export type StoredLotDetail = Omit<LotDetail, "files"> & { files: LotFile[] };

type ValueRow = { id: number; filter_id: number; names: Names; actual_value: string | null };

/**
 * A lot with everything its page shows, or null when there is no such lot. One statement reads the lot, its
 * files and its chosen values (a lot page is read far more often than anything else); the category's filters,
 * names and price types come from the catalogue in memory. A filter's values come parents first: a car's make
 * before its model ("Tesla, Model 3"). How many price changes the lot has left is told to its owner only
 * (`viewerId`): nobody else learns how often a seller re-priced.
 */
export async function lotDetail(
  pool: pg.Pool,
  id: number,
  viewerId: number | null = null,
): Promise<StoredLotDetail | null> {
  const catalogue = await listCatalogue(pool);
  const lot = await pool.query<LotRow & { files: LotFile[]; values: ValueRow[] }>(
    prepared(
      `SELECT l.id, l.status, l.category_id, l.texts, l.prices, l.discount_percent, l.action_id,
         l.filter_value_ids, l.numbers, l.filter_texts, l.region_id, l.street_id, s.names AS street, l.building_number,
         l.lat, l.lng, l.accurate_coordinates, l.owner_id,
         coalesce(nullif(u.pseudonym, ''), u.first_name) AS owner_name, l.owner_type, l.company_id,
         co.title AS company_title,
         (coalesce(u.trusted_badge_until, '-infinity') > now()
           OR coalesce(co.trusted_badge_until, '-infinity') > now()) AS trusted,
         l.website, l.delivery_options, l.offers_allowed, l.price_negotiable, l.vat_included, l.highlighted, l.xml_imported,
         l.price_changes, l.views + coalesce(pending.views, 0) AS views, l.create_date, l.publish_date, l.end_date,
         ${filesOfLotJson} AS files,
         coalesce((SELECT json_agg(json_build_object('id', fv.id, 'filter_id', fv.filter_id, 'names', fv.names,
                                                     'actual_value', fv.actual_value)
                                           ORDER BY fv.parent_value_id IS NOT NULL, fv.sequence)
                   FROM filter_values fv WHERE fv.id = ANY (l.filter_value_ids)), '[]') AS values
       FROM lots l
       LEFT JOIN users u ON u.id = l.owner_id
       LEFT JOIN companies co ON co.id = l.company_id
       LEFT JOIN streets s ON s.id = l.street_id
       LEFT JOIN lot_views_pending pending ON pending.lot_id = l.id
       WHERE l.id = $1`,
      [id],
    ),
  );
  const row = lot.rows[0];
  if (!row) return null;
  const { files, values } = row;
  const rating = await priceRating(pool, ratedLot(row, values, catalogue));
  const category = catalogue.categories.get(row.category_id);
  const step = (categoryId: number) => {
    const at = catalogue.categories.get(categoryId);
    return {
      id: categoryId,
      name: at?.names ?? { lv: "", ru: "", en: "" },
      slugPath: at?.slugPath ?? { lv: "", ru: "" },
    };
  };
  const lotId = Number(row.id);
  return {
    id: lotId,
    status: row.status,
    title: bothLanguages(row.texts.lv?.title, row.texts.ru?.title),
    text: bothLanguages(row.texts.lv?.text, row.texts.ru?.text),
    category: {
      ...step(row.category_id),
      parents: (category?.path.slice(0, -1) ?? []).map(step),
      adult: category?.adult ?? false,
    },
    frontUrl: {
      lv: `/lv/${category?.slugPath.lv ?? ""}/!${lotId}`,
      ru: `/ru/${category?.slugPath.ru ?? ""}/!${lotId}`,
    },
    prices: row.prices.map((price) => {
      const type = catalogue.priceTypes.get(price.priceTypeId);
      const none = { lv: "", ru: "", en: "" };
      return {
        value: price.valueCents / 100,
        discountedValue: price.discountedCents === undefined ? null : price.discountedCents / 100,
        priceType: { id: price.priceTypeId, name: type?.names ?? none, short: type?.short ?? none },
      };
    }),
    discountPercent: row.discount_percent,
    action: { id: row.action_id, key: actionKeys.get(row.action_id) ?? "sell" },
    attributes: attributesOf(row, values, catalogue),
    location:
      row.region_id === null
        ? null
        : {
            regionId: row.region_id,
            regionTitle: catalogue.regionTitles.get(row.region_id) ?? { lv: "", ru: "" },
            streetId: row.street_id,
            street: row.street,
            buildingNumber: row.building_number,
            lat: row.lat,
            lng: row.lng,
            accurate: row.accurate_coordinates,
          },
    files,
    owner: { id: Number(row.owner_id), name: row.owner_name ?? "", trustedBadge: row.trusted },
    ownerType: row.owner_type,
    company: row.company_id === null ? null : { id: Number(row.company_id), title: row.company_title ?? "" },
    website: row.website,
    deliveryOptions: row.delivery_options,
    priceRating: rating,
    offersAllowed: row.offers_allowed,
    priceNegotiable: row.price_negotiable,
    vatIncluded: row.vat_included,
    highlighted: row.highlighted,
    xmlImported: row.xml_imported,
    ...(viewerId === Number(row.owner_id) ? { priceChangesLeft: priceChangesLeft(row.price_changes) } : {}),
    views: row.views,
    createDate: row.create_date.toISOString(),
    publishDate: row.publish_date?.toISOString() ?? null,
    endDate: row.end_date?.toISOString() ?? null,
  };
}

function ratedLot(
  row: LotRow,
  values: { id: number; filter_id: number }[],
  catalogue: ListCatalogue,
): RatedLot {
  const first = row.prices[0];
  return {
    id: Number(row.id),
    status: row.status,
    categoryId: row.category_id,
    actionId: row.action_id,
    price: first
      ? { priceTypeId: first.priceTypeId, cents: first.discountedCents ?? first.valueCents }
      : null,
    keyValues: values.flatMap((value) => {
      const key = catalogue.filters.get(value.filter_id)?.key;
      return key && isPriceRatingValueFilter(key) ? [{ id: value.id, filterKey: key }] : [];
    }),
    numbers: row.numbers,
    regionId: row.region_id,
  };
}

/** A lot's status and its files (`GET /api/lots/{id}/files`), or null when there is no such lot. */
export async function lotFiles(
  pool: pg.Pool,
  id: number,
): Promise<{ status: number; ownerId: number; highlighted: boolean; files: LotFile[] } | null> {
  const { rows } = await pool.query<{
    status: number;
    owner_id: string;
    highlighted: boolean;
    files: LotFile[];
  }>(`SELECT l.status, l.owner_id, l.highlighted, ${filesOfLotJson} AS files FROM lots l WHERE l.id = $1`, [
    id,
  ]);
  const row = rows[0];
  return row
    ? { status: row.status, ownerId: Number(row.owner_id), highlighted: row.highlighted, files: row.files }
    : null;
}

/** The lot's values in the order of its category's filters, each filter once, filters without a value left out. */
function attributesOf(row: LotRow, values: ValueRow[], catalogue: ListCatalogue): LotAttribute[] {
  const links = catalogue.categoryFilters.get(row.category_id) ?? [];
  return links.flatMap(({ filterId, section }) => {
    const filter = catalogue.filters.get(filterId);
    if (!filter) return [];
    const chosen = values
      .filter((value) => value.filter_id === filterId)
      .map((value) => ({ id: value.id, name: value.names, actualValue: value.actual_value }));
    const number = row.numbers[filter.key];
    const text = row.filter_texts[filter.key];
    if (chosen.length === 0 && typeof number !== "number" && !text) return [];
    return [
      {
        filter: {
          id: filter.id,
          key: filter.key,
          name: filter.names,
          displayType: filter.displayType,
          unit: filter.unit,
        },
        section,
        values: chosen,
        number: typeof number === "number" ? number : null,
        text: text || null,
      },
    ];
  });
}

function bothLanguages(lv: string | undefined, ru: string | undefined): { lv: string; ru: string } {
  const first = lv?.trim() || ru?.trim() || "";
  return { lv: lv?.trim() || first, ru: ru?.trim() || first };
}

export type PriceUpdate =
  | "updated"
  | "not found"
  | "not owner"
  | "from feed"
  | "no price"
  | "not for sale"
  | "no changes left";

/** Lots whose price no longer asks anything: sold (closed), deleted, or blocked by a moderator. */
const priceFixedStatuses: ReadonlySet<number> = new Set([
  LotStatus.closed,
  LotStatus.deleted,
  LotStatus.blocked,
]);

/**
 * Sets the lot's first price (the one pages show) for its owner. A discounted lot keeps its discount: the
 * discounted price follows the new one. Lists order and filter by `price_cents`, the price to pay. A new value
 * takes one of the lot's price changes once it has gone public (price-changes.ts); the same price takes none.
 */
export function updateLotPrice(
  pool: pg.Pool,
  lotId: number,
  userId: number,
  cents: number,
): Promise<PriceUpdate> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{
      owner_id: string | null;
      status: number;
      xml_imported: boolean;
      prices: LotRow["prices"];
      discount_percent: number | null;
    }>("SELECT owner_id, status, xml_imported, prices, discount_percent FROM lots WHERE id = $1 FOR UPDATE", [
      lotId,
    ]);
    const lot = rows[0];
    if (!lot) return "not found";
    if (Number(lot.owner_id) !== userId) return "not owner";
    if (lot.xml_imported) return "from feed";
    if (priceFixedStatuses.has(lot.status)) return "not for sale";
    const [first, ...others] = lot.prices;
    if (!first) return "no price";
    if (
      cents !== first.valueCents &&
      (await countPriceChange(client, lotId, { corrections: false })) === "none left"
    )
      return "no changes left";
    const [price] = discountedPrices([{ ...first, valueCents: cents }], lot.discount_percent);
    await client.query("UPDATE lots SET prices = $2, price_cents = $3 WHERE id = $1", [
      lotId,
      JSON.stringify([price, ...others]),
      price?.discountedCents ?? cents,
    ]);
    return "updated";
  });
}
