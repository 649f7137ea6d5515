import { z } from "zod";
import { type ModerationNote, moderationNoteSchema } from "./lot-lifecycle-api.ts";
import { lotCardSchema } from "./lot-list-api.ts";
import {
  lotDecisions,
  moderationReasons,
  reportReasons,
  reportTextMaxLength,
  settableUserStatuses,
  statementMaxLength,
} from "./moderation.ts";

/*
 * The moderation endpoints' schemas (issue 8 item 6): the server validates and documents with them; the web
 * app imports only their types (moderation.ts holds the values it uses).
 */

const statementSchema = z.string().trim().max(statementMaxLength);

/** `POST /api/lots/{id}/reports`. */
export const reportBodySchema = z
  .object({
    reason: z.enum(reportReasons),
    text: z.string().trim().max(reportTextMaxLength).optional(),
  })
  .strict();
export type ReportBody = z.infer<typeof reportBodySchema>;

/** `POST /api/admin/lots/{id}/decision`: reject and block need a reason code. */
export const decisionBodySchema = z
  .object({
    action: z.enum(lotDecisions),
    reasonCode: z.enum(moderationReasons).optional(),
    statement: statementSchema.optional(),
  })
  .strict();
export type DecisionBody = z.infer<typeof decisionBodySchema>;

const settableStatusSchema = z.literal(settableUserStatuses);

/** `POST /api/admin/users/{id}/status`. */
export const userStatusBodySchema = z
  .object({
    status: settableStatusSchema,
    reasonCode: z.enum(moderationReasons).optional(),
    statement: statementSchema.optional(),
  })
  .strict();
export type UserStatusBody = z.infer<typeof userStatusBodySchema>;

export const queueKinds = ["pending", "reported"] as const;
export const queueQuerySchema = z
  .object({
    kind: z.enum(queueKinds).default("pending"),
    page: z.coerce.number().int().positive().max(10_000).default(1),
    /** Only this seller's lots: a moderator handles one account's lots together. */
    seller: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();
export type QueueKind = (typeof queueKinds)[number];

export const pageQuerySchema = z
  .object({ page: z.coerce.number().int().positive().max(10_000).default(1) })
  .strict();

const messageSchema = z.object({
  message: z.string(),
  values: z.array(z.union([z.string(), z.number()])).optional(),
});

/** A decision about a lot as recorded (the reject or block before an appeal): the shape of the seller's note. */
export const recordedDecisionSchema = moderationNoteSchema;
export type RecordedDecision = ModerationNote;

export const queueReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(reportReasons),
  text: z.string().nullable(),
  createdAt: z.string(),
  /** Signed in reporters are named; anonymous ones are counted by their watch identifier only. */
  reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type QueueReport = z.infer<typeof queueReportSchema>;

export const moderatedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.number().int(),
});
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

export const queueItemSchema = z.object({
  lot: lotCardSchema,
  seller: moderatedUserSchema.nullable(),
  /** When the lot entered its current status (the queue's order for pending lots). */
  since: z.string(),
  /** Why a pending lot is held: the publish rules that matched, or the seller's appeal. */
  heldReasons: z.array(messageSchema),
  /** For an appealed lot: what the seller wrote, and the reject or block decision they appealed. */
  appealStatement: z.string().nullable(),
  earlierDecision: recordedDecisionSchema.nullable(),
  reports: z.array(queueReportSchema),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queuePageSchema = z.object({ count: z.number().int(), data: z.array(queueItemSchema) });
export type QueuePage = z.infer<typeof queuePageSchema>;

export const auditEntrySchema = z.object({
  kind: z.enum(["lot", "user"]),
  /** The lot's or the user's id. */
  subjectId: z.number().int(),
  /** The lot's title (lv, else ru) or the user's name. */
  subjectName: z.string(),
  action: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  reasonCode: z.string().nullable(),
  statement: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  actorRole: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ count: z.number().int(), data: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The answer to a decision: the lot's status afterwards and the reports it closed. */
export const decisionAnswerSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  resolvedReports: z.number().int(),
});
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

/** The answer to a user status change: the lots it blocked or unblocked. */
export const userStatusAnswerSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  blockedLots: z.array(z.number().int()),
  unblockedLots: z.array(z.number().int()),
});
export type UserStatusAnswer = z.infer<typeof userStatusAnswerSchema>;

/** `GET /api/admin/lookup?query=`: a lot number or address, a user number or an e-mail address. */
export const lookupQuerySchema = z.object({ query: z.string().trim().min(1).max(255) }).strict();

/** A lot an admin looked up: as in the queue, with the latest moderator's decision about it. */
export const lookupLotSchema = queueItemSchema.extend({ latestDecision: recordedDecisionSchema.nullable() });
export type LookupLot = z.infer<typeof lookupLotSchema>;

/** A user an admin looked up; an admin's status is not theirs to change. */
export const lookupUserSchema = moderatedUserSchema.extend({ admin: z.boolean() });
export type LookupUser = z.infer<typeof lookupUserSchema>;

export const lookupAnswerSchema = z.object({
  lots: z.array(lookupLotSchema),
  users: z.array(lookupUserSchema),
});
export type LookupAnswer = z.infer<typeof lookupAnswerSchema>;
