import type { CategoryDetail } from "@tirgus/domain/catalogue-api";
import { type FormFilter, formFiltersOf } from "@tirgus/domain/lot-form-values";
import type pg from "pg";
import { categoryDetail, categoryFilters } from "../catalogue/repository.ts";

/** What the form's rules need of a category: whether lots may be made in it, its actions and its filters. */
export type FormCategory = {
  detail: CategoryDetail;
  /** A lot is made in a leaf that is active and not a shortcut to another place in the tree. */
  acceptsLots: boolean;
  filters: FormFilter[];
};

/**
 * Read per request from the catalogue repository: the create form is not a hot path, and the catalogue's own
 * answers are cached where they are served.
 */
export async function formCategory(pool: pg.Pool, id: number): Promise<FormCategory | null> {
  const [detail, filters] = await Promise.all([
    categoryDetail(pool, id),
    categoryFilters(pool, id, "create"),
  ]);
  if (!detail || !filters) return null;
  return {
    detail,
    acceptsLots: !detail.hasChildCategories && !detail.isShortcut && detail.status === "active",
    filters: formFiltersOf(filters),
  };
}
