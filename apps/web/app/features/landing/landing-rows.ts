import type { CategoryDetail, PresetOffer } from "@tirgus/domain/catalogue-api";
import type { Language } from "@tirgus/domain/languages";
import { highlightedCount, recentlyAddedCount } from "@tirgus/domain/limits";
import { ListParam, type LotList } from "@tirgus/domain/lot-list";
import type { ApiClient } from "../../lib/api-client";
import { listingPath } from "../../lib/category-links";
import { type RowCard, rowCards } from "../lot-rows/row-data";

/*
 * The rows of a category landing (spec 1 sections 2 and 9): the preset offer carousels of the special
 * landings (transport, real estate, electronics), the highlighted and the recently added lots of the
 * category. The server renders the first `serverRows` rows in the landing's block order; the others load in
 * the browser as they near the screen.
 *
 * Within a region (`/!{region}`) every row is the list endpoint narrowed to the region: the preset's search
 * with `region` added (the list endpoint resolves its `today` bounds), as the rows without a region are
 * the same lists without it.
 *
 * The page keeps only the rows that have lots (`rowsWithLots`): a row loaded in the browser that turned out
 * empty would vanish from under the visitor. Within a region most rows have none (the demo's Jelgava has no
 * car of any preset), and without one a category may have no highlighted lots.
 */
export const serverRows = 2;

export type LandingRowKind = "presets" | "highlighted" | "recent";

export type LandingRow = {
  id: string;
  kind: LandingRowKind;
  /** The preset's title in the page's language; the other rows' titles are the page's own texts. */
  title: string | null;
  href: string;
  source: string;
  /** What tells whether the row has lots: its list asked for one lot, or its source. */
  probe: string;
  cards: RowCard[] | null;
};

type Slugs = Readonly<Record<Language, string>>;

/**
 * The rows' definitions in landing order, lots not loaded. `presetPaths` maps a preset's category id to its
 * slugs from the top level down (its listing's address); `regionSuffix` is `/!{region slug}` or "".
 */
export function landingRowsOf(options: {
  category: CategoryDetail;
  presets: readonly PresetOffer[];
  presetPaths: ReadonlyMap<number, readonly Slugs[]>;
  lang: Language;
  region: { id: number; suffix: string } | null;
}): Record<LandingRowKind, LandingRow[]> {
  const { category, presets, presetPaths, lang, region } = options;
  const within = region?.suffix ?? "";
  const allHref = listingPath(lang, [category.slug]) + within;
  const list = (query: string, count: number) =>
    `/api/lots?${query}&${ListParam.itemsPerPage}=${count}${region ? `&${ListParam.region}=${region.id}` : ""}`;
  const categoryQuery = `${ListParam.category}=${category.id}`;
  const highlightedQuery = `${categoryQuery}&${ListParam.highlighted}=true`;
  // Within a region a row is the list endpoint, asked for one lot to learn whether it has any. Without one it is
  // an endpoint that does not count (the highlighted row's count cost 141 ms for real estate at 1M lots), asked
  // whole: the answer cache keeps it for the browser's load.
  const row = (query: string, count: number, source: string) =>
    region ? { source: list(query, count), probe: list(query, 1) } : { source, probe: source };
  return {
    presets: presets.flatMap((preset) => {
      const path = presetPaths.get(preset.category.id);
      if (!path) return [];
      return [
        {
          id: `preset-${preset.presetBackendId}`,
          kind: "presets",
          title: preset.title[lang],
          href: `${listingPath(lang, path)}${within}?${preset.search}`,
          ...row(preset.search, highlightedCount, `/api/lots/preset/${preset.presetBackendId}`),
          cards: null,
        },
      ];
    }),
    highlighted: [
      {
        id: "highlighted",
        kind: "highlighted",
        title: null,
        href: `${allHref}?${ListParam.highlighted}=true`,
        ...row(highlightedQuery, highlightedCount, `/api/lots/highlighted?${categoryQuery}`),
        cards: null,
      },
    ],
    recent: [
      {
        id: "recent",
        kind: "recent",
        title: null,
        href: allHref,
        ...row(categoryQuery, recentlyAddedCount, `/api/lots/recent?${categoryQuery}`),
        cards: null,
      },
    ],
  };
}

/**
 * The slugs of each preset's category from the top level down: the landing's own category and its children
 * are known, deeper ones (laptops under computers) are asked for once each.
 */
export async function presetCategoryPaths(
  api: ApiClient,
  category: CategoryDetail,
  presets: readonly PresetOffer[],
): Promise<Map<number, Slugs[]>> {
  const paths = new Map<number, Slugs[]>([[category.id, [category.slug]]]);
  for (const child of category.children) paths.set(child.id, [category.slug, child.slug]);
  const deeper = [...new Set(presets.map((preset) => preset.category.id))].filter((id) => !paths.has(id));
  const details = await Promise.all(
    deeper.map((id) => api.get<CategoryDetail>(`/api/categories/${id}`, undefined, { silent: true })),
  );
  for (const detail of details) {
    if (detail) paths.set(detail.id, [...detail.parents.map((parent) => parent.slug), detail.slug]);
  }
  return paths;
}

/** Rows in the landing's block order (`customBlockSorting` or the default). */
export const rowsInOrder = (
  blocks: readonly string[],
  rows: Record<LandingRowKind, LandingRow[]>,
): LandingRow[] => blocks.flatMap((block) => (block in rows ? rows[block as LandingRowKind] : []));

/** The rows that have lots, all asked at once. A row whose answer failed is kept, for the browser to try again. */
export async function rowsWithLots(api: ApiClient, rows: readonly LandingRow[]): Promise<LandingRow[]> {
  const lists = await Promise.all(
    rows.map((row) => api.get<LotList>(row.probe, undefined, { silent: true }).catch(() => undefined)),
  );
  return rows.filter((_, index) => {
    const list = lists[index];
    return list === undefined || (list !== null && list.data.length > 0);
  });
}

/** Loads the first `serverRows` rows of the landing's order; the rest stay for the browser. */
export async function loadFirstRows(
  api: ApiClient,
  rows: readonly LandingRow[],
  lang: Language,
  visited: ReadonlySet<number>,
): Promise<LandingRow[]> {
  const first = rows.slice(0, serverRows);
  // A row that fails here is left to the browser, which tries again, rather than failing the page.
  const lists = await Promise.all(
    first.map((row) => api.get<LotList>(row.source, undefined, { silent: true }).catch(() => undefined)),
  );
  return rows.map((row, index) => {
    const list = lists[index];
    if (index >= first.length || list === undefined) return row;
    return { ...row, cards: list ? rowCards(list, lang, visited) : [] };
  });
}
