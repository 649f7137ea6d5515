import type { Language } from "@tirgus/domain/languages";

/** The static pages of spec section 2 ("Static" row) that the shell serves. */
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

/** A block of page text. Content is data, rendered by one component, so every page looks alike. */
export type StaticBlock =
  | { type: "h2"; text: string }
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "faq"; question: string; answer: string }
  | { type: "contact"; label: string; value: string; href?: string };

export type StaticPageContent = {
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  /** ISO date the text was last revised, shown on legal pages. */
  updated?: string;
  blocks: StaticBlock[];
};

export type StaticPage = Record<Language, StaticPageContent>;
