import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { homePath } from "../../lib/language";
import { createPath, useLastCategory } from "../../lib/last-category";
import type { ShellCounts, ShellSession } from "../../lib/session";
import { LogoMark, PlusIcon } from "../../ui/icons";
import { Toolbar } from "./toolbar";

export type HeaderProps = {
  session: ShellSession | null;
  counts: ShellCounts;
  /** The search box (the search feature's component goes here). */
  search?: ReactNode;
  /** Quick-upload (QR) pages show only the logo. */
  reduced?: boolean;
};

/**
 * Logo, "Post an ad", search and toolbar (spec 1 section 2, Header). Phones: logo, post button and
 * toolbar in the first row, search below; from 768 px one row.
 */
export function Header({ session, counts, search, reduced = false }: HeaderProps) {
  const { t, lang } = useI18n();
  const [lastCategory] = useLastCategory();
  return (
    <header className="border-b border-line bg-surface md:sticky md:top-0 md:z-30">
      <div className="mx-auto flex max-w-[1440px] flex-wrap items-center gap-x-1.5 gap-y-2.5 px-3 py-2.5 sm:gap-x-2 sm:px-4 md:flex-nowrap md:gap-x-4 md:py-3 lg:px-6">
        <Link
          to={homePath(lang)}
          className="order-1 flex shrink-0 items-center gap-2 rounded-lg pr-1 text-fg"
        >
          <LogoMark />
          <span className={`text-xl font-bold tracking-tight ${session ? "max-sm:sr-only" : ""}`}>
            Tirgus
          </span>
        </Link>
        {!reduced && (
          <>
            <Link
              // Latvian pages keep `/my/...` unprefixed, as routes.ts has it.
              to={lang === "lv" ? createPath(lastCategory) : `/${lang}${createPath(lastCategory)}`}
              className={`order-2 ml-auto inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl bg-accent px-2.5 font-medium text-accent-fg shadow-sm transition-colors hover:bg-accent-hover md:ml-0 ${
                session ? "lg:px-4" : "md:px-4"
              }`}
            >
              <PlusIcon size={20} />
              {/* Signed-in toolbars are wide: the label waits for more room there. */}
              <span className={session ? "max-lg:sr-only" : "max-md:sr-only"}>{t("Post an ad")}</span>
            </Link>
            <div className="order-4 w-full md:order-3 md:w-auto md:max-w-3xl md:flex-1">{search}</div>
            <Toolbar session={session} counts={counts} className="order-3 md:order-4 md:ml-auto" />
          </>
        )}
      </div>
    </header>
  );
}
