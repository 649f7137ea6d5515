import type pg from "pg";

type Deferred = { drop: string; create: string };

/**
 * Runs a bulk load with the secondary indexes and foreign keys of the given tables dropped, then creates
 * them again: one sort per index and one join per foreign key at the end are several times cheaper than
 * upkeep row by row (1M lots: decision 14 and bench/RESULTS.md). Only empty tables are treated
 * so, since rebuilding for a table that already holds millions of rows would cost more than it saves.
 * Primary keys and unique constraints stay. Run it inside a transaction: a failed load then restores all.
 */
export async function withIndexesDeferred<T>(
  client: pg.PoolClient,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const deferred: Deferred[] = [];
  for (const table of tables) {
    if (await isEmpty(client, table))
      deferred.push(...(await foreignKeys(client, table)), ...(await indexes(client, table)));
  }
  for (const item of deferred) await client.query(item.drop);
  const result = await load();
  for (const item of deferred.reverse()) await client.query(item.create);
  return result;
}

async function indexes(client: pg.PoolClient, table: string): Promise<Deferred[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = $1::regclass
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [table],
  );
  return rows.map((index) => ({ drop: `DROP INDEX ${quote(index.name)}`, create: index.definition }));
}

/** Foreign keys from the table to the tables it refers to. */
async function foreignKeys(client: pg.PoolClient, table: string): Promise<Deferred[]> {
  const { rows } = await client.query<{ owner: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS owner, conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'f' AND conrelid = $1::regclass`,
    [table],
  );
  return rows.map((key) => ({
    drop: `ALTER TABLE ${key.owner} DROP CONSTRAINT ${quote(key.name)}`,
    create: `ALTER TABLE ${key.owner} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`,
  }));
}

async function isEmpty(client: pg.PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`);
  return rows.length === 0;
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;
