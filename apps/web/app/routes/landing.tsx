import type { CategoryDetail, Partner } from "@tirgus/domain/catalogue-api";
import { isLanguage, languages } from "@tirgus/domain/languages";
import { LandingView } from "../features/landing/landing-view";
import { ApiError, getApi } from "../lib/api-client";
import { landingPath } from "../lib/category-links";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import type { PathsByLanguage } from "../lib/page-paths";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/landing";

/** `/{lang}/landing/{slug}`: the landing of a top-level category; any other slug is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
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
  if (category?.level !== 0 || category.status !== "active") throw notFound();
  const partners = await api.list<Partner>(`/api/categories/${category.id}/partners`);
  const pathsByLanguage = Object.fromEntries(
    languages.map((lang) => [lang, landingPath(lang, category.slug)]),
  ) as PathsByLanguage;
  return { category, partners: partners.data, pathsByLanguage };
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { category } = loaderData;
  const name = category.name[lang];
  return (
    <>
      <Seo
        title={name}
        description={t("%s: classifieds in Latvia. Choose a category and find what you need.", [name])}
      />
      <LandingView category={category} partners={loaderData.partners} />
    </>
  );
}
