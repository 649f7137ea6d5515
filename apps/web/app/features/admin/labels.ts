import { LotStatus, pendingPublishLabel } from "@tirgus/domain/lots";
import { marketTimeZone } from "@tirgus/domain/periods";
import type { Translate } from "../../lib/i18n";

/*
 * Words of the admin area. Literal t() calls, one per key, so the dictionary test finds each of them.
 */

export function lotStatusLabel(t: Translate, status: number): string {
  switch (status) {
    case LotStatus.draft:
      return t("Draft");
    case LotStatus.published:
      return t("Published");
    case LotStatus.closed:
      return t("Closed");
    case LotStatus.deleted:
      return t("Deleted");
    case LotStatus.blocked:
      return t("Blocked");
    case LotStatus.pending_publish:
      return t(pendingPublishLabel);
    case LotStatus.xml_draft:
      return t("Feed draft");
    case LotStatus.expired:
      return t("Expired");
    default:
      return String(status);
  }
}

/** What a recorded change did, as the audit log and the appeal note name it. */
export function actionLabel(t: Translate, action: string): string {
  switch (action) {
    case "publish":
      return t("Held for approval");
    case "appeal":
      return t("Appealed");
    case "approve":
      return t("Approved");
    case "reject":
      return t("Rejected");
    case "block":
      return t("Blocked");
    case "unblock":
      return t("Unblocked");
    case "status":
      return t("User status changed");
    default:
      return action;
  }
}

const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: marketTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * "25.11.2026 06:05" in Riga's time, built from parts: server and browser locale data differ in their
 * punctuation, and the page must hydrate to the same text.
 */
export function dateTime(iso: string): string {
  const parts = dateTimeFormat.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")} ${part("hour")}:${part("minute")}`;
}
