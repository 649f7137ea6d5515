import type { HomeCategory, Partner } from "@tirgus/domain/catalogue-api";
import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { CategoryGrid } from "../features/home/category-grid";
import { categoryRowCategories, homeTiles, partnerViews } from "../features/home/home-categories";
import { HomeLotsView } from "../features/home/home-lots";
import { loadHomeLots, newestPageOf } from "../features/home/home-rows";
import { PartnersStrip } from "../features/home/partners-strip";
import { adultContentAllowed } from "../features/landing/age-gate";
import { visitedLotsIn } from "../features/lot-card/visited-lots";
import { getApi } from "../lib/api-client";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/home";

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  if (!isLanguage(lang)) throw notFound();
  const api = getApi(context);
  const cookies = request.headers.get("cookie");
  const categories = api.list<HomeCategory>("/api/categories/home");
  const [home, partners, lots] = await Promise.all([
    categories,
    api.list<Partner>("/api/partners", { home: true }),
    loadHomeLots(
      api,
      categories.then((answer) => categoryRowCategories(answer.data, cookies)),
      lang,
      newestPageOf(new URL(url)),
      visitedLotsIn(cookies),
      adultContentAllowed(cookies),
    ),
  ]);
  return {
    categories: homeTiles(home.data, lang, cookies),
    partners: partnerViews(partners.data, lang),
    lots,
    now: Date.now(),
  };
}

/**
 * Home (spec 1 section 2): the category grid, then the Classifieds title with recently added, the
 * partners, a highlighted and a recently added row per category and the endless list of the newest lots.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <Seo
        title={t("Classifieds in Latvia")}
        description={t(
          "Buy and sell cars, real estate, electronics, clothes and more. Free classifieds in Latvian and Russian.",
        )}
        canonicalQuery={loaderData.lots.newest.page > 1 ? `page=${loaderData.lots.newest.page}` : ""}
      />
      <h1 className="sr-only">{t("Classifieds in Latvia")}</h1>
      <CategoryGrid categories={loaderData.categories} />
      <HomeLotsView
        lots={loaderData.lots}
        now={loaderData.now}
        partners={<PartnersStrip partners={loaderData.partners} />}
      />
    </>
  );
}
