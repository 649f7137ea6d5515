import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { homePath } from "../../lib/language";
import { LogoMark } from "../../ui/icons";
import { LanguageSwitch } from "./language-switch";
import { siteLinks } from "./site-links";

/** Footer links (spec 1 section 1): data policy, terms, FAQ, contact, and the other static pages. */
export function Footer() {
  const { t, lang } = useI18n();
  return (
    <footer className="mt-16 border-t border-line bg-subtle">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-4 py-10 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:px-6">
        <div className="flex flex-col gap-3">
          <Link to={homePath(lang)} className="flex w-fit items-center gap-2 rounded-lg text-fg">
            <LogoMark size={26} />
            <span className="text-lg font-bold tracking-tight">Tirgus</span>
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-muted">
            {t("Classifieds marketplace of Latvia: buy and sell cars, homes, electronics and more.")}
          </p>
        </div>
        <nav aria-label={t("Site information")}>
          <ul className="grid grid-cols-1 gap-x-8 gap-y-2.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {siteLinks(lang, t).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-fg/85 underline-offset-4 hover:text-accent hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        {/* The right padding keeps the language switch clear of the back-to-top button (ui/scroll-to-top.tsx). */}
        <div className="mx-auto flex max-w-[1440px] flex-col-reverse gap-4 py-5 pr-20 pl-4 text-sm text-muted sm:flex-row sm:items-center sm:justify-between lg:pl-6">
          <p>© {new Date().getFullYear()} Tirgus</p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
