import type { CategoryDetail } from "@tirgus/domain/catalogue-api";
import { type Language, languages } from "@tirgus/domain/languages";
import type { ApiClient } from "./api-client";
import { orNull } from "./not-found";

/**
 * The category a path names by another language's slugs ("/ru/transports", "/lv/transport"): a link copied
 * from the other language's page with its prefix changed by hand. Asked only once the page's own language
 * found nothing; null when no language's slugs name a category.
 */
export async function categoryInOtherLanguage(
  api: ApiClient,
  lang: Language,
  slugs: readonly string[],
): Promise<CategoryDetail | null> {
  const path = slugs.map(encodeURIComponent).join("/");
  for (const other of languages.filter((language) => language !== lang)) {
    const found = await orNull(
      api.get<CategoryDetail>(`/api/categories/by-slug/${other}/${path}`, undefined, { silent: true }),
    );
    if (found) return found;
  }
  return null;
}
