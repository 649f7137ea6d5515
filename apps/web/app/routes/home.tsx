import type { HomeCategory, Partner } from "@tirgus/domain/catalogue-api";
import { defaultLanguage, isLanguage } from "@tirgus/domain/languages";
import { CategoryGrid } from "../features/home/category-grid";
import { homeTiles, partnerViews } from "../features/home/home-categories";
import { PartnersStrip } from "../features/home/partners-strip";
import { getApi } from "../lib/api-client";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/home";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = params.lang ?? defaultLanguage;
  if (!isLanguage(lang)) throw notFound();
  const api = getApi(context);
  const [categories, partners] = await Promise.all([
    api.list<HomeCategory>("/api/categories/home"),
    api.list<Partner>("/api/partners", { home: true }),
  ]);
  return {
    categories: homeTiles(categories.data, lang, request.headers.get("cookie")),
    partners: partnerViews(partners.data, lang),
  };
}

/**
 * Home (spec 1 section 2): the category grid and the partners. The Classifieds title with the recently
 * added, highlighted and endless lists comes with the listings (issue 5).
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
      />
      <h1 className="sr-only">{t("Classifieds in Latvia")}</h1>
      <CategoryGrid categories={loaderData.categories} />
      <PartnersStrip partners={loaderData.partners} />
    </>
  );
}
