import type pg from "pg";

/** A lot written straight into the tables, for tests that need exact prices, values and owners. */
export type TestLot = {
  categoryKey: string;
  status?: number;
  actionId?: number;
  priceEuros?: number;
  priceTypeId?: number;
  values?: number[];
  numbers?: Record<string, number>;
  regionId?: number | null;
  ownerId?: number | null;
  ownerType?: number;
  companyId?: number | null;
  /** Days before now it was published. */
  publishedDaysAgo?: number;
  title?: string;
};

/** Inserts the lot (its search row follows by trigger when published) and answers its id. */
export async function insertTestLot(pool: pg.Pool, lot: TestLot): Promise<number> {
  const cents = lot.priceEuros === undefined ? null : Math.round(lot.priceEuros * 100);
  const prices = cents === null ? [] : [{ priceTypeId: lot.priceTypeId ?? 1, valueCents: cents }];
  const title = lot.title ?? `Test lot ${lot.categoryKey}`;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO lots (status, category_id, category_path, action_id, owner_id, owner_type, company_id, texts,
       prices, price_cents, filter_value_ids, numbers, region_id, publish_date)
     SELECT $2, c.id, c.path, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - make_interval(days => $13)
     FROM categories c WHERE c.key = $1
     RETURNING id`,
    [
      lot.categoryKey,
      lot.status ?? 2,
      lot.actionId ?? 1,
      lot.ownerId ?? null,
      lot.ownerType ?? 1,
      lot.companyId ?? null,
      JSON.stringify({ lv: { title, text: `${title}.` }, ru: { title, text: `${title}.` } }),
      JSON.stringify(prices),
      cents,
      lot.values ?? [],
      JSON.stringify(lot.numbers ?? {}),
      lot.regionId ?? null,
      lot.publishedDaysAgo ?? 0,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No category ${lot.categoryKey}`);
  return Number(id);
}
