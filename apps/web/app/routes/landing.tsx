import type { CategoryDetail, Partner, PresetOffer, RegionBySlug } from "@tirgus/domain/catalogue-api";
import { isLanguage, type Language } from "@tirgus/domain/languages";
import { redirect } from "react-router";
import { adultContentAllowed, answerToAgeQuestion } from "../features/landing/age-gate";
import { ageQuestionView } from "../features/landing/age-question-view";
import { type LandingRegion, landingOf, regionSuffix } from "../features/landing/landing-data";
import {
  type LandingRow,
  landingRowsOf,
  loadRows,
  presetCategoryPaths,
  rowsInOrder,
} from "../features/landing/landing-rows";
import { LandingView } from "../features/landing/landing-view";
import { loadRegionCounts } from "../features/landing/region-counts";
import { visitedLotsIn } from "../features/lot-card/visited-lots";
import { type ApiClient, getApi } from "../lib/api-client";
import { ApiError } from "../lib/api-error";
import { placeInOtherLanguage } from "../lib/category-in-other-language";
import { landingPath } from "../lib/category-links";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/landing";

/**
 * `/{lang}/landing/{slug}` and `/{lang}/landing/{slug}/!{region}`: the landing of a top-level category, in a
 * region when the address names one; any other slug or region is not found.
 */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  const answered = answerToAgeQuestion(new URL(url), params.lang === "lv" ? "/" : `/${params.lang}`);
  if (answered) throw answered;
  const api = getApi(context);
  const category = await api
    .get<CategoryDetail>(
      `/api/categories/by-slug/${params.lang}/${encodeURIComponent(params.slug)}`,
      undefined,
      {
        silent: true,
      },
    )
    .catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    });
  if (!category) await moveToOwnLanguage(api, params.lang, params.slug, params.region, new URL(url));
  if (category?.level !== 0 || category.status !== "active") throw notFound();
  // An adult category shows nothing of itself until the visitor has said they are 18 or older.
  const ageQuestion = category.adult && !adultContentAllowed(request.headers.get("cookie"));
  const region = await regionOf(api, params.lang, params.region);
  if (ageQuestion) {
    await ageQuestionView.load();
    return { ...landingOf(category, [], params.lang, region), ageQuestion, rows: [], now: 0 };
  }
  const [partners, presets, regionCounts] = await Promise.all([
    api.list<Partner>(`/api/categories/${category.id}/partners`),
    api.list<PresetOffer>("/api/preset-offers", { category: category.id }),
    region && loadRegionCounts(api, category, region.id),
  ]);
  const landing = landingOf(category, partners.data, params.lang, region, regionCounts);
  const rows = landingRowsOf({
    category,
    presets: presets.data,
    presetPaths: await presetCategoryPaths(api, category, presets.data),
    lang: params.lang,
    region: region && { id: region.id, suffix: regionSuffix(region, params.lang) },
  });
  const loaded: LandingRow[] = await loadRows(
    api,
    rowsInOrder(landing.blocks, rows),
    params.lang,
    visitedLotsIn(request.headers.get("cookie")),
  );
  return { ...landing, ageQuestion, rows: loaded, now: Date.now() };
}

/**
 * A landing's address in another language's slugs, its region's too: moved for good to the page's own (301).
 * Nothing when no language names such a landing.
 */
async function moveToOwnLanguage(
  api: ApiClient,
  lang: Language,
  slug: string,
  segment: string | undefined,
  url: URL,
): Promise<void> {
  const regionSlug = segment === undefined ? null : /^!([a-z0-9-]{1,100})$/.exec(segment)?.[1];
  if (regionSlug === undefined) return;
  const found = await placeInOtherLanguage(api, lang, [slug], regionSlug);
  if (found?.category.level !== 0 || found.category.status !== "active") return;
  const region = found.region ? `/!${found.region.slug[lang]}` : "";
  throw redirect(landingPath(lang, found.category.slug) + region + url.search, 301);
}

/** `/!{region}` after the slug: the region by its slug in the page's language; anything else is not found. */
async function regionOf(
  api: ApiClient,
  lang: Language,
  segment: string | undefined,
): Promise<LandingRegion | null> {
  if (segment === undefined) return null;
  const slug = /^!([a-z0-9-]{1,100})$/.exec(segment)?.[1];
  if (!slug) throw notFound();
  const region = await api
    .get<RegionBySlug>(`/api/regions/by-slug/${lang}/${slug}`, undefined, { silent: true })
    .catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    });
  if (!region) throw notFound();
  return region;
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const name = loaderData.region ? `${loaderData.name}: ${loaderData.region.name}` : loaderData.name;
  return (
    <>
      <Seo
        title={name}
        description={t("%s: classifieds in Latvia. Choose a category and find what you need.", [name])}
        noindex={loaderData.ageQuestion}
      />
      {loaderData.ageQuestion ? (
        <ageQuestionView.View />
      ) : (
        <LandingView landing={loaderData} rows={loaderData.rows} now={loaderData.now} />
      )}
    </>
  );
}
