import type { LotStatusId } from "@tirgus/domain/lots";
import type { SortOptionId } from "@tirgus/domain/sorting";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { PlusIcon } from "../../ui/icons";
import { Pagination } from "../listing/pagination";
import { SortMenu } from "../listing/sort-menu";
import { useListTop } from "../listing/use-list-top";
import { ViewSwitch } from "../listing/view-switch";
import { type CardViewType, storeViewType } from "../listing/view-type";
import { classifiedsText } from "../lot-card/count-text";
import type { ProfileContact } from "../profile/profile-data";
import { ContactsModal } from "./contacts-modal";
import { useLotActions, useSingleLotActions } from "./lot-actions";
import { createPath } from "./my-paths";
import { ownSortHref, ownSortOptionIds } from "./own-list-query";
import { OwnLotCard } from "./own-lot-card";
import type { OwnLotView } from "./own-lot-view";
import { SelectionBar } from "./selection-bar";
import { StatusFilter } from "./status-filter";
import { useSelection } from "./use-selection";

export type MyItemsPage = {
  lots: OwnLotView[];
  count: number;
  /** The user's lots in every status the filter offers: tells "nothing matches" from "nothing yet". */
  total: number;
  page: number;
  lastPage: number;
  statuses: LotStatusId[];
  /** Set when the list keeps the lots the user published for their company. */
  company: number | null;
  sort: SortOptionId;
  /** When the list was loaded (ms): cards word their times and end dates from it alike on both sides. */
  now: number;
  contacts: ProfileContact[];
};

/**
 * `/my/items` (spec 1 sections 2 and 4, issue 8): the owner's lots with the status filter, sort, grid or
 * list, pages of 20, the selection bar and each lot's management footer.
 */
export function MyItemsView({ list, view: initialView }: { list: MyItemsPage; view: CardViewType }) {
  const { t, lang } = useI18n();
  const location = useLocation();
  const signedIn = Boolean(useRootData()?.shell.session);
  const [view, setView] = useState(initialView);
  const listTop = useListTop<HTMLUListElement>(list.page);
  const selection = useSelection();
  const bulk = useLotActions(selection.clear);
  const single = useSingleLotActions();
  const search = new URLSearchParams(location.search);
  const busy = bulk.busy || single.busy;

  const switchView = (next: CardViewType) => {
    setView(next);
    void storeViewType(next, signedIn).catch(() => {});
  };

  return (
    <div className="mx-auto max-w-[1440px] px-4 pt-6 pb-24 md:pb-12 lg:px-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {list.company === null ? t("My classifieds") : t("My company classifieds")}
        </h1>
        <span className="text-muted" data-testid="my-items-count">
          {classifiedsText(t, lang, list.count)}
        </span>
      </div>
      <div className="mt-4">
        <StatusFilter checked={list.statuses} />
      </div>
      <div className="mt-3 mb-4 flex flex-wrap items-center gap-2">
        <SortMenu
          sorts={ownSortOptionIds.map((id) => ({ id, href: ownSortHref(location.pathname, search, id) }))}
          current={list.sort}
        />
        <ViewSwitch view={view} onSwitch={switchView} />
      </div>
      <SelectionBar
        selected={selection.selected}
        busy={busy}
        onAction={(action) => bulk.request(action, [...selection.selected.keys()])}
        onClear={selection.clear}
      />
      {list.count === 0 ? (
        <EmptyState hasLots={list.total > 0} />
      ) : (
        <ul
          ref={listTop}
          tabIndex={-1}
          className={`scroll-mt-20 outline-none ${
            view === "grid"
              ? "grid grid-cols-2 gap-3 lg:grid-cols-3 lg:gap-4 2xl:grid-cols-4"
              : "flex flex-col gap-3"
          }`}
          data-testid="lot-list"
        >
          {list.lots.map((lot, index) => (
            <li key={lot.id}>
              <OwnLotCard
                lot={lot}
                view={view}
                now={list.now}
                eager={index < 4}
                selected={selection.selected.has(lot.id)}
                busy={busy}
                onAppeal={() => single.appeal(lot.id)}
                handlers={{
                  onSelect: (checked) => selection.toggle(lot, checked),
                  onAction: (action) => bulk.request(action, [lot.id]),
                  onProlong: (days) => single.prolong(lot.id, days),
                  onClone: () => single.clone(lot.id),
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination path={location.pathname} search={search} page={list.page} lastPage={list.lastPage} />
      {bulk.dialog}
      <ContactsModal contacts={list.contacts} />
    </div>
  );
}

/**
 * The spec's two empty states: nothing in the statuses checked while the user has lots in others (closed or
 * expired ones under the default filter, say), or no classified at all yet, with the way to create one.
 */
export function EmptyState({ hasLots }: { hasLots: boolean }) {
  const { t, lang } = useI18n();
  if (hasLots)
    return (
      <p className="rounded-2xl border border-dashed border-line px-6 py-12 text-center text-muted">
        {t("Looks like there isn't any classified that matches your criteria.")}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-14 text-center">
      <p className="font-semibold">{t("You haven't created any classified.")}</p>
      <Link
        to={createPath(lang)}
        className="mt-2 inline-flex h-10 items-center gap-1.5 rounded-xl bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-hover"
      >
        <PlusIcon size={18} />
        {t("Create classified")}
      </Link>
    </div>
  );
}
