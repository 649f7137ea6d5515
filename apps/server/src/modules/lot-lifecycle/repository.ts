import type { LotStatusId } from "@tirgus/domain/lots";
import type { EndDateOptionName } from "@tirgus/domain/periods";
import type pg from "pg";

type Db = pg.Pool | pg.PoolClient;

/** What the lifecycle reads of a lot before it decides; the row stays locked until the transaction ends. */
export type LockedLot = {
  id: number;
  status: LotStatusId;
  xmlImported: boolean;
  ownerId: number | null;
  companyId: number | null;
  categoryPath: number[];
  endDate: Date | null;
  endInterval: EndDateOptionName | null;
  /** Titles and descriptions: publishing needs the Latvian ones, and the publish rules look for banned words. */
  titleLv: string;
  textLv: string;
  textRu: string;
  titleRu: string;
};

export async function lockLot(client: pg.PoolClient, id: number): Promise<LockedLot | null> {
  const { rows } = await client.query<
    LockedLot & { id: string; ownerId: string | null; companyId: string | null }
  >(
    `SELECT id, status, xml_imported AS "xmlImported", owner_id AS "ownerId", company_id AS "companyId",
            category_path AS "categoryPath", end_date AS "endDate", end_interval AS "endInterval",
            coalesce(texts #>> '{lv,title}', '') AS "titleLv", coalesce(texts #>> '{lv,text}', '') AS "textLv",
            coalesce(texts #>> '{ru,title}', '') AS "titleRu", coalesce(texts #>> '{ru,text}', '') AS "textRu"
       FROM lots WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    ownerId: row.ownerId === null ? null : Number(row.ownerId),
    companyId: row.companyId === null ? null : Number(row.companyId),
  };
}

export async function lotOwner(db: Db, lotId: number): Promise<number | null> {
  const { rows } = await db.query<{ owner_id: string | null }>("SELECT owner_id FROM lots WHERE id = $1", [
    lotId,
  ]);
  return rows[0]?.owner_id ? Number(rows[0].owner_id) : null;
}

/** The owner, or a member of the company the lot is published for, manages it. */
export async function managesLot(db: Db, userId: number, lot: LockedLot): Promise<boolean> {
  if (lot.ownerId === userId) return true;
  if (lot.companyId === null) return false;
  const { rowCount } = await db.query(
    "SELECT 1 FROM company_members WHERE company_id = $1 AND user_id = $2 AND role IN (1, 3)",
    [lot.companyId, userId],
  );
  return (rowCount ?? 0) > 0;
}

export type PublishingOwner = {
  status: number;
  defaultEndInterval: EndDateOptionName | null;
  verifiedContacts: { kind: string; value: string }[];
  /**
   * Lots of this owner that really went public, this one aside (the first-lots rule): published or expired ones
   * (expiring starts from published), and any other with a recorded change to published. A closed lot counts
   * only with such a record, as an owner may close a draft or a pending lot that nobody ever saw; a lot
   * moderators blocked vouches for nobody.
   */
  publishedBefore: number;
};

export async function publishingOwner(db: Db, ownerId: number, lotId: number): Promise<PublishingOwner> {
  const { rows } = await db.query<PublishingOwner>(
    `SELECT u.status, u.default_end_interval AS "defaultEndInterval",
            coalesce((SELECT json_agg(json_build_object('kind', c.kind, 'value', c.value))
                        FROM contacts c WHERE c.user_id = u.id AND c.verified <> 0), '[]') AS "verifiedContacts",
            (SELECT count(*)::int FROM lots l
              WHERE l.owner_id = u.id AND l.id <> $2 AND l.status <> 6
                AND (l.status IN (2, 9)
                     OR EXISTS (SELECT 1 FROM lot_status_changes c
                                 WHERE c.lot_id = l.id AND c.to_status = 2))) AS "publishedBefore"
       FROM users u WHERE u.id = $1`,
    [ownerId, lotId],
  );
  const owner = rows[0];
  if (!owner) throw new Error(`Lot ${lotId} has an owner ${ownerId} that does not exist`);
  return owner;
}

export type PublishRule =
  | { kind: "first_lots"; count: number }
  | { kind: "category_approval" | "local_phone"; categoryId: number }
  | { kind: "banned_word"; word: string };

export async function activePublishRules(db: Db): Promise<PublishRule[]> {
  const { rows } = await db.query<{
    kind: string;
    category_id: number | null;
    word: string | null;
    count: number | null;
  }>("SELECT kind, category_id, word, count FROM publish_rules WHERE active ORDER BY id");
  return rows.map((row): PublishRule => {
    if (row.kind === "first_lots") return { kind: "first_lots", count: row.count ?? 0 };
    if (row.kind === "banned_word") return { kind: "banned_word", word: row.word ?? "" };
    return { kind: row.kind as "category_approval" | "local_phone", categoryId: row.category_id ?? 0 };
  });
}

/** The status a lot had before its latest block; null when it was never blocked through the lifecycle. */
export async function statusBeforeBlock(db: Db, lotId: number): Promise<LotStatusId | null> {
  const { rows } = await db.query<{ from_status: LotStatusId }>(
    `SELECT from_status FROM lot_status_changes WHERE lot_id = $1 AND to_status = 6 AND from_status <> 6
      ORDER BY id DESC LIMIT 1`,
    [lotId],
  );
  return rows[0]?.from_status ?? null;
}

export type LotUpdate = {
  status: LotStatusId;
  moderationStatus?: number;
  publishDate?: Date;
  /** Undefined keeps the end date, null clears it. */
  endDate?: Date | null;
  endInterval?: EndDateOptionName;
};

export async function updateLot(client: pg.PoolClient, id: number, update: LotUpdate): Promise<void> {
  await client.query(
    `UPDATE lots SET status = $2,
            moderation_status = coalesce($3, moderation_status),
            publish_date = coalesce($4, publish_date),
            end_date = CASE WHEN $5 THEN $6 ELSE end_date END,
            end_interval = coalesce($7, end_interval),
            updated_at = now()
      WHERE id = $1`,
    [
      id,
      update.status,
      update.moderationStatus ?? null,
      update.publishDate ?? null,
      update.endDate !== undefined,
      update.endDate ?? null,
      update.endInterval ?? null,
    ],
  );
}

export type StatusChangeRecord = {
  lotId: number;
  from: LotStatusId;
  to: LotStatusId;
  action: string;
  actorId: number | null;
  actorRole: string;
  reasonCode?: string | null;
  statement?: string | null;
  at: Date;
};

export async function recordStatusChange(client: pg.PoolClient, change: StatusChangeRecord): Promise<void> {
  await client.query(
    `INSERT INTO lot_status_changes (lot_id, from_status, to_status, action, actor_id, actor_role, reason_code,
                                     statement, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      change.lotId,
      change.from,
      change.to,
      change.action,
      change.actorId,
      change.actorRole,
      change.reasonCode ?? null,
      change.statement ?? null,
      change.at,
    ],
  );
}

export async function rememberEndInterval(
  db: Db,
  userId: number,
  interval: EndDateOptionName,
): Promise<void> {
  await db.query(
    "UPDATE users SET default_end_interval = $2 WHERE id = $1 AND default_end_interval IS DISTINCT FROM $2",
    [userId, interval],
  );
}
