import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/app.ts";
import { type BinaryType, type BinaryValue, CopyBinary, tsvectorWeights } from "./copy-binary.ts";
import { copyBuffers } from "./copy-rows.ts";
import { connectDatabase, type Database } from "./database.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url, 1, { warn: () => {} });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const columns: [string, string, BinaryType][] = [
  ["small", "smallint", "int2"],
  ["whole", "integer", "int4"],
  ["big", "bigint", "int8"],
  ["real", "double precision", "float8"],
  ["flag", "boolean", "bool"],
  ["doc", "jsonb", "jsonb"],
  ["house", "text", "text"],
  ["at", "timestamptz", "timestamptz"],
  ["ids", "integer[]", "int4[]"],
  ["names", "text[]", "text[]"],
  ["words", "tsvector", "tsvector"],
];

const lexeme = (text: string) => ({ bytes: Buffer.from(text) });

/** Rows written with CopyBinary and read back by PostgreSQL as text. */
async function roundTrip(rows: BinaryValue[][]): Promise<Record<string, string | null>[]> {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `CREATE TEMP TABLE t (n serial, ${columns.map(([name, type]) => `${name} ${type}`).join(", ")}) ON COMMIT DROP`,
    );
    const copy = new CopyBinary(columns.map(([, , type]) => type));
    for (const row of rows) copy.add(row);
    await copyBuffers(
      client,
      "t",
      columns.map(([name]) => name),
      copy.buffers(),
      { format: "binary" },
    );
    const { rows: read } = await client.query(
      `SELECT ${columns.map(([name]) => `${name}::text`).join(", ")} FROM t ORDER BY n`,
    );
    return read;
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

describe("binary COPY rows", () => {
  it("arrive as the values they were made of, nulls included", async () => {
    const at = new Date("2026-11-22T10:00:00.123Z");
    const weighted = (position: number, weight: string) => position | ((tsvectorWeights[weight] ?? 0) << 14);
    const read = await roundTrip([
      [
        -3,
        2_000_000_000,
        9_007_199_254_740_991,
        56.946213,
        true,
        JSON.stringify({ lv: { title: 'Pārdodu\tБМВ "X5" \\ 🚗' } }),
        "45A, корп. 2 🏠",
        at,
        [1001, 1002],
        ["omniva", 'Rīga, "Centrs"', "дом"],
        {
          lexemes: [lexeme("bmw"), lexeme("pardodu"), lexeme("бмв")],
          positions: [[weighted(2, "A"), weighted(7, "B")], [weighted(1, "A")], [weighted(3, "D")]],
        },
      ],
      [
        null,
        undefined,
        -42,
        Number.NaN,
        false,
        "[]",
        null,
        new Date("1999-12-31T23:59:59Z"),
        [],
        [],
        { lexemes: [lexeme("a"), lexeme("b")] },
      ],
    ]);
    expect(read).toEqual([
      {
        small: "-3",
        whole: "2000000000",
        big: "9007199254740991",
        real: "56.946213",
        flag: "true",
        doc: '{"lv": {"title": "Pārdodu\\tБМВ \\"X5\\" \\\\ 🚗"}}',
        house: "45A, корп. 2 🏠",
        at: "2026-11-22 10:00:00.123+00",
        ids: "{1001,1002}",
        names: '{omniva,"Rīga, \\"Centrs\\"",дом}',
        words: "'bmw':2A,7B 'pardodu':1A 'бмв':3",
      },
      {
        small: null,
        whole: null,
        big: "-42",
        real: null,
        flag: "false",
        doc: "[]",
        house: null,
        at: "1999-12-31 23:59:59+00",
        ids: "{}",
        names: "{}",
        words: "'a' 'b'",
      },
    ]);
  });

  it("fill as many buffers as they need", async () => {
    const long = {
      lexemes: Array.from({ length: 40_000 }, (_, index) => lexeme(`w${String(index).padStart(6, "0")}`)),
    };
    const row: BinaryValue[] = [
      1,
      2,
      3,
      4,
      true,
      JSON.stringify("ā".repeat(400_000)),
      "я".repeat(300_000),
      new Date(0),
      [5],
      ["meet"],
      long,
    ];
    const read = await roundTrip([row, row, row]);
    expect(read.map((r) => [r.doc?.length, r.house?.length, r.words?.split(" ").length])).toEqual([
      [400_002, 300_000, 40_000],
      [400_002, 300_000, 40_000],
      [400_002, 300_000, 40_000],
    ]);
  });
});
