import { describe, expect, it } from "vitest";
import {
  adStateUserActions,
  defaultCheckedStatuses,
  defaultListFilterKey,
  isAdStateUserAction,
  isLotLive,
  isLotStatusId,
  LotStatus,
  lotEnding,
  lotStatusName,
  ModerationStatus,
  pendingPublishLabel,
  statusFilterOptions,
} from "./lots.ts";

describe("lot statuses", () => {
  it("have the spec's ids", () => {
    expect(LotStatus).toEqual({
      draft: 1,
      published: 2,
      closed: 4,
      deleted: 5,
      blocked: 6,
      pending_publish: 7,
      xml_draft: 8,
      expired: 9,
    });
  });

  it("name an id by the spec's name", () => {
    expect(lotStatusName(7)).toBe("pending_publish");
    expect(lotStatusName(9)).toBe("expired");
  });

  it("accept only known ids from the outside world", () => {
    expect(isLotStatusId(2)).toBe(true);
    expect(isLotStatusId(3)).toBe(false);
    expect(isLotStatusId("2")).toBe(false);
  });

  it("label pending_publish as waiting approval", () => {
    expect(pendingPublishLabel).toBe("Waiting approval");
  });
});

describe("the status filter", () => {
  it("offers every status except deleted and xml_draft", () => {
    expect(statusFilterOptions).toEqual([1, 2, 4, 6, 7, 9]);
    expect(statusFilterOptions).not.toContain(LotStatus.deleted);
    expect(statusFilterOptions).not.toContain(LotStatus.xml_draft);
  });

  it("checks draft, published, pending_publish and blocked by default", () => {
    expect(defaultCheckedStatuses).toEqual([1, 2, 7, 6]);
  });

  it("leaves closed and expired unchecked by default", () => {
    const unchecked = statusFilterOptions.filter(
      (id) => !(defaultCheckedStatuses as readonly number[]).includes(id),
    );
    expect(unchecked).toEqual([LotStatus.closed, LotStatus.expired]);
  });
});

describe("moderation and status changes", () => {
  it("moderation statuses have the spec's ids", () => {
    expect(ModerationStatus).toEqual({ new: 1, pending_review: 2, rejected: 3, approved: 4 });
  });

  it("user status actions are publish and close only", () => {
    expect(adStateUserActions).toEqual(["publish", "close"]);
    expect(isAdStateUserAction("publish")).toBe(true);
    expect(isAdStateUserAction("delete")).toBe(false);
  });

  it("the default list filter key is 'default'", () => {
    expect(defaultListFilterKey).toBe("default");
  });
});

describe("whether a lot has ended (spec 1 section 4)", () => {
  const now = new Date("2026-06-01T12:00:00.000Z");
  const lot = (status: number, endDate: Date | string | null) => ({ status, endDate });

  it("calls closed and deleted lots sold, expired ones expired, whatever their end date", () => {
    expect(lotEnding(lot(LotStatus.closed, "2999-01-01T00:00:00.000Z"), now)).toBe("sold");
    expect(lotEnding(lot(LotStatus.deleted, null), now)).toBe("sold");
    expect(lotEnding(lot(LotStatus.expired, null), now)).toBe("expired");
  });

  it("calls a published lot expired from its end date on, as the expiry job will, before the job runs", () => {
    expect(lotEnding(lot(LotStatus.published, now), now)).toBe("expired");
    expect(lotEnding(lot(LotStatus.published, "2026-06-01T11:59:59.000Z"), now)).toBe("expired");
    expect(lotEnding(lot(LotStatus.published, "2026-06-01T12:00:01.000Z"), now)).toBeNull();
    expect(lotEnding(lot(LotStatus.published, null), now)).toBeNull();
  });

  it("takes only a published lot within its period as live", () => {
    expect(isLotLive(lot(LotStatus.published, "2026-07-01T00:00:00.000Z"), now)).toBe(true);
    expect(isLotLive(lot(LotStatus.published, null), now)).toBe(true);
    expect(isLotLive(lot(LotStatus.published, "2026-05-01T00:00:00.000Z"), now)).toBe(false);
    for (const status of [LotStatus.draft, LotStatus.pending_publish, LotStatus.blocked, LotStatus.closed])
      expect(isLotLive(lot(status, "2026-07-01T00:00:00.000Z"), now)).toBe(false);
  });
});
