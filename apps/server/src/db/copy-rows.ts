import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

/** A value COPY's text format can carry: number arrays become `{1,2}`; pass jsonb as JSON.stringify's text. */
export type CopyValue = string | number | boolean | Date | null | undefined | readonly number[];

/**
 * Streams rows into a table with `COPY ... FROM STDIN`: several times faster than INSERTs for bulk loads
 * (PostgreSQL parses one plain-text stream instead of statements). Rows are encoded lazily, so a caller
 * can hand over a generator of millions of rows without holding them in memory.
 */
export async function copyRows(
  client: pg.PoolClient | pg.Client,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
): Promise<void> {
  const target = client.query(copyFrom(`COPY ${table} (${columns.join(", ")}) FROM STDIN`));
  await pipeline(Readable.from(encodeLines(rows)), target);
}

function* encodeLines(rows: Iterable<readonly CopyValue[]>): Generator<string> {
  // Lines are joined in chunks: one stream write per row would cost more than the encoding itself.
  let chunk = "";
  for (const row of rows) {
    chunk += `${row.map(copyField).join("\t")}\n`;
    if (chunk.length > 256 * 1024) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

/** One field in COPY's text format: `\N` for null, backslash escapes for the characters it reserves. */
export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "string") return escapeText(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) return value.toISOString();
  return `{${value.join(",")}}`;
}

const reserved = /[\\\n\r\t]/g;
const escapes: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
const needsEscape = /[\\\n\r\t]/;
// Most fields have nothing to escape; testing first skips building a new string for them.
const escapeText = (text: string): string =>
  needsEscape.test(text) ? text.replace(reserved, (character) => escapes[character] ?? "") : text;

/** Takes `count` ids from a table's identity sequence, so rows copied in can be referenced before they land. */
export async function reserveIds(
  client: pg.PoolClient | pg.Client,
  table: string,
  count: number,
): Promise<number[]> {
  const { rows } = await client.query<{ ids: string[] | null }>(
    "SELECT array_agg(nextval(pg_get_serial_sequence($1, 'id'))) AS ids FROM generate_series(1, $2)",
    [table, count],
  );
  return (rows[0]?.ids ?? []).map(Number);
}
