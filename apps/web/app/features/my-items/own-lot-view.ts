import type { Language } from "@tirgus/domain/languages";
import {
  type LifecycleLot,
  type OwnerAction,
  prolongedEndDate,
  transition,
} from "@tirgus/domain/lot-lifecycle";
import type { ModerationNote, OwnLot } from "@tirgus/domain/lot-lifecycle-api";
import { LotStatus, type LotStatusId } from "@tirgus/domain/lots";
import type { EndDateOptionName, ProlongOptionDays } from "@tirgus/domain/periods";
import { type LotCardView, lotCardView } from "../lot-card/card-view";

/** A card of the owner's list in the page's language: the public card plus what the owner manages. */
export type OwnLotView = LotCardView & {
  status: LotStatusId;
  createDate: string;
  endDate: string | null;
  endInterval: EndDateOptionName | null;
  xmlImported: boolean;
  moderation: ModerationNote | null;
};

export function ownLotView(lot: OwnLot, lang: Language): OwnLotView {
  return {
    ...lotCardView(lot, lang),
    status: lot.status as LotStatusId,
    createDate: lot.createDate,
    endDate: lot.endDate,
    endInterval: lot.endInterval,
    xmlImported: lot.xmlImported,
    moderation: lot.moderation,
  };
}

/**
 * How a lot is marked in the owner's lists (spec 1 section 4, display of ended lots): closed and deleted lots
 * are Sold, expired ones and published ones past their end date Expired; pending_publish reads "Waiting
 * approval". A published lot within its period is Active.
 */
export type StatusMark = "draft" | "pending" | "sold" | "expired" | "blocked" | "active";

export function statusMarkOf(lot: { status: number; endDate: string | null }, now: number): StatusMark {
  switch (lot.status) {
    case LotStatus.closed:
    case LotStatus.deleted:
      return "sold";
    case LotStatus.expired:
      return "expired";
    case LotStatus.blocked:
      return "blocked";
    case LotStatus.pending_publish:
      return "pending";
    case LotStatus.published:
      return lot.endDate !== null && Date.parse(lot.endDate) < now ? "expired" : "active";
    default:
      return "draft";
  }
}

/** Ended lots show disabled (spec 1 section 4). */
export const isEndedMark = (mark: StatusMark): boolean => mark === "sold" || mark === "expired";

const lifecycleLot = (lot: Pick<OwnLotView, "status" | "xmlImported">): LifecycleLot => ({
  status: lot.status,
  xmlImported: lot.xmlImported,
  // Whether the texts are complete is the server's to say; the buttons follow the status alone.
  complete: true,
});

/** The owner may take `action` on the lot in its status (the same table the server enforces). */
export function ownerMay(lot: Pick<OwnLotView, "status" | "xmlImported">, action: OwnerAction): boolean {
  return "to" in transition(lifecycleLot(lot), action, "owner");
}

/**
 * The prolong choices (7, 14, 21 days) that would still move the end date: none for statuses that cannot be
 * prolonged, and fewer near the 365-day maximum period.
 */
export function prolongChoices(
  lot: Pick<OwnLotView, "status" | "xmlImported" | "endDate">,
  days: readonly ProlongOptionDays[],
  now: number,
): { days: ProlongOptionDays; until: Date | null }[] {
  const possible = ownerMay(lot, "prolong");
  const endDate = lot.endDate === null ? null : new Date(lot.endDate);
  return days.map((option) => ({
    days: option,
    until: possible ? prolongedEndDate(endDate, option, new Date(now)) : null,
  }));
}
