import type { LandingBlock } from "@tirgus/domain/catalogue";
import { listCountText } from "@tirgus/domain/lot-list";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { canonicalPath } from "../../lib/language";
import { useRootData } from "../../lib/root-data";
import { breadcrumbJsonLd, type Crumb, StructuredData } from "../../lib/seo";
import { Breadcrumb } from "../../ui/breadcrumb";
import { PartnersStrip } from "../home/partners-strip";
import { LotRow } from "../lot-rows/lot-row";
import type { Landing, SubcategoryCard } from "./landing-data";
import type { LandingRow, LandingRowKind } from "./landing-rows";

/**
 * A top-level category's landing (spec 1 section 2): breadcrumb, title with "All posts" (phones) / "See all
 * posts", then its
 * blocks in the category's own order (customBlockSorting) or the default one: subcategories, the preset
 * offer carousels (special landings only), the highlighted and recently added rows, partners.
 */
export function LandingView({
  landing,
  rows,
  now,
}: {
  landing: Landing;
  rows: readonly LandingRow[];
  now: number;
}) {
  const { t } = useI18n();
  const titles: Record<Exclude<LandingRowKind, "presets">, string> = {
    highlighted: t("Highlighted classifieds"),
    recent: t("Recently added"),
  };
  // The first row the page shows with its cards: its first pictures load at once.
  const firstRow = landing.blocks
    .flatMap((block) => rows.filter((row) => row.kind === block && row.cards !== null))
    .at(0)?.id;
  const rowsOf = (kind: LandingRowKind) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => (
        <LotRow
          key={row.id}
          row={{ ...row, title: row.kind === "presets" ? (row.title ?? "") : titles[row.kind] }}
          now={now}
          eager={row.id === firstRow}
        />
      ));
  const blocks: Record<LandingBlock, ReactNode> = {
    subcategories: <Subcategories cards={landing.subcategories} />,
    presets: rowsOf("presets"),
    highlighted: rowsOf("highlighted"),
    recent: rowsOf("recent"),
    partners: <PartnersStrip partners={landing.partners} />,
  };
  return (
    <div className="pb-10">
      <header className="mx-auto max-w-[1440px] px-4 pt-5 lg:px-6">
        <LandingBreadcrumbData landing={landing} />
        <Breadcrumb
          crumbs={
            landing.region
              ? [{ name: landing.name, href: landing.region.categoryHref }, { name: landing.region.name }]
              : [{ name: landing.name }]
          }
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
            {landing.region ? `${landing.name}: ${landing.region.name}` : landing.name}
          </h1>
          {/* The gap spaces the count: a flex item's leading space is not drawn (" (961)" below keeps it for the
              link's accessible name). */}
          <Link
            to={landing.allHref}
            className="inline-flex h-10 items-center gap-1 rounded-xl bg-accent px-4 text-sm font-semibold text-accent-fg transition-colors hover:bg-accent-hover"
          >
            <span className="sm:hidden">{t("All posts")}</span>
            <span className="max-sm:hidden">{t("See all posts")}</span>
            {landing.count !== null && ` (${listCountText(landing.count, landing.countCapped)})`}
          </Link>
        </div>
      </header>
      {landing.blocks.map((block) => (
        <div key={block}>{blocks[block]}</div>
      ))}
    </div>
  );
}

/** The breadcrumb above as structured data: home, the category's landing and, within a region, the region. */
function LandingBreadcrumbData({ landing }: { landing: Landing }) {
  const { t, lang } = useI18n();
  const { pathname } = useLocation();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const here = canonicalPath(pathname);
  const crumbs: Crumb[] = [{ name: t("Home"), href: canonicalPath(`/${lang}`) }];
  if (landing.region) {
    crumbs.push({ name: landing.name, href: landing.region.categoryHref });
    crumbs.push({ name: landing.region.name, href: here });
  } else crumbs.push({ name: landing.name, href: here });
  return (
    <StructuredData data={{ "@context": "https://schema.org", ...breadcrumbJsonLd(crumbs, publicUrl) }} />
  );
}

function Subcategories({ cards }: { cards: readonly SubcategoryCard[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="landing-subcategories" className="mx-auto max-w-[1440px] px-4 py-6 lg:px-6">
      <h2 id="landing-subcategories" className="sr-only">
        {t("Categories")}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4 xl:grid-cols-5">
        {cards.map((card) => (
          <li key={card.id}>
            <Card card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The name above, the count or "Soon!" at the card's foot: a row's badges line up whatever the names' lengths
 * (beside a name, a badge went under the long ones only, so cards of one row differed).
 */
const cardClass =
  "flex h-full flex-col items-start justify-between gap-2 rounded-xl border border-line bg-surface px-3 py-3 text-[0.9375rem] font-medium leading-snug";

function Card({ card }: { card: SubcategoryCard }) {
  const { t } = useI18n();
  if (card.comingSoon) {
    return (
      <p className={`${cardClass} border-dashed text-muted`}>
        {card.name}
        <span className="shrink-0 rounded-full bg-badge px-2 py-0.5 text-xs font-semibold text-badge-fg">
          {t("Soon!")}
        </span>
      </p>
    );
  }
  return (
    <Link
      to={card.href}
      className={`${cardClass} transition-colors hover:border-accent/50 hover:text-accent`}
    >
      {card.name}
      {card.count !== null && (
        <span className="shrink-0 rounded-full bg-subtle px-2 py-0.5 text-xs font-semibold text-muted tabular-nums">
          <span className="sr-only">{t("Classifieds")}: </span>
          {listCountText(card.count, card.countCapped)}
        </span>
      )}
    </Link>
  );
}
