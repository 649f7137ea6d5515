import { setImmediate as nextTurn } from "node:timers/promises";
import { deliveryOptionsOf } from "@tirgus/domain/delivery";
import { LotStatus } from "@tirgus/domain/lots";
import type pg from "pg";
import { type BinaryType, type BinaryValue, CopyBinary } from "../../../db/copy-binary.ts";
import { copyBuffers, reserveIds } from "../../../db/copy-rows.ts";
import { truncateIfEmpty, withIndexesDeferred } from "../../../db/deferred-indexes.ts";
import { ensureDemoAccounts } from "../../accounts/demo-accounts.ts";
import { categories } from "../../catalogue/data/categories.ts";
import { filters } from "../../catalogue/data/filters.ts";
import { regions } from "../../catalogue/data/regions.ts";
import { streets } from "../../catalogue/data/streets.ts";
import { type CategoryVisit, walkCategories } from "../../catalogue/data/walk.ts";
import { addDemoLifecycleHistory } from "../../lot-lifecycle/demo-history.ts";
import { addDemoReviews } from "../../reviews/demo-reviews.ts";
import {
  createSearchFill,
  type SearchFill,
  type SearchSource,
  searchRowColumns,
} from "../../search/bulk-fill.ts";
import { addDemoSuggestions } from "../../search/demo-suggestions.ts";
import { refreshUsedFilterValues } from "../../used-filters/repository.ts";
import { addDemoWatchLists } from "../../watch-lists/demo-watch-lists.ts";
import { refreshPriceRatingSamples } from "../price-rating.ts";
import { type DemoLot, generateLot } from "./lot-content.ts";
import { createDemoOwners, type DemoOwners, type OwnerChoice, ownerCountsFor } from "./owners.ts";
import { addGallery, type DemoPhotos, emptyGalleries, type Galleries, insertGalleries } from "./photos.ts";
import { demoPlaces } from "./places.ts";
import { createRandom, type Random } from "./random.ts";

export type DemoLoadOptions = {
  count: number;
  seed: number;
  now: Date;
  /** Pictures for the lots' galleries; without them lots have none. */
  photos?: DemoPhotos;
  /**
   * Lots per COPY round (search rows are in category order within one); the next round is made while
   * PostgreSQL takes the last one.
   */
  chunkSize?: number;
  /** Told when each step ends, with its seconds (the CLI prints them; benchmarks read where time goes). */
  onStep?: (step: string, seconds: number) => void;
};

/** Top-level categories where most ads are, picked more often (as on real Latvian classifieds sites). */
const popularTopLevels: Record<string, number> = {
  transport: 5,
  "real-estate": 4,
  electronics: 2,
  "home-garden": 2,
};

/**
 * Loads `count` generated lots (deterministic for a seed) with their owners and photos in one transaction,
 * so an interrupted load leaves nothing behind. Rows go in with COPY, the lots triggers off and, into an
 * empty table, without its secondary indexes, which are built once at the end; the categories' ad counts
 * are recounted once (decision 0011), row-by-row upkeep would dominate a bulk load, and the used filter
 * values rebuilt. The search rows are built in Node per chunk and copied like the lots, their index built
 * once at the end (decision 0016, "Bulk loads").
 */
export async function loadDemoLots(pool: pg.Pool, options: DemoLoadOptions): Promise<void> {
  // Before the load locks the catalogue (dropping the lots' foreign keys locks the tables they refer to).
  const search = await createSearchFill(pool);
  const client = await pool.connect();
  const step = stepTimer(options.onStep);
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    await client.query("ALTER TABLE lots DISABLE TRIGGER USER");
    await client.query("ALTER TABLE lot_search DISABLE TRIGGER USER");
    // Into empty tables (a first start, a --replace) the rows go in frozen: see truncateIfEmpty.
    const freeze = await truncateIfEmpty(client, bulkTables);
    const accounts = await ensureDemoAccounts(client);
    // Separate streams: owners and photos do not shift the lots a seed makes.
    const owners = await createDemoOwners(
      client,
      createRandom(options.seed + 1),
      ownerCountsFor(options.count),
      accounts,
      options.now,
    );
    step("owners");
    await withIndexesDeferred(client, bulkTables, () =>
      copyLots(client, pool, options, owners, search, freeze).then(() => step("lots copied")),
    );
    step("indexes built");
    await addDemoReviews(client, createRandom(options.seed + 3), options.now);
    step("reviews");
    await addDemoWatchLists(client, accounts.buyer, options.now);
    await addDemoLifecycleHistory(client, accounts.admin);
    await client.query("ALTER TABLE lots ENABLE TRIGGER USER");
    await client.query("ALTER TABLE lot_search ENABLE TRIGGER USER");
    await client.query("SELECT recount_ad_counts(), recount_region_ad_counts()");
    await refreshUsedFilterValues(client);
    await refreshPriceRatingSamples(client);
    await addDemoSuggestions(client);
    await client.query("INSERT INTO demo_loads (lots, seed) VALUES ($1, $2)", [options.count, options.seed]);
    await client.query("COMMIT");
    step("counts");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
  // lot_search too: its statistics were those of the empty table the migration analysed, until autovacuum.
  // Vacuuming marks pages all-visible, without which listings cannot read the covering indexes alone
  // (decision 0018) until autovacuum gets round to a table that size, while the first visitors or the
  // benchmarks wait; for the tables COPY froze it only reads the visibility map. A table per connection: both
  // cores work, where one statement for them all would use one.
  await Promise.all(
    analysedTables.map((table) =>
      pool.query(`${bulkTables.includes(table) ? "VACUUM (ANALYZE)" : "ANALYZE"} ${table}`),
    ),
  );
  step("vacuum and analyze");
}

/** The tables a load fills with a row or more per lot. */
const bulkTables = ["lots", "files", "lot_search"];
const analysedTables = ["lots", "files", "lot_search", "users", "companies", "reviews"];

function stepTimer(onStep: DemoLoadOptions["onStep"]) {
  let since = performance.now();
  return (name: string) => {
    const now = performance.now();
    onStep?.(name, (now - since) / 1000);
    since = now;
  };
}

/**
 * Lots made between two looks at the socket (under a millisecond of work): the previous chunk streams to
 * PostgreSQL only while the event loop runs, and what its socket buffer holds lasts it a few milliseconds.
 */
const lotsPerTurn = 20;

type Chunk = { lots: CopyBinary; galleries: Galleries; searchRows: CopyBinary };

async function copyLots(
  client: pg.PoolClient,
  pool: pg.Pool,
  options: DemoLoadOptions,
  owners: DemoOwners,
  search: SearchFill,
  freeze: boolean,
): Promise<void> {
  const random = createRandom(options.seed);
  const photoRandom = createRandom(options.seed + 2);
  const addressRandom = createRandom(options.seed + 3);
  const pickLeaf = leafPicker(listedLeaves());
  const filterByKey = new Map(filters.map((filter) => [filter.key, filter]));
  const places = demoPlaces(regions, streets);
  const chunkSize = options.chunkSize ?? 20_000;
  let copying: Promise<void> = Promise.resolve();
  for (let done = 0; done < options.count; done += chunkSize) {
    const size = Math.min(chunkSize, options.count - done);
    const ids = await reserveIds(pool, "lots", size);
    const lots = new CopyBinary(Object.values(lotTypes));
    const galleries = emptyGalleries();
    const published: SearchSource[] = [];
    for (const [index, id] of ids.entries()) {
      if (index % lotsPerTurn === 0) await nextTurn();
      const visit = pickLeaf(random);
      const lot = generateLot({
        random,
        category: visit,
        filters: filterByKey,
        regions: places,
        addresses: addressRandom,
        now: options.now,
        // Lots come in the order they were published, so the tables hold the newest together at their end, as
        // a live site's do: the newest-first reads of lists and searches find them on few pages.
        history: (done + index + 0.5) / options.count,
      });
      const owner = owners.pick(lot.ownerType, lot.status);
      lots.add(lotRow(id, lot, visit, owner.ownerId, owner.companyId));
      if (lot.status === LotStatus.published) published.push(searchSourceOf(id, lot, visit, owner));
      if (options.photos)
        addGallery(galleries, options.photos, photoRandom, {
          id,
          visit,
          ownerId: owner.ownerId,
          actionId: lot.actionId,
        });
    }
    const chunk: Chunk = { lots, galleries, searchRows: await search.rowsOf(published) };
    await copying;
    copying = copyChunk(client, chunk, freeze);
    // Awaited with the next chunk; until then a failure must not count as unhandled.
    copying.catch(() => {});
  }
  await copying;
  await search.saveVocabulary(client, { intoEmpty: freeze });
}

async function copyChunk(client: pg.PoolClient, chunk: Chunk, freeze: boolean): Promise<void> {
  const options = { format: "binary", freeze } as const;
  await copyBuffers(client, "lots", lotColumns, chunk.lots.buffers(), options);
  await insertGalleries(client, chunk.galleries);
  // Built in Node (decision 0016): the lots triggers that keep them row by row are off during the load.
  await copyBuffers(client, "lot_search", searchRowColumns, chunk.searchRows.buffers(), options);
}

/**
 * random.weighted over the leaves, by binary search over their running totals instead of a walk over 230
 * leaves per lot: the same draw gives the same leaf, since the weights are whole numbers and every sum and
 * difference of them and the draw is exact.
 */
function leafPicker(leaves: { visit: CategoryVisit; weight: number }[]): (random: Random) => CategoryVisit {
  const totals: number[] = [];
  let total = 0;
  for (const leaf of leaves) {
    total += leaf.weight;
    totals.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((totals[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return (leaves[low] as { visit: CategoryVisit }).visit;
  };
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

/** The lots columns the load writes, with their types for binary COPY. */
const lotTypes = {
  id: "int8",
  status: "int2",
  category_id: "int4",
  category_path: "int4[]",
  action_id: "int2",
  owner_id: "int8",
  owner_type: "int2",
  company_id: "int8",
  texts: "jsonb",
  prices: "jsonb",
  price_cents: "int8",
  discount_percent: "int2",
  filter_value_ids: "int4[]",
  numbers: "jsonb",
  filter_texts: "jsonb",
  region_id: "int4",
  street_id: "int4",
  building_number: "text",
  lat: "float8",
  lng: "float8",
  accurate_coordinates: "bool",
  offers_allowed: "bool",
  delivery_options: "text[]",
  highlighted: "bool",
  views: "int4",
  create_date: "timestamptz",
  publish_date: "timestamptz",
  end_date: "timestamptz",
} satisfies Record<string, BinaryType>;

const lotColumns = Object.keys(lotTypes);

function lotRow(
  id: number,
  lot: DemoLot,
  visit: CategoryVisit,
  ownerId: number,
  companyId: number | null,
): BinaryValue[] {
  const categoryPath = categoryPathOf(visit);
  return [
    id,
    lot.status,
    lot.categoryId,
    categoryPath,
    lot.actionId,
    ownerId,
    lot.ownerType,
    companyId,
    JSON.stringify(lot.texts),
    JSON.stringify(lot.prices),
    lot.priceCents,
    lot.discountPercent,
    lot.filterValueIds,
    JSON.stringify(lot.numbers),
    JSON.stringify(lot.filterTexts),
    lot.regionId,
    lot.streetId,
    lot.buildingNumber,
    lot.lat,
    lot.lng,
    lot.accurateCoordinates,
    lot.offersAllowed,
    deliveryOptionsOf(categoryPath),
    lot.highlighted,
    lot.views,
    lot.createDate,
    lot.publishDate,
    lot.endDate,
  ];
}

/** What the lot's search row is made of: its columns as copied into lots, and its texts. */
function searchSourceOf(id: number, lot: DemoLot, visit: CategoryVisit, owner: OwnerChoice): SearchSource {
  return {
    id,
    categoryId: lot.categoryId,
    categoryPath: categoryPathOf(visit),
    actionId: lot.actionId,
    ownerId: owner.ownerId,
    ownerType: lot.ownerType,
    companyId: owner.companyId,
    priceCents: lot.priceCents,
    priceTypeId: lot.prices[0]?.priceTypeId,
    filterValueIds: lot.filterValueIds,
    numbers: JSON.stringify(lot.numbers),
    regionId: lot.regionId,
    highlighted: lot.highlighted,
    publishDate: lot.publishDate,
    texts: lot.texts,
  };
}

const categoryPathOf = (visit: CategoryVisit): number[] => [
  ...visit.ancestors.map((ancestor) => ancestor.id),
  visit.category.id,
];
