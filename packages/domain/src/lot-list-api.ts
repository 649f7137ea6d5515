import { z } from "zod";
import { ActionType } from "./catalogue.ts";
import { namesSchema } from "./catalogue-api.ts";
import {
  isDateBound,
  isFilterText,
  isListActionId,
  isListId,
  isNumberBound,
  isOrderColumn,
  isOrderDirection,
  isOwnerTypeFilter,
  listFlag,
  normaliseFilterText,
} from "./list-values.ts";
import {
  type Autocomplete,
  defaultItemsPerPage,
  filterParamPattern,
  ListParam,
  type LotCard,
  type LotList,
  type LotListQuery,
  type LotSearchResult,
  listStateParams,
  maxItemsPerPage,
  resolveDateBound,
} from "./lot-list.ts";
import { parseMapArea } from "./map-area.ts";
import { priceFilterValue } from "./patterns.ts";
import { isPeriodFilter } from "./periods.ts";
import { searchQueryMaxLength } from "./search.ts";

/*
 * The list endpoints' schemas (issue 5): the server validates and documents with them; the web app imports
 * only their types (lot-list.ts holds the values it may use).
 */

const textPair = z.object({ lv: z.string(), ru: z.string() });
const imageSchema = z.object({
  storageId: z.string(),
  rotation: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
const priceSchema = z
  .object({
    value: z.number(),
    discountedValue: z.number().nullable(),
    priceType: z.object({ id: z.number().int(), short: namesSchema }),
  })
  .nullable();
const actionKeys = Object.keys(ActionType) as [keyof typeof ActionType, ...(keyof typeof ActionType)[]];
const actionSchema = z.object({ id: z.number().int(), key: z.enum(actionKeys) });

export const lotCardSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  title: textPair,
  preview: textPair,
  category: z.object({ id: z.number().int(), name: namesSchema }),
  frontUrl: textPair,
  price: priceSchema,
  discountPercent: z.number().int().nullable(),
  action: actionSchema,
  regionTitle: textPair.nullable(),
  publishDate: z.string().nullable(),
  highlighted: z.boolean(),
  ownerType: z.number().int(),
  ownerId: z.number().int().nullable(),
  trustedBadge: z.boolean(),
  images: z.array(imageSchema),
  fileCount: z.number().int(),
  views: z.number().int(),
  attributes: z.array(z.object({ key: z.string(), value: z.number(), unit: namesSchema.nullable() })),
  location: z.object({ lat: z.number(), lng: z.number(), accurate: z.boolean() }).nullable(),
}) satisfies z.ZodType<LotCard>;

export const lotListSchema = z.object({
  count: z.number().int().nonnegative(),
  countCapped: z.boolean(),
  data: z.array(lotCardSchema),
}) satisfies z.ZodType<LotList>;

export const lotSearchResultSchema = lotListSchema.extend({
  facets: z.array(
    z.object({
      category: z.object({
        id: z.number().int(),
        name: namesSchema,
        slug: namesSchema,
        parentIds: z.array(z.number().int()),
      }),
      count: z.number().int(),
    }),
  ),
  detectedCategory: z.number().int().nullable(),
  usedQuery: z.string(),
}) satisfies z.ZodType<LotSearchResult>;

const categoryEntry = z.object({
  id: z.number().int(),
  name: namesSchema,
  slug: namesSchema,
  path: namesSchema,
});
export const autocompleteSchema = z.object({
  suggestions: z.array(z.string()),
  regionCategories: z.array(
    z.object({
      category: categoryEntry,
      region: z.object({
        id: z.number().int(),
        name: namesSchema,
        slug: namesSchema,
        /** The region it is part of ("Rīga" for Centrs: Daugavpils has a Centrs too); null at the top. */
        parent: namesSchema.nullable(),
      }),
    }),
  ),
  categories: z.array(categoryEntry.extend({ parents: z.array(namesSchema) })),
  lots: z.array(
    z.object({
      id: z.number().int(),
      title: textPair,
      image: imageSchema.nullable(),
      categoryPath: z.array(namesSchema),
      price: priceSchema,
      action: actionSchema,
      frontUrl: textPair,
    }),
  ),
  total: z.number().int(),
  totalCapped: z.boolean(),
  detectedCategory: z.number().int().nullable(),
}) satisfies z.ZodType<Autocomplete>;

/** What a query string value arrives as: one text, or several when the name repeats. */
const rawValue = z.union([z.string().max(2000), z.array(z.string().max(2000)).max(100)]);
export type RawListQuery = Record<string, string | string[] | undefined>;

/**
 * The query string of the list endpoints, as Fastify hands it over (names are flat: `fV[31]`, `fV[11][min]`,
 * `categories[]`). Known names and filter names pass; anything else is refused by `parseLotListQuery`.
 */
export const rawListQuerySchema = z.record(z.string().max(40), rawValue);

export type ListQueryIssue = { message: string; values: string[]; field: string };

const listOf = (value: string | string[]): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(",")).filter((item) => item !== "");

/** Names a list endpoint takes besides the filter parameters; search also takes `query` and `categories[]`. */
const listNames = new Set<string>([
  ...listStateParams,
  ListParam.category,
  ListParam.itemsPerPage,
  ListParam.adult,
  ListParam.user,
  ListParam.company,
  ListParam.priceTypes,
  `${ListParam.priceTypes}[]`,
  ListParam.multipleCategoryString,
]);
const searchNames = new Set<string>([...listNames, ListParam.query, ListParam.categories, "categories"]);

/**
 * Validates a list or search query string. Unknown names, malformed ids, unknown sort columns and periods,
 * and a text filter's value that is not an identifier (isFilterText) are issues (the endpoint answers 400
 * with them); values that are merely absurd (a huge page, a price range upside down) pass, and the list is
 * then empty. `today` in a date bound is replaced by `today`. Text filters' identifiers are kept normalised.
 */
export function parseLotListQuery(
  raw: RawListQuery,
  kind: "list" | "search",
  today: string,
): { query: LotListQuery } | { issues: ListQueryIssue[] } {
  const issues: ListQueryIssue[] = [];
  const query: LotListQuery = {
    page: 1,
    itemsPerPage: defaultItemsPerPage,
    values: {},
    ranges: {},
    texts: {},
  };
  const known = kind === "search" ? searchNames : listNames;
  const bad = (field: string, message = "This field contains invalid data!") =>
    issues.push({ message, values: [], field });
  const id = (field: string, text: string): number | undefined => {
    if (isListId(text)) return Number(text);
    bad(field);
    return undefined;
  };
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const filter = filterParamPattern.exec(name);
    if (filter) {
      readFilter(
        query,
        Number(filter[1]),
        filter[2] as "min" | "max" | "text" | undefined,
        value,
        today,
        () => bad(name),
      );
      continue;
    }
    if (!known.has(name)) {
      issues.push({ message: "Unknown parameter %s", values: [name], field: name });
      continue;
    }
    const text = Array.isArray(value) ? (value[value.length - 1] ?? "") : value;
    switch (name) {
      case ListParam.category:
        query.category = id(name, text);
        break;
      case ListParam.categories:
      case "categories":
      case ListParam.multipleCategoryString:
        query.categories = [...(query.categories ?? []), ...listOf(value).map((item) => id(name, item) ?? 0)];
        break;
      case ListParam.priceType:
      case ListParam.priceTypes:
      case `${ListParam.priceTypes}[]`: {
        const types = (name === ListParam.priceType ? [text] : listOf(value)).map((item) => id(name, item));
        const known = types.filter((type): type is number => type !== undefined);
        if (known.length > 0) query.priceTypes = [...new Set([...(query.priceTypes ?? []), ...known])];
        break;
      }
      case ListParam.query:
        if (text.length > searchQueryMaxLength * 10) bad(name);
        else query.query = text;
        break;
      case ListParam.page:
        if (/^\d{1,9}$/.test(text) && Number(text) >= 1) query.page = Number(text);
        else bad(name);
        break;
      case ListParam.itemsPerPage:
        if (/^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= maxItemsPerPage)
          query.itemsPerPage = Number(text);
        else bad(name);
        break;
      case ListParam.orderColumn:
        if (isOrderColumn(text)) query.orderColumn = text;
        else bad(name);
        break;
      case ListParam.orderDirection:
        if (isOrderDirection(text)) query.orderDirection = text;
        else bad(name);
        break;
      case ListParam.minPrice:
      case ListParam.maxPrice: {
        const euros = priceFilterValue(text);
        if (euros === undefined && text.trim() !== "" && !/^[\s0]*$/.test(text)) bad(name);
        else if (euros !== undefined) query[name] = euros;
        break;
      }
      case ListParam.region:
      case ListParam.street:
        query[name] = id(name, text);
        break;
      case ListParam.area:
        query.area = parseMapArea(text);
        if (!query.area) bad(name);
        break;
      case ListParam.user:
      case ListParam.company:
        if (/^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text))) query[name] = Number(text);
        else bad(name);
        break;
      case ListParam.ownerType:
        if (isOwnerTypeFilter(text)) query.ownerType = Number(text) as 1 | 2;
        else bad(name);
        break;
      case ListParam.trustedOnly:
      case ListParam.highlighted:
      case ListParam.adult: {
        const flag = listFlag(text);
        if (flag === undefined) bad(name);
        else if (flag) query[name] = true;
        break;
      }
      case ListParam.period:
        if (isPeriodFilter(text)) query.period = text;
        else bad(name);
        break;
      case ListParam.action:
        if (isListActionId(text)) query.action = Number(text);
        else bad(name);
        break;
    }
  }
  return issues.length > 0 ? { issues } : { query };
}

function readFilter(
  query: LotListQuery,
  filterId: number,
  bound: "min" | "max" | "text" | undefined,
  value: string | string[],
  today: string,
  bad: () => void,
) {
  if (bound === undefined) {
    const ids = listOf(value);
    if (ids.length === 0) return;
    if (!ids.every(isListId)) return bad();
    query.values[filterId] = [...new Set(ids.map(Number))];
    return;
  }
  const text = (Array.isArray(value) ? value[value.length - 1] : value)?.trim() ?? "";
  if (text === "") return;
  if (bound === "text") {
    // An identifier: 1-40 letters and digits once spaces and hyphens are gone, kept normalised.
    if (!isFilterText(text)) return bad();
    query.texts = { ...query.texts, [filterId]: normaliseFilterText(text) };
    return;
  }
  const range = query.ranges[filterId] ?? {};
  query.ranges[filterId] = range;
  if (isDateBound(text)) range[bound] = resolveDateBound(text, today);
  else if (isNumberBound(text)) range[bound] = Number(text);
  else bad();
}
