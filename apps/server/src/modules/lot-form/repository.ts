import type { StoredFilterValues } from "@tirgus/domain/lot-form-values";
import type { LotStatusId } from "@tirgus/domain/lots";
import type { EndDateOptionName } from "@tirgus/domain/periods";
import { discountedPrices } from "@tirgus/domain/price-edit";
import type pg from "pg";

type Db = pg.Pool | pg.PoolClient;

/** A price as `lots.prices` keeps it; a discounted lot's prices carry the price to pay. */
type PriceToStore = StoredLot["prices"][number] & { discountedCents?: number };

/** A lot as the lots table keeps it, in the columns the form reads and writes. */
export type StoredLot = {
  status: LotStatusId;
  categoryId: number;
  actionId: number | null;
  ownerId: number;
  ownerType: number;
  companyId: number | null;
  xmlImported: boolean;
  texts: { lv?: { title?: string; text?: string }; ru?: { title?: string; text?: string } };
  prices: { priceTypeId: number; valueCents: number }[];
  filters: StoredFilterValues;
  regionId: number | null;
  streetId: number | null;
  buildingNumber: string | null;
  lat: number | null;
  lng: number | null;
  accurateCoordinates: boolean;
  website: string | null;
  deliveryOptions: string[];
  offersAllowed: boolean;
  priceNegotiable: boolean;
  winterBeater: boolean;
  vatIncluded: boolean;
  endInterval: EndDateOptionName | null;
  fileIds: number[];
};

type StoredRow = Omit<StoredLot, "filters" | "ownerId" | "companyId" | "fileIds"> & {
  ownerId: string;
  companyId: string | null;
  valueIds: number[];
  numbers: Record<string, number>;
  filterTexts: Record<string, string>;
  fileIds: string[];
};

export async function storedLot(db: Db, id: number, lock = false): Promise<StoredLot | null> {
  const { rows } = await db.query<StoredRow>(
    `SELECT status, category_id AS "categoryId", nullif(action_id, 0) AS "actionId", owner_id AS "ownerId",
            owner_type AS "ownerType", company_id AS "companyId", xml_imported AS "xmlImported", texts, prices,
            filter_value_ids AS "valueIds", numbers, filter_texts AS "filterTexts", region_id AS "regionId",
            street_id AS "streetId", building_number AS "buildingNumber", lat, lng,
            accurate_coordinates AS "accurateCoordinates", website, delivery_options AS "deliveryOptions",
            offers_allowed AS "offersAllowed", price_negotiable AS "priceNegotiable",
            winter_beater AS "winterBeater", vat_included AS "vatIncluded", end_interval AS "endInterval",
            ARRAY(SELECT f.id FROM files f WHERE f.lot_id = l.id ORDER BY f.sequence, f.id) AS "fileIds"
       FROM lots l WHERE id = $1 ${lock ? "FOR UPDATE" : ""}`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const { valueIds, numbers, filterTexts, ...rest } = row;
  return {
    ...rest,
    ownerId: Number(row.ownerId),
    companyId: row.companyId === null ? null : Number(row.companyId),
    filters: { valueIds, numbers, texts: filterTexts },
    fileIds: row.fileIds.map(Number),
  };
}

/** The lot's columns in the order of `lotColumns`, as query parameters. */
function columnValues(
  lot: Omit<StoredLot, "fileIds" | "status" | "xmlImported"> & { prices: PriceToStore[] },
) {
  const first = lot.prices[0];
  return [
    lot.categoryId,
    lot.actionId ?? 0,
    lot.ownerId,
    lot.ownerType,
    lot.companyId,
    JSON.stringify(lot.texts),
    JSON.stringify(lot.prices),
    first ? (first.discountedCents ?? first.valueCents) : null,
    lot.filters.valueIds,
    JSON.stringify(lot.filters.numbers),
    JSON.stringify(lot.filters.texts),
    lot.regionId,
    lot.streetId,
    lot.buildingNumber,
    lot.lat,
    lot.lng,
    lot.accurateCoordinates,
    lot.website,
    lot.deliveryOptions,
    lot.offersAllowed,
    lot.priceNegotiable,
    lot.winterBeater,
    lot.vatIncluded,
    lot.endInterval,
  ];
}

const lotColumns = `category_id, action_id, owner_id, owner_type, company_id, texts, prices, price_cents,
  filter_value_ids, numbers, filter_texts, region_id, street_id, building_number, lat, lng, accurate_coordinates,
  website, delivery_options, offers_allowed, price_negotiable, winter_beater, vat_included, end_interval`;

/** A new draft; its status changes only through the lifecycle (issue 8). */
export async function insertDraft(
  client: pg.PoolClient,
  lot: Omit<StoredLot, "fileIds" | "status" | "xmlImported">,
) {
  const values = columnValues(lot);
  const placeholders = values.map((_, index) => `$${index + 1}`).join(", ");
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO lots (status, ${lotColumns}) VALUES (1, ${placeholders}) RETURNING id`,
    values,
  );
  return Number(rows[0]?.id);
}

export async function updateLotContent(
  client: pg.PoolClient,
  id: number,
  lot: Omit<StoredLot, "fileIds" | "status" | "xmlImported">,
): Promise<void> {
  // The lot keeps a discount it has: the prices saved carry their prices to pay (lists sort and filter by them).
  const { rows } = await client.query<{ discount_percent: number | null }>(
    "SELECT discount_percent FROM lots WHERE id = $1",
    [id],
  );
  const values = columnValues({
    ...lot,
    prices: discountedPrices(lot.prices, rows[0]?.discount_percent ?? null),
  });
  const assignments = lotColumns
    .split(",")
    .map((column, index) => `${column.trim()} = $${index + 2}`)
    .join(", ");
  await client.query(`UPDATE lots SET ${assignments}, updated_at = now() WHERE id = $1`, [id, ...values]);
}

export async function regionAndStreetAgree(
  db: Db,
  regionId: number,
  streetId: number | null,
): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM regions WHERE id = $1)
        AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM streets WHERE id = $2 AND region_id = $1)) AS ok`,
    [regionId, streetId],
  );
  return rows[0]?.ok ?? false;
}

/** The company the user publishes for (admin or publisher of it), or null. */
export async function companyOf(db: Db, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ company_id: string }>(
    "SELECT company_id FROM company_members WHERE user_id = $1 AND role IN (1, 3) ORDER BY company_id LIMIT 1",
    [userId],
  );
  return rows[0] ? Number(rows[0].company_id) : null;
}

export async function defaultEndIntervalOf(db: Db, userId: number): Promise<EndDateOptionName | null> {
  const { rows } = await db.query<{ default_end_interval: EndDateOptionName | null }>(
    "SELECT default_end_interval FROM users WHERE id = $1",
    [userId],
  );
  return rows[0]?.default_end_interval ?? null;
}

export async function addCategorySuggestion(
  db: Db,
  userId: number,
  parentId: number | null,
  name: string,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO category_suggestions (user_id, parent_id, name) VALUES ($1, $2, $3) RETURNING id",
    [userId, parentId, name],
  );
  return Number(rows[0]?.id);
}
