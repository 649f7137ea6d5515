/** Kinds of new-message counters in the message totals. */
export const messageCounterKinds = ["company", "personal", "notifications"] as const;
export type MessageCounterKind = (typeof messageCounterKinds)[number];

/**
 * Thread groups: unread (new messages on a live lot), active (live lot, nothing new) and archive
 * (expired thread or ended lot). The spec does not list the lot statuses behind "live" and "ended".
 */
export const threadGroups = ["unread", "active", "archive"] as const;
export type ThreadGroup = (typeof threadGroups)[number];
