import type { Language } from "@tirgus/domain/languages";

export { type StaticPageSlug, staticPageSlugs } from "@tirgus/domain/site-pages";

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
