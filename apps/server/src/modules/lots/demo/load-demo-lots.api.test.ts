import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../test/app.ts";
import { stubDemoPhotos } from "../../../../test/demo-photos.ts";
import { connectDatabase, type Database } from "../../../db/database.ts";
import { loadDemoLots } from "./load-demo-lots.ts";
import type { DemoPhotos } from "./photos.ts";

const now = new Date("2026-11-22T12:00:00Z");
/** Two stored pictures per top level are enough to check the gallery rows. */
const photos = stubDemoPhotos(2);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url, 2, { warn: () => {} });
  await loadDemoLots(db.pool, { count: 1_500, seed: 7, now, chunkSize: 400, photos });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const one = async <T>(sql: string): Promise<T> => (await db.pool.query(sql)).rows[0] as T;

describe("loading demo lots", () => {
  it("inserts the lots with their categories' paths and a mix of statuses", async () => {
    const row = await one<{ total: number; published: number; wrong_paths: number; statuses: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE l.status = 2)::int AS published,
         count(*) FILTER (WHERE l.category_path <> c.path)::int AS wrong_paths,
         count(DISTINCT l.status)::int AS statuses
       FROM lots l JOIN categories c ON c.id = l.category_id`,
    );
    expect(row.total).toBe(1_500);
    expect(row.published).toBeGreaterThan(900);
    expect(row.published).toBeLessThan(1_300);
    expect(row.wrong_paths).toBe(0);
    expect(row.statuses).toBeGreaterThanOrEqual(6);
  });

  it("gives every lot an owner, and company lots a company the owner belongs to", async () => {
    const row = await one<{ without_owner: number; company_mismatch: number; company_lots: number }>(
      `SELECT count(*) FILTER (WHERE owner_id IS NULL)::int AS without_owner,
         count(*) FILTER (WHERE owner_type = 2)::int AS company_lots,
         count(*) FILTER (WHERE (owner_type = 2) <> (company_id IS NOT NULL)
           OR (company_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM company_members m
             WHERE m.company_id = lots.company_id AND m.user_id = lots.owner_id)))::int AS company_mismatch
       FROM lots`,
    );
    expect(row.without_owner).toBe(0);
    expect(row.company_lots).toBeGreaterThan(100);
    expect(row.company_mismatch).toBe(0);
  });

  it("reviews some published lots, by demo people who are not the seller, never by the demo accounts", async () => {
    const row = await one<{
      lots: number;
      reviews: number;
      by_seller: number;
      by_accounts: number;
      unpublished: number;
      over_five: number;
    }>(
      `SELECT count(DISTINCT r.lot_id)::int AS lots, count(*)::int AS reviews,
         count(*) FILTER (WHERE r.author_id = l.owner_id)::int AS by_seller,
         count(*) FILTER (WHERE u.email IS NOT NULL)::int AS by_accounts,
         count(*) FILTER (WHERE l.status <> 2)::int AS unpublished,
         (SELECT count(*) FROM (SELECT lot_id FROM reviews GROUP BY lot_id HAVING count(*) > 5) many)::int AS over_five
       FROM reviews r JOIN lots l ON l.id = r.lot_id JOIN users u ON u.id = r.author_id`,
    );
    expect(row.lots).toBeGreaterThan(40);
    expect(row.reviews).toBeGreaterThan(row.lots * 3);
    expect(row.over_five).toBeGreaterThan(5);
    expect([row.by_seller, row.by_accounts, row.unpublished]).toEqual([0, 0, 0]);
  });

  it("gives buyer@demo.lv bookmarks from several categories and three cars for sale to compare, none its own", async () => {
    const row = await one<{
      favorites: number;
      categories: number;
      compared: number;
      cars: number;
      own: number;
    }>(
      `SELECT (SELECT count(*) FROM favorites f WHERE f.user_id = u.id)::int AS favorites,
         (SELECT count(DISTINCT l.category_top) FROM favorites f JOIN lots l ON l.id = f.lot_id
          WHERE f.user_id = u.id AND l.status = 2)::int AS categories,
         (SELECT count(*) FROM compare_entries e WHERE e.user_id = u.id)::int AS compared,
         (SELECT count(*) FROM compare_entries e JOIN lots l ON l.id = e.lot_id JOIN categories c ON c.id = l.category_id
          WHERE e.user_id = u.id AND c.key = 'cars' AND l.status = 2 AND l.action_id = 1)::int AS cars,
         (SELECT count(*) FROM favorites f JOIN lots l ON l.id = f.lot_id WHERE f.user_id = u.id AND l.owner_id = u.id)::int AS own
       FROM users u WHERE u.email = 'buyer@demo.lv'`,
    );
    expect(row).toEqual({ favorites: 6, categories: 6, compared: 3, cars: 3, own: 0 });
  });

  it("gives seller@demo.lv lots in every status and company@demo.lv's company a shop window", async () => {
    const seller = await one<{ statuses: number }>(
      `SELECT count(DISTINCT l.status)::int AS statuses FROM lots l JOIN users u ON u.id = l.owner_id
       WHERE u.email = 'seller@demo.lv'`,
    );
    expect(seller.statuses).toBeGreaterThanOrEqual(6);
    const company = await one<{ lots: number }>(
      `SELECT count(*)::int AS lots FROM lots l JOIN company_members m ON m.company_id = l.company_id
       JOIN users u ON u.id = m.user_id WHERE u.email = 'company@demo.lv'`,
    );
    expect(company.lots).toBe(30);
  });

  it("has every owner and company a member since before their first lot, the demo accounts included", async () => {
    const late = await one<{ users: number; companies: number }>(
      `SELECT (SELECT count(*) FROM users u WHERE u.created_at > (SELECT min(create_date) FROM lots WHERE owner_id = u.id))::int AS users,
              (SELECT count(*) FROM companies c
                WHERE c.created_at > (SELECT min(create_date) FROM lots WHERE company_id = c.id))::int AS companies`,
    );
    expect(late).toEqual({ users: 0, companies: 0 });
  });

  it("records how the lots that are not simply published got there: blocked ones with the admin's reasons", async () => {
    const history = await one<{ blocked: number; explained: number; pending_held: number; pending: number }>(
      `SELECT (SELECT count(*) FROM lots WHERE status = 6)::int AS blocked,
              (SELECT count(DISTINCT c.lot_id) FROM lot_status_changes c JOIN lots l ON l.id = c.lot_id
                WHERE l.status = 6 AND c.actor_role = 'admin' AND c.reason_code IS NOT NULL
                  AND c.statement IS NOT NULL)::int AS explained,
              (SELECT count(*) FROM lots WHERE status = 7)::int AS pending,
              (SELECT count(*) FROM lot_status_changes WHERE to_status = 7 AND reason_code = 'first_lots')::int
                AS pending_held`,
    );
    expect(history.blocked).toBeGreaterThan(0);
    expect(history.explained).toBe(history.blocked);
    expect(history.pending_held).toBe(history.pending);
  });

  it("puts some owners behind the trusted seller badge", async () => {
    const row = await one<{ trusted: number; people: number }>(
      `SELECT count(*) FILTER (WHERE trusted_badge_until > now())::int AS trusted, count(*)::int AS people FROM users`,
    );
    expect(row.trusted).toBeGreaterThan(0);
    expect(row.trusted).toBeLessThan(row.people / 4);
  });

  it("gives lots galleries numbered from 0, many pictures for cars and flats", async () => {
    const row = await one<{ gaps: number; with_photos: number; transport_average: number }>(
      `SELECT
         (SELECT count(*) FROM (SELECT lot_id FROM files GROUP BY lot_id
            HAVING max(sequence) <> count(*) - 1 OR min(sequence) <> 0) g)::int AS gaps,
         (SELECT count(DISTINCT lot_id) FROM files)::int AS with_photos,
         (SELECT avg(n) FROM (SELECT count(f.id) AS n FROM lots l JOIN categories t ON t.id = l.category_path[1]
            LEFT JOIN files f ON f.lot_id = l.id WHERE t.key = 'transport' GROUP BY l.id) a)::float AS transport_average`,
    );
    expect(row.gaps).toBe(0);
    expect(row.with_photos).toBeGreaterThan(1_200);
    expect(row.transport_average).toBeGreaterThan(3);
  });

  it("gives most wanted ads (buying, looking for) no picture, and most offers one", async () => {
    const row = await one<{ wanted: number; offered: number }>(
      `SELECT avg((EXISTS (SELECT 1 FROM files f WHERE f.lot_id = l.id))::int) FILTER (WHERE l.action_id IN (2, 7))::float AS wanted,
         avg((EXISTS (SELECT 1 FROM files f WHERE f.lot_id = l.id))::int) FILTER (WHERE l.action_id NOT IN (2, 7))::float AS offered
       FROM lots l JOIN categories t ON t.id = l.category_path[1] WHERE t.key NOT IN ('work', 'services')`,
    );
    expect(row.wanted).toBeLessThan(0.3);
    expect(row.offered).toBeGreaterThan(0.85);
  });

  it("offers delivery as the lot's category allows: none for homes, in person for cars, both for goods", async () => {
    const { rows } = await db.pool.query<{ key: string; options: string[] }>(
      `SELECT DISTINCT c.key, l.delivery_options::text[] AS options FROM lots l JOIN categories c ON c.id = l.category_id
       WHERE c.key IN ('flats', 'cars', 'phones', 'vacancies')`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.key, row.options]))).toEqual({
      flats: [],
      cars: ["meet"],
      phones: ["omniva", "meet"],
      vacancies: [],
    });
  });

  it("writes published lots in about the order they were published, over a year, as a live site holds them", async () => {
    const row = await one<{ out_of_order: number; oldest_days: number; newest_days: number }>(
      `SELECT count(*) FILTER (WHERE latest_before > publish_date + interval '3.5 days')::int AS out_of_order,
         (extract(epoch FROM $now - min(publish_date)) / 86400)::float AS oldest_days,
         (extract(epoch FROM $now - max(publish_date)) / 86400)::float AS newest_days
       FROM (SELECT publish_date, max(publish_date) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
               AS latest_before
             FROM lots WHERE status = 2) p`.replaceAll("$now", `'${now.toISOString()}'::timestamptz`),
    );
    // A lot's creation is placed within half a day of its turn, and it is published up to 2 days later.
    expect(row.out_of_order).toBe(0);
    expect(row.oldest_days).toBeGreaterThan(340);
    expect(row.newest_days).toBeLessThan(3);
  });

  it("writes the search row search_reindex writes for each published lot", async () => {
    // search_reindex runs after the load here, when recounting the ad counts has moved the categories' rows:
    // the category names then come in another order (a sequential scan's), so the C part is compared as a
    // set of lexemes. search/bulk-fill.api.test.ts compares whole documents, position by position.
    const client = await db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("CREATE TEMP TABLE built ON COMMIT DROP AS SELECT * FROM lot_search");
      await client.query("SELECT search_reindex(min(id), max(id)) FROM lots");
      const { rows } = await client.query<{ built: number; published: number; differing: number }>(
        `SELECT (SELECT count(*) FROM built)::int AS built,
           (SELECT count(*) FROM lots WHERE status = 2)::int AS published,
           (SELECT count(*) FROM lot_search s FULL JOIN built b USING (lot_id)
            WHERE s.lot_id IS NULL OR b.lot_id IS NULL
              OR (s.category_id, s.category_path, s.action_id, s.owner_id, s.owner_type, s.company_id,
                  s.price_cents, s.price_type_id, s.filter_value_ids, s.numbers, s.region_id, s.highlighted, s.publish_date,
                  ts_filter(s.rank_document, '{a,b}'), strip(s.rank_document), s.document)
              IS DISTINCT FROM (b.category_id, b.category_path, b.action_id, b.owner_id, b.owner_type,
                  b.company_id, b.price_cents, b.price_type_id, b.filter_value_ids, b.numbers, b.region_id, b.highlighted,
                  b.publish_date, ts_filter(b.rank_document, '{a,b}'), strip(b.rank_document), b.document)
           )::int AS differing`,
      );
      expect(rows[0]?.published).toBeGreaterThan(900);
      expect(rows[0]).toEqual({ built: rows[0]?.published, published: rows[0]?.published, differing: 0 });
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });

  it("leaves every category's ad count equal to its published lots and those of its descendants", async () => {
    const row = await one<{ mismatches: number }>(
      `SELECT count(*)::int AS mismatches FROM categories c
       WHERE c.ad_count <> (SELECT count(*) FROM lots l WHERE l.status = 2 AND c.id = ANY (l.category_path))`,
    );
    expect(row.mismatches).toBe(0);
  });

  it("builds indexes and foreign keys again after loading into empty tables, and records the load", async () => {
    const tablesAsMigrated = await createTestDatabase();
    const migratedDb = connectDatabase(tablesAsMigrated.url, 1, { warn: () => {} });
    try {
      const [loaded, migrated] = await Promise.all([
        indexesAndKeys(db.pool),
        indexesAndKeys(migratedDb.pool),
      ]);
      expect(loaded).toEqual(migrated);
      expect(loaded.keys).toBe(6);
    } finally {
      await migratedDb.close();
      await tablesAsMigrated.drop();
    }
    const row = await one<{ loads: number }>(
      "SELECT count(*)::int AS loads FROM demo_loads WHERE lots = 1500 AND seed = 7",
    );
    expect(row.loads).toBe(1);
  });

  it("turns the lots triggers back on afterwards", async () => {
    const before = await db.pool.query<{ ad_count: number; id: number }>(
      "SELECT c.id, c.ad_count FROM categories c JOIN lots l ON l.category_id = c.id LIMIT 1",
    );
    const category = before.rows[0];
    await db.pool.query(
      "INSERT INTO lots (category_id, action_id, status, publish_date) VALUES ($1, 1, 2, now())",
      [category?.id],
    );
    const after = await db.pool.query<{ ad_count: number }>("SELECT ad_count FROM categories WHERE id = $1", [
      category?.id,
    ]);
    expect(after.rows[0]?.ad_count).toBe((category?.ad_count ?? 0) + 1);
  });

  it("makes the same lots from the same seed, with or without photos, and adds to a table that has lots", async () => {
    const other = await createTestDatabase();
    const otherDb = connectDatabase(other.url, 2, { warn: () => {} });
    try {
      await loadDemoLots(otherDb.pool, { count: 50, seed: 7, now });
      const titles = async (pool: typeof db.pool) =>
        (await pool.query<{ t: string }>("SELECT texts->'lv'->>'title' AS t FROM lots ORDER BY id LIMIT 50"))
          .rows;
      expect(await titles(otherDb.pool)).toEqual(await titles(db.pool));
      await loadDemoLots(otherDb.pool, { count: 20, seed: 8, now });
      const { rows } = await otherDb.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM lots");
      expect(rows[0]?.n).toBe(70);
    } finally {
      await otherDb.close();
      await other.drop();
    }
  });

  it("leaves nothing behind when a load fails half way", async () => {
    const other = await createTestDatabase();
    const otherDb = connectDatabase(other.url, 2, { warn: () => {} });
    // A picture without a width breaks the files table's NOT NULL after the lots of the chunk went in.
    const broken: DemoPhotos = {
      gallery: (_path, count) =>
        Array.from({ length: count }, () => ({
          storageId: "broken00",
          width: Number.NaN,
          height: 1,
          versions: {},
        })),
    };
    try {
      const before = await indexesAndKeys(otherDb.pool);
      await expect(loadDemoLots(otherDb.pool, { count: 30, seed: 9, now, photos: broken })).rejects.toThrow();
      const { rows } = await otherDb.pool.query<{ lots: number; users: number }>(
        "SELECT (SELECT count(*) FROM lots)::int AS lots, (SELECT count(*) FROM users)::int AS users",
      );
      expect(rows[0]).toEqual({ lots: 0, users: 0 });
      // The indexes and keys the load dropped to go faster are back.
      expect(await indexesAndKeys(otherDb.pool)).toEqual(before);
    } finally {
      await otherDb.close();
      await other.drop();
    }
  });
});

/** The indexes (by definition) and foreign keys of the tables a demo load writes. */
async function indexesAndKeys(pool: pg.Pool) {
  const { rows } = await pool.query<{ indexes: string[]; keys: number }>(
    `SELECT (SELECT array_agg(indexdef ORDER BY indexdef) FROM pg_indexes WHERE tablename IN ('lots', 'files'))
              AS indexes,
            (SELECT count(*) FROM pg_constraint
              WHERE contype = 'f' AND conrelid IN ('lots'::regclass, 'files'::regclass))::int AS keys`,
  );
  return rows[0] ?? { indexes: [], keys: 0 };
}
