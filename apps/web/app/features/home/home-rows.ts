import type { HomeCategory } from "@tirgus/domain/catalogue-api";
import type { Language } from "@tirgus/domain/languages";
import { pageSize } from "@tirgus/domain/limits";
import { ListParam, type LotList } from "@tirgus/domain/lot-list";
import type { ApiClient } from "../../lib/api-client";
import { listingPath } from "../../lib/category-links";
import { withAdultContent } from "../landing/age-gate";
import type { EndlessListView } from "../lot-rows/endless-list";
import { type RowCard, rowCards } from "../lot-rows/row-data";

/*
 * The lots of home (spec 1 section 2): recently added, then per open top-level category its highlighted row
 * and its recently added row, then the endless list of the newest lots. Home is the most visited and
 * benchmarked page, so the server renders only what the first screens show: recently added, the first
 * `serverCategoryRows` category rows and one page of the endless list. The other rows load in the browser as
 * they near the screen. A category has its highlighted row only with highlighted lots and its recently added
 * row only with lots (both known from the home categories), so a row never turns out empty and vanishes.
 */
export const serverCategoryRows = 1;

/**
 * A category's row: its highlighted lots (paid for, so first) or its newest ones. Highlighted rows show 20
 * lots, recently added rows 12 (spec 1 section 9); the endpoints cut them.
 */
export type CategoryRow = {
  kind: "highlighted" | "recent";
  categoryId: number;
  categoryName: string;
  /** The category's listing: narrowed to highlighted lots, or newest first (a listing's default). */
  href: string;
  source: string;
  cards: RowCard[] | null;
};

export type HomeLots = {
  /** The visitor allowed adult content: the endless list's further pages include adult lots too. */
  adult: boolean;
  recent: { source: string; cards: RowCard[] };
  categoryRows: CategoryRow[];
  newest: EndlessListView;
};

/** `adult`: the visitor allowed adult content (withAdultContent). */
export const recentSource = (adult: boolean) => withAdultContent("/api/lots/recent", adult);
export const highlightedSource = (categoryId: number) =>
  `/api/lots/highlighted?${ListParam.category}=${categoryId}`;
/** A category's newest lots; an adult category's own lots come without `adult=true` (it is asked for). */
export const categoryRecentSource = (categoryId: number) =>
  `/api/lots/recent?${ListParam.category}=${categoryId}`;
export const newestSource = (page: number, adult: boolean) =>
  withAdultContent(`/api/lots?${ListParam.page}=${page}`, adult);
/** Home's own address showing page `page` of the newest lots first (for visitors without JavaScript). */
export const newestHref = (lang: Language, page: number) =>
  `${lang === "lv" ? "/" : `/${lang}`}?${ListParam.page}=${page}`;

/** `?page=N` of home's address: a positive whole number, anything else is the first page. */
export function newestPageOf(url: URL): number {
  const text = url.searchParams.get(ListParam.page) ?? "";
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/**
 * `categories`: the categories with rows of their own (`categoryRowCategories`), in the grid's order. A
 * promise, so recently added and the newest page are asked for while the categories are still on their way.
 */
export async function loadHomeLots(
  api: ApiClient,
  categories: Promise<readonly HomeCategory[]>,
  lang: Language,
  page: number,
  visited: ReadonlySet<number>,
  adult: boolean,
): Promise<HomeLots> {
  const empty: LotList = { count: 0, countCapped: false, data: [] };
  const rowsOf = categories.then((open) => categoryRows(open, lang));
  // One Promise.all over every call, so a failing one rejects the page and none is left unhandled.
  const [rows, recent, newest, loaded] = await Promise.all([
    rowsOf,
    api.get<LotList>(recentSource(adult)),
    api.get<LotList>(newestSource(page, adult)),
    rowsOf.then((rows) =>
      Promise.all(rows.slice(0, serverCategoryRows).map((row) => api.get<LotList>(row.source))),
    ),
  ]);
  return {
    adult,
    recent: { source: recentSource(adult), cards: rowCards(recent ?? empty, lang, visited) },
    categoryRows: rows.map((row, index) =>
      index < loaded.length ? { ...row, cards: rowCards(loaded[index] ?? empty, lang, visited) } : row,
    ),
    newest: {
      page,
      pageSize,
      count: newest?.count ?? 0,
      cards: rowCards(newest ?? empty, lang, visited),
    },
  };
}

/** Each category's highlighted row, then its recently added row, where it has such lots; none loaded yet. */
function categoryRows(categories: readonly HomeCategory[], lang: Language): CategoryRow[] {
  return categories.flatMap((category) => {
    const named = { categoryId: category.id, categoryName: category.name[lang], cards: null };
    const listing = listingPath(lang, [category.slug]);
    const rows: CategoryRow[] = [];
    if (category.hasHighlightedLots)
      rows.push({
        ...named,
        kind: "highlighted",
        href: `${listing}?${ListParam.highlighted}=true`,
        source: highlightedSource(category.id),
      });
    if (category.adCount > 0)
      rows.push({ ...named, kind: "recent", href: listing, source: categoryRecentSource(category.id) });
    return rows;
  });
}
