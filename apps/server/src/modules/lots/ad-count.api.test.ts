import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/app.ts";
import { connectDatabase, type Database } from "../../db/database.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connectDatabase(database.url, 2, { warn: () => {} });
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const published = 2;
const draft = 1;
const closed = 4;

async function leafPair(): Promise<{ a: { id: number; path: number[] }; b: { id: number; path: number[] } }> {
  const { rows } = await db.pool.query<{ id: number; path: number[] }>(
    `SELECT c.id, c.path FROM categories c
     WHERE c.level >= 1 AND c.shortcut_to IS NULL AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
     ORDER BY c.id`,
  );
  const a = rows[0];
  const b = rows.find((row) => row.path[0] !== a?.path[0]);
  if (!a || !b) throw new Error("the catalogue needs leaves under two top-level categories");
  return { a, b };
}

async function counts(ids: number[]): Promise<number[]> {
  const { rows } = await db.pool.query<{ ad_count: number }>(
    "SELECT ad_count FROM categories WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)",
    [ids],
  );
  return rows.map((row) => row.ad_count);
}

async function addLot(categoryId: number, status: number): Promise<number> {
  const { rows } = await db.pool.query<{ id: number }>(
    "INSERT INTO lots (category_id, action_id, status, publish_date) VALUES ($1, 1, $2, now()) RETURNING id",
    [categoryId, status],
  );
  return Number(rows[0]?.id);
}

describe("a category's ad count", () => {
  it("counts the published lots of the category and all its descendants as lots change", async () => {
    const { a, b } = await leafPair();
    const first = await addLot(a.id, published);
    await addLot(a.id, published);
    const waiting = await addLot(a.id, draft);
    expect(await counts(a.path)).toEqual(a.path.map(() => 2));

    await db.pool.query("UPDATE lots SET status = $1 WHERE id = $2", [published, waiting]);
    expect(await counts(a.path)).toEqual(a.path.map(() => 3));

    await db.pool.query("UPDATE lots SET status = $1 WHERE id = $2", [closed, waiting]);
    expect(await counts(a.path)).toEqual(a.path.map(() => 2));

    await db.pool.query("UPDATE lots SET category_id = $1 WHERE id = $2", [b.id, first]);
    expect(await counts(a.path)).toEqual(a.path.map(() => 1));
    expect(await counts(b.path)).toEqual(b.path.map(() => 1));

    await db.pool.query("DELETE FROM lots WHERE id = $1", [first]);
    expect(await counts(b.path)).toEqual(b.path.map(() => 0));
  });

  it("is unchanged by an update that touches neither status nor category", async () => {
    const { a } = await leafPair();
    const before = await counts(a.path);
    const lot = await addLot(a.id, published);
    await db.pool.query(
      "UPDATE lots SET status = status, category_id = category_id, views = views + 1 WHERE id = $1",
      [lot],
    );
    expect(await counts(a.path)).toEqual(before.map((count) => count + 1));
  });

  it("follows a category that moves in the tree, together with its lots", async () => {
    const { a, b } = await leafPair();
    const beforeA = await counts(a.path);
    const beforeB = await counts(b.path.slice(0, -1));
    const published = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lots WHERE category_id = $1 AND status = 2",
      [a.id],
    );
    const moved = published.rows[0]?.n ?? 0;
    expect(moved).toBeGreaterThan(0);
    const newParent = b.path.at(-2) as number;
    await db.pool.query("UPDATE categories SET parent_id = $1, path = $2 WHERE id = $3", [
      newParent,
      [...b.path.slice(0, -1), a.id],
      a.id,
    ]);
    const { rows } = await db.pool.query<{ category_path: number[] }>(
      "SELECT DISTINCT category_path FROM lots WHERE category_id = $1",
      [a.id],
    );
    expect(rows).toEqual([{ category_path: [...b.path.slice(0, -1), a.id] }]);
    expect(await counts(a.path.slice(0, -1))).toEqual(beforeA.slice(0, -1).map((count) => count - moved));
    expect(await counts(b.path.slice(0, -1))).toEqual(beforeB.map((count) => count + moved));
  });

  it("is recomputed from scratch after a bulk load, to the same figures", async () => {
    const before = await db.pool.query("SELECT id, ad_count FROM categories ORDER BY id");
    await db.pool.query("UPDATE categories SET ad_count = 12345");
    await db.pool.query("SELECT recount_ad_counts()");
    const after = await db.pool.query("SELECT id, ad_count FROM categories ORDER BY id");
    expect(after.rows).toEqual(before.rows);
  });
});

describe("a lot's category path", () => {
  it("is set from its category on insert and on a category change", async () => {
    const { a, b } = await leafPair();
    const lot = await addLot(a.id, draft);
    const read = async () =>
      (
        await db.pool.query<{ category_path: number[] }>("SELECT category_path FROM lots WHERE id = $1", [
          lot,
        ])
      ).rows[0]?.category_path;
    expect(await read()).toEqual(a.path);
    await db.pool.query("UPDATE lots SET category_id = $1 WHERE id = $2", [b.id, lot]);
    expect(await read()).toEqual(b.path);
  });
});

describe("a category's ad count within a region", () => {
  /** A neighbourhood (with its city) and a region elsewhere at the top. */
  async function places(): Promise<{ part: number[]; elsewhere: number[] }> {
    const { rows } = await db.pool.query<{ path: number[] }>(
      `(SELECT path FROM regions WHERE array_length(path, 1) = 2 ORDER BY id LIMIT 1)
       UNION ALL (SELECT path FROM regions WHERE parent_id IS NULL ORDER BY id DESC LIMIT 1)`,
    );
    const [part, elsewhere] = rows.map((row) => row.path);
    if (!part || !elsewhere || part[0] === elsewhere[0]) throw new Error("the regions need two places");
    return { part, elsewhere };
  }

  /** The kept counts of every region of `regions` by every category of `categories`, row by row. */
  async function within(regions: number[], categories: number[]): Promise<number[][]> {
    const { rows } = await db.pool.query<{ region_id: number; category_id: number; ad_count: number }>(
      "SELECT region_id, category_id, ad_count FROM region_ad_counts WHERE region_id = ANY($1) AND category_id = ANY($2)",
      [regions, categories],
    );
    const count = (region: number, category: number) =>
      rows.find((row) => row.region_id === region && row.category_id === category)?.ad_count ?? 0;
    return regions.map((region) => categories.map((category) => count(region, category)));
  }

  async function addLotIn(categoryId: number, regionId: number, status: number): Promise<number> {
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO lots (category_id, region_id, action_id, status, publish_date) VALUES ($1, $2, 1, $3, now())
       RETURNING id`,
      [categoryId, regionId, status],
    );
    return Number(rows[0]?.id);
  }

  it("counts published lots in the region and its parts, for the category and its ancestors, as lots change", async () => {
    const { a, b } = await leafPair();
    const { part, elsewhere } = await places();
    const before = { inPart: await within(part, a.path), elsewhere: await within(elsewhere, b.path) };
    const plus = (counts: number[][], added: number) => counts.map((row) => row.map((n) => n + added));
    const neighbourhoodLot = await addLotIn(a.id, part.at(-1) as number, published);
    await addLotIn(a.id, part[0] as number, published);
    const draftLot = await addLotIn(a.id, part.at(-1) as number, draft);
    // The city counts both lots, its neighbourhood only the one in it.
    expect(await within(part, a.path)).toEqual([
      ...plus(before.inPart.slice(0, 1), 2),
      ...plus(before.inPart.slice(1), 1),
    ]);

    await db.pool.query("UPDATE lots SET status = $1 WHERE id = $2", [published, draftLot]);
    await db.pool.query("UPDATE lots SET status = $1 WHERE id = $2", [closed, draftLot]);
    await db.pool.query("UPDATE lots SET views = views + 1 WHERE id = $1", [neighbourhoodLot]);
    expect(await within(part, a.path)).toEqual([
      ...plus(before.inPart.slice(0, 1), 2),
      ...plus(before.inPart.slice(1), 1),
    ]);

    // Moved to another place and another category: counted there, no longer here.
    await db.pool.query("UPDATE lots SET region_id = $1, category_id = $2 WHERE id = $3", [
      elsewhere.at(-1),
      b.id,
      neighbourhoodLot,
    ]);
    expect(await within(part, a.path)).toEqual([
      ...plus(before.inPart.slice(0, 1), 1),
      ...before.inPart.slice(1),
    ]);
    expect(await within(elsewhere, b.path)).toEqual(plus(before.elsewhere, 1));

    await db.pool.query("DELETE FROM lots WHERE id = $1", [neighbourhoodLot]);
    expect(await within(elsewhere, b.path)).toEqual(before.elsewhere);
  });

  it("is recomputed from scratch after a bulk load, to the same figures", async () => {
    const { a } = await leafPair();
    const { part } = await places();
    await addLotIn(a.id, part.at(-1) as number, published);
    const read = () =>
      db.pool.query(
        "SELECT region_id, category_id, ad_count FROM region_ad_counts WHERE ad_count > 0 ORDER BY 1, 2",
      );
    const before = await read();
    expect(before.rows.length).toBeGreaterThan(0);
    await db.pool.query("UPDATE region_ad_counts SET ad_count = 12345");
    await db.pool.query("SELECT recount_region_ad_counts()");
    expect((await read()).rows).toEqual(before.rows);
  });
});
