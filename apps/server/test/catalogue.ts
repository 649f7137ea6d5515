import type pg from "pg";

/** A category's or region's id by its key ("flats", "riga/centrs"); throws when the catalogue has none. */
export async function idByKey(pool: pg.Pool, table: "categories" | "regions", key: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(`SELECT id FROM ${table} WHERE key = $1`, [key]);
  if (!rows[0]) throw new Error(`no ${key} in ${table}`);
  return rows[0].id;
}
