import type { HomeCategory, Partner } from "@tirgus/domain/catalogue-api";
import { AdultContent, CookieKey, type Language } from "@tirgus/domain/languages";
import { landingPath, listingPath } from "../../lib/category-links";
import { readCookie } from "../../lib/cookies";

/*
 * What the home page renders, in the page's language only: loader data is serialised into every page for
 * hydration, and the API's names and slugs in three languages tripled that work and the HTML.
 */
export type CategoryLinkView = { id: number; name: string; href: string };
export type HomeTile = CategoryLinkView & {
  icon: string | null;
  comingSoon: boolean;
  children: CategoryLinkView[];
};
export type PartnerView = { id: number; name: string; url: string; logo: string; description: string };

/** The home tiles to show: adult ones go when the visitor's adultContent cookie says to hide them. */
export function homeTiles(
  categories: readonly HomeCategory[],
  lang: Language,
  cookieHeader: string | null,
): HomeTile[] {
  const hideAdult = readCookie(cookieHeader, CookieKey.adultContent) === AdultContent.hidden;
  return categories
    .filter((category) => !(hideAdult && category.adult))
    .map((category) => ({
      id: category.id,
      name: category.name[lang],
      href: landingPath(lang, category.slug),
      icon: category.icon,
      comingSoon: category.status === "comingSoon",
      children: category.children.map((child) => ({
        id: child.id,
        name: child.name[lang],
        href: listingPath(lang, [category.slug, child.slug]),
      })),
    }));
}

/**
 * The categories whose highlighted and newest lots home lists in rows of their own: open ones, and the adult
 * one only once the visitor has said they are 18 or older (its landing asks first, and home must not show what the landing hides).
 */
export function categoryRowCategories(
  categories: readonly HomeCategory[],
  cookieHeader: string | null,
): HomeCategory[] {
  const adultAllowed = readCookie(cookieHeader, CookieKey.adultContent) === AdultContent.allowed;
  return categories.filter((category) => category.status === "active" && (adultAllowed || !category.adult));
}

export const partnerViews = (partners: readonly Partner[], lang: Language): PartnerView[] =>
  partners.map(({ id, name, url, logo, description }) => ({
    id,
    name,
    url,
    logo,
    description: description[lang],
  }));
