import type { CategorySummary } from "@tirgus/domain/catalogue-api";

/* A category as the catalogue endpoints answer it, for tests: active, a list, no children, named by its id. */
export const categorySummary = (id: number, more: Partial<CategorySummary> = {}): CategorySummary => ({
  id,
  parentId: null,
  level: 0,
  name: { lv: `${id}`, ru: `${id}`, en: `${id}` },
  slug: { lv: `${id}`, ru: `${id}`, en: `${id}` },
  icon: null,
  status: "active",
  viewType: "list",
  highlighted: false,
  adult: false,
  hiddenOnHome: false,
  isShortcut: false,
  shortcutTo: null,
  hasChildCategories: false,
  adCount: 0,
  ...more,
});
