/** The static pages of spec 1 section 2 ("Static" row) that the site serves, under `/{lang}/...`. */
export const staticPageSlugs = [
  "contacts",
  "cooperative",
  "about/info",
  "about/parcel-delivery",
  "about/user-data-policy",
  "about/rules",
  "about/cookies",
  "about/notice",
] as const;
export type StaticPageSlug = (typeof staticPageSlugs)[number];
