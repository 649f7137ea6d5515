import type { Language } from "@tirgus/domain/languages";
import type {
  AuditEntry,
  AuditPage,
  DecisionAnswer,
  DecisionBody,
  LookupAnswer,
  LookupLot,
  LookupUser,
  ModeratedUser,
  QueueItem,
  QueuePage,
  RecordedDecision,
  UserStatusAnswer,
  UserStatusBody,
} from "@tirgus/domain/moderation-api";
import type { ApiClient } from "../../lib/api-client";
import { type CardImage, lotCardView } from "../lot-card/card-view";

/*
 * The admin area's data (issue 8 item 6): the queue and the audit log as the page shows them, in the page's
 * language (decision 17), and the browser's calls that decide.
 */

export const adminTabs = ["pending", "reported", "audit", "find"] as const;
export type AdminTab = (typeof adminTabs)[number];

export type QueueMessage = { message: string; values?: (string | number)[] };

/** One row of the queue: the lot, its seller and why a moderator should look at it. */
export type QueueRowView = {
  lotId: number;
  status: number;
  title: string;
  href: string;
  category: string;
  image: CardImage | null;
  price: string | null;
  seller: ModeratedUser | null;
  since: string;
  heldReasons: QueueMessage[];
  appealStatement: string | null;
  earlierDecision: RecordedDecision | null;
  reports: QueueItem["reports"];
  /** A looked-up lot's latest moderator's decision (the queues show the appealed one instead). */
  latestDecision: RecordedDecision | null;
};

/** `query` is the lookup's (tab find): a lot's number or address, a user's number or e-mail address. */
export type AdminPlace = { tab: AdminTab; page: number; sellerId: number | null; query: string };

export type AdminPageData =
  | {
      tab: "pending" | "reported";
      page: number;
      sellerId: number | null;
      count: number;
      rows: QueueRowView[];
    }
  | { tab: "audit"; page: number; sellerId: null; count: number; entries: AuditEntry[] }
  | {
      tab: "find";
      page: number;
      sellerId: null;
      count: number;
      query: string;
      rows: QueueRowView[];
      users: LookupUser[];
    };

export function queueRowView(item: QueueItem | LookupLot, lang: Language): QueueRowView {
  const card = lotCardView(item.lot, lang);
  return {
    lotId: item.lot.id,
    status: item.lot.status,
    title: card.title,
    href: card.href,
    category: item.lot.category.name[lang],
    image: card.images[0] ?? null,
    price: card.price,
    seller: item.seller,
    since: item.since,
    heldReasons: item.heldReasons,
    appealStatement: item.appealStatement,
    earlierDecision: item.earlierDecision,
    reports: item.reports,
    latestDecision: "latestDecision" in item ? item.latestDecision : null,
  };
}

const positive = (text: string | null, max: number): number | null => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 && value <= max ? value : null;
};

/**
 * The tab, page and seller the address asks for (`?tab=reported&page=2&seller=17`), or the lookup's query
 * (`?tab=find&query=1000123`); anything else is the first page of the whole pending queue.
 */
export function adminPlace(search: URLSearchParams): AdminPlace {
  const asked = search.get("tab");
  const tab = adminTabs.find((candidate) => candidate === asked) ?? "pending";
  const queue = tab === "pending" || tab === "reported";
  return {
    tab,
    page: tab === "find" ? 1 : (positive(search.get("page"), 10_000) ?? 1),
    sellerId: queue ? positive(search.get("seller"), Number.MAX_SAFE_INTEGER) : null,
    query: tab === "find" ? (search.get("query") ?? "").trim().slice(0, 255) : "",
  };
}

/** A tab's address; the two queues keep the seller they are narrowed to, the audit log and lookup have none. */
export function tabHref(path: string, tab: AdminTab, sellerId: number | null): string {
  const search = new URLSearchParams();
  if (tab !== "pending") search.set("tab", tab);
  if (sellerId !== null && (tab === "pending" || tab === "reported")) search.set("seller", String(sellerId));
  return search.size > 0 ? `${path}?${search}` : path;
}

export async function loadAdminPage(
  api: ApiClient,
  place: AdminPlace,
  lang: Language,
): Promise<AdminPageData> {
  const { tab, page, sellerId } = place;
  if (tab === "find") {
    const found = place.query
      ? await api.get<LookupAnswer>("/api/admin/lookup", { query: place.query }, { silent: true })
      : null;
    const rows = (found?.lots ?? []).map((lot) => queueRowView(lot, lang));
    const users = found?.users ?? [];
    return {
      tab,
      page: 1,
      sellerId: null,
      count: rows.length + users.length,
      query: place.query,
      rows,
      users,
    };
  }
  if (tab === "audit") {
    const audit = await api.get<AuditPage>("/api/admin/audit", { page }, { silent: true });
    return { tab, page, sellerId: null, count: audit?.count ?? 0, entries: audit?.data ?? [] };
  }
  const query = { kind: tab, page, seller: sellerId ?? undefined };
  const queue = await api.get<QueuePage>("/api/admin/queue", query, { silent: true });
  return {
    tab,
    page,
    sellerId,
    count: queue?.count ?? 0,
    rows: (queue?.data ?? []).map((item) => queueRowView(item, lang)),
  };
}

export const decideLot = (api: ApiClient, lotId: number, body: DecisionBody) =>
  api.post<DecisionAnswer>(`/api/admin/lots/${lotId}/decision`, body, { silent: true });

export const setUserStatus = (api: ApiClient, userId: number, body: UserStatusBody) =>
  api.post<UserStatusAnswer>(`/api/admin/users/${userId}/status`, body, { silent: true });
