import type { ApiMessage } from "@tirgus/domain/api-contract";
import { ErrorCode } from "@tirgus/domain/errors";
import {
  type ActorRole,
  defaultEndInterval,
  endDateOf,
  type LifecycleAction,
  LifecycleMessage,
  maximumPeriodDays,
  prolongedEndDate,
  transition,
} from "@tirgus/domain/lot-lifecycle";
import type { LotStatusChange } from "@tirgus/domain/lot-lifecycle-api";
import { LotStatus, type LotStatusId, ModerationStatus } from "@tirgus/domain/lots";
import type { EndDateOptionName, ProlongOptionDays } from "@tirgus/domain/periods";
import { UserStatus } from "@tirgus/domain/users";
import type pg from "pg";
import { HttpMessage } from "../../platform/api-error.ts";
import {
  activePublishRules,
  type LockedLot,
  type LotUpdate,
  lockLot,
  managesLot,
  type PublishingOwner,
  type PublishRule,
  publishingOwner,
  recordStatusChange,
  rememberEndInterval,
  statusBeforeBlock,
  updateLot,
} from "./repository.ts";

/** Who acts: a signed-in user (as the lot's owner, or as an admin) or the scheduler (userId null). */
export type Actor = { userId: number | null; role: ActorRole };

export type LifecycleOptions = {
  now: Date;
  /** Publish: the end interval to publish for (otherwise the lot's own, the owner's last, or the default). */
  interval?: EndDateOptionName;
  /** Prolong: the days to add. */
  days?: ProlongOptionDays;
  /** Moderation: the reason code and the moderator's statement, both recorded and shown to the seller. */
  reasonCode?: string;
  statement?: string;
};

type Decision = { update: LotUpdate; notification: ApiMessage; reasonCode?: string | null };

/**
 * Takes `action` on one lot inside the caller's transaction: locks the lot, checks the transition table of
 * packages/domain/src/lot-lifecycle.ts and the publishing conditions, updates the lot and records the change.
 * Refusals come back as the lot's own errors (the bulk call answers per lot), never as thrown errors.
 */
export async function applyLifecycleAction(
  client: pg.PoolClient,
  lotId: number,
  action: LifecycleAction,
  actor: Actor,
  options: LifecycleOptions,
): Promise<LotStatusChange> {
  const lot = await lockLot(client, lotId);
  const role = lot ? await effectiveRole(client, actor, lot) : "other";
  // Others' drafts and deleted lots do not exist for them: the answer must not tell them apart from missing ones.
  if (!lot || (role === "other" && !isPublic(lot.status)))
    return refusal(lotId, null, null, HttpMessage.notFound);
  const refused = (message: string, values?: (string | number)[]) =>
    refusal(lotId, lot.status, lot.endDate, message, values);

  const outcome = transition(
    { status: lot.status, xmlImported: lot.xmlImported, complete: isComplete(lot) },
    action,
    role,
  );
  if ("refused" in outcome) return refused(outcome.refused);
  const decision = await decide(client, lot, action, options);
  if ("refused" in decision) return refused(decision.refused, decision.values);

  await updateLot(client, lot.id, decision.update);
  await recordStatusChange(client, {
    lotId: lot.id,
    from: lot.status,
    to: decision.update.status,
    action,
    actorId: actor.userId,
    actorRole: role,
    reasonCode: decision.reasonCode ?? options.reasonCode ?? null,
    statement: options.statement ?? null,
    at: options.now,
  });
  const endDate = decision.update.endDate === undefined ? lot.endDate : decision.update.endDate;
  return {
    id: lot.id,
    status: decision.update.status,
    endDate: endDate?.toISOString() ?? null,
    errors: [],
    notifications: [decision.notification],
  };
}

async function effectiveRole(client: pg.PoolClient, actor: Actor, lot: LockedLot): Promise<ActorRole> {
  if (actor.role === "admin" || actor.role === "system") return actor.role;
  return actor.userId !== null && (await managesLot(client, actor.userId, lot)) ? "owner" : "other";
}

const publicStatuses: ReadonlySet<number> = new Set([
  LotStatus.published,
  LotStatus.closed,
  LotStatus.expired,
]);
const isPublic = (status: LotStatusId) => publicStatuses.has(status);
/** A title and a description in at least one language (spec 2 section 5: one non-blank text suffices). */
const isComplete = (lot: LockedLot) =>
  [lot.titleLv, lot.titleRu].some((title) => title.trim() !== "") &&
  [lot.textLv, lot.textRu].some((text) => text.trim() !== "");

function refusal(
  id: number,
  status: LotStatusId | null,
  endDate: Date | null,
  message: string,
  values?: (string | number)[],
): LotStatusChange {
  return {
    id,
    status,
    endDate: endDate?.toISOString() ?? null,
    errors: [values ? { message, values } : { message }],
    notifications: [],
  };
}

type Refusal = { refused: string; values?: (string | number)[] };

/** What the permitted action does to this lot, or why it cannot, now that the table allows it. */
async function decide(
  client: pg.PoolClient,
  lot: LockedLot,
  action: LifecycleAction,
  options: LifecycleOptions,
): Promise<Decision | Refusal> {
  const { now } = options;
  switch (action) {
    case "publish":
      return publish(client, lot, options);
    case "approve":
      return activate(lot, lot.endInterval ?? defaultEndInterval, now, LifecycleMessage.approved);
    case "close":
      return { update: { status: LotStatus.closed }, notification: { message: LifecycleMessage.closed } };
    case "delete":
      return { update: { status: LotStatus.deleted }, notification: { message: LifecycleMessage.deleted } };
    case "prolong":
      return prolong(client, lot, options);
    case "expire":
      if (!lot.endDate || lot.endDate > now) return { refused: LifecycleMessage.notAllowed };
      return { update: { status: LotStatus.expired }, notification: { message: LifecycleMessage.expired } };
    case "reject":
    case "block":
      if (!options.reasonCode) return { refused: HttpMessage.required };
      return {
        update: {
          status: LotStatus.blocked,
          moderationStatus: action === "reject" ? ModerationStatus.rejected : undefined,
        },
        notification: { message: action === "reject" ? LifecycleMessage.rejected : LifecycleMessage.blocked },
      };
    case "unblock":
      return unblock(client, lot, now);
    case "appeal":
      return appeal(client, lot);
  }
}

/** Published from now for `interval`; its end date "Active until" in the notification. */
function activate(lot: LockedLot, interval: EndDateOptionName, now: Date, message: string): Decision {
  const endDate = endDateOf(now, interval);
  return {
    update: {
      status: LotStatus.published,
      moderationStatus: ModerationStatus.approved,
      publishDate: now,
      endDate,
      endInterval: interval,
    },
    notification: { message, values: [lot.id] },
  };
}

/**
 * What the publish rules say about a lot about to go public (publishing, or prolonging an expired lot): a
 * refusal with the code that opens the contacts modal, or the owner and the rules that hold it for approval.
 */
async function publishCheck(
  client: pg.PoolClient,
  lot: LockedLot,
): Promise<{ ownerId: number; owner: PublishingOwner; held: string[] } | Refusal> {
  if (lot.ownerId === null) return { refused: ErrorCode.FORBIDDEN };
  const owner = await publishingOwner(client, lot.ownerId, lot.id);
  const rules = await activePublishRules(client);
  const contactProblem = missingContact(owner, lot, rules);
  if (contactProblem) return { refused: contactProblem };
  return { ownerId: lot.ownerId, owner, held: heldBy(rules, lot, owner) };
}

/** Held for a moderator: no end date until approved, which publishes it for `interval`. */
const holdFor = (held: string[], interval: EndDateOptionName): Decision => ({
  update: {
    status: LotStatus.pending_publish,
    moderationStatus: ModerationStatus.pending_review,
    endDate: null,
    endInterval: interval,
  },
  notification: { message: LifecycleMessage.pendingApproval },
  reasonCode: held.join(","),
});

async function publish(
  client: pg.PoolClient,
  lot: LockedLot,
  options: LifecycleOptions,
): Promise<Decision | Refusal> {
  const check = await publishCheck(client, lot);
  if ("refused" in check) return check;
  const interval =
    options.interval ?? lot.endInterval ?? check.owner.defaultEndInterval ?? defaultEndInterval;
  await rememberEndInterval(client, check.ownerId, interval);
  if (check.held.length === 0) return activate(lot, interval, options.now, LifecycleMessage.published);
  return holdFor(check.held, interval);
}

/**
 * Why the owner may not publish yet, as the code that opens the contacts modal: a blocked owner publishes
 * nothing; everyone needs a verified contact; some categories need a verified Latvian phone (decision 0028).
 */
function missingContact(owner: PublishingOwner, lot: LockedLot, rules: PublishRule[]): string | null {
  if (owner.status === UserStatus.blocked || owner.status === UserStatus.deleted) return ErrorCode.FORBIDDEN;
  if (owner.verifiedContacts.length === 0) return ErrorCode.USER_FORBIDDEN;
  const needsLocalPhone = rules.some(
    (rule) => rule.kind === "local_phone" && lot.categoryPath.includes(rule.categoryId),
  );
  const hasLocalPhone = owner.verifiedContacts.some(
    (contact) => contact.kind === "phone" && contact.value.startsWith("+371"),
  );
  return needsLocalPhone && !hasLocalPhone ? ErrorCode.USER_NO_LOCAL_PHONE : null;
}

/** The rules that hold this lot for approval, as recorded reason codes ("first_lots", "banned_word:replica"). */
export function heldBy(rules: PublishRule[], lot: LockedLot, owner: PublishingOwner): string[] {
  const text = [lot.titleLv, lot.textLv, lot.titleRu, lot.textRu].join("\n").toLocaleLowerCase();
  // A hidden seller's lots are kept from the public (decision 0029): a new one waits for a moderator too.
  const hidden = owner.status === UserStatus.hidden || owner.status === UserStatus.auto_hidden;
  const byRules = rules.flatMap((rule) => {
    if (rule.kind === "first_lots")
      return owner.status !== UserStatus.trusted && owner.publishedBefore < rule.count ? ["first_lots"] : [];
    if (rule.kind === "category_approval")
      return lot.categoryPath.includes(rule.categoryId) ? [`category_approval:${rule.categoryId}`] : [];
    if (rule.kind === "banned_word")
      return text.includes(rule.word.toLocaleLowerCase()) ? [`banned_word:${rule.word}`] : [];
    return [];
  });
  return hidden ? ["user_hidden", ...byRules] : byRules;
}

async function prolong(
  client: pg.PoolClient,
  lot: LockedLot,
  options: LifecycleOptions,
): Promise<Decision | Refusal> {
  if (!options.days) return { refused: HttpMessage.required };
  const endDate = prolongedEndDate(lot.endDate, options.days, options.now);
  if (!endDate) return { refused: LifecycleMessage.maximumPeriod, values: [maximumPeriodDays] };
  const ended = lot.status === LotStatus.expired || !lot.endDate || lot.endDate <= options.now;
  if (ended) {
    // An ended lot goes public again (the job may not have expired it yet): the same rules as publishing it
    // (contacts, holds for approval), answered with the same codes.
    const check = await publishCheck(client, lot);
    if ("refused" in check) return check;
    if (check.held.length > 0) return holdFor(check.held, lot.endInterval ?? defaultEndInterval);
  } else if (lot.ownerId !== null) {
    const owner = await publishingOwner(client, lot.ownerId, lot.id);
    if (owner.status === UserStatus.blocked || owner.status === UserStatus.deleted)
      return { refused: ErrorCode.FORBIDDEN };
  }
  return {
    update: { status: LotStatus.published, endDate },
    notification: { message: LifecycleMessage.activeUntil, values: [endDate.toISOString()] },
  };
}

/** Back to where the block found it; a published lot whose end date passed meanwhile is expired. */
async function unblock(client: pg.PoolClient, lot: LockedLot, now: Date): Promise<Decision> {
  const before = (await statusBeforeBlock(client, lot.id)) ?? LotStatus.closed;
  const ended = before === LotStatus.published && (!lot.endDate || lot.endDate <= now);
  return {
    update: { status: ended ? LotStatus.expired : before },
    notification: { message: LifecycleMessage.unblocked },
  };
}

/** A blocked or rejected lot goes back to the queue, unless its owner is blocked (their lots stay blocked). */
async function appeal(client: pg.PoolClient, lot: LockedLot): Promise<Decision | Refusal> {
  if (lot.ownerId !== null) {
    const owner = await publishingOwner(client, lot.ownerId, lot.id);
    if (owner.status === UserStatus.blocked) return { refused: ErrorCode.FORBIDDEN };
  }
  return {
    update: { status: LotStatus.pending_publish, moderationStatus: ModerationStatus.pending_review },
    notification: { message: LifecycleMessage.appealed },
    reasonCode: "appeal",
  };
}
