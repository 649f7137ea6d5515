import { type BuildingSuggestion, buildingFilterKeys } from "@tirgus/domain/building-suggest-api";
import { FilterDisplayType } from "@tirgus/domain/catalogue";
import type { Language } from "@tirgus/domain/languages";
import { LotStatus } from "@tirgus/domain/lots";
import type pg from "pg";
import { categoryFilters } from "../catalogue/repository.ts";

/** How many of the building's most recent lots are read: enough for a majority, bounded for a busy house. */
const lotsRead = 200;

const choiceTypes: ReadonlySet<number> = new Set([
  FilterDisplayType.select,
  FilterDisplayType.text_pre,
  FilterDisplayType.radioCheckBox,
]);
const numberTypes: ReadonlySet<number> = new Set([FilterDisplayType.number_int, FilterDisplayType.number]);

/** A house number as lots and street numbers may spell it: "12a", "12 A" and "12A" are one building. */
export const buildingKey = (number: string): string => number.toLowerCase().replace(/\s+/g, "");

type Count = { filterId: number; value: number; lots: number };

/** Each filter's most common value; a tie goes to the smaller value, so the answer does not flicker. */
function mostCommon(counts: readonly Count[]): Map<number, number> {
  const best = new Map<number, Count>();
  for (const count of counts) {
    const held = best.get(count.filterId);
    if (!held || count.lots > held.lots || (count.lots === held.lots && count.value < held.value))
      best.set(count.filterId, count);
  }
  return new Map([...best].map(([filterId, count]) => [filterId, count.value]));
}

/**
 * What published lots at the building (same street, same house number) of the category's top-level branch say
 * about the building's filters of `categoryId`: each such filter's most common value. Only real estate has
 * buildings; other categories, and buildings without published lots, get an empty list.
 */
export async function buildingSuggestions(
  pool: pg.Pool,
  query: { street: number; building: string; category: number; lang: Language },
): Promise<BuildingSuggestion[]> {
  const top = await pool.query<{ key: string; id: number }>(
    `SELECT t.key, t.id FROM categories c JOIN categories t ON t.id = c.path[1] WHERE c.id = $1`,
    [query.category],
  );
  const branch = top.rows[0];
  if (branch?.key !== "real-estate") return [];
  const filters = ((await categoryFilters(pool, query.category, "create")) ?? []).filter(
    (link) =>
      buildingFilterKeys.includes(link.filter.key) &&
      (choiceTypes.has(link.filter.displayType) || numberTypes.has(link.filter.displayType)),
  );
  if (filters.length === 0) return [];
  const choiceFilters = filters.filter((link) => choiceTypes.has(link.filter.displayType));
  const numberFilters = filters.filter((link) => numberTypes.has(link.filter.displayType));
  const { rows } = await pool.query<Count>(
    `WITH building AS (
       SELECT filter_value_ids, numbers FROM lots
        WHERE status = $1 AND category_top = $2 AND street_id = $3
          AND lower(regexp_replace(building_number, '\\s+', '', 'g')) = $4
        ORDER BY publish_date DESC NULLS LAST, id DESC
        LIMIT ${lotsRead})
     SELECT v.filter_id AS "filterId", v.id::float8 AS value, count(*)::int AS lots
       FROM building b CROSS JOIN LATERAL unnest(b.filter_value_ids) AS chosen(id)
       JOIN filter_values v ON v.id = chosen.id
      WHERE v.filter_id = ANY($5::int[])
      GROUP BY v.filter_id, v.id
     UNION ALL
     SELECT f.id, (b.numbers ->> f.key)::float8, count(*)::int
       FROM building b JOIN filters f ON b.numbers ? f.key
      WHERE f.id = ANY($6::int[]) AND jsonb_typeof(b.numbers -> f.key) = 'number'
      GROUP BY f.id, (b.numbers ->> f.key)::float8`,
    [
      LotStatus.published,
      branch.id,
      query.street,
      buildingKey(query.building),
      choiceFilters.map((link) => link.filter.id),
      numberFilters.map((link) => link.filter.id),
    ],
  );
  const values = mostCommon(rows);
  return filters.flatMap((link) => {
    const value = values.get(link.filter.id);
    if (value === undefined) return [];
    const named = link.filterDefinedValues.find((option) => option.id === value);
    const textValue = named ? named.displayValue[query.lang] : String(value);
    return [{ filter: { id: link.filter.id }, value, textValue }];
  });
}
