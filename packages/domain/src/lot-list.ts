import type { ActionTypeName } from "./catalogue.ts";
import { formatAmount } from "./format.ts";
import { pageSize } from "./limits.ts";
import { defaultListFilterKey } from "./lots.ts";
import type { MapArea } from "./map-area.ts";
import type { PeriodFilter } from "./periods.ts";
import type { OrderColumn, OrderDirection } from "./sorting.ts";

/*
 * Lot lists (issue 5): the query a list URL and the list endpoints share, and the card every list answers
 * with. Zod-free, so the web app may import its values; the API's schemas are in lot-list-api.ts.
 *
 * A list URL of the web app and the query of `GET /api/lots` / `GET /api/lots/search` use the same
 * parameter names (spec 1 section 3, "Search query fields"), so a page passes its own query string on:
 *
 *   category=12            the category (its subcategories included)
 *   categories[]=12        search only: narrow to these categories ("Search in this category"); with
 *                          `category` too, a lot must lie in both (`multipleCategoryString=12,34` is the same
 *                          list as one text, which the list endpoint takes as well)
 *   query=golf             search only: the sanitised search text
 *   page=3                 1-based page, `itemsPerPage` lots each (default 20, at most 100)
 *   orderColumn=price&orderDirection=asc
 *   minPrice=500&maxPrice=15000      euros; spaces stripped, zero means "no bound"
 *   region=5               the region (its parishes and neighbourhoods included)
 *   ownerType=1|2          private or company sellers
 *   trustedOnly=true       only owners with the trusted seller badge
 *   period=24h|7d|30d|all  published within
 *   action=1               the action type id (sell, buy, rent...)
 *   highlighted=true       only highlighted (discounted) lots: the discount products list
 *   adult=true             include lots of adult categories in a list that is not itself adult (the visitor
 *                          answered the age question: adultContent cookie); without it they are left out
 *   fV[31]=10042           a select-like filter: one value id, repeated or comma-separated for several
 *   fV[11][min]=2010&fV[11][max]=2015   a numeric, measure or date filter's range (dates YYYY-MM-DD or `today`)
 *   fV[12][text]=WVW ZZZ-1K...         a text filter's identifier (VIN, part number, IMEI...): matched exactly,
 *                          ignoring case, spaces and hyphens (normaliseFilterText, list-values.ts)
 */

export const defaultItemsPerPage = pageSize;
export const maxItemsPerPage = 100;
/** Past this many matches a filtered count stops and the list says "10 000+" (decision 0011). */
export const listCountCap = 10_000;
/** A list's count as pages write it: past the cap (`capped`), "10 000+". */
export const listCountText = (count: number, capped: boolean): string =>
  capped ? `${formatAmount(listCountCap)}+` : formatAmount(count);

/**
 * The last page a list offers: lists end at result `listCountCap` (decision 0018) whatever their count, which
 * for a whole category is exact (316,642 lots of Transport still end at page 500 of 20).
 */
export function lastListPage(count: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(Math.min(count, listCountCap) / itemsPerPage));
}

export const ownerTypeFilterValues = [1, 2] as const;

/** Query parameter names, as list URLs and the API spell them. */
export const ListParam = {
  category: "category",
  categories: "categories[]",
  query: "query",
  page: "page",
  itemsPerPage: "itemsPerPage",
  orderColumn: "orderColumn",
  orderDirection: "orderDirection",
  minPrice: "minPrice",
  maxPrice: "maxPrice",
  /** The main price's type (per month, per day...): a price range then compares like with like. */
  priceType: "priceType",
  /** Several price types, any of which matches (`priceTypes=2,3` or repeated); the API's alternative. */
  priceTypes: "priceTypes",
  region: "region",
  /** A street (its id): the lots at it. */
  street: "street",
  /** A part of the map, `south,west,north,east` (map-area.ts): the lots placed in it. */
  area: "area",
  ownerType: "ownerType",
  trustedOnly: "trustedOnly",
  period: "period",
  action: "action",
  highlighted: "highlighted",
  adult: "adult",
  /** A public seller page's list: the lots a user published as a private person. */
  user: "user",
  /** A company page's list: the lots published for the company. */
  company: "company",
  /** Categories as one comma-separated text (`multipleCategoryString=12,34`), as `categories[]` takes them. */
  multipleCategoryString: "multipleCategoryString",
} as const;

/** What narrows or orders a list besides its category and filters: every list URL and endpoint takes them. */
export const listStateParams = [
  ListParam.page,
  ListParam.orderColumn,
  ListParam.orderDirection,
  ListParam.minPrice,
  ListParam.maxPrice,
  ListParam.priceType,
  ListParam.region,
  ListParam.street,
  ListParam.area,
  ListParam.ownerType,
  ListParam.trustedOnly,
  ListParam.period,
  ListParam.action,
  ListParam.highlighted,
] as const;

/** `fV[31]` (select-like values), `fV[11][min]` / `fV[11][max]` (ranges) and `fV[12][text]` (text filters). */
export const filterValueParam = (filterId: number): string => `fV[${filterId}]`;
export const filterRangeParam = (filterId: number, bound: "min" | "max"): string =>
  `fV[${filterId}][${bound}]`;
export const filterTextParam = (filterId: number): string => `fV[${filterId}][text]`;
/**
 * `fV[55][unit]=ha`: a land area's bounds were typed in hectares (spec 2 section 9: area units m² and ha). Not a
 * list parameter: the filter form sends it, and cleaning the address turns the bounds into square metres,
 * which the list API and the address keep (web app, list-cleaning.ts).
 */
export const filterUnitParam = (filterId: number): string => `fV[${filterId}][unit]`;
export const filterUnitPattern = /^fV\[(\d{1,9})\]\[unit\]$/;
/**
 * Matches every filter parameter; group 1 is the filter id, group 2 the bound of a range or `text` for a text
 * filter.
 */
export const filterParamPattern = /^fV\[(\d{1,9})\](?:\[(min|max|text)\])?$/;

/**
 * The categories a list is of: the several of `categories[]` when asked, else the one `category`. A
 * `category` beside several narrows them further (listConditions).
 */
export const askedCategories = (query: Pick<LotListQuery, "category" | "categories">): number[] =>
  query.categories ?? (query.category === undefined ? [] : [query.category]);

/** A list query after validation: what the server's list and search implementations receive. */
export type LotListQuery = {
  category?: number;
  categories?: number[];
  query?: string;
  page: number;
  itemsPerPage: number;
  orderColumn?: OrderColumn;
  orderDirection?: OrderDirection;
  minPrice?: number;
  maxPrice?: number;
  /** The main price is of one of these types (lots.price_type_id, decision 0037). */
  priceTypes?: number[];
  region?: number;
  street?: number;
  area?: MapArea;
  ownerType?: 1 | 2;
  trustedOnly?: boolean;
  period?: PeriodFilter;
  action?: number;
  highlighted?: boolean;
  adult?: boolean;
  /** Only the lots this user published as a private person (not for a company). */
  user?: number;
  /** Only the lots published for this company. */
  company?: number;
  /** Select-like filters: filter id -> value ids (any of them matches). */
  values: Record<number, number[]>;
  /** Range filters: filter id -> bounds (numbers, or YYYY-MM-DD for date filters; `today` resolved). */
  ranges: Record<number, { min?: number | string; max?: number | string }>;
  /**
   * Text filters: filter id -> the identifier, normalised (normaliseFilterText). Optional for the lists the
   * server builds itself (rows, carousels), which have none.
   */
  texts?: Record<number, string>;
};

type Names = { lv: string; ru: string; en: string };
type TextPair = { lv: string; ru: string };

/** One lot as every list shows it (card in grid view, row in list view, carousel item). */
export type LotCard = {
  id: number;
  /** Lot status id (lists of other people's lots hold only published ones). */
  status: number;
  /** Titles per language; a language the seller did not write falls back to the other. */
  title: TextPair;
  /** The start of the description (at most 160 characters, cut at a word), for list view. */
  preview: TextPair;
  category: { id: number; name: Names };
  /** The lot page's address per language: `/{lang}/{category slugs}/!{id}`. */
  frontUrl: TextPair;
  /** The first price, in euros; null for actions without a price (gift, found...). */
  price: {
    value: number;
    /** The price after the discount, when the lot is discounted. */
    discountedValue: number | null;
    priceType: { id: number; short: Names };
  } | null;
  discountPercent: number | null;
  action: { id: number; key: ActionTypeName };
  /** The lot's place from the municipality down ("Rīga, Centrs"); null when the lot has none. */
  regionTitle: TextPair | null;
  publishDate: string | null;
  highlighted: boolean;
  ownerType: number;
  /** The user who published the lot: a card offers them no bookmark (spec 1 section 6). */
  ownerId: number | null;
  /** The owner has the trusted seller badge. */
  trustedBadge: boolean;
  /** Up to 5 pictures in gallery order, for the card and its hover preview. */
  images: { storageId: string; rotation: 1 | 2 | 3 | null }[];
  /** Every picture and video of the lot ("More N photos" counts the rest). */
  fileCount: number;
  views: number;
  /** Key figures of the category (year, mileage, engine volume, area, rooms, floor, land area). */
  attributes: { key: string; value: number; unit: Names | null }[];
  /** For the map view; null when the lot has no point. */
  location: { lat: number; lng: number; accurate: boolean } | null;
};

/** The answer of a list endpoint: `count` is exact up to `listCountCap`, then `countCapped` is true. */
export type LotList = { count: number; countCapped: boolean; data: LotCard[] };

/** A category the search found lots in, for the facet list. */
export type SearchFacet = {
  category: { id: number; name: Names; slug: Names; parentIds: number[] };
  count: number;
};

/** The search results answer: the list, the facets and what was searched for. */
export type LotSearchResult = LotList & {
  facets: SearchFacet[];
  /** The category most matches are in, whose filters the results page offers; null when none stands out. */
  detectedCategory: number | null;
  /** The query actually run: differs from the one asked when a typo was corrected. */
  usedQuery: string;
};

/** The header search box's combined answer (GET /api/search/autocomplete). */
export type Autocomplete = {
  suggestions: string[];
  /** Real-estate root subcategories combined with regions ("Dzīvokļi, Rīga"). */
  regionCategories: {
    category: { id: number; name: Names; slug: Names; path: Names };
    region: { id: number; name: Names; slug: Names; parent: Names | null };
  }[];
  categories: { id: number; name: Names; slug: Names; path: Names; parents: Names[] }[];
  lots: {
    id: number;
    title: TextPair;
    image: { storageId: string; rotation: 1 | 2 | 3 | null } | null;
    /** Category names from the top level down. */
    categoryPath: Names[];
    price: LotCard["price"];
    action: LotCard["action"];
    frontUrl: TextPair;
  }[];
  /** All results of the search (the "All results (count)" button), counted up to a cap. */
  total: number;
  /** More lots match than `total` counts: shown as "1 000+". */
  totalCapped: boolean;
  detectedCategory: number | null;
};

/**
 * The cookie that keeps the sort a visitor last chose on a category listing (spec 1 section 4, "Sort and view
 * are stored"); the page cache keys signed-out pages by it, since a listing without a sort follows it. Here
 * rather than with the sorts: every page that keeps lists reads it, and most need nothing else of them.
 */
export const storedSortCookie = "lots_sort";

/** Lists are cached per list type, filter key and page (spec 1 section 4). */
export function listCacheKey(listType: string, filterKey: string, page: number): string {
  return `${listType}:${filterKey}:${page}`;
}

/**
 * The filter key of a list URL's query: its parameters without `page`, sorted, or "default" when none are
 * left. Two URLs that differ only in the order of their parameters share the key.
 */
export function listFilterKey(search: URLSearchParams): string {
  const pairs = [...search.entries()].filter(([name]) => name !== ListParam.page);
  if (pairs.length === 0) return defaultListFilterKey;
  return pairs
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
}

/**
 * A date bound that means the day the list is read: a preset's `fV[11][min]=today` is "the roadworthiness
 * test is valid today or later", so its list stays right on every later day.
 */
export const todayBound = "today";
/** A date bound as the day it stands for: `today` becomes the given day (YYYY-MM-DD, Latvia's), others stay. */
export const resolveDateBound = (text: string, today: string): string => (text === todayBound ? today : text);
