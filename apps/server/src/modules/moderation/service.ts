import { ErrorCode } from "@tirgus/domain/errors";
import type { ActorRole, AdminAction } from "@tirgus/domain/lot-lifecycle";
import { isLotLive, LotStatus } from "@tirgus/domain/lots";
import {
  decisionsNeedingReason,
  heldReasons,
  lookupTerms,
  ModerationMessage,
  moderationPageSize,
  ownerStatusReason,
  ownerStatusReasons,
} from "@tirgus/domain/moderation";
import type {
  DecisionAnswer,
  DecisionBody,
  LookupAnswer,
  QueueItem,
  QueueKind,
  QueuePage,
  ReportBody,
  UserStatusAnswer,
  UserStatusBody,
} from "@tirgus/domain/moderation-api";
import { Role } from "@tirgus/domain/users";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { inTransaction } from "../../db/transaction.ts";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { revokeUserSessions } from "../auth/repository.ts";
import { applyLifecycleAction } from "../lot-lifecycle/service.ts";
import { lotCards } from "../lot-lists/cards.ts";
import { listCatalogue } from "../lot-lists/catalogue-cache.ts";
import { renderDecisionMail } from "./mails.ts";
import * as repository from "./repository.ts";

/** Who takes a lifecycle action: moderation acts as an admin. */
type Actor = { userId: number | null; role: ActorRole };
type ModerationDeps = { pool: pg.Pool; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const forbidden = () => new ApiError(403, ErrorCode.USER_FORBIDDEN);
const notFound = () => new ApiError(404, HttpMessage.notFound);
const offsetOf = (page: number) => (page - 1) * moderationPageSize;
/** Lots others may see (blocked ones answer 403 on their page): the rest do not exist for a reporter. */
const visibleStatuses: ReadonlySet<number> = new Set([
  LotStatus.published,
  LotStatus.closed,
  LotStatus.expired,
  LotStatus.blocked,
]);

/** The lot's status after the lifecycle took the admin's action; refusals are answered as the lifecycle words them. */
async function changeLot(
  client: pg.PoolClient,
  lotId: number,
  action: AdminAction,
  admin: Actor,
  options: { now: Date; reasonCode?: string; statement?: string },
): Promise<number> {
  const change = await applyLifecycleAction(client, lotId, action, admin, options);
  if (change.status === null) throw notFound();
  if (change.errors.length > 0) throw new ApiError(409, change.errors);
  return change.status;
}

/** Moderators' decisions about lots and users, the queue they take them from, and visitors' reports. */
export function createModeration({ pool, mailer, publicUrl, log }: ModerationDeps) {
  async function requireAdmin(userId: number): Promise<void> {
    if (!(await repository.isAdmin(pool, userId, Role.admin))) throw forbidden();
  }

  /**
   * Approve, reject, block or unblock through the lifecycle (which refuses what its table refuses), closing
   * the lot's open reports with the decision; `dismiss` closes them and leaves the lot as it is.
   */
  async function decide(
    adminId: number,
    lotId: number,
    body: DecisionBody,
    now: Date,
  ): Promise<DecisionAnswer> {
    if (decisionsNeedingReason.has(body.action) && !body.reasonCode)
      throw new ApiError(400, [{ message: ModerationMessage.reasonRequired, field: "reasonCode" }]);
    const admin = { userId: adminId, role: "admin" } as const;
    const answer = await inTransaction(pool, async (client) => {
      const status =
        body.action === "dismiss"
          ? await repository.lotStatus(client, lotId)
          : await changeLot(client, lotId, body.action, admin, {
              now,
              reasonCode: body.reasonCode,
              statement: body.statement || undefined,
            });
      if (status === null) throw notFound();
      const resolution = { by: adminId, decision: body.action, at: now };
      const resolvedReports = await repository.resolveReports(client, lotId, resolution);
      if (body.action === "dismiss" && resolvedReports === 0)
        throw new ApiError(400, ModerationMessage.nothingToDismiss);
      return { id: lotId, status, resolvedReports };
    });
    if ((body.action === "reject" || body.action === "block") && body.reasonCode)
      sendDecisionMail(lotId, {
        decision: body.action,
        reasonCode: body.reasonCode,
        statement: body.statement,
      });
    return answer;
  }

  /**
   * A visitor's report of a live lot (published, its end date not passed; not their own): one open report per
   * reporter and lot. An ended lot is no longer offered to anyone, so there is nothing left to act on.
   */
  async function report(lotId: number, reporter: repository.Reporter, body: ReportBody): Promise<void> {
    const lot = await repository.reportedLot(pool, lotId);
    if (!lot || !visibleStatuses.has(lot.status)) throw notFound();
    if (!isLotLive(lot, new Date())) throw new ApiError(400, ModerationMessage.notReportable);
    if ("userId" in reporter && reporter.userId === lot.ownerId)
      throw new ApiError(400, ModerationMessage.ownLot);
    const inserted = await repository.insertReport(pool, {
      lotId,
      reporter,
      reason: body.reason,
      text: body.text || null,
    });
    if (!inserted) throw new ApiError(409, ModerationMessage.alreadyReported);
  }

  /** Mail goes out after the decision is committed; a mail server that fails does not undo the decision. */
  function sendDecisionMail(
    lotId: number,
    decision: { decision: "reject" | "block"; reasonCode: string; statement: string | undefined },
  ): void {
    void (async () => {
      const recipient = await repository.decisionRecipient(pool, lotId);
      if (!recipient?.email) return;
      const [card] = await lotCards(pool, [lotId], await listCatalogue(pool));
      const path = recipient.language === "ru" ? card?.frontUrl.ru : card?.frontUrl.lv;
      const mail = renderDecisionMail(
        {
          ...decision,
          statement: decision.statement || null,
          lotTitle: recipient.title,
          lotUrl: `${publicUrl}${path ?? `/sms/!${lotId}`}`,
        },
        recipient.language,
        publicUrl,
      );
      await mailer.send({ to: recipient.email, ...mail });
    })().catch((error: unknown) => log.error({ err: error, lotId }, "the moderation decision mail failed"));
  }

  /**
   * Sets a user's status and takes its effect on their lots, all in one transaction. Blocking or hiding blocks
   * every lot of theirs that is not deleted or blocked already (reason user_blocked or user_hidden); going back
   * to new or trusted unblocks exactly the lots still blocked that way. A blocked user's sessions end.
   */
  async function setUserStatus(
    adminId: number,
    userId: number,
    body: UserStatusBody,
    now: Date,
  ): Promise<UserStatusAnswer> {
    if (userId === adminId) throw new ApiError(400, ModerationMessage.ownStatus);
    return inTransaction(pool, async (client) => {
      const user = await repository.lockUser(client, userId);
      if (!user) throw notFound();
      if (user.role === Role.admin) throw new ApiError(400, ModerationMessage.adminStatus);
      await repository.changeUserStatus(client, {
        userId,
        from: user.status,
        to: body.status,
        actorId: adminId,
        reasonCode: body.reasonCode ?? null,
        statement: body.statement || null,
        at: now,
      });
      const before = ownerStatusReason(user.status);
      const after = ownerStatusReason(body.status);
      const admin = { userId: adminId, role: "admin" } as const;
      const blockedLots =
        after && !before ? await blockLotsOf(client, userId, after, body.statement, admin, now) : [];
      const unblockedLots = before && !after ? await unblockLotsOf(client, userId, admin, now) : [];
      if (after === ownerStatusReasons.blocked) await revokeUserSessions(client, userId, "user-blocked");
      return { id: userId, status: body.status, blockedLots, unblockedLots };
    });
  }

  async function blockLotsOf(
    client: pg.PoolClient,
    ownerId: number,
    reasonCode: string,
    statement: string | undefined,
    admin: Actor,
    now: Date,
  ): Promise<number[]> {
    const blocked: number[] = [];
    for (const lotId of await repository.lotsToBlock(client, ownerId)) {
      const change = await applyLifecycleAction(client, lotId, "block", admin, {
        now,
        reasonCode,
        statement: statement || undefined,
      });
      if (change.status === LotStatus.blocked && change.errors.length === 0) blocked.push(lotId);
    }
    return blocked;
  }

  async function unblockLotsOf(
    client: pg.PoolClient,
    ownerId: number,
    admin: Actor,
    now: Date,
  ): Promise<number[]> {
    const reasons = Object.values(ownerStatusReasons);
    const unblocked: number[] = [];
    for (const lotId of await repository.lotsBlockedWithOwner(client, ownerId, reasons)) {
      const change = await applyLifecycleAction(client, lotId, "unblock", admin, { now });
      if (change.errors.length === 0) unblocked.push(lotId);
    }
    return unblocked;
  }

  /** One page of the pending or the reported queue, with each lot's card, seller, reasons and reports. */
  async function queue(kind: QueueKind, page: number, sellerId: number | null): Promise<QueuePage> {
    const asked = { limit: moderationPageSize, offset: offsetOf(page), sellerId };
    const found =
      kind === "pending"
        ? await repository.pendingQueue(pool, asked)
        : await repository.reportedQueue(pool, asked);
    return { count: found.count, data: await queueItems(found.rows) };
  }

  /**
   * A lot by its number and users by number or e-mail address, whatever their status: the way to a blocked
   * lot or user, which no queue lists, and their decisions (unblock, user status).
   */
  async function lookup(query: string): Promise<LookupAnswer> {
    const terms = lookupTerms(query);
    const [lot, users] = await Promise.all([
      terms.lotId === null ? null : repository.lookedUpLot(pool, terms.lotId),
      repository.lookedUpUsers(pool, terms.userId, terms.email, Role.admin),
    ]);
    const [item] = lot ? await queueItems([lot]) : [];
    return {
      lots: item && lot ? [{ ...item, latestDecision: lot.latestDecision }] : [],
      users,
    };
  }

  /** The queue's rows as the admin area shows them: each lot's card, seller, reasons and open reports. */
  async function queueItems(rows: repository.QueueRow[]): Promise<QueueItem[]> {
    const ids = rows.map((row) => row.lotId);
    const [cards, sellers, reports] = await Promise.all([
      listCatalogue(pool).then((catalogue) => lotCards(pool, ids, catalogue)),
      repository.sellersOf(pool, ids),
      repository.openReports(pool, ids),
    ]);
    const cardById = new Map(cards.map((card) => [card.id, card]));
    return rows.flatMap((row) => {
      const lot = cardById.get(row.lotId);
      if (!lot) return [];
      return [
        {
          lot,
          seller: sellers.get(row.lotId) ?? null,
          since: row.since.toISOString(),
          heldReasons: heldReasons(row.reasonCode),
          appealStatement: row.appealStatement,
          earlierDecision: row.earlierDecision,
          reports: reports.get(row.lotId) ?? [],
        },
      ];
    });
  }

  return {
    requireAdmin,
    report,
    decide,
    setUserStatus,
    queue,
    lookup,
    audit: (page: number) => repository.auditPage(pool, moderationPageSize, offsetOf(page)),
  };
}
export type Moderation = ReturnType<typeof createModeration>;
