import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/app.ts";
import { copyBuffers } from "../../db/copy-rows.ts";
import { connectDatabase, type Database } from "../../db/database.ts";
import { loadDemoLots } from "../lots/demo/load-demo-lots.ts";
import { createSearchFill, type SearchSource, searchRowColumns } from "./bulk-fill.ts";

/*
 * The bulk load builds search rows in Node (bulk-fill.ts); search_reindex is the reference: over the same
 * lots, in the same state of the catalogue, both must write the same rows, position by position.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

/** Texts where words and folding are not simple: what the generated lots never say. */
const oddTexts = [
  {
    title: "Pārdodu: 'Ǆemal' \\ Straße ½ ﬁlm 1e5 4x4 A-4/B Ёлка й\u0306 x\u0483y 🚗",
    text: `Teksts ar\ttabulāciju\nun rindām, ${"garš".repeat(60)} vārds; «pēdiņas» un\u00a0NBSP.`,
  },
  {
    title: `Продаю ${"оченьдлинноеслово".repeat(10)}: "кавычки" — тире`,
    text: "Ǉ ǈ ǉ ﬀ ﬃ ™ ℃ № 12,5 1.9 205/55 R16 -10% +371 e-pasts@piemers.lv https://piemers.lv/a?b=c",
  },
];

beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url, 3, { warn: () => {} });
  await loadDemoLots(db.pool, { count: 400, seed: 3, now: new Date("2026-11-22T12:00:00Z"), chunkSize: 200 });
  for (const [index, texts] of oddTexts.entries()) {
    await db.pool.query(
      `INSERT INTO lots (status, category_id, action_id, texts, filter_value_ids, publish_date)
       VALUES (2, 1001, 1, $1, (SELECT array_agg(id) FROM (SELECT id FROM filter_values ORDER BY id DESC LIMIT $2) v),
         '2026-11-20T10:00:00Z')`,
      [JSON.stringify({ lv: texts, ru: oddTexts[1 - index] }), 3 + index],
    );
  }
}, 60_000);
afterAll(async () => {
  await db.close();
  await database.drop();
});

/** The published lots as the bulk load hands them to the fill. */
async function publishedLots(client: pg.PoolClient): Promise<SearchSource[]> {
  const { rows } = await client.query(
    `SELECT id, category_id, category_path, action_id, owner_id, owner_type, company_id, price_cents,
       price_type_id, filter_value_ids, numbers::text AS numbers, region_id, highlighted, publish_date, texts
     FROM lots WHERE status = 2 ORDER BY id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    categoryId: row.category_id,
    categoryPath: row.category_path,
    actionId: row.action_id,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    ownerType: row.owner_type,
    companyId: row.company_id === null ? null : Number(row.company_id),
    priceCents: row.price_cents === null ? undefined : Number(row.price_cents),
    priceTypeId: row.price_type_id ?? undefined,
    filterValueIds: row.filter_value_ids,
    numbers: row.numbers,
    regionId: row.region_id ?? undefined,
    highlighted: row.highlighted,
    publishDate: row.publish_date ?? undefined,
    texts: row.texts,
  }));
}

describe("search rows built for a bulk load", () => {
  it("are the rows and vocabulary search_reindex writes, in category order, with every word of them", async () => {
    const client = await db.pool.connect();
    try {
      await client.query("BEGIN");
      const lots = await publishedLots(client);
      const fill = await createSearchFill(db.pool);
      const rows = await fill.rowsOf(lots);
      const order = lotIdsOf(Buffer.concat(rows.buffers()));
      const byCategory = [...lots]
        .sort(
          (a, b) =>
            (a.categoryPath[0] ?? 0) - (b.categoryPath[0] ?? 0) || a.categoryId - b.categoryId || a.id - b.id,
        )
        .map((lot) => lot.id);
      expect(order).toEqual(byCategory);

      await client.query(
        "CREATE TEMP TABLE built (LIKE lot_search INCLUDING DEFAULTS INCLUDING GENERATED) ON COMMIT DROP",
      );
      await copyBuffers(client, "built", searchRowColumns, rows.buffers(), { format: "binary" });
      await client.query("DELETE FROM search_terms");
      await client.query("DELETE FROM search_lexemes");
      await fill.saveVocabulary(client, { intoEmpty: true });
      // Every word of the documents, with the number of documents outside adult subtrees that hold it, as
      // ts_stat counts them.
      const { rows: lexemes } = await client.query<{ other: number; words: number }>(
        `WITH counted AS (SELECT word, ndoc FROM ts_stat($$SELECT document FROM built
                            WHERE NOT category_path && ARRAY(SELECT id FROM categories WHERE adult)$$)),
              documents AS (SELECT s.word, coalesce(c.ndoc, 0) AS ndoc
                            FROM ts_stat('SELECT document FROM built') s LEFT JOIN counted c USING (word)
                            WHERE length(s.word) >= 3)
         SELECT (SELECT count(*) FROM ((SELECT word, ndoc FROM documents EXCEPT SELECT word, lots FROM search_lexemes)
                  UNION ALL (SELECT word, lots FROM search_lexemes EXCEPT SELECT word, ndoc FROM documents)) d)::int AS other,
                (SELECT count(*) FROM search_lexemes)::int AS words`,
      );
      expect(lexemes[0]?.other).toBe(0);
      const { rows: adult } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM built WHERE category_path && ARRAY(SELECT id FROM categories WHERE adult)",
      );
      expect(adult[0]?.n).toBeGreaterThan(0);
      expect(lexemes[0]?.words).toBeGreaterThan(100);
      // A load into a lot_search that held lots adds its counts to the kept ones; into an empty one it replaces them.
      const countedDocuments = async () =>
        (await client.query<{ n: number }>("SELECT sum(lots)::int AS n FROM search_lexemes")).rows[0]?.n ?? 0;
      const once = await countedDocuments();
      await fill.saveVocabulary(client, { intoEmpty: false });
      expect(await countedDocuments()).toBe(2 * once);
      await fill.saveVocabulary(client, { intoEmpty: true });
      expect(await countedDocuments()).toBe(once);
      await client.query("CREATE TEMP TABLE built_terms ON COMMIT DROP AS SELECT word FROM search_terms");
      await client.query("DELETE FROM search_terms");
      await client.query("SELECT search_reindex(min(id), max(id)) FROM lots");
      const { rows: compared } = await client.query(
        `SELECT (SELECT count(*) FROM built)::int AS rows,
           (SELECT count(*) FROM lot_search s FULL JOIN built b USING (lot_id)
            WHERE ROW(s.*) IS DISTINCT FROM ROW(b.*))::int AS differing,
           (SELECT count(*) FROM ((SELECT word FROM search_terms EXCEPT SELECT word FROM built_terms)
              UNION ALL (SELECT word FROM built_terms EXCEPT SELECT word FROM search_terms)) d)::int AS other_words,
           (SELECT count(*) FROM built_terms)::int AS words`,
      );
      expect(compared[0]).toEqual({
        rows: lots.length,
        differing: 0,
        other_words: 0,
        words: expect.any(Number),
      });
      expect(compared[0]?.words).toBeGreaterThan(100);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});

/** The first field (lot_id, int8) of each row of binary COPY data. */
function lotIdsOf(data: Buffer): number[] {
  const ids: number[] = [];
  let at = 19; // signature, flags, header extension
  while (data.readInt16BE(at) !== -1) {
    const fields = data.readInt16BE(at);
    at += 2;
    for (let field = 0; field < fields; field++) {
      const length = data.readInt32BE(at);
      if (field === 0) ids.push(Number(data.readBigInt64BE(at + 4)));
      at += 4 + Math.max(length, 0);
    }
  }
  return ids;
}
