import type { ModerationNote, OwnLot } from "@tirgus/domain/lot-lifecycle-api";
import { LotStatus, type LotStatusId, statusFilterOptions } from "@tirgus/domain/lots";
import type { EndDateOptionName } from "@tirgus/domain/periods";
import type pg from "pg";
import { lotCards } from "../lot-lists/cards.ts";
import { listCatalogue } from "../lot-lists/catalogue-cache.ts";

/** Sort columns of the owner's list and their SQL; created first is the default (spec 1 section 9). */
export const ownLotOrderColumns = {
  createDate: "l.create_date",
  publishDate: "l.publish_date",
  endDate: "l.end_date",
  price: "l.price_cents",
  views: "l.views",
} as const;
export type OwnLotOrderColumn = keyof typeof ownLotOrderColumns;

export type OwnLotQuery = {
  ownerId: number;
  /** Only the lots the owner published for this company (the header's "my company classifieds"). */
  companyId?: number;
  statuses: LotStatusId[];
  page: number;
  itemsPerPage: number;
  orderColumn: OwnLotOrderColumn;
  orderDirection: "asc" | "desc";
};

/** One page of the owner's lots (every status asked for), with what only the owner manages beside each card. */
export async function ownLots(
  pool: pg.Pool,
  query: OwnLotQuery,
): Promise<{ count: number; total: number; data: OwnLot[] }> {
  const direction = query.orderDirection === "asc" ? "ASC" : "DESC";
  // $2 is the company, or null for all the owner's lots.
  const owned = "l.owner_id = $1 AND ($2::bigint IS NULL OR l.company_id = $2)";
  const owner = [query.ownerId, query.companyId ?? null];
  const [ids, counts] = await Promise.all([
    pool.query<{ id: string }>(
      `SELECT l.id FROM lots l WHERE ${owned} AND l.status = ANY ($3::smallint[])
        ORDER BY ${ownLotOrderColumns[query.orderColumn]} ${direction} NULLS LAST, l.id ${direction}
        LIMIT $4 OFFSET $5`,
      [...owner, query.statuses, query.itemsPerPage, (query.page - 1) * query.itemsPerPage],
    ),
    pool.query<{ count: number; total: number }>(
      `SELECT count(*) FILTER (WHERE l.status = ANY ($3::smallint[]))::int AS count,
              count(*) FILTER (WHERE l.status = ANY ($4::smallint[]))::int AS total
         FROM lots l WHERE ${owned} AND l.status = ANY ($3::smallint[] || $4::smallint[])`,
      [...owner, query.statuses, statusFilterOptions],
    ),
  ]);
  const lotIds = ids.rows.map((row) => Number(row.id));
  const [cards, extras] = await Promise.all([
    lotCards(pool, lotIds, await listCatalogue(pool), query.ownerId),
    ownerExtras(pool, lotIds),
  ]);
  const data = cards.flatMap((card) => {
    const extra = extras.get(card.id);
    return extra ? [{ ...card, ...extra }] : [];
  });
  return { count: counts.rows[0]?.count ?? 0, total: counts.rows[0]?.total ?? 0, data };
}

type Extras = Pick<OwnLot, "createDate" | "endDate" | "endInterval" | "xmlImported" | "moderation">;
type ExtrasRow = {
  id: string;
  create_date: Date;
  end_date: Date | null;
  end_interval: EndDateOptionName | null;
  xml_imported: boolean;
  moderation: ModerationNote | null;
};

/** Dates, the end interval and the latest moderator's decision (reasons reach the seller here). */
async function ownerExtras(pool: pg.Pool, ids: number[]): Promise<Map<number, Extras>> {
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query<ExtrasRow>(
    `SELECT l.id, l.create_date, l.end_date, l.end_interval, l.xml_imported,
            (SELECT json_build_object('action', c.action, 'reasonCode', c.reason_code, 'statement', c.statement,
                                      'decidedAt', to_char(c.created_at AT TIME ZONE 'UTC',
                                                           'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
               FROM lot_status_changes c WHERE c.lot_id = l.id AND c.actor_role = 'admin'
              ORDER BY c.id DESC LIMIT 1) AS moderation
       FROM lots l WHERE l.id = ANY ($1::bigint[])`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        createDate: row.create_date.toISOString(),
        endDate: row.end_date?.toISOString() ?? null,
        endInterval: row.end_interval,
        xmlImported: row.xml_imported,
        moderation: row.moderation,
      },
    ]),
  );
}

/**
 * A new draft with the lot's texts, prices, filters, location and settings, and copies of its files: the file
 * rows are copied and share the stored versions (which never change under their address), so the copy costs
 * no storage. "missing" when the lot is not the owner's, was deleted or comes from a feed; "blocked" for a
 * blocked lot, whose copy would be a way around the moderators' block.
 */
export async function cloneLot(
  client: pg.PoolClient,
  lotId: number,
  ownerId: number,
): Promise<number | "missing" | "blocked"> {
  const source = await client.query<{ status: number }>(
    "SELECT status FROM lots WHERE id = $1 AND owner_id = $2 AND status <> 5 AND NOT xml_imported FOR SHARE",
    [lotId, ownerId],
  );
  const status = source.rows[0]?.status;
  if (status === undefined) return "missing";
  if (status === LotStatus.blocked) return "blocked";
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO lots (status, category_id, action_id, owner_id, owner_type, company_id, texts, prices, price_cents,
                       discount_percent, filter_value_ids, numbers, filter_texts, region_id, street_id,
                       building_number, lat, lng, accurate_coordinates, website, delivery_options, offers_allowed,
                       vat_included, price_negotiable, winter_beater, end_interval)
     SELECT 1, category_id, action_id, owner_id, owner_type, company_id, texts, prices, price_cents,
            discount_percent, filter_value_ids, numbers, filter_texts, region_id, street_id, building_number, lat,
            lng, accurate_coordinates, website, delivery_options, offers_allowed, vat_included, price_negotiable,
            winter_beater, end_interval
       FROM lots WHERE id = $1 AND owner_id = $2 AND status <> 5 AND NOT xml_imported
     RETURNING id`,
    [lotId, ownerId],
  );
  const cloneId = rows[0] ? Number(rows[0].id) : null;
  if (cloneId === null) return "missing";
  await client.query(
    `INSERT INTO files (storage_id, lot_id, owner_id, output_type, panorama, extension, width, height, rotation,
                        sequence, versions, converted)
     SELECT storage_id, $2, $3, output_type, panorama, extension, width, height, rotation, sequence, versions,
            converted
       FROM files WHERE lot_id = $1 ORDER BY sequence, id`,
    [lotId, cloneId, ownerId],
  );
  return cloneId;
}
