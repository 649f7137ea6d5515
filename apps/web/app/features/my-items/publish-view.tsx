import { LotStatus } from "@tirgus/domain/lots";
import { activeUntil, calendarDate, EndDateOption, type EndDateOptionName } from "@tirgus/domain/periods";
import { useState } from "react";
import { Link } from "react-router";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import type { ProfileContact } from "../profile/profile-data";
import { ContactsModal } from "./contacts-modal";
import { dayText } from "./day-text";
import { CameraIcon } from "./footer-icons";
import { myItemsPath } from "./my-paths";
import { ownerMay, statusMarkOf } from "./own-lot-view";
import { intervalLabel } from "./period-labels";
import type { PublishLot } from "./publish-data";
import { StatusBadge } from "./status-badge";
import { changeStatus } from "./status-change";
import { useStatusChanges } from "./use-status-changes";

const intervals = Object.keys(EndDateOption) as EndDateOptionName[];

/**
 * `/my/publish/{id}` (spec 2 sections 2 and 9): the lot's summary, how long it stays active (P1W-P4W, "Active
 * until" counted from today in Riga) and Publish. Once published it says whether the lot is live or waiting
 * approval. A blocked lot is not marked blocked here (spec 1 section 4).
 */
export function PublishView({
  lot,
  now,
  contacts,
}: {
  lot: PublishLot;
  now: number;
  contacts: ProfileContact[];
}) {
  const { t, lang } = useI18n();
  const mark = statusMarkOf(lot, now);
  const published = lot.status === LotStatus.published || lot.status === LotStatus.pending_publish;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-12">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("Publish classified")}</h1>
      <section
        className="mt-5 flex gap-4 rounded-2xl border border-line bg-surface p-4"
        data-testid="publish-summary"
      >
        <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-xl bg-subtle sm:w-40">
          {lot.picture ? (
            <img src={lot.picture} alt="" className="size-full object-cover" />
          ) : (
            <div className="grid size-full place-items-center text-muted/60">
              <CameraIcon size={32} />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="line-clamp-2 font-semibold sm:text-lg">{lot.title}</h2>
          <p className="truncate text-sm text-muted">{lot.category}</p>
          {lot.price && <p className="text-lg font-bold">{lot.price}</p>}
          {lot.status !== LotStatus.blocked && <StatusBadge mark={mark} className="self-start" />}
        </div>
      </section>
      {published ? (
        <Published lot={lot} />
      ) : ownerMay(lot, "publish") ? (
        <PublishForm lot={lot} now={now} />
      ) : (
        <p className="mt-5 rounded-xl bg-subtle p-4 text-sm" role="status">
          {t("This action is not possible for a classified in this status")}
        </p>
      )}
      {!published && (
        <p className="mt-6 text-sm">
          <Link to={myItemsPath(lang)} className="font-medium text-accent hover:underline">
            {t("Back to my classifieds")}
          </Link>
        </p>
      )}
      <ContactsModal contacts={contacts} />
    </div>
  );
}

function PublishForm({ lot, now }: { lot: PublishLot; now: number }) {
  const { t } = useI18n();
  const [interval, setChosen] = useState<EndDateOptionName>(lot.endInterval);
  const { run, busy } = useStatusChanges();
  const today = calendarDate(new Date(now));
  return (
    <form
      className="mt-5 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => changeStatus(browserApi(), "publish", [lot.id], interval));
      }}
    >
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="mb-2 font-semibold">{t("How long should it be active?")}</legend>
        {intervals.map((option) => (
          <label
            key={option}
            className={`flex cursor-pointer flex-col rounded-xl border p-3 text-sm ${
              option === interval
                ? "border-accent bg-accent-soft"
                : "border-line bg-surface hover:border-accent"
            }`}
          >
            <span className="flex items-center gap-2 font-semibold">
              <input
                type="radio"
                name="interval"
                value={option}
                checked={option === interval}
                onChange={() => setChosen(option)}
                className="accent-[var(--accent)]"
              />
              {intervalLabel(t, option)}
            </span>
            <span className="mt-1 text-muted">
              {t("Active until")} {dayText(`${activeUntil(option, today)}T12:00:00Z`)}
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-11 items-center justify-center self-start rounded-xl bg-accent px-6 font-semibold text-accent-fg hover:bg-accent-hover disabled:opacity-60"
      >
        {t("Publish")}
      </button>
    </form>
  );
}

function Published({ lot }: { lot: PublishLot }) {
  const { t, lang } = useI18n();
  const waiting = lot.status === LotStatus.pending_publish;
  return (
    <div className="mt-5 rounded-2xl bg-accent-soft p-5" role="status" data-testid="publish-result">
      <p className="text-lg font-semibold">
        {waiting ? t("Classified is waiting approval") : t("Classified is published")}
      </p>
      {!waiting && lot.endDate && (
        <p className="mt-1 text-sm">
          {t("Active until")} {dayText(lot.endDate)}
        </p>
      )}
      {waiting && <p className="mt-1 text-sm text-muted">{t("Moderators will check it soon.")}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={lot.href}
          className="inline-flex h-10 items-center rounded-xl bg-accent px-4 font-semibold text-accent-fg hover:bg-accent-hover"
        >
          {t("View classified")}
        </Link>
        <Link
          to={myItemsPath(lang)}
          className="inline-flex h-10 items-center rounded-xl border border-line bg-surface px-4 font-semibold hover:bg-subtle"
        >
          {t("My classifieds")}
        </Link>
      </div>
    </div>
  );
}
