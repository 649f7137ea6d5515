import { useEffect } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { loadBrowserApi } from "../../lib/load-browser-api";
import { useRootData } from "../../lib/root-data";
import { breadcrumbJsonLd, lotShareImage, Seo, StructuredData } from "../../lib/seo";
import { Breadcrumb } from "../../ui/breadcrumb";
import { markLotVisited } from "../lot-card/visited-lots";
import { LotWatchButtons } from "../watch-lists/lot-watch-buttons";
import { DeliveryOptions, SimilarLotsSlot } from "./around-the-lot";
import {
  contactsBarPart,
  contactsSectionPart,
  galleryPart,
  mapPart,
  ownerToolsPart,
  priceRatingPart,
  reviewsPart,
  shareMenuPart,
} from "./lot-parts";
import { LotPrice } from "./lot-price";
import type { LotPageData } from "./lot-route";
import { LotSteps } from "./lot-steps";
import { ReportLot } from "./report-lot";

/**
 * Views are reported from the browser, so crawlers do not count and visitors served a kept page (decision 19)
 * do; the server counts each visitor once a day.
 */
function reportView(lotId: number): void {
  void loadBrowserApi()
    .then((api) => api.post(`/api/lots/${lotId}/views`, undefined, { silent: true }))
    .catch(() => undefined);
}

/**
 * The lot page's first slice (spec 1 section 2): breadcrumb, pictures, title, price, attributes by section,
 * description, place, seller and dates. Ended lots are marked Sold or Expired. The owner gets their tools
 * instead of a buyer's actions (favourite, compare, report). Opening it marks the lot visited, so lists show
 * the eye mark on its card.
 */
export function LotView({ lot }: { lot: LotPageData }) {
  const { t } = useI18n();
  const root = useRootData();
  const session = root?.shell.session ?? null;
  const owner = session?.userId === lot.ownerId;
  useEffect(() => {
    markLotVisited(lot.id);
    reportView(lot.id);
  }, [lot.id]);
  return (
    <article className="mx-auto max-w-[1200px] px-4 pb-24 pt-5 sm:pb-12 lg:px-6">
      <Seo
        title={lot.title}
        description={lot.text}
        image={lot.shareImage ? lotShareImage(lot.shareImage) : undefined}
      />
      {lot.structuredData && <StructuredData data={lot.structuredData} />}
      <StructuredData
        data={{
          "@context": "https://schema.org",
          ...breadcrumbJsonLd(lot.breadcrumb, root?.publicUrl ?? ""),
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Breadcrumb crumbs={lot.breadcrumb} />
        <LotSteps lotId={lot.id} />
      </div>
      {lot.blocked && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 font-semibold text-danger"
        >
          {t("Blocked")}
        </p>
      )}
      {lot.unpublished && <UnpublishedNotice state={lot.unpublished} />}
      {lot.ended && (
        <p role="status" className="mt-4 rounded-lg border border-line bg-subtle px-4 py-3 font-semibold">
          {lot.ended === "sold" ? t("Sold") : t("Expired")}
        </p>
      )}
      {/* Ended lots show disabled, except to their owner: the banner says Sold or Expired, and the owner's
          tools (delete, prolong) must not look disabled too. */}
      <div
        className={`mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(280px,2fr)] ${lot.ended && !owner ? "opacity-70" : ""}`}
      >
        <galleryPart.View key={lot.id} lotId={lot.id} title={lot.title} files={lot.files} />
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold leading-tight tracking-tight md:text-3xl">{lot.title}</h1>
          {/* Keyed: the next lot's page (a client navigation keeps this view) starts from its own price. */}
          <LotPrice key={lot.id} lot={lot} owner={owner} />
          {lot.priceRating && <priceRatingPart.View rating={lot.priceRating} place={lot.place} />}
          {owner && (
            <ownerToolsPart.View
              key={lot.id}
              lot={{ id: lot.id, status: lot.status, fromFeed: lot.fromFeed }}
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            {/* The owner may compare their lot with others; the buttons leave out the bookmark for them. */}
            <LotWatchButtons
              lotId={lot.id}
              ownerId={lot.ownerId}
              published={lot.published}
              comparable={lot.published || lot.ended !== null}
            />
            <shareMenuPart.View url={lot.shareUrl} title={lot.title} />
            {!owner && lot.published && <ReportLot lotId={lot.id} signedIn={session !== null} />}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {lot.place && (
              <>
                <dt className="text-muted">{t("Location")}</dt>
                <dd>
                  {lot.place}
                  {lot.streetLots && (
                    <Link to={lot.streetLots} className="block text-accent hover:underline">
                      {t("More classifieds on this street")}
                    </Link>
                  )}
                </dd>
              </>
            )}
            <dt className="text-muted">{t("Seller")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <Link to={lot.seller.href} className="font-medium text-accent hover:underline">
                {lot.seller.company ?? (lot.seller.name || t("Private seller"))}
              </Link>
              {lot.seller.trusted && (
                <span className="rounded-full bg-success/12 px-2 py-0.5 text-xs font-medium text-success">
                  {t("Trusted seller")}
                </span>
              )}
            </dd>
            {lot.delivery.length > 0 && (
              <>
                <dt className="text-muted">{t("Delivery")}</dt>
                <dd>
                  <DeliveryOptions options={lot.delivery} />
                </dd>
              </>
            )}
            {lot.publishedOn && (
              <>
                <dt className="text-muted">{t("Published")}</dt>
                <dd>{lot.publishedOn}</dd>
              </>
            )}
            {/* An ended lot's banner says Sold or Expired; "Active until" a past date would contradict it. */}
            {lot.activeUntil && lot.published && (
              <>
                <dt className="text-muted">{t("Active until")}</dt>
                <dd>{lot.activeUntil}</dd>
              </>
            )}
            <dt className="text-muted">{t("Views")}</dt>
            <dd>{lot.views}</dd>
            <dt className="text-muted">{t("Classified no.")}</dt>
            <dd>{lot.id}</dd>
          </dl>
          {/* Buyers' action (spec 1 section 6): the owner has their tools instead, and knows their contacts. */}
          {!owner && <contactsSectionPart.View lot={lot} />}
        </div>
      </div>
      {lot.sections.length > 0 && (
        <section aria-labelledby="lot-specification" className="mt-8">
          <h2 id="lot-specification" className="text-xl font-semibold">
            {t("Specification")}
          </h2>
          {/* Two columns that the sections fill one after another, each whole: as grid rows, a short section beside
              a long one left an empty band under it. */}
          <div className="mt-3 gap-x-8 md:columns-2">
            {lot.sections.map((section) => (
              <dl
                key={section.key ?? "other"}
                className="grid break-inside-avoid grid-cols-2 gap-x-4 border-t border-line py-2 text-sm"
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
      {lot.map && (
        <section aria-labelledby="lot-location" className="mt-8">
          <h2 id="lot-location" className="text-xl font-semibold">
            {t("Location")}
          </h2>
          {lot.place && <p className="mt-1 text-muted text-sm">{lot.place}</p>}
          <div className="mt-3">
            <mapPart.View
              lot={{
                id: lot.id,
                href: "",
                title: lot.title,
                price: lot.price?.text ?? null,
                image: null,
                location: { lat: lot.map.lat, lng: lot.map.lng, accurate: lot.map.accurate },
              }}
              place={lot.place}
              tiles={lot.map.tiles}
            />
          </div>
        </section>
      )}
      <reviewsPart.View key={lot.id} lotId={lot.id} initial={lot.reviews} published={lot.published} />
      <SimilarLotsSlot source={lot.similarSource} />
      {!lot.ended && !lot.blocked && !owner && <contactsBarPart.View lotId={lot.id} />}
    </article>
  );
}

/**
 * The owner's own draft or pending lot: nobody else sees it yet, and the owner learns what comes next (a draft's
 * Publish is among the owner's tools).
 */
function UnpublishedNotice({ state }: { state: "draft" | "pending" }) {
  const { t } = useI18n();
  return (
    <div
      role="status"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-subtle px-4 py-3"
    >
      <p className="font-semibold">
        {state === "draft"
          ? t("Draft: only you can see this classified")
          : t("Waiting approval: moderators check this classified before it is shown to others")}
      </p>
    </div>
  );
}
