import { type ActionType, actionTypeName } from "@tirgus/domain/catalogue";
import type {
  CategoryDetail,
  CategoryFilter,
  CategorySummary,
  CategoryTreeNode,
  RegionNode,
} from "@tirgus/domain/catalogue-api";
import type pg from "pg";

/** The catalogue's SQL: the only code that reads the catalogue tables. */

const summaryColumns = `
  c.id, c.parent_id, c.level, c.names, c.slug_lv, c.slug_ru, c.slug_en, c.icon, c.status, c.view_type,
  c.highlighted, c.adult, c.hidden_on_home, c.shortcut_to, c.ad_count,
  EXISTS (SELECT 1 FROM categories child WHERE child.parent_id = c.id) AS has_children`;

type SummaryRow = {
  id: number;
  parent_id: number | null;
  level: number;
  names: CategorySummary["name"];
  slug_lv: string;
  slug_ru: string;
  slug_en: string;
  icon: string | null;
  status: CategorySummary["status"];
  view_type: CategorySummary["viewType"];
  highlighted: boolean;
  adult: boolean;
  hidden_on_home: boolean;
  shortcut_to: number | null;
  ad_count: number;
  has_children: boolean;
};

function toSummary(row: SummaryRow): CategorySummary {
  return {
    id: row.id,
    parentId: row.parent_id,
    level: row.level,
    name: row.names,
    slug: { lv: row.slug_lv, ru: row.slug_ru, en: row.slug_en },
    icon: row.icon,
    status: row.status,
    viewType: row.view_type,
    highlighted: row.highlighted,
    adult: row.adult,
    hiddenOnHome: row.hidden_on_home,
    isShortcut: row.shortcut_to !== null,
    shortcutTo: row.shortcut_to,
    hasChildCategories: row.has_children,
    adCount: row.ad_count,
  };
}

export async function categoryTree(pool: pg.Pool): Promise<CategoryTreeNode[]> {
  const { rows } = await pool.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM categories c ORDER BY c.level, c.parent_id, c.sort`,
  );
  return buildTree(rows.map(toSummary), (summary) => summary.parentId);
}

export async function categoryDetail(pool: pg.Pool, id: number): Promise<CategoryDetail | null> {
  const found = await pool.query<SummaryRow & { path: number[]; notice: CategoryDetail["notice"] }>(
    `SELECT ${summaryColumns}, c.path, c.notice FROM categories c WHERE c.id = $1`,
    [id],
  );
  const row = found.rows[0];
  if (!row) return null;
  const [parents, children, actions] = await Promise.all([
    pool.query<SummaryRow>(
      `SELECT ${summaryColumns} FROM categories c WHERE c.id = ANY($1::int[]) ORDER BY c.level`,
      [row.path.slice(0, -1)],
    ),
    pool.query<SummaryRow>(
      `SELECT ${summaryColumns} FROM categories c WHERE c.parent_id = $1 ORDER BY c.sort`,
      [id],
    ),
    categoryActions(pool, id),
  ]);
  return {
    ...toSummary(row),
    parents: parents.rows.map(toSummary),
    children: children.rows.map(toSummary),
    notice: row.notice,
    actions,
  };
}

async function categoryActions(pool: pg.Pool, categoryId: number): Promise<CategoryDetail["actions"]> {
  const { rows } = await pool.query<{
    action_id: number;
    combined_price_range: boolean;
    price_types: CategoryDetail["actions"][number]["priceTypes"];
  }>(
    `SELECT a.action_id, a.combined_price_range,
       coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'key', p.key, 'name', p.names, 'short', p.short)
         ORDER BY array_position(a.price_type_ids, p.id)) FILTER (WHERE p.id IS NOT NULL), '[]') AS price_types
     FROM category_actions a LEFT JOIN price_types p ON p.id = ANY(a.price_type_ids)
     WHERE a.category_id = $1 GROUP BY a.category_id, a.action_id ORDER BY min(a.sort)`,
    [categoryId],
  );
  return rows.map((row) => ({
    id: row.action_id,
    key: actionTypeName(row.action_id as (typeof ActionType)[keyof typeof ActionType]),
    priceTypes: row.price_types,
    combinedPriceRange: row.combined_price_range,
  }));
}

/** The category's filters in their order, each with its defined values (dependent values carry their parent). */
export async function categoryFilters(pool: pg.Pool, categoryId: number): Promise<CategoryFilter[] | null> {
  const exists = await pool.query("SELECT 1 FROM categories WHERE id = $1", [categoryId]);
  if (exists.rowCount === 0) return null;
  const { rows } = await pool.query<{ item: CategoryFilter }>(
    `SELECT jsonb_build_object(
       'filter', jsonb_build_object('id', f.id, 'key', f.key, 'name', f.names, 'displayType', f.display_type,
         'unit', f.unit, 'min', f.min, 'max', f.max, 'steps', to_jsonb(f.steps), 'dependsOn', f.depends_on),
       'isRequired', cf.required, 'visibilityType', cf.visibility, 'filterSection', cf.section,
       'displaySize', cf.display_size, 'cssClass', cf.css_class,
       'filterDefinedValues', coalesce((
         SELECT jsonb_agg(jsonb_build_object('id', v.id, 'displayValue', v.names, 'actualValue', v.actual_value,
           'sequence', v.sequence, 'parentValueId', v.parent_value_id) ORDER BY v.parent_value_id NULLS FIRST, v.sequence)
         FROM filter_values v WHERE v.filter_id = f.id), '[]')) AS item
     FROM category_filters cf JOIN filters f ON f.id = cf.filter_id
     WHERE cf.category_id = $1 ORDER BY cf.sort`,
    [categoryId],
  );
  return rows.map((row) => row.item);
}

export async function regionTree(pool: pg.Pool): Promise<RegionNode[]> {
  const { rows } = await pool.query<{
    id: number;
    parent_id: number | null;
    type: string;
    names: RegionNode["name"];
    slug_lv: string;
    slug_ru: string;
    slug_en: string;
    lat: number;
    lng: number;
  }>(
    "SELECT id, parent_id, type, names, slug_lv, slug_ru, slug_en, lat, lng FROM regions ORDER BY array_length(path, 1), parent_id, sort",
  );
  const nodes = rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    type: row.type,
    name: row.names,
    slug: { lv: row.slug_lv, ru: row.slug_ru, en: row.slug_en },
    lat: row.lat,
    lng: row.lng,
  }));
  return buildTree(nodes, (node) => node.parentId);
}

type TreeOf<T> = T & { children: TreeOf<T>[] };

/** Rows come parents first; each node gets its children in row order. */
function buildTree<T extends { id: number }>(items: T[], parentOf: (item: T) => number | null): TreeOf<T>[] {
  const nodes = new Map<number, TreeOf<T>>();
  const roots: TreeOf<T>[] = [];
  for (const item of items) {
    const node: TreeOf<T> = { ...item, children: [] };
    nodes.set(item.id, node);
    const parentId = parentOf(item);
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
