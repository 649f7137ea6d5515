import { isLanguage, languages } from "@tirgus/domain/languages";
import { NavLink } from "react-router";
import { siteLinks } from "../features/shell/site-links";
import { isStaticPageSlug, loadStaticPage } from "../features/static-pages/pages";
import { StaticPageView } from "../features/static-pages/static-page-view";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/static-page";

/** `/{lang}/contacts`, `/{lang}/cooperative` and `/{lang}/about/{page}`: texts from static-pages/content. */
export async function loader({ params, url }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw notFound();
  const slug = url.pathname.split("/").slice(2).join("/").replace(/\/+$/, "");
  if (!isStaticPageSlug(slug)) throw notFound();
  const page = await loadStaticPage(slug);
  return { content: page[params.lang] };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { content } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1440px] gap-10 px-4 py-8 md:py-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-6 xl:gap-16">
      <Seo title={content.title} description={content.description} alternates={languages} />
      <nav
        aria-label={t("Information")}
        className="max-lg:order-last max-lg:border-t max-lg:border-line max-lg:pt-6"
      >
        <p className="mb-3 px-3 text-xs font-semibold tracking-wider text-muted uppercase">
          {t("Information")}
        </p>
        <ul className="flex flex-col gap-0.5 text-[0.9375rem] lg:sticky lg:top-24">
          {siteLinks(lang, t).map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 transition-colors ${
                    isActive
                      ? "bg-accent-soft font-medium text-accent"
                      : "text-fg/85 hover:bg-subtle hover:text-fg"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-3xl">
        <StaticPageView content={content} />
      </div>
    </div>
  );
}
