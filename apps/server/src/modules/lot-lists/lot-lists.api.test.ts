import type { LotCard, LotList } from "@tirgus/domain/lot-list";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { stubDemoPhotos } from "../../../test/demo-photos.ts";
import { loadDemoLots } from "../lots/demo/load-demo-lots.ts";
import { listLots } from "./repository.ts";

const photos = stubDemoPhotos(3);

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
  await loadDemoLots(test.db.pool, { count: 1_500, seed: 11, now: new Date(), chunkSize: 500, photos });
}, 120_000);
afterAll(() => test.close());

async function list(query: string, path = "/api/lots"): Promise<LotList> {
  const response = await test.app.inject({ method: "GET", url: `${path}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as LotList;
}
const sql = async <T>(text: string, values: unknown[] = []): Promise<T> =>
  (await test.db.pool.query(text, values)).rows[0] as T;
const ids = (lots: LotCard[]) => lots.map((lot) => lot.id);

/** A category's id by key, and a filter's and one of its values' ids by keys. */
const categoryId = (key: string) => sql<{ id: number }>("SELECT id FROM categories WHERE key = $1", [key]);
const filterId = (key: string) => sql<{ id: number }>("SELECT id FROM filters WHERE key = $1", [key]);

describe("GET /api/lots", () => {
  it("lists published lots newest first, 20 a page, counting all of them", async () => {
    const page = await list("");
    const { published } = await sql<{ published: number }>(
      "SELECT count(*)::int AS published FROM lots l JOIN categories c ON c.id = l.category_id WHERE l.status = 2 AND NOT c.adult",
    );
    expect(page.count).toBe(published);
    expect(page.data).toHaveLength(20);
    expect(page.data.every((lot) => lot.status === 2)).toBe(true);
    const dates = page.data.map((lot) => lot.publishDate ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("gives pages that follow each other without overlap", async () => {
    const [first, second] = await Promise.all([list("page=1"), list("page=2")]);
    expect(ids(first.data).filter((id) => ids(second.data).includes(id))).toEqual([]);
    const both = await list("itemsPerPage=40");
    expect(ids(both.data)).toEqual([...ids(first.data), ...ids(second.data)]);
  });

  it("narrows to a category with its subcategories and counts it from the kept count", async () => {
    const transport = await categoryId("transport");
    const page = await list(`category=${transport.id}&itemsPerPage=100`);
    const { count } = await sql<{ count: number }>(
      "SELECT count(*)::int AS count FROM lots WHERE status = 2 AND $1 = ANY (category_path)",
      [transport.id],
    );
    expect(page.count).toBe(count);
    const paths = await test.db.pool.query<{ category_path: number[] }>(
      "SELECT category_path FROM lots WHERE id = ANY ($1::bigint[])",
      [ids(page.data)],
    );
    expect(paths.rows.every((row) => row.category_path[0] === transport.id)).toBe(true);
  });

  it("applies a select filter: every lot carries one of the chosen values", async () => {
    const fuel = await filterId("fuel");
    const cars = await categoryId("cars");
    const diesel = await sql<{ id: number }>(
      "SELECT id FROM filter_values WHERE filter_id = $1 AND actual_value = 'diesel'",
      [fuel.id],
    );
    const page = await list(`category=${cars.id}&fV[${fuel.id}]=${diesel.id}&itemsPerPage=100`);
    const { count } = await sql<{ count: number }>(
      "SELECT count(*)::int AS count FROM lots WHERE status = 2 AND category_path[2] = $1 AND $2 = ANY (filter_value_ids)",
      [cars.id, diesel.id],
    );
    expect(count).toBeGreaterThan(0);
    expect(page.count).toBe(count);
  });

  it("counts a category with one value from the kept used values, bounded by the page it answers", async () => {
    const used = await sql<{ category: number; filter: number; value: number; count: number }>(
      `SELECT u.category_id AS category, v.filter_id AS filter, u.value_id AS value, u.lots AS count
       FROM used_filter_values u JOIN filter_values v ON v.id = u.value_id JOIN categories c ON c.id = u.category_id
       WHERE NOT c.adult ORDER BY u.lots DESC, u.category_id LIMIT 1`,
    );
    const { count } = await sql<{ count: number }>(
      "SELECT count(*)::int AS count FROM lots WHERE status = 2 AND $1 = ANY (category_path) AND $2 = ANY (filter_value_ids)",
      [used.category, used.value],
    );
    expect(count).toBe(used.count);
    expect(count).toBeGreaterThan(6);
    const keep = (lots: number) =>
      test.db.pool.query("UPDATE used_filter_values SET lots = $3 WHERE category_id = $1 AND value_id = $2", [
        used.category,
        used.value,
        lots,
      ]);
    const query = `category=${used.category}&fV[${used.filter}]=${used.value}&itemsPerPage=3`;
    try {
      await keep(4_321);
      expect((await list(`${query}&page=1`)).count).toBe(4_321);
      // A kept count that lags new lots never says fewer than the page shows...
      await keep(1);
      expect((await list(`${query}&page=2`)).count).toBe(6);
      // ...and a page that is not full ends the list whatever was kept.
      const last = Math.ceil(count / 3);
      expect((await list(`${query}&page=${last}`)).count).toBe(count);
    } finally {
      await keep(count);
    }
  });

  it("counts a category within a region from the kept counts, which follow lots as they are published", async () => {
    const realEstate = await categoryId("real-estate");
    const riga = await sql<{ id: number }>("SELECT id FROM regions WHERE key = 'riga'");
    // Each ask is another page: the answer cache keeps a page's answer for a few seconds.
    const query = `category=${realEstate.id}&region=${riga.id}&itemsPerPage=3`;
    const counted = async () =>
      (
        await sql<{ count: number }>(
          `SELECT count(*)::int AS count FROM lots l JOIN regions r ON r.id = l.region_id
           WHERE l.status = 2 AND $1 = ANY (l.category_path) AND $2 = ANY (r.path)`,
          [realEstate.id, riga.id],
        )
      ).count;
    const before = await counted();
    expect(before).toBeGreaterThan(6);
    expect((await list(query)).count).toBe(before);
    const draft = await sql<{ id: string }>(
      `SELECT l.id FROM lots l JOIN regions r ON r.id = l.region_id
       WHERE l.status = 1 AND $1 = ANY (l.category_path) AND $2 = ANY (r.path) LIMIT 1`,
      [realEstate.id, riga.id],
    );
    try {
      await test.db.pool.query("UPDATE lots SET status = 2 WHERE id = $1", [draft.id]);
      expect((await list(`${query}&page=2`)).count).toBe(before + 1);
      // The count is the kept one: nothing counts the lots for it.
      await test.db.pool.query(
        "UPDATE region_ad_counts SET ad_count = 4321 WHERE region_id = $1 AND category_id = $2",
        [riga.id, realEstate.id],
      );
      expect((await list(`${query}&page=3`)).count).toBe(4_321);
    } finally {
      await test.db.pool.query("UPDATE lots SET status = 1 WHERE id = $1", [draft.id]);
      await test.db.pool.query("SELECT recount_region_ad_counts()");
    }
    expect((await list(`${query}&page=4`)).count).toBe(before);
  });

  it("applies a range filter and sorts by it, lots without the value last", async () => {
    const year = await filterId("year");
    const cars = await categoryId("cars");
    const page = await list(
      `category=${cars.id}&fV[${year.id}][min]=2010&fV[${year.id}][max]=2018&orderColumn=manufactureDate&orderDirection=asc`,
    );
    const years = page.data.map(
      (lot) => lot.attributes.find((attribute) => attribute.key === "year")?.value ?? 0,
    );
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((value) => value >= 2010 && value <= 2018)).toBe(true);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it("filters and sorts by price in euros, priced lots first in both directions", async () => {
    const cheap = await list(
      "minPrice=10&maxPrice=1 000&orderColumn=price&orderDirection=asc&itemsPerPage=100",
    );
    const prices = cheap.data.map((lot) => lot.price?.discountedValue ?? lot.price?.value ?? -1);
    expect(prices.every((price) => price >= 10 && price <= 1_000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const dearest = await list("orderColumn=price&orderDirection=desc");
    expect(dearest.data.every((lot) => lot.price !== null)).toBe(true);
  });

  it("sorts every level of the tree and the highlighted lots by price: equal prices newest first, no price last", async () => {
    const transport = await categoryId("transport");
    const second = await sql<{ id: number }>(
      `SELECT c.id FROM categories c WHERE c.parent_id = $1
       AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.ad_count DESC LIMIT 1`,
      [transport.id],
    );
    for (const narrowing of [`category=${transport.id}`, `category=${second.id}`, "", "highlighted=true"]) {
      for (const direction of ["asc", "desc"] as const) {
        const shown: LotCard[] = [];
        for (let page = 1; ; page++) {
          const { data } = await list(
            `${narrowing}&orderColumn=price&orderDirection=${direction}&itemsPerPage=100&page=${page}`,
          );
          shown.push(...data);
          if (data.length < 100) break;
        }
        const { rows } = await test.db.pool.query<{ id: string; price_cents: string | null }>(
          "SELECT id, price_cents FROM lots WHERE id = ANY ($1::bigint[])",
          [ids(shown)],
        );
        const cents = new Map(rows.map((row) => [Number(row.id), row.price_cents]));
        const key = (lot: LotCard) => {
          const price = cents.get(lot.id);
          return { priced: price !== null, price: Number(price), date: lot.publishDate ?? "", id: lot.id };
        };
        const expected = [...shown].sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          if (x.priced !== y.priced) return x.priced ? -1 : 1;
          if (x.price !== y.price) return direction === "asc" ? x.price - y.price : y.price - x.price;
          return x.date !== y.date ? (x.date < y.date ? 1 : -1) : y.id - x.id;
        });
        expect(new Set(ids(shown)).size, `${narrowing} ${direction}`).toBe(shown.length);
        expect(ids(shown), `${narrowing} ${direction}`).toEqual(ids(expected));
        // Every one of these lists reaches lots without a price, so their place is checked too.
        expect(shown.some((lot) => cents.get(lot.id) === null)).toBe(true);
      }
    }
  });

  it("lists a category deeper than the second level with its subcategories: its lots and only them", async () => {
    const deeper = await sql<{ id: number }>(
      `SELECT c.id FROM categories c WHERE array_length(c.path, 1) > 2
       AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.ad_count DESC LIMIT 1`,
    );
    const { rows } = await test.db.pool.query<{ id: string }>(
      "SELECT id FROM lots WHERE status = 2 AND $1 = ANY (category_path) ORDER BY publish_date DESC, id DESC",
      [deeper.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    const page = await list(`category=${deeper.id}&itemsPerPage=100`);
    expect(ids(page.data)).toEqual(rows.slice(0, 100).map((row) => Number(row.id)));
  });

  it("sorts every level of the tree by views, private sellers first and highlighted first, then newest", async () => {
    const levels = await test.db.pool.query<{ id: number }>(
      `(SELECT id FROM categories WHERE parent_id IS NULL ORDER BY ad_count DESC LIMIT 1)
       UNION ALL (SELECT c.id FROM categories c WHERE array_length(c.path, 1) = ANY ('{2,3}')
         AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.ad_count DESC LIMIT 2)`,
    );
    // Microseconds as text: a Date would drop what tells two lots published in the same millisecond apart.
    type Row = { id: string; views: number; owner_type: number; highlighted: boolean; published: string };
    const sorts = {
      "views&orderDirection=desc": (row: Row) => -row.views,
      "views&orderDirection=asc": (row: Row) => row.views,
      "latestPersonal&orderDirection=desc": (row: Row) => (row.owner_type === 1 ? 0 : 1),
      "recommended&orderDirection=desc": (row: Row) => (row.highlighted ? 0 : 1),
    };
    for (const { id } of levels.rows) {
      const { rows } = await test.db.pool.query<Row>(
        `SELECT id, views, owner_type, highlighted,
           (extract(epoch FROM publish_date) * 1000000)::bigint::text AS published
         FROM lots WHERE status = 2 AND $1 = ANY (category_path)`,
        [id],
      );
      for (const [sort, key] of Object.entries(sorts)) {
        const expected = [...rows]
          .sort(
            (a, b) =>
              key(a) - key(b) ||
              Number(BigInt(b.published) - BigInt(a.published)) ||
              Number(b.id) - Number(a.id),
          )
          .slice(0, 60)
          .map((row) => Number(row.id));
        const shown = await list(`category=${id}&orderColumn=${sort}&itemsPerPage=60`);
        expect(ids(shown.data), `${id} ${sort}`).toEqual(expected);
      }
    }
  });

  it("sorts cars (litres) and motorcycles (cm³) by engine volume as one, in litres; no engine last", async () => {
    const transport = await categoryId("transport");
    const motorcycles = await categoryId("motorcycles");
    type Row = { id: string; litres: string | null; published: string };
    const { rows } = await test.db.pool.query<Row>(
      `SELECT id, coalesce((numbers ->> 'engine-volume')::numeric, (numbers ->> 'engine-cc')::numeric / 1000)::text AS litres,
         (extract(epoch FROM publish_date) * 1000000)::bigint::text AS published
       FROM lots WHERE status = 2 AND $1 = ANY (category_path)`,
      [transport.id],
    );
    const litres = (row: Row) => (row.litres === null ? null : Number(row.litres));
    expect(rows.filter((row) => row.litres !== null).length).toBeGreaterThan(20);
    for (const direction of ["asc", "desc"] as const) {
      const sign = direction === "asc" ? 1 : -1;
      const engine = (row: Row) => litres(row) ?? (direction === "asc" ? Infinity : -Infinity);
      const expected = [...rows]
        .sort(
          (a, b) =>
            (litres(a) === null ? 1 : 0) - (litres(b) === null ? 1 : 0) ||
            sign * (engine(a) - engine(b)) ||
            Number(BigInt(b.published) - BigInt(a.published)) ||
            Number(b.id) - Number(a.id),
        )
        .slice(0, 60)
        .map((row) => Number(row.id));
      const shown = await list(
        `category=${transport.id}&orderColumn=engineVolume&orderDirection=${direction}&itemsPerPage=60`,
      );
      expect(ids(shown.data), direction).toEqual(expected);
    }
    const { rows: bikes } = await test.db.pool.query<{ id: string }>(
      `SELECT id FROM lots WHERE status = 2 AND $1 = ANY (category_path) AND numbers ? 'engine-cc'
       ORDER BY (numbers ->> 'engine-cc')::numeric DESC, publish_date DESC, id DESC LIMIT 20`,
      [motorcycles.id],
    );
    expect(bikes.length).toBeGreaterThan(0);
    const biggest = await list(`category=${motorcycles.id}&orderColumn=engineVolume&orderDirection=desc`);
    expect(ids(biggest.data)).toEqual(bikes.map((row) => Number(row.id)));
  });

  it("narrows by region with its parts, owner type, trusted owners, period, action and highlighting", async () => {
    const riga = await sql<{ id: number }>("SELECT id FROM regions WHERE key = 'riga'");
    const inRiga = await list(`region=${riga.id}&itemsPerPage=100`);
    const { count } = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM lots l JOIN regions r ON r.id = l.region_id
       JOIN categories c ON c.id = l.category_id WHERE l.status = 2 AND NOT c.adult AND $1 = ANY (r.path)`,
      [riga.id],
    );
    expect(count).toBeGreaterThan(0);
    expect(inRiga.count).toBe(count);
    expect(inRiga.data.every((lot) => lot.regionTitle?.lv.startsWith("Rīga"))).toBe(true);

    const companies = await list("ownerType=2&itemsPerPage=100");
    expect(companies.data.every((lot) => lot.ownerType === 2)).toBe(true);
    const trusted = await list("trustedOnly=true&itemsPerPage=100");
    expect(trusted.count).toBeGreaterThan(0);
    expect(trusted.data.every((lot) => lot.trustedBadge)).toBe(true);
    const today = await list("period=24h&itemsPerPage=100");
    const since = Date.now() - 24 * 3_600_000;
    expect(today.data.every((lot) => Date.parse(lot.publishDate ?? "") >= since)).toBe(true);
    const gifts = await list("action=6");
    expect(gifts.data.every((lot) => lot.action.key === "gift" && lot.price === null)).toBe(true);
    const highlighted = await list("highlighted=true&itemsPerPage=100");
    expect(highlighted.count).toBeGreaterThan(0);
    expect(highlighted.data.every((lot) => lot.highlighted)).toBe(true);
  });

  it("leaves adult categories' lots out unless the list is adult or asks for them", async () => {
    const adultIds = await test.db.pool.query<{ id: string }>(
      "SELECT l.id FROM lots l JOIN categories c ON c.id = l.category_id WHERE c.adult AND l.status = 2",
    );
    expect(adultIds.rows.length).toBeGreaterThan(0);
    const adult = new Set(adultIds.rows.map((row) => Number(row.id)));
    const everything = await list("itemsPerPage=100&orderColumn=price&orderDirection=asc");
    const { published } = await sql<{ published: number }>(
      "SELECT count(*)::int AS published FROM lots l JOIN categories c ON c.id = l.category_id WHERE l.status = 2 AND NOT c.adult",
    );
    expect(everything.count).toBe(published);
    expect(ids(everything.data).filter((id) => adult.has(id))).toEqual([]);
    const asked = await list("itemsPerPage=100&adult=true");
    expect(asked.count).toBe(published + adult.size);
    const root = await sql<{ id: number }>(
      "SELECT id FROM categories WHERE adult AND parent_id IS NULL LIMIT 1",
    );
    const inAdult = await list(`category=${root.id}&itemsPerPage=100`);
    expect(inAdult.data.length).toBeGreaterThan(0);
    expect(inAdult.data.every((lot) => adult.has(lot.id))).toBe(true);
  });

  it("narrows to the main price's type, and a price range then compares that price", async () => {
    // A category whose lots carry several main price types (rentals per month and per day, services per hour).
    const mixed = await sql<{ category: number; type: number; other: number }>(
      `SELECT category_id AS category, min(price_type_id) AS type, max(price_type_id) AS other FROM lots
       WHERE status = 2 AND price_type_id IS NOT NULL GROUP BY category_id
       HAVING count(DISTINCT price_type_id) > 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const counted = (types: number[], maxCents = 2 ** 62) =>
      sql<{ count: number }>(
        `SELECT count(*)::int AS count FROM lots WHERE status = 2 AND category_id = $1
           AND price_type_id = ANY ($2::int[]) AND price_cents <= $3`,
        [mixed.category, types, maxCents],
      );
    const one = await list(`category=${mixed.category}&priceType=${mixed.type}&itemsPerPage=100`);
    expect(one.count).toBe((await counted([mixed.type])).count);
    expect(one.count).toBeGreaterThan(0);
    expect(one.data.every((lot) => lot.price?.priceType.id === mixed.type)).toBe(true);
    const both = await list(`category=${mixed.category}&priceTypes=${mixed.type},${mixed.other}`);
    expect(both.count).toBe((await counted([mixed.type, mixed.other])).count);
    expect((await list(`category=${mixed.category}&priceTypes[]=${mixed.other}`)).count).toBe(
      (await counted([mixed.other])).count,
    );
    const cheap = await list(`category=${mixed.category}&priceType=${mixed.other}&maxPrice=100`);
    expect(cheap.count).toBe((await counted([mixed.other], 100_00)).count);
    // A price type no lot has: an empty list, not an error.
    expect((await list("priceType=999")).count).toBe(0);
  });

  it("keeps the main price's type with the lot when its prices change", async () => {
    const lot = await sql<{ id: string; prices: unknown; category: number }>(
      `SELECT id, prices, category_id AS category FROM lots WHERE status = 2 AND price_type_id = 1
       ORDER BY id LIMIT 1`,
    );
    const inSearch = () =>
      sql<{ type: number }>("SELECT price_type_id AS type FROM lot_search WHERE lot_id = $1", [lot.id]);
    // Answers are kept for 5 s per address: each count asks with another page size.
    const monthly = (itemsPerPage: number) =>
      list(`category=${lot.category}&priceType=2&itemsPerPage=${itemsPerPage}`).then((page) => page.count);
    const before = await monthly(1);
    expect((await inSearch()).type).toBe(1);
    try {
      // The same amount, asked per month now: the list and the search row follow though price_cents stays.
      await test.db.pool.query(
        `UPDATE lots SET prices = jsonb_build_array(jsonb_build_object('priceTypeId', 2, 'valueCents', price_cents))
         WHERE id = $1`,
        [lot.id],
      );
      expect((await inSearch()).type).toBe(2);
      expect(await monthly(2)).toBe(before + 1);
    } finally {
      await test.db.pool.query("UPDATE lots SET prices = $2 WHERE id = $1", [
        lot.id,
        JSON.stringify(lot.prices),
      ]);
    }
    expect((await inSearch()).type).toBe(1);
    expect(await monthly(3)).toBe(before);
  });

  it("narrows to a street's lots", async () => {
    const street = await sql<{ id: number; region: number }>(
      "SELECT id, region_id AS region FROM streets ORDER BY id LIMIT 1",
    );
    const placed = await test.db.pool.query<{ id: string }>(
      `UPDATE lots SET street_id = $1, region_id = $2 WHERE id IN (
         SELECT id FROM lots WHERE status = 2 AND street_id IS NULL ORDER BY id LIMIT 3) RETURNING id`,
      [street.id, street.region],
    );
    try {
      const page = await list(`street=${street.id}&itemsPerPage=100`);
      expect(ids(page.data).sort()).toEqual(placed.rows.map((row) => Number(row.id)).sort());
      expect(page.count).toBe(3);
      expect((await list(`street=${street.id}&region=${street.region}`)).count).toBe(3);
      expect((await list("street=1")).count).toBe(0);
    } finally {
      await test.db.pool.query("UPDATE lots SET street_id = NULL WHERE street_id = $1", [street.id]);
    }
  });

  it("narrows to the lots placed in a part of the map", async () => {
    // Rīga's centre and around, as a map shows it.
    const area = { south: 56.93, west: 24.05, north: 56.98, east: 24.18 };
    const { count } = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM lots l JOIN categories c ON c.id = l.category_id
       WHERE l.status = 2 AND NOT c.adult AND l.lat BETWEEN $1 AND $3 AND l.lng BETWEEN $2 AND $4`,
      [area.south, area.west, area.north, area.east],
    );
    expect(count).toBeGreaterThan(0);
    const text = [area.south, area.west, area.north, area.east].join(",");
    const page = await list(`area=${text}&itemsPerPage=100`);
    expect(page.count).toBe(count);
    for (const lot of page.data) {
      expect(lot.location?.lat).toBeGreaterThanOrEqual(area.south);
      expect(lot.location?.lng).toBeLessThanOrEqual(area.east);
    }
    const flats = await categoryId("flats");
    const inCategory = await list(`area=${text}&category=${flats.id}&itemsPerPage=100`);
    expect(inCategory.count).toBeLessThan(count);
    expect((await list("area=0,0,0.001,0.001")).count).toBe(0);
    for (const bad of ["57,24,56,25", "56,24,57", "x"]) {
      const response = await test.app.inject({ method: "GET", url: `/api/lots?area=${bad}` });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("takes categories as one comma-separated text (multipleCategoryString)", async () => {
    const [cars, flats] = [await categoryId("cars"), await categoryId("flats")];
    const joined = await list(`multipleCategoryString=${cars.id},${flats.id}&itemsPerPage=100`);
    const separate = await list(`category=${cars.id}`);
    const other = await list(`category=${flats.id}`);
    expect(joined.count).toBe(separate.count + other.count);
    // `category` beside them narrows them: a lot must lie in both.
    const transport = await categoryId("transport");
    const withinTransport = await list(
      `multipleCategoryString=${cars.id},${flats.id}&category=${transport.id}`,
    );
    expect(withinTransport.count).toBe(separate.count);
    expect((await list(`multipleCategoryString=${cars.id}&category=${flats.id}`)).count).toBe(0);
    expect((await list(`multipleCategoryString=${cars.id}&category=999999`)).count).toBe(0);
  });

  it("counts a list without a kept count once for all its pages and sorts", async () => {
    // A pool that notes the statements that count a list's matches.
    const counts: unknown[][] = [];
    const pool = test.db.pool;
    const noting = Object.create(pool, {
      query: {
        value: (statement: string | { text: string }, values?: unknown[]) => {
          const text = typeof statement === "string" ? statement : statement.text;
          if (text.includes("count(*)::int AS count FROM (SELECT 1 FROM lots")) counts.push(values ?? []);
          return pool.query(statement as string, values);
        },
      },
    }) as typeof pool;
    const cheap = { page: 1, itemsPerPage: 5, values: {}, ranges: {}, maxPrice: 1_000 };
    const first = await listLots(noting, cheap);
    expect(first.count).toBeGreaterThan(10);
    const second = await listLots(noting, { ...cheap, page: 2 });
    const byPrice = await listLots(noting, {
      ...cheap,
      page: 3,
      orderColumn: "price",
      orderDirection: "asc",
    });
    expect([second.count, byPrice.count]).toEqual([first.count, first.count]);
    expect(counts).toHaveLength(1);
    // Another list is counted on its own; a page past the end still ends the list where its lots end.
    const dearer = await listLots(noting, { ...cheap, maxPrice: 2_000 });
    expect(counts).toHaveLength(2);
    expect(dearer.count).toBeGreaterThanOrEqual(first.count);
    const last = Math.ceil(first.count / 5);
    expect((await listLots(noting, { ...cheap, page: last })).data).toHaveLength(
      first.count - (last - 1) * 5,
    );
  });

  it("answers cards with their address, texts, pictures and figures", async () => {
    const { data } = await list("itemsPerPage=100");
    for (const lot of data) {
      expect(lot.frontUrl.lv).toMatch(/^\/lv\/[a-z0-9-]+(\/[a-z0-9-]+)*\/!\d+$/);
      expect(lot.frontUrl.ru).toMatch(new RegExp(`^/ru/.+/!${lot.id}$`));
      expect(lot.title.lv).not.toBe("");
      expect(lot.preview.lv.length).toBeLessThanOrEqual(161);
      expect(lot.images.length).toBeLessThanOrEqual(5);
      expect(lot.fileCount).toBeGreaterThanOrEqual(lot.images.length);
    }
    expect(data.some((lot) => lot.images.length > 0)).toBe(true);
  });

  it("answers an empty list for unknown categories, filters and values and for pages past the end", async () => {
    expect((await list("category=999999")).data).toEqual([]);
    expect((await list("fV[999999]=10001")).data).toEqual([]);
    const year = await filterId("year");
    expect((await list(`fV[${year.id}]=10001`)).data).toEqual([]);
    const past = await list("page=100000");
    expect(past.data).toEqual([]);
    expect(past.count).toBeGreaterThan(0);
    expect((await list("minPrice=5000&maxPrice=10")).data).toEqual([]);
  });

  it("refuses unknown parameters and malformed values, naming them", async () => {
    const unknown = await test.app.inject({ method: "GET", url: "/api/lots?utm_source=x" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { message: "Unknown parameter %s", values: ["utm_source"], field: "utm_source" },
    ]);
    for (const query of [
      "page=0",
      "page=-1",
      "orderColumn=drop",
      "period=1y",
      "itemsPerPage=1000",
      "fV[1]=x",
      "maxPrice=0x10",
      "minPrice=1e3",
    ]) {
      const response = await test.app.inject({ method: "GET", url: `/api/lots?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("never fails on whatever a query string holds", async () => {
    // Any text, and numbers of every size and sign (a price bound of 1e20 once overflowed the cents).
    const valueText = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.double().map(String),
      fc.bigInt().map(String),
      fc.integer().map(String),
    );
    const names = [
      "category",
      "page",
      "orderColumn",
      "minPrice",
      "region",
      "fV[1]",
      "fV[2][min]",
      "fV[12][text]",
      "priceType",
      "priceTypes",
      "street",
      "multipleCategoryString",
      "area",
      "x",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names), valueText), { maxLength: 5 }),
        async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await test.app.inject({ method: "GET", url: `/api/lots?${query}` });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    const long = await test.app.inject({ method: "GET", url: `/api/lots?category=${"9".repeat(10_000)}` });
    expect(long.statusCode).toBeLessThan(500);
  });
});

describe("text filters", () => {
  /** A published car lot with the given VIN (stored as a seller might type it), and its category. */
  async function carWithVin(vin: string) {
    const cars = await categoryId("cars");
    const lot = await sql<{
      id: string;
      category_id: number;
      filter_texts: Record<string, string>;
      title: string;
    }>(
      `SELECT id, category_id, filter_texts, texts #>> '{lv,title}' AS title FROM lots
       WHERE status = 2 AND category_path[2] = $1 AND filter_texts ? 'vin' ORDER BY id LIMIT 1`,
      [cars.id],
    );
    await test.db.pool.query(
      "UPDATE lots SET filter_texts = filter_texts || jsonb_build_object('vin', $2::text) WHERE id = $1",
      [lot.id, vin],
    );
    const restore = () =>
      test.db.pool.query("UPDATE lots SET filter_texts = $2 WHERE id = $1", [lot.id, lot.filter_texts]);
    return { id: Number(lot.id), cars: cars.id, category: lot.category_id, title: lot.title, restore };
  }
  const text = (value: string) => `fV[12][text]=${encodeURIComponent(value)}`;

  it("finds a lot by its VIN in any case, with spaces and hyphens, and nothing for another VIN", async () => {
    const vin = await filterId("vin");
    expect(vin.id).toBe(12);
    const lot = await carWithVin("WVW-ZZZ 1KZ6W 123456");
    try {
      for (const scope of [`category=${lot.cars}&`, `category=${lot.category}&`, ""]) {
        const found = await list(`${scope}${text(" wvw zzz1kz-6w123456 ")}`);
        expect(ids(found.data), scope).toEqual([lot.id]);
        expect(found.count).toBe(1);
        expect((await list(`${scope}${text("WVWZZZ1KZ6W654321")}`)).data).toEqual([]);
      }
      // Together with other filters, and as its own part of the address (`fV[12][text]` is not `fV[12]`).
      const year = await filterId("year");
      expect(
        ids((await list(`category=${lot.cars}&fV[${year.id}][min]=1900&${text("wvwzzz1kz6w123456")}`)).data),
      ).toEqual([lot.id]);
      // A text on a filter that is not a text filter, or an unknown one, matches nothing.
      expect((await list(`fV[${year.id}][text]=2010`)).data).toEqual([]);
      expect((await list("fV[999999][text]=ABC")).data).toEqual([]);
    } finally {
      await lot.restore();
    }
  });

  it("compares Cyrillic letters in any case too", async () => {
    const lot = await carWithVin("жё-12 ab");
    try {
      expect(ids((await list(text("ЖЁ12AB"))).data)).toEqual([lot.id]);
      expect(ids((await list(text("жё 12-ab"))).data)).toEqual([lot.id]);
    } finally {
      await lot.restore();
    }
  });

  it("narrows the search by a VIN, in best match and in the other sorts", async () => {
    const lot = await carWithVin("WVW-ZZZ 1KZ6W 654987");
    try {
      const word = lot.title.split(/\s+/).find((part) => /^[\p{L}\d]{3,}$/u.test(part)) ?? "";
      expect(word).not.toBe("");
      for (const sort of [
        "",
        "&orderColumn=price&orderDirection=asc",
        "&orderColumn=publishDate&orderDirection=desc",
      ]) {
        const base = `query=${encodeURIComponent(word)}${sort}`;
        const found = await list(`${base}&${text("wvwzzz1kz6w654987")}`, "/api/lots/search");
        expect(ids(found.data), sort).toEqual([lot.id]);
        expect((await list(`${base}&${text("WVWZZZ1KZ6W000000")}`, "/api/lots/search")).data, sort).toEqual(
          [],
        );
      }
    } finally {
      await lot.restore();
    }
  });

  it("refuses a text that is not an identifier, naming the parameter", async () => {
    for (const value of ["WVW/123", "a".repeat(41), "VIN?", "---", "ß1", "<script>"]) {
      for (const url of [`/api/lots?${text(value)}`, `/api/lots/search?query=golf&${text(value)}`]) {
        const response = await test.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors, value).toEqual([
          { message: "This field contains invalid data!", values: [], field: "fV[12][text]" },
        ]);
      }
    }
    // 40 characters once spaces are gone pass; an empty field narrows nothing.
    expect((await list(text(`${"A".repeat(20)} ${"1".repeat(20)}`))).data).toEqual([]);
    expect((await list("fV[12][text]=")).count).toBe((await list("")).count);
  });
});

describe("rows and carousels", () => {
  it("answers the 12 newest lots of a category as Recently added", async () => {
    const transport = await categoryId("transport");
    const recent = await list(`category=${transport.id}`, "/api/lots/recent");
    expect(recent.data).toHaveLength(12);
    const newest = await list(`category=${transport.id}&itemsPerPage=12`);
    expect(ids(recent.data)).toEqual(ids(newest.data));
  });

  it("answers highlighted lots only in a highlighted row", async () => {
    const row = await list("", "/api/lots/highlighted");
    expect(row.data.length).toBeGreaterThan(0);
    expect(row.data.length).toBeLessThanOrEqual(20);
    expect(row.data.every((lot) => lot.highlighted)).toBe(true);
  });

  it("narrows recently added and highlighted rows to a region, the lists of a landing within it, uncounted", async () => {
    const transport = await categoryId("transport");
    const riga = await sql<{ id: number }>("SELECT id FROM regions WHERE key = 'riga'");
    for (const [path, narrowing, size] of [
      ["/api/lots/recent", "", 12],
      ["/api/lots/highlighted", "&highlighted=true", 20],
    ] as const) {
      const row = await list(`category=${transport.id}&region=${riga.id}`, path);
      const newest = await list(
        `category=${transport.id}&region=${riga.id}${narrowing}&itemsPerPage=${size}`,
      );
      expect(row.data.length, path).toBeGreaterThan(0);
      expect(ids(row.data), path).toEqual(ids(newest.data));
      // A row shows no count: its count is its own lots, not the list's.
      expect(row.count, path).toBe(row.data.length);
      expect((await test.app.inject({ method: "GET", url: `${path}?region=riga` })).statusCode).toBe(400);
    }
  });

  it("leaves adult lots out of recently added and highlighted rows unless the visitor allowed them", async () => {
    const { id } = await sql<{ id: string }>(
      "SELECT l.id FROM lots l JOIN categories c ON c.id = l.category_id WHERE c.adult AND l.status = 2 ORDER BY l.id LIMIT 1",
    );
    const before = await sql<{ publish_date: Date; highlighted: boolean }>(
      "SELECT publish_date, highlighted FROM lots WHERE id = $1",
      [id],
    );
    // The newest lot of all, and highlighted: the first of both rows once adult lots may show.
    await test.db.pool.query(
      `UPDATE lots SET highlighted = true,
         publish_date = (SELECT max(publish_date) FROM lots) + interval '1 second' WHERE id = $1`,
      [id],
    );
    try {
      for (const path of ["/api/lots/recent", "/api/lots/highlighted"]) {
        expect(ids((await list("", path)).data), path).not.toContain(Number(id));
        expect(ids((await list("adult=true", path)).data)[0], path).toBe(Number(id));
        expect((await test.app.inject({ method: "GET", url: `${path}?adult=yes` })).statusCode).toBe(400);
      }
    } finally {
      await test.db.pool.query("UPDATE lots SET publish_date = $2, highlighted = $3 WHERE id = $1", [
        id,
        before.publish_date,
        before.highlighted,
      ]);
    }
  });

  it("answers a preset carousel with the lots its stored search finds, without signing in", async () => {
    const preset = await sql<{ id: number }>("SELECT id FROM preset_offers WHERE key = 'carsUnder5000'");
    const carousel = await list("", `/api/lots/preset/${preset.id}`);
    expect(carousel.data.length).toBeGreaterThan(0);
    expect(carousel.data.every((lot) => (lot.price?.discountedValue ?? lot.price?.value ?? 0) <= 5_000)).toBe(
      true,
    );
    expect(carousel.data.every((lot) => lot.action.key === "sell")).toBe(true);
    const missing = await test.app.inject({ method: "GET", url: "/api/lots/preset/99999" });
    expect(missing.statusCode).toBe(404);
  });

  it("answers every preset carousel, those with a date bound of today included", async () => {
    const { rows } = await test.db.pool.query<{ id: number }>("SELECT id FROM preset_offers ORDER BY id");
    for (const { id } of rows) {
      const response = await test.app.inject({ method: "GET", url: `/api/lots/preset/${id}` });
      expect(response.statusCode, `preset ${id}`).toBe(200);
    }
  });
});
