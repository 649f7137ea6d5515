import { Link } from "react-router";
import { highlightedLandingPath } from "../../lib/category-links";
import { useI18n } from "../../lib/i18n";
import { CategoryIcon } from "./category-icons";
import type { HomeTile } from "./home-categories";

/**
 * The home grid (spec 1 section 2): a tile per top-level category with its icon, name and up to six
 * subcategories, "Soon!" on categories that are not open yet, and the Discount products tile last.
 */
export function CategoryGrid({ categories }: { categories: readonly HomeTile[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-[1440px] px-4 py-6 md:py-8 lg:px-6">
      <h2 id="home-categories" className="sr-only">
        {t("Categories")}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            {category.comingSoon ? (
              <ComingSoonTile category={category} />
            ) : (
              <CategoryTile category={category} />
            )}
          </li>
        ))}
        <li>
          <DiscountTile />
        </li>
      </ul>
    </section>
  );
}

/*
 * Phones get compact tiles (icon over name, the whole tile one link, no subcategories); wider screens
 * get the icon beside the name and the subcategory links.
 */
const tileClass =
  "relative flex h-full flex-col items-center gap-2 rounded-2xl border border-line bg-surface px-1.5 py-3 text-center shadow-xs sm:flex-row sm:items-start sm:gap-3.5 sm:p-4 sm:text-left";
const iconClass = "flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent";

function CategoryTile({ category }: { category: HomeTile }) {
  return (
    <div className={`${tileClass} transition-colors hover:border-accent/50`}>
      <span className={iconClass}>
        <CategoryIcon icon={category.icon} size={24} />
      </span>
      {/* A phone's narrow tile: a long word ("оборудование") breaks rather than run past the tile's edge. */}
      <div className="w-full min-w-0 leading-snug sm:w-auto">
        <Link
          to={category.href}
          className="block text-[0.8125rem] font-semibold leading-snug hyphens-auto [overflow-wrap:anywhere] after:absolute after:inset-0 hover:text-accent focus-visible:text-accent sm:text-[1.0625rem] sm:after:hidden"
        >
          {category.name}
        </Link>
        {category.children.length > 0 && (
          <ul className="mt-1.5 hidden flex-wrap gap-x-3 gap-y-1 text-sm text-muted sm:flex">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={child.href} className="hover:text-fg hover:underline">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Not open yet: no link, the name and the "Soon!" mark. */
function ComingSoonTile({ category }: { category: HomeTile }) {
  const { t } = useI18n();
  return (
    <div className={`${tileClass} border-dashed bg-subtle/50`}>
      <span className={`${iconClass} bg-subtle text-muted`}>
        <CategoryIcon icon={category.icon} size={24} />
      </span>
      <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm font-semibold leading-snug text-muted sm:justify-start sm:text-[1.0625rem]">
        {category.name}
        <span className="rounded-full bg-badge px-2 py-0.5 text-xs font-semibold text-badge-fg">
          {t("Soon!")}
        </span>
      </p>
    </div>
  );
}

function DiscountTile() {
  const { t, lang } = useI18n();
  return (
    <Link
      to={highlightedLandingPath(lang)}
      className={`${tileClass} transition-colors hover:border-accent/50 sm:items-center`}
    >
      <span className={iconClass}>
        <CategoryIcon icon="tag" size={24} />
      </span>
      <span className="text-sm font-semibold leading-snug sm:text-[1.0625rem]">{t("Discount products")}</span>
    </Link>
  );
}
