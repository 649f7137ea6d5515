import { FilterDisplayType } from "@tirgus/domain/catalogue";
import { askedCategories, type LotListQuery } from "@tirgus/domain/lot-list";
import { periodFilterSince } from "@tirgus/domain/periods";
import { type ListCatalogue, rangeFilterTypes, valueFilterTypes } from "./catalogue-cache.ts";

/** Positional parameters of one SQL statement: `add` answers the placeholder of a value. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Conditions of a list query, over `lots l`. `narrowed` says whether anything beyond the category applies,
 * `adultExcluded` whether adult subtrees' lots are left out of the categories asked.
 */
export type ListConditions = { where: string[]; narrowed: boolean; adultExcluded: boolean; empty: boolean };

/**
 * The WHERE fragments of a list query over published lots (`lots l`), shared by listings and search. A
 * category is matched through the column its level's covering index has (migration 0012: `category_top` for
 * a top level, `category_second` for the next, `category_id` for a leaf; a deeper one with subcategories by its
 * second level and its path, which that level's index carries). Anything that cannot match (an unknown category or
 * filter, a range on a select filter) makes the list empty rather than an error: a shared link stays valid
 * when the catalogue changes.
 */
export function listConditions(
  query: LotListQuery,
  catalogue: ListCatalogue,
  params: SqlParams,
  now: Date,
): ListConditions {
  const where = ["l.status = 2"];
  let empty = false;
  const categoryIds = askedCategories(query);
  if (categoryIds.length > 0) {
    const matches = categoryIds.map((id) => categoryCondition(id, catalogue, params));
    const known = matches.filter((match): match is string => match !== null);
    if (known.length === 0) empty = true;
    else where.push(known.length === 1 ? (known[0] as string) : `(${known.join(" OR ")})`);
  }
  const adultCondition = adultExclusion(categoryIds, query.adult === true, catalogue, params);
  if (adultCondition) where.push(adultCondition);
  const narrowing = narrowingConditions(query, catalogue, params, now);
  if (narrowing === null) empty = true;
  else where.push(...narrowing);
  return { where, narrowed: (narrowing?.length ?? 1) > 0, adultExcluded: adultCondition !== null, empty };
}

export function categoryCondition(id: number, catalogue: ListCatalogue, params: SqlParams): string | null {
  const category = listedCategory(id, catalogue);
  if (!category) return null;
  if (!category.hasChildren) return `l.category_id = ${params.add(category.id)}`;
  const level = category.path.length;
  const column = categoryLevelColumns[level - 1];
  if (column) return `${column} = ${params.add(category.id)}`;
  // Deeper, within its second level: that level's index carries the path (migration 0027).
  return `(l.category_second = ${params.add(category.path[1])} AND l.category_path[${level}] = ${params.add(category.id)})`;
}

/** The stored path levels (migration 0012); a deeper category with children is matched in the path as well. */
const categoryLevelColumns = ["l.category_top", "l.category_second"];

/** The category a list of `id` shows: the one a shortcut leads to, or itself. */
function listedCategory(id: number, catalogue: ListCatalogue) {
  const asked = catalogue.categories.get(id);
  return asked?.shortcutTo ? catalogue.categories.get(asked.shortcutTo) : asked;
}

/**
 * Adult subtrees' lots stay out of a list (spec 1 section 6) unless it asks for them or is of an adult
 * category. The condition is left out when no adult subtree lies within the asked categories, so that a
 * category's listing reads its covering index alone.
 */
function adultExclusion(
  categoryIds: number[],
  askedAdult: boolean,
  catalogue: ListCatalogue,
  params: SqlParams,
): string | null {
  if (askedAdult || catalogue.adultRoots.length === 0) return null;
  const asked = categoryIds.map((id) => listedCategory(id, catalogue));
  if (asked.some((category) => category?.adult)) return null;
  const adultWithin = (root: number) =>
    asked.some((category) => category && catalogue.categories.get(root)?.path.includes(category.id));
  if (asked.length > 0 && !catalogue.adultRoots.some(adultWithin)) return null;
  return `NOT (l.category_path && ${params.add(catalogue.adultRoots)}::int[])`;
}

/** Every condition beyond the category; null when the query cannot match anything. */
function narrowingConditions(
  query: LotListQuery,
  catalogue: ListCatalogue,
  params: SqlParams,
  now: Date,
): string[] | null {
  const where: string[] = [];
  // `category` beside several categories narrows them: a lot must lie in both.
  if (query.categories !== undefined && query.category !== undefined) {
    const within = categoryCondition(query.category, catalogue, params);
    if (within === null) return null;
    where.push(within);
  }
  if (query.minPrice !== undefined)
    where.push(`l.price_cents >= ${params.add(Math.ceil(query.minPrice * 100))}`);
  if (query.maxPrice !== undefined)
    where.push(`l.price_cents <= ${params.add(Math.floor(query.maxPrice * 100))}`);
  if (query.priceTypes !== undefined)
    where.push(
      query.priceTypes.length === 1
        ? `l.price_type_id = ${params.add(query.priceTypes[0])}::int`
        : `l.price_type_id = ANY (${params.add(query.priceTypes)}::int[])`,
    );
  if (query.region !== undefined)
    where.push(
      `l.region_id IN (SELECT r.id FROM regions r WHERE ${params.add(query.region)} = ANY (r.path))`,
    );
  if (query.street !== undefined) where.push(streetCondition(params.add(query.street)));
  if (query.area !== undefined) {
    const { south, west, north, east } = query.area;
    const corner = (lng: number, lat: number) => `point(${params.add(lng)}, ${params.add(lat)})`;
    where.push(`lot_in_area(l, box(${corner(west, south)}, ${corner(east, north)}))`);
  }
  if (query.ownerType !== undefined) where.push(`l.owner_type = ${params.add(query.ownerType)}`);
  // A user's page lists what they sell as a private person; what they publish for a company is the company's.
  if (query.user !== undefined) where.push(`l.owner_id = ${params.add(query.user)} AND l.company_id IS NULL`);
  if (query.company !== undefined) where.push(`l.company_id = ${params.add(query.company)}`);
  if (query.trustedOnly) where.push(trustedOwner);
  if (query.period !== undefined) {
    const since = periodFilterSince(query.period, now);
    if (since) where.push(`l.publish_date >= ${params.add(since)}`);
  }
  if (query.action !== undefined) where.push(`l.action_id = ${params.add(query.action)}`);
  if (query.highlighted) where.push("l.highlighted");
  for (const [filterId, valueIds] of Object.entries(query.values)) {
    const filter = catalogue.filters.get(Number(filterId));
    if (!filter || !valueFilterTypes.has(filter.displayType)) return null;
    where.push(`l.filter_value_ids && ${params.add(valueIds)}::int[]`);
  }
  for (const [filterId, range] of Object.entries(query.ranges)) {
    const filter = catalogue.filters.get(Number(filterId));
    if (!filter || !rangeFilterTypes.has(filter.displayType)) return null;
    const value = `(l.numbers ->> ${params.add(filter.key)})::numeric`;
    for (const bound of ["min", "max"] as const) {
      const given = range[bound];
      if (given === undefined) continue;
      const number = rangeNumber(given, filter.displayType);
      if (number === null) return null;
      where.push(`${value} ${bound === "min" ? ">=" : "<="} ${params.add(number)}`);
    }
  }
  const texts = textEntries(query.texts ?? {}, catalogue);
  if (texts === null) return null;
  if (texts.length > 0) where.push(textCondition(params.add(texts)));
  return where;
}

/**
 * A text filter's identifier as the lots' text index holds it, `key=NORMALISED` (migration 0029); null when a
 * filter is unknown or not a text filter. The texts arrive normalised (normaliseFilterText).
 */
function textEntries(texts: Record<number, string>, catalogue: ListCatalogue): string[] | null {
  const entries: string[] = [];
  for (const [filterId, text] of Object.entries(texts)) {
    const filter = catalogue.filters.get(Number(filterId));
    if (filter?.displayType !== FilterDisplayType.text) return null;
    entries.push(`${filter.key}=${text}`);
  }
  return entries;
}

/**
 * The lots carrying every given identifier, found through the GIN index of published lots' normalised texts
 * (migration 0029): an identifier belongs to one lot or a few, so the list reads those instead of every lot
 * of its category. Matched by id through `lot_row_id(l)`, which is `l.id` on `lots` and `l.lot_id` on
 * `lot_search`, where the search runs these conditions.
 */
const textCondition = (entries: string) =>
  `lot_row_id(l) IN (SELECT t.id FROM lots t WHERE t.status = 2 AND t.filter_texts <> '{}'::jsonb
    AND lot_filter_text_keys(t.filter_texts) @> ${entries}::text[])`;

/**
 * The lots at a street, found through the index of published lots' streets (migration 0023): a street has a
 * few lots, and the search table (`lot_search`) does not hold streets. Matched by id as `textCondition` is.
 */
const streetCondition = (street: string) =>
  `lot_row_id(l) IN (SELECT t.id FROM lots t WHERE t.status = 2 AND t.street_id IS NOT NULL
    AND t.street_id = ${street})`;

/** The owner, or the company the lot is published for, has a trusted seller badge that runs today. */
export const trustedOwner = `(EXISTS (SELECT 1 FROM users u WHERE u.id = l.owner_id AND u.trusted_badge_until > now())
  OR EXISTS (SELECT 1 FROM companies c WHERE c.id = l.company_id AND c.trusted_badge_until > now()))`;

/**
 * A range bound as the number `numbers` stores: dates as yyyymmdd, inspection dates as yyyymm (a test valid
 * in a month is valid on every day of it). A date given to a plain number filter cannot match.
 */
function rangeNumber(bound: number | string, displayType: number): number | null {
  if (typeof bound === "number") return bound;
  const [year, month, day] = bound.split("-").map(Number) as [number, number, number];
  if (displayType === FilterDisplayType.mot) return year * 100 + month;
  if (displayType === FilterDisplayType.date) return year * 10_000 + month * 100 + day;
  return null;
}
