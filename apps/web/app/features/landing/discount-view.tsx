import { formatAmount } from "@tirgus/domain/format";
import { Link } from "react-router";
import { highlightedLandingPath } from "../../lib/category-links";
import { useI18n } from "../../lib/i18n";
import { canonicalPath } from "../../lib/language";
import { useRootData } from "../../lib/root-data";
import { breadcrumbJsonLd, StructuredData } from "../../lib/seo";
import { Breadcrumb } from "../../ui/breadcrumb";
import { Pagination } from "../listing/pagination";
import { useListTop } from "../listing/use-list-top";
import { LotCard } from "../lot-card/lot-card";
import { itemListJsonLd, type RowCard } from "../lot-rows/row-data";
import { CardBookmark } from "../watch-lists/card-bookmark";
import { type DiscountQuery, type DiscountSort, discountHref, discountSearch } from "./discount";

export type DiscountList = {
  query: DiscountQuery;
  count: number;
  countCapped: boolean;
  lastPage: number;
  cards: RowCard[];
  now: number;
};

/** Cards whose pictures load at once: the first row of the widest grid. */
const eagerCards = 5;

/**
 * The discount products list (spec 1 section 2): highlighted lots with the seller filter (all, private,
 * companies) and the sort buttons as links, a grid of cards and the pagination.
 */
export function DiscountView({ list }: { list: DiscountList }) {
  const { t, lang } = useI18n();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const listTop = useListTop<HTMLUListElement>(list.query.page);
  const href = (change: Partial<DiscountQuery>) => discountHref(lang, { ...list.query, page: 1, ...change });
  const owners: { value: DiscountQuery["ownerType"]; label: string }[] = [
    { value: null, label: t("All sellers") },
    { value: 1, label: t("Private sellers") },
    { value: 2, label: t("Companies") },
  ];
  const sorts: { value: DiscountSort; label: string }[] = [
    { value: "newest", label: t("Newest first") },
    { value: "priceAsc", label: t("Cheapest first") },
    { value: "priceDesc", label: t("Most expensive first") },
  ];
  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-5 pb-10 lg:px-6">
      <StructuredData
        data={{
          "@context": "https://schema.org",
          ...breadcrumbJsonLd(
            [
              { name: t("Home"), href: canonicalPath(`/${lang}`) },
              { name: t("Discount products"), href: highlightedLandingPath(lang) },
            ],
            publicUrl,
          ),
        }}
      />
      <Breadcrumb crumbs={[{ name: t("Discount products") }]} />
      <h1 className="mt-3 text-2xl font-bold tracking-tight md:text-3xl">
        {t("Discount products")}{" "}
        <span className="text-lg font-medium text-muted tabular-nums">
          ({formatAmount(list.count)}
          {list.countCapped ? "+" : ""})
        </span>
      </h1>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Choices
          label={t("Seller")}
          options={owners}
          active={list.query.ownerType}
          href={(ownerType) => href({ ownerType })}
        />
        <Choices label={t("Sort")} options={sorts} active={list.query.sort} href={(sort) => href({ sort })} />
      </div>
      {list.cards.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-line px-4 py-12 text-center text-muted">
          {t("Looks like there isn't any classified that matches your criteria.")}
        </p>
      ) : (
        <>
          <h2 className="sr-only">{t("Classifieds")}</h2>
          <ul ref={listTop} tabIndex={-1} className="card-grid-wide mt-5 scroll-mt-20 outline-none">
            {list.cards.map((item, index) => (
              <li key={item.card.id}>
                <LotCard
                  card={item.card}
                  layout="grid"
                  now={list.now}
                  visited={item.visited}
                  eager={index < eagerCards}
                  corner={<CardBookmark card={item.card} />}
                />
              </li>
            ))}
          </ul>
          <StructuredData
            data={itemListJsonLd(
              t("Discount products"),
              publicUrl,
              list.cards.map((item) => item.card),
            )}
          />
        </>
      )}
      <Pagination
        path={highlightedLandingPath(lang)}
        search={discountSearch({ ...list.query, page: 1 })}
        page={list.query.page}
        lastPage={list.lastPage}
      />
    </div>
  );
}

/** A labelled group of links, the active one marked: a filter or sort that is simply another address. */
function Choices<T extends string | number | null>({
  label,
  options,
  active,
  href,
}: {
  label: string;
  options: { value: T; label: string }[];
  active: T;
  href: (value: T) => string;
}) {
  return (
    // One line each on phones too, scrolled sideways when it does not fit, rather than four lines of chips; its
    // right end fades out, so a chip cut there reads as more to scroll to.
    <nav
      aria-label={label}
      className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 py-0.5 whitespace-nowrap [scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] sm:mx-0 sm:overflow-visible sm:px-0"
    >
      <span className="shrink-0 text-sm text-muted">{label}:</span>
      {options.map((option) => {
        const current = option.value === active;
        return (
          <Link
            key={String(option.value)}
            to={href(option.value)}
            aria-current={current ? "true" : undefined}
            preventScrollReset
            className={`inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium transition-colors ${
              current
                ? "border-accent bg-accent text-accent-fg"
                : "border-line bg-surface hover:border-accent/50 hover:text-accent"
            }`}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}
