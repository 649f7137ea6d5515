import type { CategoryDetail } from "@tirgus/domain/catalogue-api";
import type { Language } from "@tirgus/domain/languages";

/*
 * Addresses of category pages (spec 1 section 2): a top-level category's landing is
 * `/{lang}/landing/{slug}`, a category's listing `/{lang}/{slug}/{slug}...` (one slug per level, in the
 * page's language), the discount products list `/{lang}/landing/highlighted`.
 */
type Slugs = Readonly<Record<Language, string>>;

export const landingPath = (lang: Language, slugs: Slugs): string => `/${lang}/landing/${slugs[lang]}`;

export const listingPath = (lang: Language, levels: readonly Slugs[]): string =>
  `/${lang}/${levels.map((slugs) => slugs[lang]).join("/")}`;

export const highlightedLandingPath = (lang: Language): string => `/${lang}/landing/highlighted`;

/** The category a category's list shows: a shortcut's target, or itself. */
export const listedCategoryId = (
  category: Pick<CategoryDetail, "id" | "isShortcut" | "shortcutTo">,
): number => (category.isShortcut && category.shortcutTo !== null ? category.shortcutTo : category.id);

/**
 * The category whose list a shortcut's list is exactly, no preset values narrowing it ("Sadzīves tehnika" under
 * home and garden is electronics' own): the page search engines should index is that one. Null for any other
 * category, and for a shortcut with preset values ("Elektroauto" is cars that run on electricity), a list of
 * its own.
 */
export function duplicateOf(
  category: Pick<CategoryDetail, "id" | "isShortcut" | "shortcutTo" | "presetFilters">,
): number | null {
  const listed = listedCategoryId(category);
  if (listed === category.id) return null;
  return Object.keys(category.presetFilters ?? {}).length === 0 ? listed : null;
}
