import { describe, expect, it } from "vitest";
import {
  endDateOf,
  maximumPeriodDays,
  ownerLotOffers,
  prolongedEndDate,
  selectionActions,
  transition,
} from "./lot-lifecycle.ts";
import { LotStatus } from "./lots.ts";

const s = LotStatus;
const lot = (status: (typeof s)[keyof typeof s], xmlImported = false) => ({ status, xmlImported });

describe("selection bar (spec 1 section 4, bulk rules)", () => {
  it("disables Publish when any selected lot is published, pending, blocked or from a feed", () => {
    expect(selectionActions([lot(s.draft), lot(s.closed), lot(s.expired)]).publish).toBe(true);
    for (const status of [s.published, s.pending_publish, s.blocked])
      expect(selectionActions([lot(s.draft), lot(status)]).publish).toBe(false);
    expect(selectionActions([lot(s.draft, true)]).publish).toBe(false);
  });

  it("disables Close when any is closed, blocked or from a feed", () => {
    expect(
      selectionActions([lot(s.draft), lot(s.published), lot(s.pending_publish), lot(s.expired)]).close,
    ).toBe(true);
    expect(selectionActions([lot(s.published), lot(s.closed)]).close).toBe(false);
    expect(selectionActions([lot(s.published), lot(s.blocked)]).close).toBe(false);
    expect(selectionActions([lot(s.published, true)]).close).toBe(false);
  });

  it("allows Delete only when all are blocked or closed and none is from a feed", () => {
    expect(selectionActions([lot(s.closed), lot(s.blocked)]).delete).toBe(true);
    expect(selectionActions([lot(s.closed), lot(s.expired)]).delete).toBe(false);
    expect(selectionActions([lot(s.closed, true)]).delete).toBe(false);
  });

  it("enables nothing for an empty selection", () => {
    expect(selectionActions([])).toEqual({ publish: false, close: false, delete: false });
  });
});

describe("transition", () => {
  it("leaves admin decisions to admins and expiry to the scheduler", () => {
    const pending = { status: s.pending_publish, xmlImported: false, complete: true };
    expect(transition(pending, "approve", "owner")).toEqual({ refused: "FORBIDDEN" });
    expect(transition(pending, "approve", "admin")).toEqual({ to: s.published });
    expect(transition({ ...pending, status: s.published }, "expire", "admin")).toEqual({
      refused: "FORBIDDEN",
    });
    expect(transition({ ...pending, status: s.published }, "expire", "system")).toEqual({ to: s.expired });
  });

  it("publishes only complete lots, to published or pending as moderation decides", () => {
    const draft = { status: s.draft, xmlImported: false, complete: true };
    expect(transition(draft, "publish", "owner")).toEqual({ to: "published or pending" });
    expect(transition({ ...draft, complete: false }, "publish", "owner")).toEqual({
      refused: "Fill in the title and description before publishing",
    });
  });
});

describe("end dates", () => {
  const now = new Date("2026-11-25T10:00:00Z");
  const day = 86_400_000;

  it("counts P1W-P4W from now", () => {
    expect(endDateOf(now, "P1W").getTime() - now.getTime()).toBe(7 * day);
    expect(endDateOf(now, "P4W").getTime() - now.getTime()).toBe(28 * day);
  });

  it("adds to an active end date, counts an expired lot's days from now", () => {
    const active = new Date(now.getTime() + 3 * day);
    expect(prolongedEndDate(active, 14, now)?.getTime()).toBe(active.getTime() + 14 * day);
    const ended = new Date(now.getTime() - 30 * day);
    expect(prolongedEndDate(ended, 7, now)?.getTime()).toBe(now.getTime() + 7 * day);
    expect(prolongedEndDate(null, 21, now)?.getTime()).toBe(now.getTime() + 21 * day);
  });

  it("stops at the maximum period and refuses when less than a day would be gained", () => {
    const late = new Date(now.getTime() + 360 * day);
    expect(prolongedEndDate(late, 21, now)?.getTime()).toBe(now.getTime() + maximumPeriodDays * day);
    const atLimit = new Date(now.getTime() + (maximumPeriodDays - 0.5) * day);
    expect(prolongedEndDate(atLimit, 7, now)).toBeNull();
  });
});

describe("what my items offers for one lot besides status changes", () => {
  it("offers Edit where the lot form edits (not pending, blocked, deleted, feed drafts or feed lots)", () => {
    for (const status of [s.draft, s.published, s.closed, s.expired])
      expect(ownerLotOffers(lot(status)).edit, `status ${status}`).toBe(true);
    for (const status of [s.pending_publish, s.blocked, s.deleted, s.xml_draft])
      expect(ownerLotOffers(lot(status)).edit, `status ${status}`).toBe(false);
    expect(ownerLotOffers(lot(s.published, true)).edit).toBe(false);
  });

  it("offers Clone for every lot but blocked, deleted and feed ones", () => {
    for (const status of [s.draft, s.published, s.closed, s.expired, s.pending_publish])
      expect(ownerLotOffers(lot(status)).clone, `status ${status}`).toBe(true);
    for (const status of [s.blocked, s.deleted])
      expect(ownerLotOffers(lot(status)).clone, `status ${status}`).toBe(false);
    expect(ownerLotOffers(lot(s.closed, true)).clone).toBe(false);
  });
});
