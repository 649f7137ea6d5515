import { type LandingBlock, landingBlocks } from "@tirgus/domain/catalogue";
import type { CategoryDetail, Partner } from "@tirgus/domain/catalogue-api";
import { type Language, languages } from "@tirgus/domain/languages";
import { landingPath, listingPath } from "../../lib/category-links";
import type { PathsByLanguage } from "../../lib/page-paths";
import { type PartnerView, partnerViews } from "../home/home-categories";
import type { RegionCount, RegionCounts } from "./region-counts";

/**
 * A subcategory card: a shortcut counts the lots it lists (its target's, narrowed by its preset values); within
 * a region, the lots its listing shows there (`capped` past the lists' cap).
 */
export type SubcategoryCard = {
  id: number;
  name: string;
  href: string;
  count: number | null;
  countCapped: boolean;
  comingSoon: boolean;
};

/** What a landing renders, in the page's language (decision 17). */
export type Landing = {
  name: string;
  /** With a region (`/landing/{slug}/!{region}`): its name, and the landing without it for the breadcrumb. */
  region: { name: string; categoryHref: string } | null;
  allHref: string;
  /** Published lots of the category (within a region: its listing's count there, `capped` past the cap). */
  count: number | null;
  countCapped: boolean;
  blocks: readonly LandingBlock[];
  subcategories: SubcategoryCard[];
  partners: PartnerView[];
  pathsByLanguage: PathsByLanguage;
};

type Names = Readonly<Record<Language, string>>;
export type LandingRegion = { id: number; name: Names; slug: Names };

/** A region narrows every address of the landing: `.../!{region}` in the region's slug of each language. */
export const regionSuffix = (region: LandingRegion | null, lang: Language) =>
  region ? `/!${region.slug[lang]}` : "";

/**
 * `regionCounts`: the listings' counts within `region`; without them a landing within a region shows none
 * (the catalogue's counts are of every region).
 */
export function landingOf(
  category: CategoryDetail,
  partners: readonly Partner[],
  lang: Language,
  region: LandingRegion | null = null,
  regionCounts: RegionCounts | null = null,
): Landing {
  const within = regionSuffix(region, lang);
  // Without a region the catalogue's counts; within one the listings' counts there, none where they are missing.
  const shown = (adCount: number, inRegion: RegionCount | undefined) =>
    region
      ? { count: inRegion?.count ?? null, countCapped: inRegion?.capped ?? false }
      : { count: adCount, countCapped: false };
  return {
    name: category.name[lang],
    region: region && { name: region.name[lang], categoryHref: landingPath(lang, category.slug) },
    allHref: listingPath(lang, [category.slug]) + within,
    ...shown(category.adCount, regionCounts?.all),
    blocks: category.customBlockSorting ?? landingBlocks,
    subcategories: category.children.map((child) => ({
      id: child.id,
      name: child.name[lang],
      href: listingPath(lang, [category.slug, child.slug]) + within,
      ...shown(child.adCount, regionCounts?.byCard.get(child.id)),
      comingSoon: child.status === "comingSoon",
    })),
    partners: partnerViews(partners, lang),
    pathsByLanguage: Object.fromEntries(
      languages.map((other) => [other, landingPath(other, category.slug) + regionSuffix(region, other)]),
    ) as Record<Language, string>,
  };
}
