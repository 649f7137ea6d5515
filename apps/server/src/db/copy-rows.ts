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
  await copyBuffers(client, table, columns, encodeRows(rows, new CopyText()));
}

/**
 * Streams rows encoded in advance into a table with `COPY ... FROM STDIN`: CopyText's buffers, or with
 * `binary` CopyBinary's (copy-binary.ts). `freeze` writes the rows frozen, for a table truncated in the
 * same transaction (deferred-indexes.ts, truncateIfEmpty).
 */
export async function copyBuffers(
  client: pg.PoolClient | pg.Client,
  table: string,
  columns: readonly string[],
  buffers: Iterable<Buffer>,
  { format = "text", freeze = false }: { format?: "text" | "binary"; freeze?: boolean } = {},
): Promise<void> {
  const options = [format === "binary" ? "FORMAT binary" : "", freeze ? "FREEZE" : ""].filter(Boolean);
  const withOptions = options.length > 0 ? ` WITH (${options.join(", ")})` : "";
  const target = client.query(copyFrom(`COPY ${table} (${columns.join(", ")}) FROM STDIN${withOptions}`));
  await pipeline(Readable.from(buffers), target);
}

function* encodeRows(rows: Iterable<readonly CopyValue[]>, text: CopyText): Generator<Buffer> {
  for (const row of rows) {
    text.add(row);
    yield* text.takeFull();
  }
  yield* text.buffers();
}

/**
 * Rows in COPY's text format, encoded as they are added, into buffers outside V8's heap. A bulk load keeps
 * a chunk's rows there until their turn to be sent: held as objects and strings meanwhile, they lived
 * long enough for the garbage collector to copy them around, which cost more than encoding them.
 */
export class CopyText {
  private readonly full: Buffer[] = [];
  private block = Buffer.allocUnsafe(blockBytes);
  private used = 0;

  add(row: readonly CopyValue[]): void {
    let line = "";
    for (let index = 0; index < row.length; index++) {
      line += index === 0 ? copyField(row[index]) : `\t${copyField(row[index])}`;
    }
    line += "\n";
    // UTF-8 takes at most three bytes per UTF-16 code unit.
    if (this.used + line.length * 3 > this.block.length) this.next(line.length * 3);
    this.used += this.block.write(line, this.used);
  }

  /** The buffers filled so far, handed over (streaming a long series of rows as they come). */
  takeFull(): Buffer[] {
    return this.full.splice(0);
  }

  buffers(): Buffer[] {
    return [...this.full, this.block.subarray(0, this.used)].filter((buffer) => buffer.length > 0);
  }

  private next(atLeast: number): void {
    if (this.used > 0) this.full.push(this.block.subarray(0, this.used));
    this.block = Buffer.allocUnsafe(Math.max(blockBytes, atLeast));
    this.used = 0;
  }
}

const blockBytes = 1024 * 1024;

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
// Most fields have nothing to escape; looking first skips building a new string for them (and four
// indexOf scans are several times faster than one regular expression test on long texts).
const escapeText = (text: string): string =>
  text.indexOf("\\") >= 0 || text.indexOf("\n") >= 0 || text.indexOf("\t") >= 0 || text.indexOf("\r") >= 0
    ? text.replace(reserved, (character) => escapes[character] ?? "")
    : text;

/**
 * Takes `count` ids from a table's identity sequence, so rows copied in can be referenced before they land.
 * Sequences are outside transactions: a pool may answer while the loading connection is busy copying.
 */
export async function reserveIds(
  client: pg.Pool | pg.PoolClient | pg.Client,
  table: string,
  count: number,
): Promise<number[]> {
  const { rows } = await client.query<{ ids: string[] | null }>(
    "SELECT array_agg(nextval(pg_get_serial_sequence($1, 'id'))) AS ids FROM generate_series(1, $2)",
    [table, count],
  );
  return (rows[0]?.ids ?? []).map(Number);
}
