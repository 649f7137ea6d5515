import { userStatusLabel } from "@tirgus/domain/moderation";
import type { LookupUser } from "@tirgus/domain/moderation-api";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { QueryForm } from "../../ui/query-form";
import { type AdminPageData, tabHref } from "./admin-data";
import { QueueRow } from "./queue-row";
import { UserStatusControl } from "./user-status-control";

type LookupData = Extract<AdminPageData, { tab: "find" }>;

/**
 * The lookup tab (`?tab=find&query=`): a lot by its number or address, a user by number or e-mail address,
 * whatever their status, with the same decisions as the queue: the way to a blocked lot or user, which no queue
 * lists. A plain GET form, so the query is in the address and works before the page hydrates.
 */
export function AdminLookup({ data }: { data: LookupData }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-5">
      <QueryForm label={t("Classified number or address, user number or e-mail")} defaultValue={data.query}>
        <input type="hidden" name="tab" value="find" />
      </QueryForm>
      {data.query !== "" && data.count === 0 && (
        <p className="rounded-2xl border border-line bg-surface py-10 text-center text-muted" role="status">
          {t("Nothing found for “%s”.", [data.query])}
        </p>
      )}
      {data.rows.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby="lookup-lots">
          <h2 id="lookup-lots" className="text-lg font-semibold">
            {t("Classifieds")}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
            {data.rows.map((row) => (
              <li key={row.lotId}>
                <QueueRow row={row} tab="find" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.users.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby="lookup-users">
          <h2 id="lookup-users" className="text-lg font-semibold">
            {t("Users")}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
            {data.users.map((user) => (
              <li key={user.id}>
                <UserRow user={user} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A user found: name, e-mail, number and status, their lots in the queue, and the status control. */
function UserRow({ user }: { user: LookupUser }) {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <article data-user={user.id} className="flex flex-col gap-2 p-4 text-sm sm:p-5">
      <p className="break-words">
        <span className="text-base font-semibold">{user.name}</span>
        {user.email && user.email !== user.name && <span className="text-muted"> · {user.email}</span>}
        <span className="text-muted"> · #{user.id}</span>
      </p>
      <p>
        <span className="text-muted">{t("Status")}: </span>
        <span className="font-medium">
          {user.admin ? t("Administrator") : t(userStatusLabel[user.status] ?? String(user.status))}
        </span>
      </p>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link
          to={tabHref(location.pathname, "pending", user.id)}
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          {t("Their classifieds in the queue")}
        </Link>
        {!user.admin && <UserStatusControl user={user} />}
      </div>
    </article>
  );
}
