import { ErrorCode } from "./errors.ts";
import { maxPeriodDays } from "./limits.ts";
import { LotStatus, type LotStatusId } from "./lots.ts";
import { EndDateOption, type EndDateOptionName, type ProlongOptionDays } from "./periods.ts";

/*
 * The lot lifecycle (issue 8; spec 1 section 4, spec 2 sections 3-4): which action moves a lot from which
 * status to which, who may take it, and the bulk rules of the selection bar. The server refuses whatever this
 * table refuses, whatever a page shows; the web app enables its buttons from the same rules.
 */

/** The owner's actions (spec: `adStateUserAction` publish and close, plus delete, prolong and appeal). */
export const ownerActions = ["publish", "close", "delete", "prolong", "appeal"] as const;
/** A moderator's decisions. */
export const adminActions = ["approve", "reject", "block", "unblock"] as const;
/** What the scheduler does on its own. */
export const systemActions = ["expire"] as const;
export type OwnerAction = (typeof ownerActions)[number];
export type AdminAction = (typeof adminActions)[number];
export type LifecycleAction = OwnerAction | AdminAction | (typeof systemActions)[number];

export type ActorRole = "owner" | "other" | "admin" | "system";

/** Texts of the lifecycle's answers: translation keys with lv and ru entries; %s takes `values`. */
export const LifecycleMessage = {
  notAllowed: "This action is not possible for a classified in this status",
  feedLot: "Classifieds from feed can't be edited",
  notReady: "Fill in the title and description before publishing",
  maximumPeriod: "A classified can't be active longer than %s days",
  published: "Classified is published",
  pendingApproval: "Classified is waiting approval",
  closed: "Classified is closed",
  deleted: "Classified is deleted",
  expired: "Classified has expired",
  activeUntil: "Classified is active until %s",
  appealed: "Classified is sent for review again",
  approved: "Classified is approved",
  rejected: "Classified is rejected",
  blocked: "Classified is blocked",
  unblocked: "Classified is unblocked",
  blockedNotCopied: "A blocked classified can't be copied",
} as const;

/** The longest a lot may stay active from now (spec 1 section 9: maximum period 365 days). */
export const maximumPeriodDays = maxPeriodDays;
/** A new lot's end interval when its owner has chosen none yet. */
export const defaultEndInterval: EndDateOptionName = "P4W";

/** What a lot needs to be for the lifecycle to decide about it. */
export type LifecycleLot = {
  status: LotStatusId;
  xmlImported: boolean;
  /** The lot carries a title and a description in at least one language (the wizard's readyForPublish, at least). */
  complete: boolean;
};

/**
 * Where a permitted action leads. `publish` reaches published or pending_publish as moderation decides, and
 * `unblock` returns to the status the lot had before it was blocked: the caller resolves both.
 */
export type Destination = LotStatusId | "published or pending" | "status before block";

export type TransitionOutcome = { to: Destination } | { refused: string };

const s = LotStatus;
/** From which statuses each action is possible, and where it leads. */
const transitions: Record<LifecycleAction, { from: readonly LotStatusId[]; to: Destination }> = {
  publish: { from: [s.draft, s.closed, s.expired], to: "published or pending" },
  close: { from: [s.draft, s.published, s.pending_publish, s.expired], to: s.closed },
  delete: { from: [s.closed, s.blocked], to: s.deleted },
  prolong: { from: [s.published, s.expired], to: s.published },
  appeal: { from: [s.blocked], to: s.pending_publish },
  expire: { from: [s.published], to: s.expired },
  approve: { from: [s.pending_publish], to: s.published },
  reject: { from: [s.pending_publish], to: s.blocked },
  block: { from: [s.draft, s.published, s.pending_publish, s.closed, s.expired, s.xml_draft], to: s.blocked },
  unblock: { from: [s.blocked], to: "status before block" },
};

const actorOf: Record<LifecycleAction, ActorRole> = {
  publish: "owner",
  close: "owner",
  delete: "owner",
  prolong: "owner",
  appeal: "owner",
  expire: "system",
  approve: "admin",
  reject: "admin",
  block: "admin",
  unblock: "admin",
};

/** Feed-imported lots are managed by their feed: their owner may not publish, close or delete them by hand. */
const feedManaged: ReadonlySet<LifecycleAction> = new Set(["publish", "close", "delete", "prolong"]);

/** Whether `actor` may take `action` on `lot`, and where it leads. */
export function transition(lot: LifecycleLot, action: LifecycleAction, actor: ActorRole): TransitionOutcome {
  if (actorOf[action] !== actor) return { refused: ErrorCode.FORBIDDEN };
  if (lot.status === LotStatus.deleted) return { refused: LifecycleMessage.notAllowed };
  if (lot.xmlImported && feedManaged.has(action))
    return {
      refused: action === "publish" ? ErrorCode.IS_XML_AUTO_PUBLISH_NOT_ALLOWED : LifecycleMessage.feedLot,
    };
  const rule = transitions[action];
  if (!rule.from.includes(lot.status)) return { refused: LifecycleMessage.notAllowed };
  if (action === "publish" && !lot.complete) return { refused: LifecycleMessage.notReady };
  return { to: rule.to };
}

/** Which of the selection bar's buttons are enabled for the selected lots (spec 1 section 4, bulk rules). */
export function selectionActions(lots: readonly Pick<LifecycleLot, "status" | "xmlImported">[]): {
  publish: boolean;
  close: boolean;
  delete: boolean;
} {
  if (lots.length === 0) return { publish: false, close: false, delete: false };
  const any = (statuses: readonly LotStatusId[]) =>
    lots.some((lot) => lot.xmlImported || statuses.includes(lot.status));
  return {
    publish: !any([s.published, s.pending_publish, s.blocked]),
    close: !any([s.closed, s.blocked]),
    delete: lots.every((lot) => !lot.xmlImported && (lot.status === s.blocked || lot.status === s.closed)),
  };
}

/**
 * The statuses in which the owner edits a lot in the wizard (modules/lot-form refuses the others): a lot held
 * for approval or blocked by moderators stays as they saw it; a blocked one is appealed, not corrected.
 */
export const ownerEditableStatuses: readonly LotStatusId[] = [s.draft, s.published, s.closed, s.expired];

/** What my items offers for one lot besides the status changes: edit in the wizard and copy into a draft. */
export function ownerLotOffers(lot: Pick<LifecycleLot, "status" | "xmlImported">): {
  edit: boolean;
  clone: boolean;
} {
  const live = lot.status !== s.deleted && !lot.xmlImported;
  return {
    edit: live && ownerEditableStatuses.includes(lot.status),
    // A copy of a blocked lot would be a way around the block (a new draft, published under the rules).
    clone: live && lot.status !== s.blocked,
  };
}

const dayMs = 86_400_000;

/** The end date of a lot published at `now` for `interval` (P1W-P4W). */
export function endDateOf(now: Date, interval: EndDateOptionName): Date {
  return new Date(now.getTime() + EndDateOption[interval] * dayMs);
}

/**
 * The end date after prolonging by `days`: a lot still active gains the days on top of its end date, an
 * expired one counts them from now; never later than the maximum period from now. Null when the lot is already
 * within a day of the maximum, where prolonging would gain nothing worth a click.
 */
export function prolongedEndDate(endDate: Date | null, days: ProlongOptionDays, now: Date): Date | null {
  const from = endDate && endDate > now ? endDate : now;
  const limit = now.getTime() + maximumPeriodDays * dayMs;
  const prolonged = Math.min(from.getTime() + days * dayMs, limit);
  return prolonged - from.getTime() < dayMs ? null : new Date(prolonged);
}
