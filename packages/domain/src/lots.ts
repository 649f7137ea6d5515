import { idsOf, nameOf, oneOf } from "./enumeration.ts";

/** Lot statuses by id (spec 1 section 4). Id 3 is not used by the spec and stays free. */
export const LotStatus = {
  draft: 1,
  published: 2,
  closed: 4,
  deleted: 5,
  blocked: 6,
  pending_publish: 7,
  xml_draft: 8,
  expired: 9,
} as const;
export type LotStatusName = keyof typeof LotStatus;
export type LotStatusId = (typeof LotStatus)[LotStatusName];
export const isLotStatusId = oneOf(idsOf(LotStatus));
export const lotStatusName = (id: LotStatusId): LotStatusName => nameOf(LotStatus, id);

/** Closed and deleted lots are shown marked Sold (spec 1 section 4). */
export const isSoldStatus = (status: number): boolean =>
  status === LotStatus.closed || status === LotStatus.deleted;

/** What decides whether a lot has ended: an ISO text in API answers, a Date on the server. */
export type LotEndingFacts = { status: number; endDate: Date | string | null };

/**
 * How a lot has ended (spec 1 section 4): "sold" when closed or deleted, "expired" when expired or when it is
 * published and its end date has come (the expiry job works in batches and may not have got to it yet; it
 * expires lots at their end date, so a lot is ended from that moment on); null otherwise. A closed lot's end
 * date is when it closed, always past, so it cannot decide between the two. The server decides bookmarks,
 * reviews and free contacts with it, the web what it shows, so the two cannot disagree.
 */
export function lotEnding(lot: LotEndingFacts, now: Date): "sold" | "expired" | null {
  if (lot.status === LotStatus.published && lot.endDate !== null && new Date(lot.endDate) <= now)
    return "expired";
  return statusEnding(lot.status);
}

/** How a lot has ended by its status alone (what a list card knows): "sold", "expired" or null. */
export function statusEnding(status: number): "sold" | "expired" | null {
  if (isSoldStatus(status)) return "sold";
  return status === LotStatus.expired ? "expired" : null;
}

/** Published and within its period: only such a lot can be bookmarked, reviewed or contacted for free. */
export const isLotLive = (lot: LotEndingFacts, now: Date): boolean =>
  lot.status === LotStatus.published && lotEnding(lot, now) === null;

/** The one status whose label differs from its name; it is a translation key. */
export const pendingPublishLabel = "Waiting approval";

/** Deleted lots and feed drafts are never offered in the owner's status filter. */
export const statusFilterOptions = [
  LotStatus.draft,
  LotStatus.published,
  LotStatus.closed,
  LotStatus.blocked,
  LotStatus.pending_publish,
  LotStatus.expired,
] as const satisfies readonly LotStatusId[];

/** Closed and expired stay unchecked so the owner first sees the lots that still need attention. */
export const defaultCheckedStatuses = [
  LotStatus.draft,
  LotStatus.published,
  LotStatus.pending_publish,
  LotStatus.blocked,
] as const satisfies readonly LotStatusId[];

export const ModerationStatus = { new: 1, pending_review: 2, rejected: 3, approved: 4 } as const;
export type ModerationStatusId = (typeof ModerationStatus)[keyof typeof ModerationStatus];

/** Values of `adStateUserAction` in a status change request. */
export const adStateUserActions = ["publish", "close"] as const;
export type AdStateUserAction = (typeof adStateUserActions)[number];
export const isAdStateUserAction = oneOf(adStateUserActions);

/** Lists are cached per list type, filter key and page; unfiltered lists use this key. */
export const defaultListFilterKey = "default";
