import { describe, expect, it } from "vitest";
import {
  adStateUserActions,
  defaultCheckedStatuses,
  defaultListFilterKey,
  isAdStateUserAction,
  isLotStatusId,
  LotStatus,
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
