import { type LandingBlock, landingBlocks } from "@tirgus/domain/catalogue";
import type { CategoryDetail, Partner } from "@tirgus/domain/catalogue-api";
import type { Language } from "@tirgus/domain/languages";
import { landingPath, listingPath } from "../../lib/category-links";
import type { PathsByLanguage } from "../../lib/page-paths";
import { type PartnerView, partnerViews } from "../home/home-categories";

/** A subcategory card: its count is null for shortcuts, which list another category's lots. */
export type SubcategoryCard = {
  id: number;
  name: string;
  href: string;
  count: number | null;
  comingSoon: boolean;
};

/** What a landing renders, in the page's language (see home-categories.ts for why). */
export type Landing = {
  name: string;
  allHref: string;
  count: number;
  blocks: readonly LandingBlock[];
  subcategories: SubcategoryCard[];
  partners: PartnerView[];
  pathsByLanguage: PathsByLanguage;
};

export function landingOf(category: CategoryDetail, partners: readonly Partner[], lang: Language): Landing {
  return {
    name: category.name[lang],
    allHref: listingPath(lang, [category.slug]),
    count: category.adCount,
    blocks: category.customBlockSorting ?? landingBlocks,
    subcategories: category.children.map((child) => ({
      id: child.id,
      name: child.name[lang],
      href: listingPath(lang, [category.slug, child.slug]),
      count: child.isShortcut ? null : child.adCount,
      comingSoon: child.status === "comingSoon",
    })),
    partners: partnerViews(partners, lang),
    pathsByLanguage: {
      lv: landingPath("lv", category.slug),
      ru: landingPath("ru", category.slug),
      en: landingPath("en", category.slug),
    },
  };
}
