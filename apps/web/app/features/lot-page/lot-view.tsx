import { calendarDate } from "@tirgus/domain/periods";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { Seo, StructuredData } from "../../lib/seo";
import { actionName } from "../lot-card/action-names";
import { markLotVisited } from "../lot-card/visited-lots";
import { LotWatchButtons } from "../watch-lists/lot-watch-buttons";
import type { LotPageData, LotPicture } from "./lot-route";

/**
 * The lot page's first slice (spec 1 section 2): breadcrumb, pictures, title, price, attributes by section,
 * description, place, seller and dates. Ended lots are marked Sold or Expired. Opening it marks the lot
 * visited, so lists show the eye mark on its card.
 */
export function LotView({ lot }: { lot: LotPageData }) {
  const { t, lang } = useI18n();
  useEffect(() => markLotVisited(lot.id), [lot.id]);
  // Written out by hand, not by toLocaleDateString: the server's and the browser's locale data differ
  // ("7.10.2026." against "07.10.2026."), and the page must hydrate to the same text.
  const date = (iso: string | null) => {
    if (!iso) return null;
    const [year, month, day] = calendarDate(new Date(iso)).split("-");
    return `${day}.${month}.${year}`;
  };
  return (
    <article className="mx-auto max-w-[1200px] px-4 pb-12 pt-5 lg:px-6">
      <Seo title={lot.title} description={lot.text} image={lot.pictures[0]?.large} />
      <StructuredData data={lot.structuredData} />
      <nav aria-label={t("Breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
          <li>
            <Link to={lang === "lv" ? "/" : `/${lang}`} className="hover:text-fg hover:underline">
              {t("Home")}
            </Link>
          </li>
          {lot.breadcrumb.map((crumb) => (
            <li key={crumb.href} className="flex items-center gap-1.5">
              <span aria-hidden="true">›</span>
              <Link to={crumb.href} className="hover:text-fg hover:underline">
                {crumb.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {lot.ended && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-border bg-surface-2 px-4 py-3 font-semibold"
        >
          {lot.ended === "sold" ? t("Sold") : t("Expired")}
        </p>
      )}
      <div
        className={`mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(280px,2fr)] ${lot.ended ? "opacity-70" : ""}`}
      >
        <Pictures pictures={lot.pictures} title={lot.title} />
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold leading-tight tracking-tight md:text-3xl">{lot.title}</h1>
          <p className="flex flex-wrap items-baseline gap-2">
            {lot.price ? (
              <>
                <span className={`text-3xl font-bold ${lot.price.old ? "text-danger" : ""}`}>
                  {lot.price.text}
                </span>
                {lot.price.old && (
                  <s className="text-muted">
                    <span className="sr-only">{t("Old price")}: </span>
                    {lot.price.old}
                  </s>
                )}
                {lot.price.percent !== null && lot.price.old && (
                  <span className="rounded bg-badge px-1.5 py-0.5 text-sm font-semibold text-badge-fg">
                    −{lot.price.percent}%
                  </span>
                )}
              </>
            ) : (
              <span className="text-2xl font-bold">{actionName(t, lot.action)}</span>
            )}
          </p>
          <LotWatchButtons lotId={lot.id} ownerId={lot.ownerId} published={lot.published} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {lot.place && (
              <>
                <dt className="text-muted">{t("Location")}</dt>
                <dd>{lot.place}</dd>
              </>
            )}
            <dt className="text-muted">{t("Seller")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {lot.seller.company ?? lot.seller.name}
              {lot.seller.trusted && (
                <span className="rounded-full bg-success/12 px-2 py-0.5 text-xs font-medium text-success">
                  {t("Trusted seller")}
                </span>
              )}
            </dd>
            {lot.publishDate && (
              <>
                <dt className="text-muted">{t("Published")}</dt>
                <dd>{date(lot.publishDate)}</dd>
              </>
            )}
            {lot.endDate && (
              <>
                <dt className="text-muted">{t("Active until")}</dt>
                <dd>{date(lot.endDate)}</dd>
              </>
            )}
            <dt className="text-muted">{t("Views")}</dt>
            <dd>{lot.views}</dd>
            <dt className="text-muted">{t("Classified no.")}</dt>
            <dd>{lot.id}</dd>
          </dl>
        </div>
      </div>
      {lot.sections.length > 0 && (
        <section aria-labelledby="lot-specification" className="mt-8">
          <h2 id="lot-specification" className="text-xl font-semibold">
            {t("Specification")}
          </h2>
          <div className="mt-3 grid gap-x-8 md:grid-cols-2">
            {lot.sections.map((section) => (
              <dl
                key={section.key ?? "other"}
                className="grid grid-cols-2 gap-x-4 border-t border-border py-2 text-sm"
              >
                {section.rows.map((row) => (
                  <div key={row.name} className="contents">
                    <dt className="py-1 text-muted">{row.name}</dt>
                    <dd className="py-1 font-medium">{row.value}</dd>
                  </div>
                ))}
              </dl>
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="lot-description" className="mt-8">
        <h2 id="lot-description" className="text-xl font-semibold">
          {t("Description")}
        </h2>
        <p className="mt-3 max-w-prose whitespace-pre-line leading-relaxed">{lot.text}</p>
      </section>
    </article>
  );
}

/** The pictures: a large one with previous / next buttons (and arrow keys) and the row of thumbnails. */
function Pictures({ pictures, title }: { pictures: readonly LotPicture[]; title: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = pictures[index];
  if (!current) {
    return <div className="aspect-[4/3] rounded-xl bg-surface-2" aria-hidden="true" />;
  }
  const go = (step: number) => setIndex((index + step + pictures.length) % pictures.length);
  return (
    <div className="flex flex-col gap-2">
      <section
        aria-roledescription={t("gallery")}
        aria-label={title}
        className="relative overflow-hidden rounded-xl bg-black"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") go(-1);
          if (event.key === "ArrowRight") go(1);
        }}
      >
        <img
          src={current.large}
          alt={`${title} (${index + 1}/${pictures.length})`}
          className="mx-auto aspect-[4/3] h-auto w-full object-contain"
          width={current.width}
          height={current.height}
          fetchPriority={index === 0 ? "high" : "auto"}
        />
        {pictures.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t("Previous photo")}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-black/60 px-3 py-2 text-xl text-white hover:bg-black/80"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t("Next photo")}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-black/60 px-3 py-2 text-xl text-white hover:bg-black/80"
            >
              ›
            </button>
          </>
        )}
      </section>
      {pictures.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {pictures.map((picture, at) => (
            <li key={picture.small} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(at)}
                aria-label={`${t("Photo")} ${at + 1}`}
                aria-current={at === index}
                className={`block overflow-hidden rounded-md border-2 ${at === index ? "border-accent" : "border-transparent"}`}
              >
                <img
                  src={picture.small}
                  alt=""
                  className="h-16 w-20 object-cover"
                  loading="lazy"
                  width={80}
                  height={64}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
