import { LotStatus } from "@tirgus/domain/lots";
import { reasonLabel, reportReasonLabel, userStatusLabel } from "@tirgus/domain/moderation";
import type { RecordedDecision } from "@tirgus/domain/moderation-api";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { cardImageUrl } from "../lot-card/card-view";
import { type QueueRowView, tabHref } from "./admin-data";
import { actionLabel, dateTime, lotStatusLabel } from "./labels";
import { LotDecisions } from "./lot-decisions";
import { UserStatusControl } from "./user-status-control";

/** The tabs that list lots: the two queues and the lookup. */
export type LotTab = "pending" | "reported" | "find";

/**
 * One lot of the queue or of the lookup: picture and title (links to the lot), seller, why it is here, and the
 * decisions.
 */
export function QueueRow({ row, tab }: { row: QueueRowView; tab: LotTab }) {
  const { t } = useI18n();
  return (
    <article
      aria-labelledby={`queue-lot-${row.lotId}`}
      data-lot={row.lotId}
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-3 p-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4 sm:p-5"
    >
      <Link
        to={row.href}
        className="block self-start overflow-hidden rounded-lg bg-subtle"
        tabIndex={-1}
        aria-hidden="true"
      >
        {row.image ? (
          <img
            src={cardImageUrl(row.image)}
            alt=""
            width={128}
            height={96}
            loading="lazy"
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <div className="grid aspect-[4/3] w-full place-items-center text-xs text-muted">
            {t("No picture")}
          </div>
        )}
      </Link>
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <h2 id={`queue-lot-${row.lotId}`} className="text-lg font-semibold leading-snug break-words">
            <Link to={row.href} className="hover:text-accent hover:underline">
              {row.title}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            {/* The category may be long and wraps; price and number stay whole. */}
            {row.category}
            {[row.price, lotStatusLabel(t, row.status), `#${row.lotId}`].filter(Boolean).map((part) => (
              <span key={part}>
                {" · "}
                <span className="whitespace-nowrap">{part}</span>
              </span>
            ))}
          </p>
        </div>
        <SellerLine row={row} tab={tab} />
        <WhyHere row={row} />
        <LotDecisions
          lotId={row.lotId}
          title={row.title}
          status={row.status}
          hasReports={row.reports.length > 0}
        />
      </div>
    </article>
  );
}

function SellerLine({ row, tab }: { row: QueueRowView; tab: LotTab }) {
  const { t } = useI18n();
  const location = useLocation();
  const { seller } = row;
  if (!seller) return <p className="text-sm text-muted">{t("No seller")}</p>;
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <span>
        <span className="text-muted">{t("Seller")}: </span>
        <span className="font-medium">{seller.name}</span>
        {seller.email && seller.email !== seller.name && (
          <span className="text-muted"> · {seller.email}</span>
        )}
        <span className="text-muted"> · {t(userStatusLabel[seller.status] ?? String(seller.status))}</span>
      </span>
      <Link
        to={tabHref(location.pathname, tab === "find" ? "pending" : tab, seller.id)}
        className="text-sm font-medium text-accent underline-offset-2 hover:underline"
      >
        {t("Their classifieds in the queue")}
      </Link>
      <UserStatusControl user={seller} />
    </div>
  );
}

/** Why the lot waits: the rules that held it or the seller's appeal, and the visitors' reports. */
function WhyHere({ row }: { row: QueueRowView }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-2 text-sm">
      {row.status === LotStatus.pending_publish && (
        <div>
          <span className="text-muted">{t("Waiting since %s", [dateTime(row.since)])}</span>
          {row.heldReasons.length > 0 && <span className="text-muted"> · {t("Held because")}: </span>}
          <ul className="inline">
            {row.heldReasons.map((reason, index) => (
              <li key={reason.message + String(reason.values)} className="inline font-medium">
                {index > 0 && "; "}
                {t(reason.message, reason.values)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {row.earlierDecision && (
        <EarlierDecision label={t("Appealed decision")} decision={row.earlierDecision} />
      )}
      {row.latestDecision && <EarlierDecision label={t("Latest decision")} decision={row.latestDecision} />}
      {row.appealStatement && (
        <p className="break-words whitespace-pre-line">
          <span className="text-muted">{t("The seller's appeal")}: </span>
          {row.appealStatement}
        </p>
      )}
      {row.reports.length > 0 && (
        <div>
          <h3 className="font-medium">{t("Reports: %s", [row.reports.length])}</h3>
          <ul className="mt-1 flex flex-col gap-1.5">
            {row.reports.map((report) => (
              <li key={report.id} className="rounded-lg bg-subtle px-3 py-2">
                <span className="font-medium">{t(reportReasonLabel[report.reason])}</span>
                <span className="text-muted">
                  {" "}
                  · {report.reporter ? report.reporter.name : t("Anonymous visitor")} ·{" "}
                  {dateTime(report.createdAt)}
                </span>
                {report.text && <p className="mt-0.5 whitespace-pre-line break-words">{report.text}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A recorded decision about the lot: the one an appeal contests, or a looked-up lot's latest. */
function EarlierDecision({ label, decision }: { label: string; decision: RecordedDecision }) {
  const { t } = useI18n();
  return (
    <p className="rounded-lg border border-line px-3 py-2" data-testid="recorded-decision">
      <span className="text-muted">{label}: </span>
      <span className="font-medium">{actionLabel(t, decision.action)}</span>
      {decision.reasonCode && <> · {t(reasonLabel(decision.reasonCode))}</>}
      <span className="text-muted"> · {dateTime(decision.decidedAt)}</span>
      {decision.statement && (
        <span className="mt-0.5 block whitespace-pre-line break-words">{decision.statement}</span>
      )}
    </p>
  );
}
