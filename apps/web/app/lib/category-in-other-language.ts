import type { CategoryDetail, RegionBySlug } from "@tirgus/domain/catalogue-api";
import { type Language, languages } from "@tirgus/domain/languages";
import type { ApiClient } from "./api-client";
import { orNull } from "./not-found";

/** A category a path names, and the region after it (`/!{region}`) when it names one. */
export type NamedPlace = { category: CategoryDetail; region: RegionBySlug | null };

/**
 * The category (and region) a path names by another language's slugs ("/ru/transports",
 * "/ru/nekustamais-ipasums/dzivokli/!riga"): a link copied from the other language's page with its prefix
 * changed by hand. Asked only once the page's own language found nothing; both in one language, or null.
 */
export async function placeInOtherLanguage(
  api: ApiClient,
  lang: Language,
  slugs: readonly string[],
  regionSlug: string | null,
): Promise<NamedPlace | null> {
  const silently = { silent: true };
  const path = slugs.map(encodeURIComponent).join("/");
  for (const other of languages.filter((language) => language !== lang)) {
    const [category, region] = await Promise.all([
      orNull(api.get<CategoryDetail>(`/api/categories/by-slug/${other}/${path}`, undefined, silently)),
      regionSlug === null
        ? null
        : orNull(api.get<RegionBySlug>(`/api/regions/by-slug/${other}/${regionSlug}`, undefined, silently)),
    ]);
    if (category && (regionSlug === null || region)) return { category, region };
  }
  return null;
}
