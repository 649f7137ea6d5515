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
