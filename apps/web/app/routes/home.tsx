import { isLanguage } from "@tirgus/domain/languages";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/home";

export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw notFound();
  return null;
}

/** Home. The category grid, recent and highlighted rows come with the catalogue features. */
export default function Home() {
  const { t } = useI18n();
  return (
    <>
      <Seo
        title={t("Classifieds in Latvia")}
        description={t(
          "Buy and sell cars, real estate, electronics, clothes and more. Free classifieds in Latvian and Russian.",
        )}
      />
      <section aria-labelledby="home-title" className="border-b border-line bg-subtle/60">
        <div className="mx-auto max-w-[1440px] px-4 py-10 md:py-14 lg:px-6">
          <h1 id="home-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            {t("Classifieds")}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted md:text-lg">
            {t(
              "Welcome to Tirgus, the marketplace of Latvia. Find what you need or sell what you no longer use – posting an ad takes a few minutes.",
            )}
          </p>
        </div>
      </section>
    </>
  );
}
