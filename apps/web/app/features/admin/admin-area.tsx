import { moderationPageSize } from "@tirgus/domain/moderation";
import { Link, useLocation } from "react-router";
import { type Translate, useI18n } from "../../lib/i18n";
import { Pagination } from "../listing/pagination";
import { type AdminPageData, type AdminTab, tabHref } from "./admin-data";
import { AdminLookup } from "./admin-lookup";
import { AuditLog } from "./audit-log";
import { QueueRow } from "./queue-row";

function tabLabel(t: Translate, tab: AdminTab): string {
  if (tab === "pending") return t("Waiting approval");
  if (tab === "reported") return t("Reported");
  if (tab === "find") return t("Look up");
  return t("Audit log");
}

const tabOrder: readonly AdminTab[] = ["pending", "reported", "audit", "find"];

/**
 * `/{lang}/admin`: the moderation queue of lots waiting approval, the reported lots, the audit log and the
 * lookup of a lot or user whatever their status (the way to unblock them), one tab each (links, so each is an
 * address of its own), a page at a time.
 */
export function AdminArea({ data }: { data: AdminPageData }) {
  const { t } = useI18n();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const lastPage = Math.max(1, Math.ceil(data.count / moderationPageSize));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight">{t("Moderation")}</h1>
      <nav aria-label={t("Moderation")} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max border-b border-line sm:gap-1">
          {tabOrder.map((tab) => (
            <li key={tab}>
              <Link
                to={tabHref(location.pathname, tab, data.sellerId)}
                aria-current={data.tab === tab ? "page" : undefined}
                className="-mb-px inline-flex h-11 items-center border-b-2 border-transparent px-2 text-sm font-medium sm:px-3 sm:text-base text-muted hover:text-fg aria-[current=page]:border-accent aria-[current=page]:text-fg"
              >
                {tabLabel(t, tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.tab === "find" ? <AdminLookup data={data} /> : <Lists data={data} />}
      <Pagination path={location.pathname} search={search} page={data.page} lastPage={lastPage} />
    </div>
  );
}

/** The queues and the audit log, with how many there are and the seller they are narrowed to. */
function Lists({ data }: { data: Exclude<AdminPageData, { tab: "find" }> }) {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted" role="status">
        {data.tab === "audit" ? t("Entries: %s", [data.count]) : t("Classifieds: %s", [data.count])}
        {data.sellerId !== null && (
          <span>
            {t("Only the classifieds of user %s", [data.sellerId])} ·{" "}
            <Link to={tabHref(location.pathname, data.tab, null)} className="text-accent hover:underline">
              {t("Show all")}
            </Link>
          </span>
        )}
      </p>
      {data.tab === "audit" ? (
        <AuditLog entries={data.entries} />
      ) : data.rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface py-10 text-center text-muted">
          {data.tab === "pending" ? t("No classifieds are waiting approval.") : t("No open reports.")}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
          {data.rows.map((row) => (
            <li key={row.lotId}>
              <QueueRow row={row} tab={data.tab} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
