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

/**
 * Truncates the given tables, and every table whose foreign keys lead to them, inside the current transaction
 * when all of them are empty, so that COPY may write its rows frozen and their pages all-visible
 * (`COPY ... FREEZE` wants the table truncated in the same transaction). Without it, the first reads after a
 * bulk load set every row's hint bits, and autovacuum later rewrites the whole table to freeze it: minutes of
 * writes at 1M lots, while the load's figures are measured. Returns whether it truncated; nothing is lost,
 * since only empty tables qualify.
 */
export async function truncateIfEmpty(client: pg.PoolClient, tables: readonly string[]): Promise<boolean> {
  const { rows } = await client.query<{ name: string }>(
    `WITH RECURSIVE referring(rel) AS (
       SELECT unnest($1::regclass[])
       UNION
       SELECT c.conrelid FROM pg_constraint c JOIN referring ON c.confrelid = referring.rel WHERE c.contype = 'f'
     )
     SELECT rel::regclass::text AS name FROM referring`,
    [tables],
  );
  // regclass's text is the name quoted where it needs to be.
  const names = rows.map((row) => row.name).join(", ");
  const anyRow = await client.query(
    rows.map(({ name }) => `(SELECT 1 FROM ${name} LIMIT 1)`).join(" UNION ALL "),
  );
  if (anyRow.rows.length > 0) return false;
  await client.query(`TRUNCATE ${names}`);
  return true;
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
