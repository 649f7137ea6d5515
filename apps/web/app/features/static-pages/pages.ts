import { type StaticPage, type StaticPageSlug, staticPageSlugs } from "./types.ts";

/**
 * Loads the text of one static page. Each page is its own dynamic import, so its text is a
 * separate chunk fetched only when the page is shown, never part of the main bundle.
 */
export async function loadStaticPage(slug: StaticPageSlug): Promise<StaticPage> {
  switch (slug) {
    case "contacts":
      return (await import("./content/contacts.ts")).page;
    case "cooperative":
      return (await import("./content/cooperative.ts")).page;
    case "about/info":
      return (await import("./content/info.ts")).page;
    case "about/parcel-delivery":
      return (await import("./content/parcel-delivery.ts")).page;
    case "about/user-data-policy":
      return (await import("./content/user-data-policy.ts")).page;
    case "about/rules":
      return (await import("./content/rules.ts")).page;
    case "about/cookies":
      return (await import("./content/cookies.ts")).page;
    case "about/notice":
      return (await import("./content/notice.ts")).page;
    default: {
      const unknown: never = slug;
      throw new Error(`Unknown static page: ${String(unknown)}`);
    }
  }
}

export function isStaticPageSlug(value: string): value is StaticPageSlug {
  return (staticPageSlugs as readonly string[]).includes(value);
}
