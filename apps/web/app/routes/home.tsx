import type { HomeCategory, Partner } from "@tirgus/domain/catalogue-api";
import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { lastListPage } from "@tirgus/domain/lot-list";
import { redirect } from "react-router";
import { CategoryGrid } from "../features/home/category-grid";
import { categoryRowCategories, homeTiles, partnerViews } from "../features/home/home-categories";
import { HomeLotsView } from "../features/home/home-lots";
import { loadHomeLots, newestPageOf } from "../features/home/home-rows";
import { PartnersStrip } from "../features/home/partners-strip";
import { adultContentAllowed } from "../features/landing/age-gate";
import { pastLastPage } from "../features/listing/list-query";
import { visitedLotsIn } from "../features/lot-card/visited-lots";
import { getApi } from "../lib/api-client";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/home";

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  if (!isLanguage(lang)) throw notFound();
  const api = getApi(context);
  const cookies = request.headers.get("cookie");
  const address = new URL(url);
  const categories = api.list<HomeCategory>("/api/categories/home");
  const [home, partners, lots] = await Promise.all([
    categories,
    api.list<Partner>("/api/partners", { home: true }),
    loadHomeLots(
      api,
      categories.then((answer) => categoryRowCategories(answer.data, cookies)),
      lang,
      newestPageOf(address),
      visitedLotsIn(cookies),
      adultContentAllowed(cookies),
    ),
  ]);
  // A page of the newest lots past the last one (a stale link) goes to the last, as a listing's does.
  const { page, pageSize, count } = lots.newest;
  const clamped = pastLastPage(address.pathname, address.searchParams, page, lastListPage(count, pageSize));
  if (clamped) throw redirect(clamped);
  return {
    categories: homeTiles(home.data, lang, cookies),
    partners: partnerViews(partners.data, lang),
    lots,
    now: Date.now(),
  };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

/**
 * Home (spec 1 section 2): the category grid, then the Classifieds title with recently added, the
 * partners, a highlighted and a recently added row per category and the endless list of the newest lots.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page } = loaderData.lots.newest;
  return (
    <>
      <Seo
        title={
          page > 1 ? `${t("Classifieds in Latvia")} — ${t("Page %s", [page])}` : t("Classifieds in Latvia")
        }
        description={t(
          "Buy and sell cars, real estate, electronics, clothes and more. Free classifieds in Latvian and Russian.",
        )}
        canonicalQuery={page > 1 ? `page=${page}` : ""}
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
