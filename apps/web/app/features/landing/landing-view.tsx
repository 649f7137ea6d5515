import { type LandingBlock, landingBlocks } from "@tirgus/domain/catalogue";
import type { CategoryDetail, CategorySummary, Partner } from "@tirgus/domain/catalogue-api";
import { formatAmount } from "@tirgus/domain/format";
import { Link } from "react-router";
import { listingPath } from "../../lib/category-links";
import { useI18n } from "../../lib/i18n";
import { PartnersStrip } from "../home/partners-strip";

/**
 * A top-level category's landing (spec 1 section 2): breadcrumb, title with "See all posts", then its
 * blocks in the category's own order (customBlockSorting) or the default one. The preset carousels and
 * the highlighted and recent rows are filled by the listings; their blocks render nothing until then.
 */
export function LandingView({
  category,
  partners,
}: {
  category: CategoryDetail;
  partners: readonly Partner[];
}) {
  const { t, lang } = useI18n();
  const order = category.customBlockSorting ?? landingBlocks;
  const blocks: Partial<Record<LandingBlock, React.ReactNode>> = {
    subcategories: <Subcategories category={category} />,
    partners: <PartnersStrip partners={partners} />,
  };
  return (
    <div className="pb-10">
      <header className="mx-auto max-w-[1440px] px-4 pt-5 lg:px-6">
        <nav aria-label={t("Breadcrumb")}>
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
            <li>
              <Link to={lang === "lv" ? "/" : `/${lang}`} className="hover:text-fg hover:underline">
                {t("Home")}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="text-fg">
              {category.name[lang]}
            </li>
          </ol>
        </nav>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{category.name[lang]}</h1>
          <Link
            to={listingPath(lang, [category.slug])}
            className="inline-flex h-10 items-center rounded-xl bg-accent px-4 text-sm font-semibold text-accent-fg transition-colors hover:bg-accent-hover"
          >
            {t("See all posts")} ({formatAmount(category.adCount)})
          </Link>
        </div>
      </header>
      {order.map((block) => (
        <div key={block}>{blocks[block]}</div>
      ))}
    </div>
  );
}

function Subcategories({ category }: { category: CategoryDetail }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="landing-subcategories" className="mx-auto max-w-[1440px] px-4 py-6 lg:px-6">
      <h2 id="landing-subcategories" className="sr-only">
        {t("Categories")}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4 xl:grid-cols-5">
        {category.children.map((child) => (
          <li key={child.id}>
            <SubcategoryCard parent={category} child={child} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Wraps so a count or "Soon!" that does not fit beside a long name goes under it instead of overflowing. */
const cardClass =
  "flex h-full flex-wrap items-start justify-between gap-x-2 gap-y-1 rounded-xl border border-line bg-surface px-3 py-3 text-[0.9375rem] font-medium leading-snug";

function SubcategoryCard({ parent, child }: { parent: CategoryDetail; child: CategorySummary }) {
  const { t, lang } = useI18n();
  if (child.status === "comingSoon") {
    return (
      <p className={`${cardClass} border-dashed text-muted`}>
        {child.name[lang]}
        <span className="shrink-0 rounded-full bg-badge px-2 py-0.5 text-xs font-semibold text-badge-fg">
          {t("Soon!")}
        </span>
      </p>
    );
  }
  return (
    <Link
      to={listingPath(lang, [parent.slug, child.slug])}
      className={`${cardClass} transition-colors hover:border-accent/50 hover:text-accent`}
    >
      {child.name[lang]}
      {/* A shortcut shows its target's lots with preset filters: its own count means nothing. */}
      {!child.isShortcut && (
        <span className="shrink-0 rounded-full bg-subtle px-2 py-0.5 text-xs font-semibold text-muted tabular-nums">
          <span className="sr-only">{t("Classifieds")}: </span>
          {formatAmount(child.adCount)}
        </span>
      )}
    </Link>
  );
}
