import type { CategoryDetail, PresetOffer } from "@tirgus/domain/catalogue-api";
import type { Language } from "@tirgus/domain/languages";
import { ListParam, type LotList } from "@tirgus/domain/lot-list";
import type { ApiClient } from "../../lib/api-client";
import { listingPath } from "../../lib/category-links";
import { type RowCard, rowCards } from "../lot-rows/row-data";

/*
 * The rows of a category landing (spec 1 sections 2 and 9): the preset offer carousels of the special
 * landings (transport, real estate, electronics), the highlighted and the recently added lots of the
 * category; within a region (`/!{region}`), each of them narrowed to the region.
 *
 * The server asks every row for its lots and keeps only the rows that have some (`loadRows`): a row loaded in
 * the browser that turned out empty would vanish from under the visitor. Within a region most rows have none
 * (the demo's Jelgava has no car of any preset), and a category may have no highlighted lots. It renders the
 * first `serverRows` rows with their cards; the others load in the browser as they near the screen.
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
  const categoryQuery = `${ListParam.category}=${category.id}${region ? `&${ListParam.region}=${region.id}` : ""}`;
  return {
    presets: presets.flatMap((preset) => {
      const path = presetPaths.get(preset.category.id);
      if (!path) return [];
      return [
        {
          id: `preset-${preset.presetBackendId}`,
          kind: "presets",
          title: preset.title[lang],
          href: `${listingPath(lang, path)}${within}?${listQueryOfPreset(preset.search)}`,
          source: `/api/lots/preset/${preset.presetBackendId}${region ? `?${ListParam.region}=${region.id}` : ""}`,
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
        source: `/api/lots/highlighted?${categoryQuery}`,
        cards: null,
      },
    ],
    recent: [
      {
        id: "recent",
        kind: "recent",
        title: null,
        href: allHref,
        source: `/api/lots/recent?${categoryQuery}`,
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

/**
 * Every row asked for its lots at once: the rows without lots are left out, and the first `serverRows` of the
 * others keep their cards. A row whose answer failed is kept without cards, for the browser to try again.
 */
export async function loadRows(
  api: ApiClient,
  rows: readonly LandingRow[],
  lang: Language,
  visited: ReadonlySet<number>,
): Promise<LandingRow[]> {
  const lists = await Promise.all(
    rows.map((row) => api.get<LotList>(row.source, undefined, { silent: true }).catch(() => undefined)),
  );
  const withLots = rows.flatMap((row, index) => {
    const list = lists[index];
    if (list === null || list?.data.length === 0) return [];
    return [{ row, list }];
  });
  return withLots.map(({ row, list }, index) =>
    list && index < serverRows ? { ...row, cards: rowCards(list, lang, visited) } : row,
  );
}

/**
 * A preset's search as its list's address takes it: the list's path names the category, so the search's
 * `category` would only be redirected away (301) on every visit.
 */
function listQueryOfPreset(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(ListParam.category);
  return query.toString();
}
