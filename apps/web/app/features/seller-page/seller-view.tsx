import { useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { initialsOf } from "../../lib/initials";
import { useRootData } from "../../lib/root-data";
import { Seo, StructuredData } from "../../lib/seo";
import { UserIcon } from "../../ui/menu-icons";
import { canonicalListQuery } from "../listing/list-query";
import { Pagination } from "../listing/pagination";
import { SortMenu } from "../listing/sort-menu";
import { useListTop } from "../listing/use-list-top";
import { LotCard } from "../lot-card/lot-card";
import { useVisitedLots } from "../lot-card/use-visited-lots";
import { rememberListOnLotClick } from "../lot-page/list-context";
import { itemListJsonLd } from "../lot-rows/row-data";
import { averageText, Stars } from "../reviews/stars";
import { CardBookmark } from "../watch-lists/card-bookmark";
import { logoSize, type SellerPageData } from "./seller-data";

/**
 * A seller's public page: the card (name, trusted seller badge, member since; a company's logo and register
 * details) over their published lots as a grid of the listing's cards, with the listing's pagination.
 */
export function SellerView({ seller }: { seller: SellerPageData }) {
  const { t, lang } = useI18n();
  const location = useLocation();
  const visited = useVisitedLots();
  const listTop = useListTop<HTMLElement>(seller.page);
  const name = seller.name || t("Private seller");
  const publicUrl = useRootData()?.publicUrl ?? "";
  // "Mārtiņš — Privātpersona — 2. lapa": what the page is in the reader's language, each page its own title.
  const title = [
    name,
    seller.kind === "company" ? t("Company") : t("Private seller"),
    seller.page > 1 ? t("Page %s", [seller.page]) : null,
  ]
    .filter((part) => part !== null)
    .join(" — ");
  return (
    <div className="mx-auto max-w-[1440px] px-4 pb-12 pt-5 lg:px-6">
      <Seo
        title={title}
        description={t("%s on Tirgus: %s classifieds", [name, seller.count])}
        image={seller.logo ? { path: seller.logo, width: logoSize, height: logoSize } : undefined}
        canonicalQuery={canonicalListQuery(seller.page)}
        noindex={seller.sorted}
      />
      {seller.cards.length > 0 && <StructuredData data={itemListJsonLd(name, publicUrl, seller.cards)} />}
      <header
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center"
        data-testid="seller-card"
      >
        {seller.logo ? (
          <img
            src={seller.logo}
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-xl border border-line bg-white object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-2xl text-accent"
          >
            {initialsOf(name, 2) || <UserIcon size={32} />}
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-muted text-sm">
            {seller.kind === "company" ? t("Company") : t("Private seller")}
          </p>
          <h1 className="flex flex-wrap items-center gap-2 font-bold text-2xl leading-tight tracking-tight md:text-3xl">
            <span className="min-w-0 break-words">{name}</span>
            {seller.trusted && (
              <span className="rounded-full bg-success/12 px-2 py-0.5 font-medium text-success text-xs">
                {t("Trusted seller")}
              </span>
            )}
          </h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
            {seller.details.map((detail) => (
              <div key={detail.label} className="contents">
                <dt className="text-muted">{t(detail.label)}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
            {seller.website && (
              <>
                <dt className="text-muted">{t("Website")}</dt>
                <dd className="min-w-0 truncate">
                  <a href={seller.website} rel="nofollow noopener" className="text-accent hover:underline">
                    {seller.website.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </>
            )}
            <dt className="text-muted">{t("Member since")}</dt>
            <dd>{seller.memberSince}</dd>
            {seller.reviews && (
              <>
                <dt className="text-muted">{t("Reviews")}</dt>
                {seller.reviews.totalCount > 0 && seller.reviews.average !== null ? (
                  <dd className="flex items-center gap-2">
                    <Stars rating={seller.reviews.average} size={16} />
                    <span>
                      {averageText(seller.reviews.average, lang)} ({seller.reviews.totalCount})
                    </span>
                  </dd>
                ) : (
                  // A buyer learns that no one has reviewed the seller yet, rather than nothing.
                  <dd>{t("No reviews yet")}</dd>
                )}
              </>
            )}
          </dl>
        </div>
      </header>
      <section
        ref={listTop}
        tabIndex={-1}
        aria-labelledby="seller-lots"
        className="mt-6 scroll-mt-20 outline-none"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="seller-lots" className="font-semibold text-xl">
            {t("Classifieds")} <span className="font-normal text-muted">({seller.count})</span>
          </h2>
          {seller.count > 1 && <SortMenu sorts={seller.sorts} current={seller.sort} alignEnd />}
        </div>
        {seller.cards.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-line px-6 py-12 text-center text-muted">
            {t("This seller has no published classifieds.")}
          </p>
        ) : (
          <ul
            className="card-grid mt-4"
            data-testid="lot-list"
            onClickCapture={(event) => rememberListOnLotClick(event, seller.listSource)}
          >
            {seller.cards.map((card, index) => (
              <li key={card.id}>
                <LotCard
                  card={card}
                  layout="grid"
                  now={seller.now}
                  visited={visited.has(card.id)}
                  eager={index < 4}
                  corner={<CardBookmark card={card} />}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          path={location.pathname}
          search={new URLSearchParams(location.search)}
          page={seller.page}
          lastPage={seller.lastPage}
        />
      </section>
    </div>
  );
}
