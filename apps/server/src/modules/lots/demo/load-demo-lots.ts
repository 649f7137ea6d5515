import type pg from "pg";
import { categories } from "../../catalogue/data/categories.ts";
import { filters } from "../../catalogue/data/filters.ts";
import { regions } from "../../catalogue/data/regions.ts";
import { type CategoryVisit, walkCategories } from "../../catalogue/data/walk.ts";
import { type DemoLot, generateLot } from "./lot-content.ts";
import { demoPlaces } from "./places.ts";
import { createRandom } from "./random.ts";

export type DemoLoadOptions = { count: number; seed: number; now: Date; batchSize?: number };

/** Top-level categories where most ads are, picked more often (as on real Latvian classifieds sites). */
const popularTopLevels: Record<string, number> = {
  transport: 5,
  "real-estate": 4,
  electronics: 2,
  "home-garden": 2,
};

/**
 * Inserts `count` generated lots (deterministic for a seed) in batches, with the lots triggers off, then
 * recounts the categories' ad counts once (decision 0011): row-by-row counting would dominate a bulk load.
 */
export async function loadDemoLots(pool: pg.Pool, options: DemoLoadOptions): Promise<void> {
  const random = createRandom(options.seed);
  const leaves = listedLeaves();
  const filterByKey = new Map(filters.map((filter) => [filter.key, filter]));
  const places = demoPlaces(regions);
  const batchSize = options.batchSize ?? 5_000;
  const client = await pool.connect();
  try {
    await client.query("ALTER TABLE lots DISABLE TRIGGER USER");
    for (let done = 0; done < options.count; done += batchSize) {
      const batch: object[] = [];
      for (let i = done; i < Math.min(options.count, done + batchSize); i++) {
        const visit = random.weighted(leaves, (leaf) => leaf.weight).visit;
        const lot = generateLot({
          random,
          category: visit,
          filters: filterByKey,
          regions: places,
          now: options.now,
        });
        batch.push(toRow(lot, visit));
      }
      await insertBatch(client, batch);
    }
  } finally {
    await client.query("ALTER TABLE lots ENABLE TRIGGER USER");
    client.release();
  }
  await pool.query("SELECT recount_ad_counts()");
  await pool.query("ANALYZE lots");
}

function listedLeaves(): { visit: CategoryVisit; weight: number }[] {
  const leaves: { visit: CategoryVisit; weight: number }[] = [];
  walkCategories(categories, (visit) => {
    const { category } = visit;
    if (category.children?.length || category.shortcutTo || category.status === "comingSoon") return;
    const top = visit.ancestors[0]?.key ?? category.key;
    leaves.push({ visit, weight: popularTopLevels[top] ?? 1 });
  });
  return leaves;
}

function toRow(lot: DemoLot, visit: CategoryVisit) {
  return {
    status: lot.status,
    category_id: lot.categoryId,
    category_path: [...visit.ancestors.map((ancestor) => ancestor.id), visit.category.id],
    action_id: lot.actionId,
    owner_type: lot.ownerType,
    texts: lot.texts,
    prices: lot.prices,
    price_cents: lot.priceCents ?? null,
    discount_percent: lot.discountPercent ?? null,
    filter_value_ids: lot.filterValueIds,
    numbers: lot.numbers,
    filter_texts: lot.filterTexts,
    region_id: lot.regionId,
    lat: lot.lat,
    lng: lot.lng,
    offers_allowed: lot.offersAllowed,
    highlighted: lot.highlighted,
    views: lot.views,
    create_date: lot.createDate.toISOString(),
    publish_date: lot.publishDate?.toISOString() ?? null,
    end_date: lot.endDate?.toISOString() ?? null,
  };
}

const columns = `status smallint, category_id int, category_path int[], action_id smallint, owner_type smallint,
  texts jsonb, prices jsonb, price_cents bigint, discount_percent smallint, filter_value_ids int[], numbers jsonb,
  filter_texts jsonb, region_id int, lat double precision, lng double precision, offers_allowed boolean,
  highlighted boolean, views int, create_date timestamptz, publish_date timestamptz, end_date timestamptz`;
const names = columns
  .split(",")
  .map((definition) => definition.trim().split(" ")[0])
  .join(", ");

async function insertBatch(client: pg.PoolClient, rows: object[]) {
  await client.query(
    `INSERT INTO lots (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS lot(${columns})`,
    [JSON.stringify(rows)],
  );
}
