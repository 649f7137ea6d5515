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
 * The lots of home (spec 1 section 2): recently added, a highlighted row per open top-level category and
 * the endless list of the newest lots. Home is the most visited and benchmarked page, so the server renders
 * only what the first screens show: recently added, the first `serverHighlightedRows` highlighted rows and
 * one page of the endless list. The other rows load in the browser as they near the screen; a category
 * without highlighted lots then shows no row (which lists have any is not known before asking).
 */
export const serverHighlightedRows = 1;

export type HighlightedRow = {
  categoryId: number;
  categoryName: string;
  /** The category's listing narrowed to highlighted lots. */
  href: string;
  source: string;
  cards: RowCard[] | null;
};

export type HomeLots = {
  /** The visitor allowed adult content: the endless list's further pages include adult lots too. */
  adult: boolean;
  recent: { source: string; cards: RowCard[] };
  highlighted: HighlightedRow[];
  newest: EndlessListView;
};

/** `adult`: the visitor allowed adult content (withAdultContent). */
export const recentSource = (adult: boolean) => withAdultContent("/api/lots/recent", adult);
export const highlightedSource = (categoryId: number) =>
  `/api/lots/highlighted?${ListParam.category}=${categoryId}`;
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
 * `categories`: the categories with a highlighted row (`highlightedRowCategories`), in the grid's order. A
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
  // One Promise.all over every call, so a failing one rejects the page and none is left unhandled.
  const [open, recent, newest, highlighted] = await Promise.all([
    categories,
    api.get<LotList>(recentSource(adult)),
    api.get<LotList>(newestSource(page, adult)),
    categories.then((open) =>
      Promise.all(
        open
          .slice(0, serverHighlightedRows)
          .map((category) => api.get<LotList>(highlightedSource(category.id))),
      ),
    ),
  ]);
  return {
    adult,
    recent: { source: recentSource(adult), cards: rowCards(recent ?? empty, lang, visited) },
    highlighted: open.map((category, index) => {
      const loaded = index < highlighted.length ? (highlighted[index] ?? empty) : null;
      return {
        categoryId: category.id,
        categoryName: category.name[lang],
        href: `${listingPath(lang, [category.slug])}?${ListParam.highlighted}=true`,
        source: highlightedSource(category.id),
        cards: loaded && rowCards(loaded, lang, visited),
      };
    }),
    newest: {
      page,
      pageSize,
      count: newest?.count ?? 0,
      cards: rowCards(newest ?? empty, lang, visited),
    },
  };
}
