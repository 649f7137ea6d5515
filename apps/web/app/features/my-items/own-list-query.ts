import { defaultItemsPerPage, ListParam } from "@tirgus/domain/lot-list";
import {
  defaultCheckedStatuses,
  LotStatus,
  type LotStatusId,
  type LotStatusName,
  lotStatusName,
  statusFilterOptions,
} from "@tirgus/domain/lots";
import { defaultSort, SortOption, type SortOptionId } from "@tirgus/domain/sorting";
import type { Query } from "../../lib/api-client";
import { hrefOf, sortedQuery, sortOf, withParams } from "../listing/list-query";

/*
 * The owner's list state lives in its address (spec 1 section 4): `status` names the checked statuses
 * (`?status=published&status=closed`, as the header's "my classifieds" link does), page and sort as in every
 * list. Without `status` the spec's default set is checked.
 */
export const statusParam = "status";

/** The sorts my items offers, the spec's default (created, newest first) first. */
export const ownSortOptionIds: readonly SortOptionId[] = [
  "createDateDesc",
  "createDateAsc",
  "publishDateDesc",
  "publishDateAsc",
  "endDateAsc",
  "endDateDesc",
  "priceAsc",
  "priceDesc",
  "viewsDesc",
  "viewsAsc",
];

const offered = new Set<string>(statusFilterOptions.map(lotStatusName));

/** The checked statuses: the named ones the filter offers, or the default set when none is named. */
export function checkedStatuses(search: URLSearchParams): LotStatusId[] {
  const named = search
    .getAll(statusParam)
    .filter((name): name is LotStatusName => offered.has(name))
    .map((name) => LotStatus[name]);
  const checked: readonly LotStatusId[] = named.length > 0 ? named : defaultCheckedStatuses;
  return statusFilterOptions.filter((status) => checked.includes(status));
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The address with these statuses checked (the default set leaves `status` out); back to page 1. */
export function statusHref(path: string, search: URLSearchParams, statuses: readonly LotStatusId[]): string {
  const next = withParams(search, { [statusParam]: null });
  if (!sameSet(statuses, defaultCheckedStatuses))
    for (const status of statusFilterOptions)
      if (statuses.includes(status)) next.append(statusParam, lotStatusName(status));
  return hrefOf(path, next);
}

/** The list's sort: one of my items' options, createDate descending when the address names none of them. */
export function ownSortOf(search: URLSearchParams): SortOptionId {
  const sort = sortOf(search, "my");
  return ownSortOptionIds.includes(sort) ? sort : defaultSort.my;
}

export const ownSortHref = (path: string, search: URLSearchParams, option: SortOptionId): string =>
  hrefOf(path, sortedQuery(search, option, "my"));

/** The page the address asks for (1 when it names none or nonsense). */
export function pageOf(search: URLSearchParams): number {
  const requested = Number(search.get(ListParam.page) ?? "1");
  return Number.isSafeInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
}

/**
 * The company whose lots the list keeps (the header's "my company classifieds" link carries `company`, and
 * `owner`, which is always the user), or null for all the user's lots.
 */
export function companyOf(search: URLSearchParams): number | null {
  const company = Number(search.get(companyParam));
  return Number.isSafeInteger(company) && company >= 1 && company <= 2_147_483_647 ? company : null;
}

export const companyParam = "company";

/** `GET /api/me/lots`'s query for the list the address describes. */
export function ownLotsQuery(search: URLSearchParams): Query {
  const { orderColumn, orderDirection } = SortOption[ownSortOf(search)];
  const company = companyOf(search);
  return {
    ...(company === null ? {} : { [companyParam]: company }),
    [statusParam]: checkedStatuses(search),
    page: pageOf(search),
    itemsPerPage: defaultItemsPerPage,
    orderColumn,
    orderDirection,
  };
}
