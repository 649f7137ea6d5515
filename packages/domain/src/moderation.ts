import { UserStatus, type UserStatusId } from "./users.ts";

/*
 * Moderation (issue 8 item 6, decision 0029): the reasons a visitor reports a lot for, the reason codes of a
 * moderator's reject and block decisions, the user statuses an admin sets, and how the queue names the rules
 * that held a lot. Labels are translation keys (lv and ru entries in the dictionaries); no zod here, so the
 * web app imports this module whole.
 */

/** What a visitor reports a lot for (issue 8: scam, wrong category, prohibited item, duplicate, other). */
export const reportReasons = ["scam", "wrong_category", "prohibited", "duplicate", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabel: Record<ReportReason, string> = {
  scam: "Scam",
  wrong_category: "Wrong category",
  prohibited: "Prohibited item",
  duplicate: "Duplicate",
  other: "Other",
};

/** The reason code of a reject or block decision; the seller reads its label in the e-mail and in my items. */
export const moderationReasons = [
  "prohibited_item",
  "misleading",
  "wrong_category",
  "duplicate",
  "scam",
  "offensive",
  "other",
] as const;
export type ModerationReason = (typeof moderationReasons)[number];

/**
 * Reason codes the system records on lots it blocks because of their owner's status: unblocking the owner
 * unblocks exactly the lots whose latest change carries one of them.
 */
export const ownerStatusReasons = { blocked: "user_blocked", hidden: "user_hidden" } as const;
export type OwnerStatusReason = (typeof ownerStatusReasons)[keyof typeof ownerStatusReasons];

/** Labels of every reason code a lot's block or reject may carry. */
export const moderationReasonLabel: Record<ModerationReason | OwnerStatusReason, string> = {
  prohibited_item: "Prohibited item",
  misleading: "Misleading information",
  wrong_category: "Wrong category",
  duplicate: "Duplicate",
  scam: "Suspected scam",
  offensive: "Offensive content",
  other: "Other reason",
  user_blocked: "The seller's account is blocked",
  user_hidden: "The seller's account is hidden",
};

/** The label of a recorded reason code; a code no longer known is shown as it was recorded. */
export function reasonLabel(code: string): string {
  return (moderationReasonLabel as Record<string, string>)[code] ?? code;
}

/** The decisions a moderator takes on one lot; `dismiss` closes its reports and leaves the lot as it is. */
export const lotDecisions = ["approve", "reject", "block", "unblock", "dismiss"] as const;
export type LotDecision = (typeof lotDecisions)[number];
/** Decisions the seller must be told the reason of. */
export const decisionsNeedingReason: ReadonlySet<LotDecision> = new Set(["reject", "block"]);

/** The user statuses an admin sets (new, trusted, hidden, auto hidden, blocked); deleted is the user's own. */
export const settableUserStatuses = [
  UserStatus.new,
  UserStatus.trusted,
  UserStatus.hidden,
  UserStatus.auto_hidden,
  UserStatus.blocked,
] as const satisfies readonly UserStatusId[];
export type SettableUserStatus = (typeof settableUserStatuses)[number];

/**
 * Statuses that take a user's lots out of public view: their lots are blocked with the matching reason
 * (decision 0029: hidden users' lots are blocked too, so every public list, the lot page and search follow
 * the one status rule they already have).
 */
export function ownerStatusReason(status: number): OwnerStatusReason | null {
  if (status === UserStatus.blocked) return ownerStatusReasons.blocked;
  if (status === UserStatus.hidden || status === UserStatus.auto_hidden) return ownerStatusReasons.hidden;
  return null;
}

export const userStatusLabel: Record<number, string> = {
  [UserStatus.new]: "New",
  [UserStatus.trusted]: "Trusted",
  [UserStatus.hidden]: "Hidden",
  [UserStatus.auto_hidden]: "Hidden automatically",
  [UserStatus.blocked]: "Blocked",
  [UserStatus.deleted]: "Deleted",
};

export const statementMaxLength = 2000;
export const reportTextMaxLength = 1000;
/** Rows of one queue or audit page. */
export const moderationPageSize = 20;

/** The reason code the lifecycle records when an owner appeals a decision. */
export const appealReasonCode = "appeal";

/** One reason a lot waits in the queue, as a translation key and its values. */
export type HeldReason = { message: string; values?: (string | number)[] };

/**
 * Reads the reason code the lifecycle records for a held lot: the publish rules that matched, comma separated
 * ("first_lots,banned_word:replica"), or "appeal".
 */
export function heldReasons(reasonCode: string | null): HeldReason[] {
  if (!reasonCode) return [];
  return reasonCode.split(",").map((part): HeldReason => {
    const colon = part.indexOf(":");
    const kind = colon === -1 ? part : part.slice(0, colon);
    const value = colon === -1 ? "" : part.slice(colon + 1);
    if (kind === "first_lots") return { message: "One of a new seller's first classifieds" };
    if (kind === "category_approval") return { message: "Category needs approval (%s)", values: [value] };
    if (kind === "banned_word") return { message: "Contains the word \u201c%s\u201d", values: [value] };
    if (kind === appealReasonCode) return { message: "The seller appealed the decision" };
    if (kind === ownerStatusReasons.hidden) return { message: moderationReasonLabel.user_hidden };
    return { message: part };
  });
}

/** Texts of the moderation answers. */
export const ModerationMessage = {
  alreadyReported: "You have already reported this classified",
  ownLot: "You can't report your own classified",
  notReportable: "Only published classifieds can be reported",
  reported: "Thank you. A moderator will look at the classified.",
  reasonRequired: "Choose a reason",
  nothingToDismiss: "This classified has no open reports",
  ownStatus: "You can't change your own status",
  adminStatus: "An admin's status can't be changed here",
  statusSet: "The user's status is changed",
} as const;

/** What an admin's lookup looks for (`GET /api/admin/lookup?query=`). */
export type LookupTerms = { lotId: number | null; userId: number | null; email: string | null };

const largestId = Number.MAX_SAFE_INTEGER;
const idOf = (digits: string): number | null => {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= largestId ? id : null;
};

/**
 * Reads an admin's lookup: a lot's address (".../!1000123") or "!1000123" names a lot, an e-mail address a
 * user, and a bare number ("1000123" or "#1000123") either, as lots and users are numbered apart.
 */
export function lookupTerms(query: string): LookupTerms {
  const text = query.trim();
  const lotMark = /!(\d{1,16})(?:\D*$)/.exec(text);
  if (lotMark?.[1]) return { lotId: idOf(lotMark[1]), userId: null, email: null };
  if (text.includes("@") && !/\s/.test(text)) return { lotId: null, userId: null, email: text.toLowerCase() };
  const bare = /^#?(\d{1,16})$/.exec(text);
  if (bare?.[1]) {
    const id = idOf(bare[1]);
    return { lotId: id, userId: id, email: null };
  }
  return { lotId: null, userId: null, email: null };
}
